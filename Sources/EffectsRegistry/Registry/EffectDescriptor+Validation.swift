import EffectsText

extension EffectDescriptor {
    /// What is wrong with the descriptor itself, as lowercase phrases; empty when it is sound.
    ///
    /// The registry refuses an effect with problems, so a mistake in a built-in or a file shows up
    /// when it is registered rather than when someone samples it. Checked: the effect and parameter
    /// names are identifiers, parameter names are unique, the duration is finite and not negative,
    /// vectors have 1 to 4 components, choices are non-empty and distinct, every default is a
    /// value its parameter accepts, and every example is sound (``exampleProblems(_:)``).
    public func problems() -> [String] {
        var problems: [String] = []
        if !Self.isIdentifier(name) {
            problems.append("the name '\(name)' is not an identifier (\(Self.identifierRule))")
        }
        if let parameter = durationParameter, defaultNumber(of: parameter) == nil {
            problems.append("the duration parameter '\(parameter)' is not a number parameter of the effect")
        }
        if !duration.isFinite || duration < 0 {
            let shown = NumberText.shortest(duration)
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
        for example in examples { problems += exampleProblems(example) }
        return problems
    }

    /// What is wrong with one example, short of sampling it: its assignments must bind, its moment
    /// be a time of 0 or more or a progress in 0...1, its values and tolerance finite, its columns
    /// distinct, and it must expect a value and say what it shows.
    ///
    /// Whether its columns exist and its values hold takes a timeline:
    /// ``TransitionEffect/mismatches(of:context:)`` tells.
    public func exampleProblems(_ example: EffectExample) -> [String] {
        let label = "example '\(example.note)'"
        var problems: [String] = []
        if example.note.isEmpty { problems.append("an example has no sentence saying what it shows") }
        do {
            _ = try parsed(example.assignments)
        } catch {
            problems.append("\(label): \(error)")
        }
        switch example.moment {
        case .time(let seconds) where !seconds.isFinite || seconds < 0:
            problems.append(
                "\(label): the time must be finite and 0 or more, got \(NumberText.shortest(seconds))")
        case .progress(let progress) where !progress.isFinite || !(0...1).contains(progress):
            problems.append(
                "\(label): the progress must lie within 0...1, got \(NumberText.shortest(progress))")
        default:
            break
        }
        if example.expected.isEmpty { problems.append("\(label) expects no values") }
        var columns = Set<String>()
        for expectation in example.expected {
            if !expectation.value.isFinite {
                problems.append("\(label): the value of \(expectation.column) is not finite")
            }
            if !columns.insert(expectation.column).inserted {
                problems.append("\(label) expects \(expectation.column) twice")
            }
        }
        if !example.tolerance.isFinite || example.tolerance < 0 {
            problems.append(
                "\(label): the tolerance must be finite and 0 or more, got \(NumberText.shortest(example.tolerance))"
            )
        }
        return problems
    }

    private static let identifierRule = "a letter or '_', then letters, digits, '-' or '_'"

    /// Whether `name` is an ASCII letter or `_` followed by ASCII letters, digits, `-` or `_`: every
    /// name a `.fx` file can give an effect or a parameter (docs/DSL.md, "Names").
    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first,
            ("a"..."z").contains(first) || ("A"..."Z").contains(first) || first == "_"
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
