extension Parser {
    var startsTimingFunction: Bool {
        current.kind == .name && current.keyword.startsTimingFunction
    }

    /// Whether a timing function with arguments starts here.
    ///
    /// After `let NAME =`, `cubic-bezier(`, `steps(`, `linear(` and `spring(` always write a timing
    /// function (their arguments are not all expressions: `linear()` stops, `spring` labels); a
    /// bare name such as `ease-in` is an expression to the parser, and the checker tells a timing
    /// name from a value.
    var startsTimingFunctionForm: Bool {
        guard current.kind == .name else { return false }
        switch current.keyword {
        case .cubicBezier, .steps, .linear, .spring: return peek().kind == .leftParen
        default: return false
        }
    }

    /// A timing function in CSS spelling: a name, or `cubic-bezier(…)`, `steps(…)`, `linear(…)`,
    /// `spring(…)`.
    mutating func parseTimingFunction(after context: String) -> TimingFunctionSyntax? {
        guard current.kind == .name else {
            fail(.expected("a timing function", after: context), at: missingTokenRange)
            return nil
        }
        let token = advance()
        let name = Identifier(text(token), at: token.range)
        guard current.kind == .leftParen else {
            // The function forms other than `linear` need arguments (the lexer matched the exact
            // spelling, so comparing keywords is comparing the text).
            let needsArguments =
                token.keyword == .cubicBezier || token.keyword == .steps || token.keyword == .spring
            if needsArguments {
                fail(.expected("'('", after: "'\(name.text)'"), at: missingTokenRange)
                return nil
            }
            return TimingFunctionSyntax(name: name, form: .named, range: name.range)
        }
        let open = advance()
        let form: TimingFunctionSyntax.Form
        switch token.keyword {
        case .cubicBezier:
            form = .cubicBezier(parseArgumentList())
        case .steps:
            let count = current.kind == .rightParen ? nil : parseExpression()
            var position: Identifier?
            if current.kind == .comma {
                advance()
                guard current.kind == .name else {
                    fail(.expected("a step position", after: "','"), at: missingTokenRange)
                    return nil
                }
                let word = advance()
                position = Identifier(text(word), at: word.range)
            }
            form = .steps(count, position)
        case .linear:
            form = .linear(parseLinearStops())
        case .spring:
            form = .spring(parseSpringArguments())
        default:
            fail(.timingFunctionTakesNoArguments(name.text), at: open.range)
            return nil
        }
        if !isRecovering && argumentFollows(in: form) {
            fail(.argumentSeparatorExpected(name.text, found: describe(current)), at: current.range)
            return nil
        }
        guard expect(.rightParen, "')'", after: "the arguments of '\(name.text)'") else { return nil }
        return TimingFunctionSyntax(name: name, form: form, range: range(from: name.range.start))
    }

    /// Whether what stands where `)` should is the start of another argument of a comma-separated
    /// form: the ',' before it is missing (`cubic-bezier(0.2 0, …)`, `spring(mass: 1 stiffness: 5)`).
    private func argumentFollows(in form: TimingFunctionSyntax.Form) -> Bool {
        switch form {
        case .cubicBezier(let arguments) where !arguments.isEmpty:
            return [.number, .name, .minus, .leftParen].contains(current.kind)
        case .spring(let arguments) where !arguments.isEmpty:
            return current.kind == .name
        default:
            return false
        }
    }

    /// Comma-separated expressions up to (not including) `)`.
    mutating func parseArgumentList() -> [ExpressionSyntax] {
        var arguments: [ExpressionSyntax] = []
        guard current.kind != .rightParen else { return arguments }
        // Vectors and the common functions take at most four: one allocation, not three.
        arguments.reserveCapacity(4)
        while !isRecovering {
            arguments.append(parseExpression())
            guard current.kind == .comma else { break }
            advance()
        }
        return arguments
    }

    private mutating func parseLinearStops() -> [LinearStopSyntax] {
        var stops: [LinearStopSyntax] = []
        guard current.kind != .rightParen else { return stops }
        while !isRecovering {
            let output = parseExpression()
            var inputs: [ExpressionSyntax] = []
            while current.kind != .comma && current.kind != .rightParen && current.kind != .endOfFile
                && !isRecovering && inputs.count < 3
            {
                inputs.append(parseExpression())
            }
            stops.append(LinearStopSyntax(output: output, inputs: inputs))
            guard current.kind == .comma else { break }
            advance()
        }
        return stops
    }

    private mutating func parseSpringArguments() -> [SpringArgumentSyntax] {
        var arguments: [SpringArgumentSyntax] = []
        guard current.kind != .rightParen else { return arguments }
        while !isRecovering {
            guard current.kind == .name else {
                fail(
                    .expected("a label such as 'mass:'", after: arguments.isEmpty ? "'spring('" : "','"),
                    at: missingTokenRange)
                break
            }
            let token = advance()
            let label = text(token)
            guard expect(.colon, "':'", after: "'\(label)'") else { break }
            arguments.append(
                SpringArgumentSyntax(
                    label: Identifier(text(token), at: token.range), value: parseExpression())
            )
            guard current.kind == .comma else { break }
            advance()
        }
        return arguments
    }
}
