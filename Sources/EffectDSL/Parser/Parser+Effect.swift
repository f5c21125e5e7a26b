extension Parser {
    /// `effect NAME[: BASE] { … }`, repeated to the end of the file.
    mutating func parseFile() -> [EffectSyntax] {
        var effects: [EffectSyntax] = []
        skipSeparators()
        while current.kind != .endOfFile {
            if current.isName(.effect) {
                if let effect = parseEffect() { effects.append(effect) }
                finishStatement(after: "the effect")
            } else {
                fail(.effectExpected(found: describe(current)), at: current.range)
                skipToNextEffect()
            }
            skipSeparators()
        }
        return effects
    }

    private mutating func parseEffect() -> EffectSyntax? {
        let keyword = advance()
        guard let name = parseDeclaredName(after: "'effect'", reserved: false) else {
            skipToNextEffect()
            return nil
        }
        var base: Identifier?
        if current.kind == .colon {
            advance()
            guard let baseName = parseDeclaredName(after: "':'", reserved: false) else {
                skipToNextEffect()
                return nil
            }
            base = baseName
        }
        guard current.kind == .leftBrace else {
            fail(.expected("'{'", after: "the effect's name"), at: missingTokenRange)
            skipToNextEffect()
            return nil
        }
        let body = parseBlock(.effect, opener: "effect '\(name.text)'")
        return EffectSyntax(name: name, base: base, body: body, range: range(from: keyword.range.start))
    }

    /// Skips to the next `effect` outside any block, for recovery at the top level.
    private mutating func skipToNextEffect() {
        var depth = 0
        while current.kind != .endOfFile {
            switch current.kind {
            case .leftBrace: depth += 1
            case .rightBrace: depth = max(depth - 1, 0)
            case .name where depth == 0 && current.keyword == .effect:
                isRecovering = false
                return
            default: break
            }
            advance()
        }
        isRecovering = false
    }

    /// A name being declared; a reserved word is reported but still returned.
    mutating func parseDeclaredName(after context: String, reserved: Bool = true) -> Identifier? {
        guard current.kind == .name else {
            fail(.expected("a name", after: context), at: missingTokenRange)
            return nil
        }
        let token = advance()
        let name = Identifier(text(token), at: token.range)
        if reserved && StatementContext.reservedWords.contains(name.text) {
            report(.keywordAsName(name.text), at: name.range)
        }
        return name
    }

    /// Ends a statement: a line break, `;`, `}` or the end must follow; otherwise the rest of the
    /// statement is skipped after one error.
    mutating func finishStatement(after what: String) {
        if !isRecovering && !atStatementEnd {
            let hint = current.kind == .minus && current.isSignLike
            fail(
                .statementEndExpected(after: what, found: describe(current), signLikeMinus: hint),
                at: current.range)
        }
        if isRecovering { synchronize() }
    }

    /// A `{ … }` block of statements for `context`; `opener` names it in "expected '}'" messages.
    mutating func parseBlock(_ context: StatementContext, opener: @autoclosure () -> String)
        -> [StatementSyntax]
    {
        guard current.kind == .leftBrace else {
            fail(.expected("'{'", after: opener()), at: missingTokenRange)
            return []
        }
        let block = parseBlockItems(opener: opener(), after: "the statement", capacity: 4) { parser in
            parser.parseStatement(context)
        }
        return block?.items ?? []
    }

    /// The items of the `{ … }` block whose `{` is the current token, each read by `item` and ended
    /// like a statement, through the closing `}`; `nil` (after one error) when the block nests too
    /// deep.
    ///
    /// `opener` names the block when its `}` is missing and `what` an item followed by something
    /// other than a statement end; `capacity` items are reserved up front, so that a typical block
    /// is one allocation. Statement blocks and keyframe blocks share this loop. `endedBySeparator`
    /// says that `item` consumed a separator of its own (the keyframes' ','), which ends it as well.
    mutating func parseBlockItems<Item>(
        opener: @autoclosure () -> String, after what: String, capacity: Int, _ item: (inout Parser) -> Item?,
        endedBySeparator: (Parser) -> Bool = { _ in false }
    ) -> (items: [Item], open: Token)? {
        let open = advance()
        blockDepth += 1
        defer { blockDepth -= 1 }
        if blockDepth > limits.blockDepth {
            report(.blockTooDeep(limit: limits.blockDepth), at: open.range)
            skipBlockRest()
            return nil
        }
        var items: [Item] = []
        items.reserveCapacity(capacity)
        while true {
            skipSeparators()
            if current.kind == .rightBrace {
                advance()
                break
            }
            if current.kind == .endOfFile {
                report(
                    .blockUnclosed(opener()), at: current.range,
                    notes: [DiagnosticNote("the block opens here", at: open.range, in: source.name)])
                break
            }
            let before = current.range.start
            if let parsed = item(&self) { items.append(parsed) }
            // An item that consumed nothing is ended as a statement, so that the loop moves on.
            if !endedBySeparator(self) || current.range.start == before { finishStatement(after: what) }
        }
        return (items, open)
    }

    /// Skips the rest of a block whose `{` was consumed, through its `}`.
    mutating func skipBlockRest() {
        var depth = 1
        while current.kind != .endOfFile {
            if current.kind == .leftBrace { depth += 1 }
            if current.kind == .rightBrace {
                depth -= 1
                if depth == 0 {
                    advance()
                    return
                }
            }
            advance()
        }
    }
}
