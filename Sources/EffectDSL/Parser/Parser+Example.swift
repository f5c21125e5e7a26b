extension Parser {
    /// `example "sentence" at MOMENT [where NAME = VALUE, …] [within TOLERANCE] { COLUMN = VALUE … }`.
    mutating func parseExample() -> StatementSyntax? {
        let keyword = advance()
        guard current.kind == .string else {
            fail(
                .expected("a string saying what the example shows", after: "'example'"), at: missingTokenRange
            )
            return nil
        }
        let note = text(advance())
        guard current.isName(.at) else {
            fail(
                .expected("'at' and a time or a percentage", after: "the example's sentence"),
                at: missingTokenRange)
            return nil
        }
        advance()
        let moment = parseExpression()
        var context = "the example's moment"
        var assignments: [ExampleSyntax.Assignment] = []
        if current.isName(.where) {
            advance()
            while true {
                guard
                    let name = parseDeclaredName(
                        after: assignments.isEmpty ? "'where'" : "','", reserved: false)
                else { return nil }
                guard expect(.equal, "'='", after: "the parameter's name") else { return nil }
                assignments.append(ExampleSyntax.Assignment(name: name, value: parseExpression()))
                guard current.kind == .comma else { break }
                advance()
            }
            context = "the example's parameters"
        }
        var tolerance: ExpressionSyntax?
        if current.isName(.within) {
            advance()
            tolerance = parseExpression()
            context = "the example's tolerance"
        }
        guard current.kind == .leftBrace else {
            fail(.expected("'{'", after: context), at: missingTokenRange)
            return nil
        }
        // A line with a syntax error drops the example: checking what is left would only add noise.
        let reported = diagnostics.count
        let block = parseBlockItems(opener: "the example", after: "the expected value", capacity: 4) {
            parser in
            parser.parseExpectation()
        }
        guard diagnostics.count == reported else { return nil }
        return .example(
            ExampleSyntax(
                note: note, moment: moment, assignments: assignments, tolerance: tolerance,
                expectations: block?.items ?? [], keywordRange: keyword.range,
                range: range(from: keyword.range.start)))
    }

    /// `LAYER[INDEX].KEY.PATH = VALUE`: one column and the value it must have.
    private mutating func parseExpectation() -> ExampleSyntax.Expectation? {
        guard current.kind == .name else {
            fail(.statementExpected(in: "an example", found: describe(current)), at: current.range)
            return nil
        }
        let first = advance()
        let layer = Identifier(text(first), at: first.range)
        var index: ExpressionSyntax?
        if current.kind == .leftBracket {
            advance()
            index = parseExpression()
            guard expect(.rightBracket, "']'", after: "the layer's index") else { return nil }
        }
        var path: [Identifier] = []
        repeat {
            guard
                expect(.dot, "'.' and a key path", after: path.isEmpty ? "the layer's name" : "the key path")
            else { return nil }
            guard current.kind == .name else {
                fail(.expected("a name", after: "'.' in the column"), at: missingTokenRange)
                return nil
            }
            let token = advance()
            path.append(Identifier(text(token), at: token.range))
        } while current.kind == .dot
        let columnRange = range(from: first.range.start)
        guard expect(.equal, "'='", after: "the column") else { return nil }
        let value = parseExpression()
        return ExampleSyntax.Expectation(
            layer: layer, index: index, path: path, value: value, columnRange: columnRange)
    }
}
