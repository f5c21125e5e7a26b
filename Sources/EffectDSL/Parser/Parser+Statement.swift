extension Parser {
    /// One statement of a block; `nil` after an error (already reported) or for a misplaced one.
    mutating func parseStatement(_ context: StatementContext) -> StatementSyntax? {
        guard current.kind == .name else {
            fail(.statementExpected(in: context.description, found: describe(current)), at: current.range)
            return nil
        }
        let keyword = current
        let statement: StatementSyntax?
        switch keyword.keyword {
        case .summary: statement = parseSummary()
        case .param: statement = parseParameter()
        case .let: statement = parseLet()
        case .duration: statement = parseDuration()
        case .timing: statement = parseTimingStatement()
        case .drive: statement = parseDrive()
        case .perspective: statement = parsePerspective()
        case .layer: statement = parseLayer()
        case .for: statement = parseFor(context)
        case .if: statement = parseIf(context)
        case .set: statement = parseSet()
        case .animate: statement = parseAnimate()
        case .group: statement = parseGroup()
        case .example: statement = parseExample()
        default:
            fail(
                .statementUnknown(text(keyword), in: context.description, candidates: context.keywords),
                at: keyword.range)
            return nil
        }
        guard context.allows(keyword.keyword) else {
            report(.statementNotAllowed(text(keyword), in: context.description), at: keyword.range)
            return nil
        }
        return statement
    }

    private mutating func parseSummary() -> StatementSyntax? {
        let keyword = advance()
        guard current.kind == .string else {
            fail(.expected("a string", after: "'summary'"), at: missingTokenRange)
            return nil
        }
        let summary = text(advance())
        return .summary(SummarySyntax(text: summary, range: range(from: keyword.range.start)))
    }

    private mutating func parseParameter() -> StatementSyntax? {
        let keyword = advance()
        guard let name = parseDeclaredName(after: "'param'") else { return nil }
        guard expect(.equal, "'='", after: "the parameter's name") else { return nil }
        let defaultValue = parseExpression()
        var constraint: ParameterSyntax.Constraint?
        if current.isName(.in) {
            advance()
            if current.kind == .leftBracket {
                constraint = parseChoices()
            } else {
                let lower = parseExpression()
                guard expect(.closedRange, "'...'", after: "the lower bound") else { return nil }
                constraint = .range(lower, parseExpression())
            }
        }
        var help: String?
        if current.kind == .string { help = text(advance()) }
        return .parameter(
            ParameterSyntax(
                name: name, defaultValue: defaultValue, constraint: constraint, help: help,
                range: range(from: keyword.range.start)))
    }

    private mutating func parseChoices() -> ParameterSyntax.Constraint? {
        advance()
        var choices: [Identifier] = []
        while current.kind == .string {
            let token = advance()
            choices.append(Identifier(text(token), at: token.range))
            guard current.kind == .comma else { break }
            advance()
        }
        if choices.isEmpty {
            fail(.expected("a string", after: "'['"), at: missingTokenRange)
            return nil
        }
        guard expect(.rightBracket, "']'", after: "the choices") else { return nil }
        return .choices(choices)
    }

    private mutating func parseLet() -> StatementSyntax? {
        let keyword = advance()
        guard let name = parseDeclaredName(after: "'let'") else { return nil }
        var parameters: [Identifier]?
        if current.kind == .leftParen {
            advance()
            var names: [Identifier] = []
            while current.kind != .rightParen {
                guard let parameter = parseDeclaredName(after: names.isEmpty ? "'('" : "','") else {
                    return nil
                }
                names.append(parameter)
                guard current.kind == .comma else { break }
                advance()
            }
            guard expect(.rightParen, "')'", after: "the function's parameters") else { return nil }
            parameters = names
        }
        guard expect(.equal, "'='", after: parameters == nil ? "the name" : "the function's parameters")
        else {
            return nil
        }
        if parameters == nil && startsTimingFunctionForm {
            guard let function = parseTimingFunction(after: "'='") else { return nil }
            return .timingBinding(
                TimingLetSyntax(name: name, function: function, range: range(from: keyword.range.start)))
        }
        let value = parseExpression()
        return .letBinding(
            LetSyntax(
                name: name, parameters: parameters, value: value, range: range(from: keyword.range.start)))
    }

    private mutating func parseDuration() -> StatementSyntax? {
        let keyword = advance()
        let value = parseExpression()
        return .duration(DurationSyntax(value: value, range: range(from: keyword.range.start)))
    }

    private mutating func parsePerspective() -> StatementSyntax? {
        let keyword = advance()
        let value = parseExpression()
        return .perspective(PerspectiveSyntax(value: value, range: range(from: keyword.range.start)))
    }

    private mutating func parseTimingStatement() -> StatementSyntax? {
        let keyword = advance()
        guard let function = parseTimingFunction(after: "'timing'") else { return nil }
        return .timing(TimingStatementSyntax(function: function, range: range(from: keyword.range.start)))
    }

    private mutating func parseDrive() -> StatementSyntax? {
        let keyword = advance()
        guard current.kind == .name else {
            fail(.expected("'time' or 'progress'", after: "'drive'"), at: missingTokenRange)
            return nil
        }
        let token = advance()
        return .drive(
            DriveSyntax(
                word: Identifier(text(token), at: token.range), range: range(from: keyword.range.start)))
    }

    private mutating func parseLayer() -> StatementSyntax? {
        let keyword = advance()
        guard let name = parseDeclaredName(after: "'layer'") else { return nil }
        var index: ExpressionSyntax?
        if current.kind == .leftBracket {
            advance()
            index = parseExpression()
            guard expect(.rightBracket, "']'", after: "the layer's index") else { return nil }
        }
        let body = parseBlock(.layer, opener: "layer '\(name.text)'")
        return .layer(
            LayerSyntax(name: name, index: index, body: body, range: range(from: keyword.range.start)))
    }

    private mutating func parseFor(_ context: StatementContext) -> StatementSyntax? {
        let keyword = advance()
        guard let variable = parseDeclaredName(after: "'for'") else { return nil }
        guard current.isName(.in) else {
            fail(.expected("'in'", after: "the loop variable"), at: missingTokenRange)
            return nil
        }
        advance()
        let lower = parseExpression()
        let isClosed: Bool
        switch current.kind {
        case .halfOpenRange: isClosed = false
        case .closedRange: isClosed = true
        default:
            fail(.expected("'..<' or '...'", after: "the loop's first value"), at: missingTokenRange)
            return nil
        }
        advance()
        let upper = parseExpression()
        let body = parseBlock(context, opener: "the 'for' loop")
        return .forLoop(
            ForSyntax(
                variable: variable, lower: lower, upper: upper, isClosed: isClosed, body: body,
                range: range(from: keyword.range.start)))
    }

    private mutating func parseIf(_ context: StatementContext) -> StatementSyntax? {
        let keyword = advance()
        let condition = parseExpression()
        let body = parseBlock(context, opener: "the 'if'")
        var elseBody: [StatementSyntax]?
        if current.kind == .newline && peek().isName(.else) { advance() }
        if current.isName(.else) {
            advance()
            if current.isName(.if) {
                elseBody = parseIf(context).map { [$0] } ?? []
            } else {
                elseBody = parseBlock(context, opener: "the 'else'")
            }
        }
        return .ifElse(
            IfSyntax(
                condition: condition, body: body, elseBody: elseBody, range: range(from: keyword.range.start))
        )
    }

    private mutating func parseSet() -> StatementSyntax? {
        let keyword = advance()
        guard let keyPath = parseKeyPath(after: "'set'") else { return nil }
        guard expect(.equal, "'='", after: "the key path") else { return nil }
        let value = parseExpression()
        return .set(SetSyntax(keyPath: keyPath, value: value, range: range(from: keyword.range.start)))
    }

    /// `name(.name)*`.
    mutating func parseKeyPath(after context: String) -> KeyPathSyntax? {
        guard current.kind == .name else {
            fail(.expected("a key path", after: context), at: missingTokenRange)
            return nil
        }
        let first = advance()
        // Room for `bounds.size.width`: a literal of one name would grow on the second.
        var components: [Identifier] = []
        components.reserveCapacity(3)
        components.append(Identifier(text(first), at: first.range))
        while current.kind == .dot {
            advance()
            guard current.kind == .name else {
                fail(.expected("a name", after: "'.' in the key path"), at: missingTokenRange)
                return nil
            }
            let token = advance()
            components.append(Identifier(text(token), at: token.range))
        }
        return KeyPathSyntax(components: components, range: range(from: first.range.start))
    }
}
