import EffectsCore
import EffectsInterchange

/// The timeline as a document in `format`: Web Animations JSON, a CSS stylesheet, a preview page or
/// a Lottie animation.
///
/// - Throws: ``InterchangeError`` naming the layer and key path of a track the format cannot
///   express, or cannot approximate within the tolerance.
public func export(
    _ timeline: Timeline, as format: InterchangeFormat, options: InterchangeOptions = InterchangeOptions()
)
    throws(InterchangeError) -> String
{
    if format == .lottie {
        return try LottieExporter.export(timeline, options: options).text
    }
    let web = try WebExporter(format: format, options: options).export(timeline)
    switch format {
    case .waapi: return web.waapiJSON()
    case .css: return web.css()
    case .html: return web.html(title: options.title)
    case .lottie: return ""  // written above
    }
}
