import EffectsRegistry

// The catalog: every message the language produces, sorted by name. Fixed messages are static
// members, parameterised ones small functions. Text is lowercase and quotes source in '…'.

extension DiagnosticMessage {
    static func blockTooDeep(limit: Int) -> Self {
        .init(.blockTooDeep, .error, "blocks nest more than \(limit) deep")
    }

    static func blockUnclosed(_ opener: String) -> Self {
        .init(.blockUnclosed, .error, "expected '}' to close \(opener)")
    }

    static func characterUnexpected(_ text: String) -> Self {
        let suggestion: String
        switch text {
        case "&": suggestion = " (did you mean '&&'?)"
        case "|": suggestion = " (did you mean '||'?)"
        default: suggestion = ""
        }
        let hint = text == "'" ? "strings use double quotes: \"…\"" : nil
        return .init(.characterUnexpected, .error, "unexpected character '\(text)'\(suggestion)", hint: hint)
    }

    static func colorMalformed(_ text: String) -> Self {
        .init(
            .colorMalformed, .error, "malformed colour '\(text)'",
            hint: "write a colour as '#rrggbb' or '#rrggbbaa' with hexadecimal digits")
    }

    static let commentUnterminated = Self(
        .commentUnterminated, .error, "unterminated '/*' comment", hint: "close it with '*/'")

    static func effectExpected(found: String) -> Self {
        .init(
            .effectExpected, .error, "expected 'effect' at the top level, found \(found)",
            hint: "a file holds effects: 'effect NAME { … }'")
    }

    static func expected(_ what: String, after context: String) -> Self {
        .init(.expected, .error, "expected \(what) after \(context)")
    }

    static func expressionExpected(found: String) -> Self {
        .init(.expressionExpected, .error, "expected an expression, found \(found)")
    }

    static func expressionTooDeep(limit: Int) -> Self {
        .init(.expressionTooDeep, .error, "expression nests more than \(limit) deep")
    }

    static func fileTooLarge(bytes: Int, limit: Int) -> Self {
        .init(.fileTooLarge, .error, "the file is \(bytes) bytes; the limit is \(limit) bytes")
    }

    static func keywordAsName(_ word: String) -> Self {
        .init(.keywordAsName, .error, "'\(word)' is a keyword and cannot be used as a name")
    }

    static func nameTooLong(limit: Int) -> Self {
        .init(.nameTooLong, .error, "name is longer than \(limit) bytes")
    }

    static func numberTooLarge(_ text: String) -> Self {
        .init(.numberTooLarge, .error, "number '\(text)' is too large")
    }

    static func optionDuplicate(_ word: String) -> Self {
        .init(.optionDuplicate, .error, "'\(word)' is given twice")
    }

    static func optionUnknown(_ word: String, candidates: [String]) -> Self {
        .init(
            .optionUnknown, .error, "unknown option '\(word)'\(Suggestions.didYouMean(word, in: candidates))",
            hint: "the options are " + candidates.joined(separator: ", "))
    }

    static let rangeOperatorMalformed = Self(
        .rangeOperatorMalformed, .error, "unexpected '..'",
        hint: "write '...' for a closed range or '..<' for a half-open one")

    static func statementEndExpected(after what: String, found: String, signLikeMinus: Bool) -> Self {
        .init(
            .statementEndExpected, .error, "expected a line break or ';' after \(what), found \(found)",
            hint: signLikeMinus
                ? "a '-' with a space before it and none after is a sign; to subtract, put spaces on both sides"
                : nil)
    }

    static func statementExpected(in context: String, found: String) -> Self {
        .init(.statementExpected, .error, "expected a statement in \(context), found \(found)")
    }

    static func statementNotAllowed(_ word: String, in context: String) -> Self {
        .init(
            .statementNotAllowed, .error, "'\(word)' cannot appear in \(context)",
            hint: StatementContext.home(of: word))
    }

    static func statementUnknown(_ word: String, in context: String, candidates: [String]) -> Self {
        .init(
            .statementUnknown, .error,
            "unknown statement '\(word)' in \(context)\(Suggestions.didYouMean(word, in: candidates))",
            hint: "statements here are " + candidates.joined(separator: ", "))
    }

    static func stringEscapeInvalid(_ text: String) -> Self {
        .init(
            .stringEscapeInvalid, .error, "invalid escape '\(text)' in string",
            hint: "the escapes are \\\", \\\\, \\n, \\t and \\u{…}")
    }

    static func stringTooLong(limit: Int) -> Self {
        .init(.stringTooLong, .error, "string is longer than \(limit) bytes")
    }

    static let stringUnterminated = Self(
        .stringUnterminated, .error, "unterminated string", hint: "a string ends with '\"' on the same line")

    static func timingFunctionTakesNoArguments(_ name: String) -> Self {
        .init(.timingFunctionTakesNoArguments, .error, "'\(name)' takes no arguments")
    }

    static func unitUnknown(_ spelling: String) -> Self {
        let units = NumberUnit.allCases.map(\.rawValue).filter { !$0.isEmpty }
        return .init(
            .unitUnknown, .error, "unknown unit '\(spelling)'\(Suggestions.didYouMean(spelling, in: units))",
            hint: "the units are s, ms, deg, rad and %")
    }
}
