/// Named timing functions: `let bz = cubic-bezier(…)`, then `timing bz` or a keyframe `50% 1 bz`.
extension Checker {
    /// The words that spell a timing function, which a `let` of one cannot take as its name.
    static let timingWords: Set<String> = Set(
        NamedTiming.allCases.map(\.rawValue) + ["cubic-bezier", "steps", "linear", "spring"])

    /// Declares `name` for the named timing function `timing` (`nil` when its definition has an
    /// error, so that its uses report nothing more).
    ///
    /// The timing function is resolved once, where it is named, and each use takes it as resolved:
    /// its arguments read the parameters and `let`s visible there, which hold the same values
    /// wherever the name is visible.
    mutating func declareTiming(_ name: Identifier, _ timing: IRTiming?) {
        timings.append(timing)
        declareTiming(name, index: timings.count - 1)
    }

    private mutating func declareTiming(_ name: Identifier, index: Int) {
        if Checker.timingWords.contains(name.text) {
            report(.nameBuiltIn(name.text), at: name.range)
            return
        }
        _ = declare(name, Binding(kind: .timing(index), slot: -1, range: name.range))
    }

    /// Declares a `let` of a bare timing name as another name of that timing function, if it is one.
    ///
    /// The name is a function of the language (`let settle = ease-out`) that no value of the
    /// effect hides, or another named timing function; any other value is an expression.
    mutating func declaresTimingAlias(_ node: LetSyntax) -> Bool {
        guard node.parameters == nil, case .name(let name) = node.value else { return false }
        if let binding = lookup(name.text) {
            guard case .timing(let index) = binding.kind else { return false }
            declareTiming(node.name, index: index)
            return true
        }
        guard let named = Checker.namedTimings[name.text] else { return false }
        declareTiming(node.name, .named(named, name.range))
        return true
    }

    /// The named timing functions visible here, for suggestions.
    func timingNamesInScope() -> [String] {
        var names: [String] = []
        for scope in scopes.reversed() {
            for (name, binding) in scope {
                if case .timing = binding.kind { names.append(name) }
            }
        }
        return names.sorted()
    }

    /// What a name that is not a timing function stands for, in a message: "a number", "a function".
    func describe(_ binding: Binding) -> String {
        switch binding.kind {
        case .function: return "a function"
        case .timing: return "a timing function"
        default:
            return slotTypes.indices.contains(binding.slot) ? slotTypes[binding.slot].description : "a value"
        }
    }

    /// The lines of a block without offsets, where a line ends in a named timing function.
    ///
    /// The parser cannot tell a timing name from a value, so it reads `0 bz` as an offset and a
    /// value. When `bz` names a timing function and no other line has an offset, the line is a
    /// value and its timing; otherwise the lines stay as written (and `50% bz` reports the timing
    /// function used as a value).
    func readingTimingNames(_ lines: [KeyframeSyntax]) -> [KeyframeSyntax] {
        // The cheap tests first: most lines' values are not names, and looking at the timing copies it.
        func timingName(_ line: KeyframeSyntax) -> Identifier? {
            guard case .name(let name) = line.value, case .expression = line.offset,
                !line.hasExtras || line.timing == nil, case .timing = lookup(name.text)?.kind
            else { return nil }
            return name
        }
        guard lines.contains(where: { timingName($0) != nil }),
            lines.allSatisfy({ !$0.hasOffset || timingName($0) != nil })
        else { return lines }
        return lines.map { line in
            guard let name = timingName(line), case .expression(let value) = line.offset else { return line }
            return KeyframeSyntax(
                offset: nil, value: value,
                timing: TimingFunctionSyntax(name: name, form: .named, range: name.range),
                tension: line.tension, continuity: line.continuity, bias: line.bias, range: line.range)
        }
    }
}
