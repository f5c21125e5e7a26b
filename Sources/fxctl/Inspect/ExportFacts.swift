import EffectsCore
import EffectsExport
import EffectsText

/// What `inspect` says about exporting an effect: which tracks `fxctl export --format lottie`, `waapi`
/// and `css` hold exactly and which they approximate, or why they refuse the effect.
struct ExportFacts {
    /// The export at the default options, or the reason it is refused.
    let lottie: Result<LottieExport, LottieExportError>
    /// The web exports (`waapi`, which `html` shares, then `css`) at the default tolerance.
    let web: [(format: ExportFormat, result: Result<WebExport, ExportError>)]
    /// The options the facts are for.
    let options = LottieExportOptions()

    /// The facts of `timeline` in a viewport of `context`.
    init(_ timeline: Timeline, context: EffectContext) {
        do {
            lottie = .success(try LottieExporter.export(timeline, context: context, options: options))
        } catch {
            lottie = .failure(error)
        }
        let size = context.viewport
        web = [ExportFormat.waapi, .css].map { format in
            let result = Result { () throws(ExportError) -> WebExport in
                try WebExporter(format: format).export(timeline, width: size.x, height: size.y)
            }
            return (format, result)
        }
    }

    /// The EXPORT rows of the web formats: per format its exact and approximated tracks.
    var webRows: [[String]] {
        web.flatMap { format, result -> [[String]] in
            let name = "  " + format.rawValue
            switch result {
            case .failure(let error): return [[name, "refused", error.description]]
            case .success(let export):
                let (exact, approximated) = Self.tracks(of: export)
                var rows: [[String]] = []
                if !exact.isEmpty { rows.append([name, "exact", exact.joined(separator: ", ")]) }
                if !approximated.isEmpty {
                    rows.append([
                        rows.isEmpty ? name : "", "approximated",
                        approximated.joined(separator: ", ") + " (within \(webTolerance))",
                    ])
                }
                return rows.isEmpty ? [[name, "exact", "nothing animates"]] : rows
            }
        }
    }

    /// A web export's tracks (`layer.keyPath`, once each, in order): those written exactly and
    /// those approximated.
    static func tracks(of export: WebExport) -> (exact: [String], approximated: [String]) {
        let approximated = Set(export.approximations.map { $0.layer + "." + $0.keyPath })
        var seen = Set<String>()
        var exact: [String] = []
        var inexact: [String] = []
        for animation in export.animations {
            let name = animation.layer + "." + animation.keyPath
            guard seen.insert(name).inserted else { continue }
            if approximated.contains(name) { inexact.append(name) } else { exact.append(name) }
        }
        return (exact, inexact)
    }

    private var webTolerance: String {
        let tolerance = ExportTolerance()
        return
            "\(NumberText.shortest(tolerance.points)) pt, \(NumberText.shortest(tolerance.unitless)) unitless"
    }

    /// The rows of the text's EXPORT section: Lottie's, then the web formats'.
    var allRows: [[String]] { rows + webRows }

    /// The Lottie rows of the text's EXPORT section: format, kind, tracks.
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
            return (rows.isEmpty ? [["  lottie", "exact", "nothing animates"]] : rows)
        }
    }

    /// The JSON of the export facts: `{"lottie": {"exact": [...], "approximated": [...], "tolerance":
    /// ...}, "waapi": {...}, "css": {...}}`, a refused format as `{"refused": "..."}`.
    var json: JSONValue {
        guard case .object(let members) = lottieJSON else { return lottieJSON }
        let tolerance = ExportTolerance()
        return .object(
            members
                + web.map { format, result in
                    switch result {
                    case .failure(let error):
                        return (format.rawValue, .object([("refused", .string(error.description))]))
                    case .success(let export):
                        let (exact, approximated) = Self.tracks(of: export)
                        return (
                            format.rawValue,
                            .object([
                                ("exact", .array(exact.map { .string($0) })),
                                ("approximated", .array(approximated.map { .string($0) })),
                                (
                                    "tolerance",
                                    .object([
                                        ("points", .number(tolerance.points)),
                                        ("unitless", .number(tolerance.unitless)),
                                    ])
                                ),
                            ])
                        )
                    }
                })
    }

    /// The Lottie part of ``json``.
    private var lottieJSON: JSONValue {
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
                                ("points", .number(options.tolerance.points)),
                                ("unitless", .number(options.tolerance.unitless)),
                            ])
                        ),
                    ])
                )
            ])
        }
    }

    private var tolerance: String {
        "\(NumberText.shortest(options.tolerance.points)) pt, \(NumberText.shortest(options.tolerance.unitless)) unitless"
    }
}
