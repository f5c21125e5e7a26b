import EffectsRegistry

/// What one format makes of an effect: the report of its export, or why it refuses the effect.
public struct FormatFacts: Sendable {
    /// The format.
    public let format: InterchangeFormat
    /// The options it was exported with.
    public let options: InterchangeOptions
    /// Each track's outcome, or the refusal.
    public let result: Result<InterchangeReport, InterchangeError>
}

/// The facts of exporting `timeline` with `options` to every format that writes it differently:
/// Lottie, then Web Animations (which the preview page shares), then CSS.
public func exportFacts(_ timeline: Timeline, options: InterchangeOptions = InterchangeOptions())
    -> [FormatFacts]
{
    let lottie = Result { () throws(InterchangeError) -> InterchangeReport in
        try LottieExporter.export(timeline, options: options).report
    }
    let web = [InterchangeFormat.waapi, .css].map { format in
        let result = Result { () throws(InterchangeError) -> InterchangeReport in
            try WebExporter(format: format, options: options).export(timeline).report
        }
        return FormatFacts(format: format, options: options, result: result)
    }
    return [FormatFacts(format: .lottie, options: options, result: lottie)] + web
}
