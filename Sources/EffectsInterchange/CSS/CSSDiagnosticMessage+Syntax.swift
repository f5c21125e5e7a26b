import EffectDSL

// The CSS catalog's syntax messages, sorted by name: what is wrong with the stylesheet as text.
// Text is lowercase and quotes source in '…', as the `.fx` catalog's.

extension DiagnosticMessage {
    static let cssBlockExpected = DiagnosticMessage(
        .cssBlockExpected, .error, "expected '{' after the selector",
        hint: "a rule is 'SELECTOR { DECLARATIONS }'")

    static func cssBlockTooDeep(limit: Int) -> Self {
        .init(.cssBlockTooDeep, .error, "blocks and functions nest more than \(limit) deep")
    }

    static func cssBlockUnclosed(_ open: String) -> Self {
        .init(
            .cssBlockUnclosed, .error, "'\(open)' is not closed", hint: "close it before the end of the file")
    }

    static let cssBraceUnexpected = DiagnosticMessage(
        .cssBraceUnexpected, .error, "unexpected '}'", hint: "remove it, or open its block with '{'")

    static func cssColonExpected(after name: String) -> Self {
        .init(
            .cssColonExpected, .error, "expected ':' after '\(name)'",
            hint: "a declaration is 'PROPERTY: VALUE'")
    }

    static let cssCommentUnterminated = DiagnosticMessage(
        .cssCommentUnterminated, .error, "the comment is not closed", hint: "close it with '*/'")

    static func cssErrorsTooMany(_ count: Int) -> Self {
        .init(.cssErrorsTooMany, .error, "and \(count) more error\(count == 1 ? "" : "s")")
    }

    static func cssFileNotText(byte: UInt8, others: Int) -> Self {
        let digits = String(byte, radix: 16, uppercase: true)
        return .init(
            .cssFileNotText, .error,
            "the file is not text: it holds the control byte 0x\(digits.count < 2 ? "0" : "")\(digits)"
                + (others > 0 ? " and \(others) more" : ""),
            hint: "a stylesheet is UTF-8 text; is this the file meant?")
    }

    static let cssFileNotUTF8 = DiagnosticMessage(
        .cssFileNotText, .error, "the file is not UTF-8 text",
        hint: "save the stylesheet as UTF-8; is this the file meant?")

    static func cssFileTooLarge(limit: Int) -> Self {
        .init(.cssFileTooLarge, .error, "the file is larger than \(limit) bytes")
    }

    static let cssKeyframesNameExpected = DiagnosticMessage(
        .cssKeyframesNameExpected, .error, "expected a name after '@keyframes'",
        hint: "write '@keyframes NAME { … }' with an identifier or a string, not 'none' or a CSS-wide keyword"
    )

    static func cssKeyframesNameUnusable(_ name: String, _ reason: String) -> Self {
        .init(
            .cssKeyframesNameExpected, .warning,
            "'@keyframes \(name)' is no effect: \(reason)",
            hint: "rename the @keyframes to play it as an effect; an element's animations still play it")
    }

    static func cssPropertyExpected(found: String) -> Self {
        .init(
            .cssPropertyExpected, .error, "expected a property name, found \(found)",
            hint: "a declaration is 'PROPERTY: VALUE'")
    }

    static let cssStringUnterminated = DiagnosticMessage(
        .cssStringUnterminated, .error, "the string is not closed on its line",
        hint: "close it with its quote, or escape the line break with '\\'")

    static let cssURLMalformed = DiagnosticMessage(
        .cssURLMalformed, .error, "malformed 'url(…)'", hint: "quote the address: url(\"…\")")
}
