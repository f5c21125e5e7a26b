extension Parser {
    /// What the track option spelt by `keyword` takes, or `nil` for a word that is no option (the
    /// lexer matched the exact spelling, so no text is compared or hashed here).
    static func optionArgument(_ keyword: Keyword) -> OptionArgumentKind? {
        switch keyword {
        case .duration, .delay, .speed, .offset: return .expression
        case .repeat: return .repeatCount
        case .timing: return .timing
        case .additive, .cumulative, .autoreverse: return .flag
        case .fill, .mode: return .word
        default: return nil
        }
    }

    /// The option names in the order the reference lists them, for suggestions.
    static let optionNames = [
        "duration", "delay", "timing", "additive", "cumulative", "repeat", "autoreverse", "fill", "speed",
        "offset", "mode",
    ]

    enum OptionArgumentKind {
        case expression, repeatCount, timing, flag, word
    }

    mutating func parseAnimate() -> StatementSyntax? {
        let keyword = advance()
        guard let keyPath = parseKeyPath(after: "'animate'") else { return nil }
        guard var options = parseOptions(allowingValues: true) else { return nil }
        let bodyStart = current.range.start
        let body: AnimateSyntax.Body
        if current.isName(.from) {
            advance()
            let from = parseExpression()
            guard current.isName(.to) else {
                fail(.expected("'to'", after: "the 'from' value"), at: missingTokenRange)
                return nil
            }
            advance()
            body = .fromTo(from: from, to: parseExpression())
        } else if current.isName(.to) {
            advance()
            body = .fromTo(from: nil, to: parseExpression())
        } else if current.kind == .leftBrace {
            guard let keyframes = parseKeyframeBlock() else { return nil }
            body = keyframes
        } else {
            fail(
                .expected("'from', 'to' or '{'", after: "the animation's key path and options"),
                at: missingTokenRange)
            return nil
        }
        if !isRecovering && current.kind == .name && Parser.optionArgument(current.keyword) != nil {
            options += misplacedOptions(statementStart: keyword.range.start, bodyStart: bodyStart)
        }
        return .animate(
            AnimateSyntax(
                keyPath: keyPath, options: options, body: body, range: range(from: keyword.range.start)))
    }

    mutating func parseGroup() -> StatementSyntax? {
        let keyword = advance()
        guard let options = parseOptions(allowingValues: false) else { return nil }
        let body = parseBlock(.group, opener: "the group")
        return .group(GroupSyntax(options: options, body: body, range: range(from: keyword.range.start)))
    }

    /// Options in any order, up to `from`, `to` or `{`.
    private mutating func parseOptions(allowingValues: Bool) -> [TrackOptionSyntax]? {
        var options: [TrackOptionSyntax] = []
        // Most lines give a few options: one allocation for them, none for a line without.
        if current.kind == .name { options.reserveCapacity(4) }
        while current.kind == .name && !(allowingValues && (current.isName(.from) || current.isName(.to))) {
            let nameToken = current
            let name = Identifier(text(nameToken), at: nameToken.range)
            guard let kind = Parser.optionArgument(nameToken.keyword) else {
                let candidates = Parser.optionNames + (allowingValues ? ["from", "to"] : [])
                fail(.optionUnknown(name.text, candidates: candidates), at: name.range)
                return nil
            }
            advance()
            let argument: TrackOptionSyntax.Argument
            switch kind {
            case .flag:
                argument = .none
            case .expression:
                argument = .expression(parseExpression())
            case .repeatCount where current.isName(.forever):
                let token = advance()
                argument = .word(Identifier(text(token), at: token.range))
            case .repeatCount:
                argument = .expression(parseExpression())
            case .timing:
                guard let function = parseTimingFunction(after: "'timing'") else { return nil }
                argument = .timing(function)
            case .word:
                guard current.kind == .name else {
                    fail(.expected("a name", after: "'\(name.text)'"), at: missingTokenRange)
                    return nil
                }
                let token = advance()
                argument = .word(Identifier(text(token), at: token.range))
            }
            options.append(
                TrackOptionSyntax(name: name, argument: argument, range: range(from: name.range.start)))
        }
        return options
    }

    /// Options written after the values (`from 0 to 1 delay 0.2s`), read and reported once, with the
    /// line as it should be written when it is short enough to show.
    ///
    /// They are kept, so that the statement is checked as meant and nothing else is reported about it.
    private mutating func misplacedOptions(statementStart: SourcePosition, bodyStart: SourcePosition)
        -> [TrackOptionSyntax]
    {
        let bodyEnd = previousEnd
        let first = current
        let reported = diagnostics.count
        guard let options = parseOptions(allowingValues: false) else { return [] }
        // Options that were themselves misread would make the rewritten line wrong too.
        let parsedCleanly = diagnostics.count == reported && !isRecovering
        let bytes = source.bytes
        let pieces = [
            statementStart.offset..<bodyStart.offset, first.range.start.offset..<previousEnd.offset,
            bodyStart.offset..<bodyEnd.offset,
        ]
        var corrected: String?
        if parsedCleanly,
            pieces.allSatisfy({ $0.lowerBound <= $0.upperBound && $0.upperBound <= bytes.count }),
            statementStart.line == previousEnd.line, previousEnd.offset - statementStart.offset <= 100
        {
            let text = pieces.map { String(decoding: bytes[$0], as: UTF8.self) }
            corrected = text[0] + text[1] + " " + text[2]
        }
        report(
            .optionAfterValues(text(first), corrected: corrected),
            at: first.range.start..<(options.last?.range.end ?? first.range.end))
        return options
    }

    /// `{ OFFSET VALUE [TIMING] [tension N] [continuity N] [bias N] … }`; `nil` when a keyframe
    /// could not be read, so that the block's other checks (how many keyframes, which offsets) do
    /// not report the same mistake again.
    private mutating func parseKeyframeBlock() -> AnimateSyntax.Body? {
        var broken = false
        var commas: [Range<SourcePosition>] = []
        // Whether this item consumed a comma: an earlier item's comma must not end a later one.
        var endedByComma = false
        let block = parseBlockItems(opener: "the keyframe block", after: "the keyframe", capacity: 8) {
            parser in
            let keyframe = parser.parseKeyframe()
            // A pattern, not `== nil`: comparing an optional node with nil copies it.
            if case .none = keyframe { broken = true }
            if parser.isRecovering { broken = true }
            // CSS separates keyframes with ','; read it as ';' and say so once, below.
            if !parser.isRecovering && parser.current.kind == .comma {
                commas.append(parser.advance().range)
                endedByComma = true
            }
            return keyframe
        } endedBySeparator: { _ in
            defer { endedByComma = false }
            return endedByComma
        }
        guard let block else { return nil }
        if let first = commas.first {
            report(.keyframeSeparatorComma(corrected: correctedKeyframes(block.items)), at: first)
        }
        guard !broken else {
            // The keyframe's error stands for the statement: what follows the block is skipped.
            isRecovering = true
            return nil
        }
        return .keyframes(block.items, range(from: block.open.range.start))
    }

    /// The keyframes written with `;` between them, when short enough to show in a hint.
    private func correctedKeyframes(_ keyframes: [KeyframeSyntax]) -> String? {
        // Fewer than two keyframes is an error of its own, which the rewrite would not fix.
        guard keyframes.count >= 2 else { return nil }
        let bytes = source.bytes
        var texts: [String] = []
        for keyframe in keyframes {
            let range = keyframe.range.start.offset..<keyframe.range.end.offset
            guard range.upperBound <= bytes.count, keyframe.range.start.line == keyframe.range.end.line
            else { return nil }
            texts.append(String(decoding: bytes[range], as: UTF8.self))
        }
        let text = "{ " + texts.joined(separator: "; ") + " }"
        return text.utf8.count <= 100 ? text : nil
    }

    /// Whether the current token ends a keyframe: a statement end, or the ',' a CSS habit puts there.
    private var atKeyframeEnd: Bool { atStatementEnd || current.kind == .comma }

    private var atSplineWord: Bool { current.kind == .name && current.keyword.isSplineWord }

    private mutating func parseKeyframe() -> KeyframeSyntax? {
        let start = current.range.start
        var offset: KeyframeSyntax.Offset?
        if current.isName(.from) {
            offset = .from(advance().range)
        } else if current.isName(.to) {
            offset = .to(advance().range)
        }
        var value: ExpressionSyntax
        // A pattern, not `!= nil`: comparing an optional node with nil copies it.
        if case .some = offset {
            value = parseExpression()
        } else {
            let first = parseExpression()
            if atKeyframeEnd || startsTimingFunction || atSplineWord || isRecovering {
                value = first
            } else {
                offset = .expression(first)
                value = parseExpression()
            }
        }
        var timing: TimingFunctionSyntax?
        if !atKeyframeEnd && !atSplineWord && !isRecovering {
            guard let function = parseTimingFunction(after: "the keyframe's value") else { return nil }
            timing = function
        }
        var tension: ExpressionSyntax?
        var continuity: ExpressionSyntax?
        var bias: ExpressionSyntax?
        while atSplineWord && !isRecovering {
            let word = advance()
            let given: ExpressionSyntax?
            switch word.keyword {
            case .tension: given = tension
            case .continuity: given = continuity
            default: given = bias
            }
            if given != nil {
                fail(.optionDuplicate(word.keyword.spelling), at: word.range)
                return nil
            }
            let parameter = parseExpression()
            switch word.keyword {
            case .tension: tension = parameter
            case .continuity: continuity = parameter
            default: bias = parameter
            }
        }
        return KeyframeSyntax(
            offset: offset, value: value, timing: timing, tension: tension, continuity: continuity,
            bias: bias,
            range: range(from: start))
    }
}
