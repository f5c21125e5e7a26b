import EffectsRegistry
import EffectsText

/// An effect's examples as `inspect` shows them in text and JSON.
enum ExampleText {
    /// `- sentence`, `at 0.6 s with forward=false:`, then a line per column and value.
    static func lines(_ example: EffectExample) -> [String] {
        var when = "at " + moment(example.moment)
        if !example.assignments.isEmpty { when += " with " + example.assignments.joined(separator: " ") }
        if example.tolerance != EffectExample.defaultTolerance {
            when += ", within " + NumberText.shortest(example.tolerance)
        }
        let rows = example.expected.map { ["      " + $0.column, NumberText.shortest($0.value)] }
        return ["  - " + example.note, "    " + when + ":"] + TextColumns.lines(rows)
    }

    /// `0.6 s` or `progress 0.5`.
    static func moment(_ moment: EffectExample.Moment) -> String {
        switch moment {
        case .time(let time): return NumberText.seconds(time)
        case .progress(let progress): return "progress " + NumberText.shortest(progress)
        }
    }

    /// The example as a JSON object: its sentence, parameters, time or progress, tolerance and
    /// expected values by column.
    static func json(_ example: EffectExample) -> JSONValue {
        let moment: (String, JSONValue)
        switch example.moment {
        case .time(let time): moment = ("time", .number(time))
        case .progress(let progress): moment = ("progress", .number(progress))
        }
        return .object([
            ("note", .string(example.note)),
            ("parameters", .array(example.assignments.map { .string($0) })),
            moment,
            ("tolerance", .number(example.tolerance)),
            ("expected", .object(example.expected.map { ($0.column, .number($0.value)) })),
        ])
    }
}
