import EffectsInterchange
import EffectsRegistry
import EffectsText

/// How an inspection words the export facts (``exportFacts(_:options:)``): which tracks the
/// Lottie, Web Animations and CSS exports hold exactly and which they approximate, or why they
/// refuse the effect.
struct ExportFactsWording {
    /// The facts, Lottie's first.
    let facts: [FormatFacts]

    /// The facts of `timeline` in a viewport of `context`, at the default options.
    init(_ timeline: Timeline, context: EffectContext) {
        facts = exportFacts(timeline, options: InterchangeOptions(context: context))
    }

    /// The rows of the text's EXPORT section: format, kind, tracks.
    var allRows: [[String]] { facts.flatMap(Self.rows) }

    /// The JSON of the export facts: `{"lottie": {"exact": [...], "approximated": [...],
    /// "notExported": [...], "tolerance": ...}, "waapi": {...}, "css": {...}}`, a refused format as
    /// `{"refused": "..."}`.
    var json: JSONValue { .object(facts.map { ($0.format.rawValue, Self.json($0)) }) }

    /// One format's rows: its exact tracks, its approximated ones with the tolerance, then those it
    /// leaves out ("not exported", never "exact").
    private static func rows(_ facts: FormatFacts) -> [[String]] {
        let name = "  " + facts.format.rawValue
        let report: InterchangeReport
        switch facts.result {
        case .failure(let error): return [[name, "refused", refusal(error, facts.format)]]
        case .success(let success): report = success
        }
        let (exact, approximated, left) = lists(report)
        var rows: [[String]] = []
        if !exact.isEmpty { rows.append([name, "exact", exact.joined(separator: ", ")]) }
        if !approximated.isEmpty {
            let tolerance = facts.options.tolerance
            let within =
                "\(NumberText.shortest(tolerance.points)) pt, \(NumberText.shortest(tolerance.unitless)) unitless"
            rows.append([
                rows.isEmpty ? name : "", "approximated",
                approximated.joined(separator: ", ") + " (within \(within))",
            ])
        }
        if !left.isEmpty {
            rows.append([rows.isEmpty ? name : "", "not exported", left.joined(separator: ", ")])
        }
        return rows.isEmpty ? [[name, "exact", "nothing animates"]] : rows
    }

    /// One format's member of ``json``.
    private static func json(_ facts: FormatFacts) -> JSONValue {
        let report: InterchangeReport
        switch facts.result {
        case .failure(let error): return .object([("refused", .string(refusal(error, facts.format)))])
        case .success(let success): report = success
        }
        let (exact, approximated, left) = lists(report)
        let tolerance = facts.options.tolerance
        return .object([
            ("exact", .array(exact.map { .string($0) })),
            ("approximated", .array(approximated.map { .string($0) })),
            ("notExported", .array(left.map { .string($0) })),
            (
                "tolerance",
                .object([("points", .number(tolerance.points)), ("unitless", .number(tolerance.unitless))])
            ),
        ])
    }

    /// A refusal as `inspect` has always worded it: Lottie's as a finding about the layer, the web
    /// formats' as the export's error says.
    private static func refusal(_ error: InterchangeError, _ format: InterchangeFormat) -> String {
        format == .lottie ? error.findingDescription : error.description
    }

    /// The animated tracks the format writes exactly, approximates, and leaves out.
    private static func lists(_ report: InterchangeReport) -> (
        exact: [String], approximated: [String], notExported: [String]
    ) {
        let animated = report.tracks.filter(\.isAnimated)
        func skipped(_ track: TrackReport) -> Bool {
            if case .skipped = track.outcome { return true } else { return false }
        }
        return (
            animated.filter { $0.outcome == .exact }.map(\.name),
            animated.filter(\.isApproximated).map(\.name),
            animated.filter(skipped).map(\.name)
        )
    }
}
