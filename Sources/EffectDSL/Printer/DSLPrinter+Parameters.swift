import EffectsRegistry

extension DSLPrinter {
    /// `param NAME = DEFAULT [in LOW...HIGH | in [CHOICES]] "help"`.
    static func declaration(_ parameter: ParameterDescriptor) -> String {
        var text = "param \(parameter.name) = "
        let suffix = DSLLiteral.unitSuffix(parameter.unit)
        switch (parameter.kind, parameter.defaultValue) {
        case (.number(let range), .number(let number)):
            text += DSLLiteral.number(number) + suffix
            if let range, range.lowerBound.isFinite, range.upperBound.isFinite {
                text +=
                    " in \(DSLLiteral.number(range.lowerBound))\(suffix)...\(DSLLiteral.number(range.upperBound))\(suffix)"
            }
        case (.integer(let range), .number(let number)):
            text += DSLLiteral.number(number)
            if let range { text += " in \(range.lowerBound)...\(range.upperBound)" }
        case (.choice(let choices), .choice(let name)):
            text +=
                DSLLiteral.string(name) + " in [" + choices.map(DSLLiteral.string).joined(separator: ", ")
                + "]"
        default:
            text += parameter.defaultValue.description
        }
        return parameter.help.isEmpty ? text : text + " " + DSLLiteral.string(parameter.help)
    }
}
