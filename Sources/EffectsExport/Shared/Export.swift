import EffectsCore

/// What an export needs besides the timeline: the viewport, the tolerance, a title and, for Lottie,
/// the frame rate.
public struct ExportOptions: Hashable, Sendable {
    /// The viewport's width in points (CSS pixels).
    public var viewportWidth: Double
    /// The viewport's height.
    public var viewportHeight: Double
    /// The bound on every approximation.
    public var tolerance: ExportTolerance
    /// The title of the preview page (the effect's name).
    public var title: String
    /// The frame rate of a Lottie animation (`fr`); the web formats have none.
    public var framesPerSecond: Double

    /// Options; the viewport defaults to 375 × 667 points, as the effect context's does.
    public init(
        viewportWidth: Double = 375, viewportHeight: Double = 667,
        tolerance: ExportTolerance = ExportTolerance(),
        title: String = "effect", framesPerSecond: Double = 60
    ) {
        self.viewportWidth = viewportWidth
        self.viewportHeight = viewportHeight
        self.tolerance = tolerance
        self.title = title
        self.framesPerSecond = framesPerSecond
    }
}

/// The timeline as a document in `format`: Web Animations JSON, a CSS stylesheet, a preview page or
/// a Lottie animation.
///
/// - Throws: ``ExportError`` naming the layer and key path of a track the format cannot express,
///   or cannot approximate within the tolerance.
public func export(_ timeline: Timeline, as format: ExportFormat, options: ExportOptions = ExportOptions())
    throws(ExportError) -> String
{
    if format == .lottie {
        let lottie = LottieExportOptions(
            framesPerSecond: options.framesPerSecond, tolerance: options.tolerance)
        let context = EffectContext(
            viewportWidth: options.viewportWidth, viewportHeight: options.viewportHeight)
        do {
            return try LottieExporter.export(timeline, context: context, options: lottie).text
        } catch {
            throw error.exportError
        }
    }
    let exporter = WebExporter(tolerance: options.tolerance, format: format)
    let web = try exporter.export(timeline, width: options.viewportWidth, height: options.viewportHeight)
    switch format {
    case .waapi: return web.waapiJSON()
    case .css: return web.css()
    case .html: return web.html(title: options.title)
    case .lottie: return ""  // written above
    }
}
