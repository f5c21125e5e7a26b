import EffectsExport
import EffectsRegistry

/// What `inspect` says about exporting an effect: which tracks `fxctl export --format lottie` holds
/// exactly and which it approximates, or why it refuses the effect.
struct ExportFacts {
    /// The export at the default options, or the reason it is refused.
    let lottie: Result<LottieExport, LottieExportError>
    /// The options the facts are for.
    let options = LottieExportOptions()

    /// The facts of `timeline` in a viewport of `context`.
    init(_ timeline: Timeline, context: EffectContext) {
        do {
            lottie = .success(try LottieExporter.export(timeline, context: context, options: options))
        } catch {
            lottie = .failure(error)
        }
    }

    /// The rows of the text's EXPORT section: format, kind, tracks.
    var rows: [[String]] {
        switch lottie {
        case .failure(let error):
            return [["  lottie", "refused", error.description]]
        case .success(let export):
            var rows: [[String]] = []
            if !export.exactTracks.isEmpty {
                rows.append(["  lottie", "exact", export.exactTracks.joined(separator: ", ")])
            }
            if !export.approximatedTracks.isEmpty {
                rows.append([
                    rows.isEmpty ? "  lottie" : "", "approximated",
                    export.approximatedTracks.joined(separator: ", ") + " (within \(tolerance))",
                ])
            }
            return rows.isEmpty ? [["  lottie", "exact", "nothing animates"]] : rows
        }
    }

    /// The JSON of the export facts: `{"lottie": {"exact": [...], "approximated": [...], "tolerance": ...}}`.
    var json: JSONValue {
        switch lottie {
        case .failure(let error):
            return .object([("lottie", .object([("refused", .string(error.description))]))])
        case .success(let export):
            return .object([
                (
                    "lottie",
                    .object([
                        ("exact", .array(export.exactTracks.map { .string($0) })),
                        ("approximated", .array(export.approximatedTracks.map { .string($0) })),
                        (
                            "tolerance",
                            .object([
                                ("points", .number(options.pointTolerance)),
                                ("unitless", .number(options.unitTolerance)),
                            ])
                        ),
                    ])
                )
            ])
        }
    }

    private var tolerance: String {
        "\(ParameterValue.number(options.pointTolerance)) pt, \(ParameterValue.number(options.unitTolerance)) unitless"
    }
}
