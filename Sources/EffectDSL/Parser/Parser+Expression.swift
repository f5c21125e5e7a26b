extension Parser {
    /// An expression: `?:` over the binary operators.
    mutating func parseExpression() -> ExpressionSyntax {
        guard enterExpression() else { return .missing(current.range) }
        defer { expressionDepth -= 1 }
        let condition = parseBinary(minimumPrecedence: 1)
        guard current.kind == .question, !isRecovering else { return condition }
        advance()
        let then = parseExpression()
        guard expect(.colon, "':'", after: "the '?' branch") else { return condition }
        let otherwise = parseExpression()
        return .conditional(condition, then, otherwise)
    }

    /// Counts one level of nesting; false (after one error) past the limit.
    private mutating func enterExpression() -> Bool {
        expressionDepth += 1
        if expressionDepth > limits.expressionDepth {
            fail(.expressionTooDeep(limit: limits.expressionDepth), at: current.range)
            expressionDepth -= 1
            return false
        }
        return true
    }

    /// Binary operators by precedence climbing: one loop instead of one function per level, which
    /// keeps the parser's stack shallow.
    ///
    /// Each operator of a chain is a level of the tree it builds (`1 + 1 + 1` is `(1 + 1) + 1`),
    /// which every later pass walks recursively, so each counts against the depth limit as a
    /// bracket does: a chain of thousands of terms is an error at the operator past the limit,
    /// not a stack overflow in the evaluator.
    private mutating func parseBinary(minimumPrecedence: Int) -> ExpressionSyntax {
        var lhs = parseUnary()
        var links = 0
        defer { expressionDepth -= links }
        while !isRecovering, let op = BinaryOperator(current.kind), op.precedence >= minimumPrecedence {
            // `50%  -tilt`: a minus with a space before and none after starts the next value.
            if op == .subtract && current.isSignLike { break }
            guard enterExpression() else { return lhs }
            links += 1
            let operatorToken = advance()
            let rhs = parseBinary(minimumPrecedence: op.precedence + 1)
            lhs = .binary(op, lhs, rhs, operatorToken.range)
        }
        return lhs
    }

    private mutating func parseUnary() -> ExpressionSyntax {
        let op: UnaryOperator
        switch current.kind {
        case .minus: op = .negate
        case .bang: op = .not
        default: return parsePostfix()
        }
        let token = advance()
        guard enterExpression() else { return .missing(token.range) }
        defer { expressionDepth -= 1 }
        let operand = parseUnary()
        return .unary(op, operand, range(from: token.range.start))
    }

    private mutating func parsePostfix() -> ExpressionSyntax {
        var expression = parsePrimary()
        while current.kind == .dot && !isRecovering {
            advance()
            guard current.kind == .name else {
                fail(.expected("a component name", after: "'.'"), at: missingTokenRange)
                return expression
            }
            let token = advance()
            expression = .component(expression, Identifier(text(token), at: token.range))
        }
        return expression
    }

    private mutating func parsePrimary() -> ExpressionSyntax {
        let token = current
        switch token.kind {
        case .number:
            advance()
            return .number(
                NumberLiteralSyntax(
                    value: token.number, unit: token.unit, isWhole: token.isWholeLiteral, range: token.range))
        case .color:
            advance()
            return .color(token.color, token.range)
        case .string:
            advance()
            return .string(text(token), token.range)
        case .name:
            advance()
            if token.keyword == .true || token.keyword == .false {
                return .boolean(token.keyword == .true, token.range)
            }
            let name = Identifier(text(token), at: token.range)
            // A call needs its '(' right after the name: `f (1, 2)` is a name and then a vector.
            guard current.kind == .leftParen && !current.hasSpaceBefore else { return .name(name) }
            if TransformFunctionName(rawValue: name.text) != nil { return parseTransformList(first: name) }
            advance()
            let arguments = parseArgumentList()
            guard expect(.rightParen, "')'", after: "the arguments of '\(name.text)'") else {
                return .call(name, arguments, range(from: token.range.start))
            }
            return .call(name, arguments, range(from: token.range.start))
        case .leftParen:
            return parseParenthesized()
        default:
            fail(.expressionExpected(found: describe(token)), at: token.range)
            return .missing(token.range)
        }
    }

    /// `(expr)` or a vector `(x, y[, z[, w]])`.
    private mutating func parseParenthesized() -> ExpressionSyntax {
        let open = advance()
        guard enterExpression() else { return .missing(open.range) }
        defer { expressionDepth -= 1 }
        let elements = parseArgumentList()
        guard !elements.isEmpty else {
            fail(.expressionExpected(found: describe(current)), at: current.range)
            return .missing(open.range)
        }
        guard
            expect(
                .rightParen, "')'", after: elements.count == 1 ? "the expression" : "the vector's components")
        else { return .missing(open.range) }
        let whole = range(from: open.range.start)
        return elements.count == 1 ? .parenthesized(elements[0], whole) : .vector(elements, whole)
    }

    /// Transform functions one after another, from `first` (whose name is read and whose '(' is
    /// the current token): the list goes on while a transform function's name and '(' follow.
    private mutating func parseTransformList(first: Identifier) -> ExpressionSyntax {
        var functions: [TransformFunctionSyntax] = []
        var name = first
        while true {
            advance()
            let arguments = parseArgumentList()
            guard expect(.rightParen, "')'", after: "the arguments of '\(name.text)'") else { break }
            functions.append(
                TransformFunctionSyntax(
                    name: name, arguments: arguments, range: range(from: name.range.start)))
            guard current.kind == .name, TransformFunctionName(rawValue: text(current)) != nil else { break }
            let next = peek()
            guard next.kind == .leftParen, !next.hasSpaceBefore else { break }
            let token = advance()
            name = Identifier(text(token), at: token.range)
        }
        return .transformList(functions, range(from: first.range.start))
    }
}
