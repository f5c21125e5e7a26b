/// The identity of every message in the catalog, for tools (`fxctl check --format json`) and tests.
public enum DiagnosticID: String, CaseIterable, Hashable, Sendable {
    /// `block-too-deep`
    case blockTooDeep = "block-too-deep"
    /// `block-unclosed`
    case blockUnclosed = "block-unclosed"
    /// `character-unexpected`
    case characterUnexpected = "character-unexpected"
    /// `color-malformed`
    case colorMalformed = "color-malformed"
    /// `comment-unterminated`
    case commentUnterminated = "comment-unterminated"
    /// `effect-expected`
    case effectExpected = "effect-expected"
    /// `expected`
    case expected = "expected"
    /// `expression-expected`
    case expressionExpected = "expression-expected"
    /// `expression-too-deep`
    case expressionTooDeep = "expression-too-deep"
    /// `file-too-large`
    case fileTooLarge = "file-too-large"
    /// `keyword-as-name`
    case keywordAsName = "keyword-as-name"
    /// `name-too-long`
    case nameTooLong = "name-too-long"
    /// `number-too-large`
    case numberTooLarge = "number-too-large"
    /// `option-duplicate`
    case optionDuplicate = "option-duplicate"
    /// `option-unknown`
    case optionUnknown = "option-unknown"
    /// `range-operator-malformed`
    case rangeOperatorMalformed = "range-operator-malformed"
    /// `statement-end-expected`
    case statementEndExpected = "statement-end-expected"
    /// `statement-expected`
    case statementExpected = "statement-expected"
    /// `statement-not-allowed`
    case statementNotAllowed = "statement-not-allowed"
    /// `statement-unknown`
    case statementUnknown = "statement-unknown"
    /// `string-escape-invalid`
    case stringEscapeInvalid = "string-escape-invalid"
    /// `string-too-long`
    case stringTooLong = "string-too-long"
    /// `string-unterminated`
    case stringUnterminated = "string-unterminated"
    /// `timing-function-takes-no-arguments`
    case timingFunctionTakesNoArguments = "timing-function-takes-no-arguments"
    /// `unit-unknown`
    case unitUnknown = "unit-unknown"
}
