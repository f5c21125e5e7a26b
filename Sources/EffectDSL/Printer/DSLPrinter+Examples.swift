import EffectsRegistry
import EffectsText

extension DSLPrinter {
    /// The effect's examples as `example` items: those taken at the parameters of this timeline,
    /// whose numbers the copy holds, then the others as comments, since the copy's numbers are
    /// those of one set of parameters.
    static func exampleLines(_ descriptor: EffectDescriptor, at parameters: ParameterValues) -> [String] {
        var items: [String] = []
        var others: [String] = []
        for example in descriptor.examples {
            guard let bound = try? descriptor.bind(example.assignments) else { continue }
            if bound == parameters {
                // The copy has no parameters: an example taken at its values needs no `where`.
                items += [""] + exampleItem(example, descriptor, bound, assigning: false).map { "    " + $0 }
            } else {
                others += exampleItem(example, descriptor, bound, assigning: true).map { "    // " + $0 }
            }
        }
        guard !others.isEmpty else { return items }
        return items + ["", "    // Examples at other parameters, which this copy's numbers do not follow:"]
            + others
    }

    /// `example "…" at 0.6s [where NAME = VALUE, …] [within T] {`, a line per column, and `}`.
    private static func exampleItem(
        _ example: EffectExample, _ descriptor: EffectDescriptor, _ bound: ParameterValues, assigning: Bool
    ) -> [String] {
        var head = "example \(DSLLiteral.string(example.note)) at "
        switch example.moment {
        case .time(let time): head += DSLLiteral.seconds(time)
        case .progress(let progress): head += NumberText.percent(progress, readBy: .movingThePoint)
        }
        let assigned = example.assignments.compactMap { text -> String? in
            let name = String(text.prefix { $0 != "=" })
            guard let parameter = descriptor.parameter(named: name), let value = bound[name] else {
                return nil
            }
            return "\(name) = \(DSLLiteral.parameter(value, unit: parameter.unit))"
        }
        if assigning && !assigned.isEmpty { head += " where " + assigned.joined(separator: ", ") }
        if example.tolerance != EffectExample.defaultTolerance {
            head += " within \(NumberText.shortest(example.tolerance))"
        }
        let rows = example.expected.map { [$0.column, "= " + NumberText.shortest($0.value)] }
        return [head + " {"] + TextColumns.lines(rows).map { "    " + $0 } + ["}"]
    }
}
