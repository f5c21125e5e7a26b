extension EffectDescriptor {
    /// What is wrong with the descriptor itself, as lowercase phrases; empty when it is sound.
    ///
    /// The registry refuses an effect with problems, so a mistake in a built-in or a file shows up
    /// when it is registered rather than when someone samples it. Checked: the effect and parameter
    /// names are identifiers, parameter names are unique, the duration is finite and not negative,
    /// vectors have 1 to 4 components, choices are non-empty and distinct, and every default is a
    /// value its parameter accepts.
    public func problems() -> [String] {
        var problems: [String] = []
        if !Self.isIdentifier(name) {
            problems.append("the name '\(name)' is not an identifier (\(Self.identifierRule))")
        }
        if !duration.isFinite || duration < 0 {
            let shown = ParameterText.format(duration)
            problems.append("the duration must be a finite number of seconds, 0 or more, got \(shown)")
        }
        var seen = Set<String>()
        for parameter in parameters {
            if !Self.isIdentifier(parameter.name) {
                problems.append(
                    "the parameter name '\(parameter.name)' is not an identifier (\(Self.identifierRule))")
            }
            if !seen.insert(parameter.name).inserted {
                problems.append("parameter \(parameter.name) is declared twice")
            }
            let kindProblems = Self.kindProblems(parameter)
            problems += kindProblems
            // A default cannot fit a kind that is itself broken; saying so twice would only add noise.
            guard kindProblems.isEmpty else { continue }
            do {
                _ = try parameter.validate(parameter.defaultValue)
            } catch {
                problems.append("the default of \(parameter.name) does not fit: \(error)")
            }
        }
        return problems
    }

    private static let identifierRule = "a letter, then letters, digits, '-' or '_'"

    /// Whether `name` is an ASCII letter followed by ASCII letters, digits, `-` or `_`.
    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first,
            ("a"..."z").contains(first) || ("A"..."Z").contains(first)
        else { return false }
        return name.unicodeScalars.allSatisfy { scalar in
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || scalar == "-" || scalar == "_"
        }
    }

    private static func kindProblems(_ parameter: ParameterDescriptor) -> [String] {
        switch parameter.kind {
        case .vector(let count) where !(1...4).contains(count):
            return ["vector parameter \(parameter.name) must have 1 to 4 components, not \(count)"]
        case .choice(let choices) where choices.isEmpty:
            return ["choice parameter \(parameter.name) has no choices"]
        case .choice(let choices) where choices.contains(where: \.isEmpty):
            return ["choice parameter \(parameter.name) has an empty choice"]
        case .choice(let choices) where Set(choices).count != choices.count:
            return ["choice parameter \(parameter.name) lists a choice twice"]
        default:
            return []
        }
    }
}
