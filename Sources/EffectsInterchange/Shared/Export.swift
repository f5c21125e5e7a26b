import EffectsRegistry

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
    try exportDocument(timeline, as: format, options: options).text
}

/// A document written in one format, with the report of what it holds.
public struct ExportedDocument: Sendable {
    /// The document's text.
    public let text: String
    /// Each track's outcome: exact, approximated, or left out with the reason.
    public let report: InterchangeReport

    /// The tracks and model values the document leaves out, as warnings name them:
    /// "'card.shadowOpacity' is not exported as lottie: …".
    public var warnings: [String] {
        report.tracks.compactMap { track in
            guard case .skipped(let reason) = track.outcome else { return nil }
            let what = track.isAnimated ? "" : " (a model value)"
            return "'\(track.name)'\(what) is not exported: \(reason)"
        }
    }
}

/// The timeline as a document in `format`, with its report (see ``export(_:as:options:)``).
///
/// - Throws: ``InterchangeError`` naming the layer and key path of a track the format cannot
///   express, or cannot approximate within the tolerance.
public func exportDocument(
    _ timeline: Timeline, as format: InterchangeFormat, options: InterchangeOptions = InterchangeOptions()
) throws(InterchangeError) -> ExportedDocument {
    guard let writing = EffectFormats.writer(named: format.rawValue) else {
        throw InterchangeError(format: format, reason: "no writer of this format is registered")
    }
    return try writing.write(timeline, options)
}
