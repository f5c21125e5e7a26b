/// The identity of a diagnostic message, for tools (`fxctl check --format json`) and tests: the
/// domain that owns it and a name unique in that domain.
///
/// The domain is open: the `.fx` language's messages are in this file, and each foreign format
/// declares its own beside its reader (`CSSDiagnosticID.swift`, `LottieDiagnosticID.swift`), so a
/// new format adds messages without touching the language.
public struct DiagnosticID: Hashable, Sendable, CustomStringConvertible {
    /// The domain of the `.fx` language's own messages, whose ids are written without a prefix.
    public static let languageDomain = "fx"

    /// Who owns the message: `fx` for the language, a format's name (`css`, `lottie`) for a format.
    public let domain: String
    /// The message's name, unique in its domain (`block-unclosed`).
    public let name: String

    /// An id of `domain`, named `name`.
    public init(domain: String, name: String) {
        self.domain = domain
        self.name = name
    }

    /// An id of the `.fx` language's own.
    init(language name: String) { self.init(domain: Self.languageDomain, name: name) }

    /// The id as written in docs and golden files: the name alone for the language's own messages,
    /// `domain-name` for a format's (`css-block-unclosed`).
    public var rawValue: String { domain == Self.languageDomain ? name : "\(domain)-\(name)" }

    /// The id as written (`rawValue`).
    public var description: String { rawValue }
}

extension DiagnosticID {
    /// The message `anchor-point-without-position`.
    public static let anchorPointWithoutPosition = DiagnosticID(language: "anchor-point-without-position")
    /// The message `argument-count`.
    public static let argumentCount = DiagnosticID(language: "argument-count")
    /// The message `base-failed`.
    public static let baseFailed = DiagnosticID(language: "base-failed")
    /// The message `base-not-loaded`.
    public static let baseNotLoaded = DiagnosticID(language: "base-not-loaded")
    /// The message `base-unknown`.
    public static let baseUnknown = DiagnosticID(language: "base-unknown")
    /// The message `bezier-x-out-of-range`.
    public static let bezierXOutOfRange = DiagnosticID(language: "bezier-x-out-of-range")
    /// The message `block-too-deep`.
    public static let blockTooDeep = DiagnosticID(language: "block-too-deep")
    /// The message `block-unclosed`.
    public static let blockUnclosed = DiagnosticID(language: "block-unclosed")
    /// The message `branch-types-differ`.
    public static let branchTypesDiffer = DiagnosticID(language: "branch-types-differ")
    /// The message `calls-too-deep`.
    public static let callsTooDeep = DiagnosticID(language: "calls-too-deep")
    /// The message `character-unexpected`.
    public static let characterUnexpected = DiagnosticID(language: "character-unexpected")
    /// The message `choice-duplicate`.
    public static let choiceDuplicate = DiagnosticID(language: "choice-duplicate")
    /// The message `choice-unknown`.
    public static let choiceUnknown = DiagnosticID(language: "choice-unknown")
    /// The message `color-malformed`.
    public static let colorMalformed = DiagnosticID(language: "color-malformed")
    /// The message `comment-unterminated`.
    public static let commentUnterminated = DiagnosticID(language: "comment-unterminated")
    /// The message `component-unknown`.
    public static let componentUnknown = DiagnosticID(language: "component-unknown")
    /// The message `derivation-cycle`.
    public static let derivationCycle = DiagnosticID(language: "derivation-cycle")
    /// The message `derivation-too-deep`.
    public static let derivationTooDeep = DiagnosticID(language: "derivation-too-deep")
    /// The message `division-by-zero`.
    public static let divisionByZero = DiagnosticID(language: "division-by-zero")
    /// The message `duration-not-positive`.
    public static let durationNotPositive = DiagnosticID(language: "duration-not-positive")
    /// The message `effect-duplicate`.
    public static let effectDuplicate = DiagnosticID(language: "effect-duplicate")
    /// The message `effect-expected`.
    public static let effectExpected = DiagnosticID(language: "effect-expected")
    /// The message `errors-too-many`.
    public static let errorsTooMany = DiagnosticID(language: "errors-too-many")
    /// The message `evaluation-too-long`.
    public static let evaluationTooLong = DiagnosticID(language: "evaluation-too-long")
    /// The message `example-build-failed`.
    public static let exampleBuildFailed = DiagnosticID(language: "example-build-failed")
    /// The message `example-column-unknown`.
    public static let exampleColumnUnknown = DiagnosticID(language: "example-column-unknown")
    /// The message `example-empty`.
    public static let exampleEmpty = DiagnosticID(language: "example-empty")
    /// The message `example-moment-out-of-range`.
    public static let exampleMomentOutOfRange = DiagnosticID(language: "example-moment-out-of-range")
    /// The message `example-parameter-invalid`.
    public static let exampleParameterInvalid = DiagnosticID(language: "example-parameter-invalid")
    /// The message `example-parameter-unknown`.
    public static let exampleParameterUnknown = DiagnosticID(language: "example-parameter-unknown")
    /// The message `example-value-mismatch`.
    public static let exampleValueMismatch = DiagnosticID(language: "example-value-mismatch")
    /// The message `example-value-not-constant`.
    public static let exampleValueNotConstant = DiagnosticID(language: "example-value-not-constant")
    /// The message `examples-too-many`.
    public static let examplesTooMany = DiagnosticID(language: "examples-too-many")
    /// The message `expected`.
    public static let expected = DiagnosticID(language: "expected")
    /// The message `expression-expected`.
    public static let expressionExpected = DiagnosticID(language: "expression-expected")
    /// The message `expression-too-deep`.
    public static let expressionTooDeep = DiagnosticID(language: "expression-too-deep")
    /// The message `file-not-text`.
    public static let fileNotText = DiagnosticID(language: "file-not-text")
    /// The message `file-too-large`.
    public static let fileTooLarge = DiagnosticID(language: "file-too-large")
    /// The message `function-not-called`.
    public static let functionNotCalled = DiagnosticID(language: "function-not-called")
    /// The message `function-unknown`.
    public static let functionUnknown = DiagnosticID(language: "function-unknown")
    /// The message `keyframe-offset-out-of-range`.
    public static let keyframeOffsetOutOfRange = DiagnosticID(language: "keyframe-offset-out-of-range")
    /// The message `keyframe-offsets-mixed`.
    public static let keyframeOffsetsMixed = DiagnosticID(language: "keyframe-offsets-mixed")
    /// The message `keyframe-offsets-out-of-order`.
    public static let keyframeOffsetsOutOfOrder = DiagnosticID(language: "keyframe-offsets-out-of-order")
    /// The message `keyframe-offset-type`.
    public static let keyframeOffsetType = DiagnosticID(language: "keyframe-offset-type")
    /// The message `keyframe-separator-comma`.
    public static let keyframeSeparatorComma = DiagnosticID(language: "keyframe-separator-comma")
    /// The message `keyframes-not-from-start`.
    public static let keyframesNotFromStart = DiagnosticID(language: "keyframes-not-from-start")
    /// The message `keyframes-not-to-end`.
    public static let keyframesNotToEnd = DiagnosticID(language: "keyframes-not-to-end")
    /// The message `keyframes-too-few`.
    public static let keyframesTooFew = DiagnosticID(language: "keyframes-too-few")
    /// The message `keyframes-too-many`.
    public static let keyframesTooMany = DiagnosticID(language: "keyframes-too-many")
    /// The message `keyframe-timing-on-last`.
    public static let keyframeTimingOnLast = DiagnosticID(language: "keyframe-timing-on-last")
    /// The message `key-path-unknown`.
    public static let keyPathUnknown = DiagnosticID(language: "key-path-unknown")
    /// The message `keyword-as-name`.
    public static let keywordAsName = DiagnosticID(language: "keyword-as-name")
    /// The message `layer-duplicate`.
    public static let layerDuplicate = DiagnosticID(language: "layer-duplicate")
    /// The message `layers-too-many`.
    public static let layersTooMany = DiagnosticID(language: "layers-too-many")
    /// The message `linear-stop-inputs`.
    public static let linearStopInputs = DiagnosticID(language: "linear-stop-inputs")
    /// The message `linear-stops-too-few`.
    public static let linearStopsTooFew = DiagnosticID(language: "linear-stops-too-few")
    /// The message `loop-too-long`.
    public static let loopTooLong = DiagnosticID(language: "loop-too-long")
    /// The message `mode-not-for-transform`.
    public static let modeNotForTransform = DiagnosticID(language: "mode-not-for-transform")
    /// The message `name-built-in`.
    public static let nameBuiltIn = DiagnosticID(language: "name-built-in")
    /// The message `name-duplicate`.
    public static let nameDuplicate = DiagnosticID(language: "name-duplicate")
    /// The message `name-not-a-function`.
    public static let nameNotAFunction = DiagnosticID(language: "name-not-a-function")
    /// The message `name-too-long`.
    public static let nameTooLong = DiagnosticID(language: "name-too-long")
    /// The message `name-unknown`.
    public static let nameUnknown = DiagnosticID(language: "name-unknown")
    /// The message `non-finite`.
    public static let nonFinite = DiagnosticID(language: "non-finite")
    /// The message `not-whole`.
    public static let notWhole = DiagnosticID(language: "not-whole")
    /// The message `number-too-large`.
    public static let numberTooLarge = DiagnosticID(language: "number-too-large")
    /// The message `operand-type`.
    public static let operandType = DiagnosticID(language: "operand-type")
    /// The message `operator-types`.
    public static let operatorTypes = DiagnosticID(language: "operator-types")
    /// The message `option-after-values`.
    public static let optionAfterValues = DiagnosticID(language: "option-after-values")
    /// The message `option-duplicate`.
    public static let optionDuplicate = DiagnosticID(language: "option-duplicate")
    /// The message `option-negative`.
    public static let optionNegative = DiagnosticID(language: "option-negative")
    /// The message `option-not-on-group`.
    public static let optionNotOnGroup = DiagnosticID(language: "option-not-on-group")
    /// The message `option-unknown`.
    public static let optionUnknown = DiagnosticID(language: "option-unknown")
    /// The message `origin-animated`.
    public static let originAnimated = DiagnosticID(language: "origin-animated")
    /// The message `origin-invalid`.
    public static let originInvalid = DiagnosticID(language: "origin-invalid")
    /// The message `parameter-constraint-type`.
    public static let parameterConstraintType = DiagnosticID(language: "parameter-constraint-type")
    /// The message `parameter-default-not-a-choice`.
    public static let parameterDefaultNotAChoice = DiagnosticID(language: "parameter-default-not-a-choice")
    /// The message `parameter-default-not-constant`.
    public static let parameterDefaultNotConstant = DiagnosticID(language: "parameter-default-not-constant")
    /// The message `parameter-default-out-of-range`.
    public static let parameterDefaultOutOfRange = DiagnosticID(language: "parameter-default-out-of-range")
    /// The message `parameter-needs-choices`.
    public static let parameterNeedsChoices = DiagnosticID(language: "parameter-needs-choices")
    /// The message `parameter-new-like-base`.
    public static let parameterNewLikeBase = DiagnosticID(language: "parameter-new-like-base")
    /// The message `parameter-override-constraint`.
    public static let parameterOverrideConstraint = DiagnosticID(language: "parameter-override-constraint")
    /// The message `parameter-override-invalid`.
    public static let parameterOverrideInvalid = DiagnosticID(language: "parameter-override-invalid")
    /// The message `parameter-override-type`.
    public static let parameterOverrideType = DiagnosticID(language: "parameter-override-type")
    /// The message `parameter-range-empty`.
    public static let parameterRangeEmpty = DiagnosticID(language: "parameter-range-empty")
    /// The message `parameter-transform`.
    public static let parameterTransform = DiagnosticID(language: "parameter-transform")
    /// The message `parameter-unused`.
    public static let parameterUnused = DiagnosticID(language: "parameter-unused")
    /// The message `percent-as-length`.
    public static let percentAsLength = DiagnosticID(language: "percent-as-length")
    /// The message `percent-on-length`.
    public static let percentOnLength = DiagnosticID(language: "percent-on-length")
    /// The message `perspective-negative`.
    public static let perspectiveNegative = DiagnosticID(language: "perspective-negative")
    /// The message `property-snaps-back`.
    public static let propertySnapsBack = DiagnosticID(language: "property-snaps-back")
    /// The message `px-on-non-length`.
    public static let pxOnNonLength = DiagnosticID(language: "px-on-non-length")
    /// The message `range-operator-malformed`.
    public static let rangeOperatorMalformed = DiagnosticID(language: "range-operator-malformed")
    /// The message `relative-length-outside-layer`.
    public static let relativeLengthOutsideLayer = DiagnosticID(language: "relative-length-outside-layer")
    /// The message `relative-length-without-size`.
    public static let relativeLengthWithoutSize = DiagnosticID(language: "relative-length-without-size")
    /// The message `skew-infinite`.
    public static let skewInfinite = DiagnosticID(language: "skew-infinite")
    /// The message `spring-cut`.
    public static let springCut = DiagnosticID(language: "spring-cut")
    /// The message `spring-forms-mixed`.
    public static let springFormsMixed = DiagnosticID(language: "spring-forms-mixed")
    /// The message `spring-label-unknown`.
    public static let springLabelUnknown = DiagnosticID(language: "spring-label-unknown")
    /// The message `sqrt-of-negative`.
    public static let sqrtOfNegative = DiagnosticID(language: "sqrt-of-negative")
    /// The message `statement-end-expected`.
    public static let statementEndExpected = DiagnosticID(language: "statement-end-expected")
    /// The message `statement-expected`.
    public static let statementExpected = DiagnosticID(language: "statement-expected")
    /// The message `statement-not-allowed`.
    public static let statementNotAllowed = DiagnosticID(language: "statement-not-allowed")
    /// The message `statement-not-top-level`.
    public static let statementNotTopLevel = DiagnosticID(language: "statement-not-top-level")
    /// The message `statement-unknown`.
    public static let statementUnknown = DiagnosticID(language: "statement-unknown")
    /// The message `string-escape-invalid`.
    public static let stringEscapeInvalid = DiagnosticID(language: "string-escape-invalid")
    /// The message `string-too-long`.
    public static let stringTooLong = DiagnosticID(language: "string-too-long")
    /// The message `string-unterminated`.
    public static let stringUnterminated = DiagnosticID(language: "string-unterminated")
    /// The message `time-out-of-range`.
    public static let timeOutOfRange = DiagnosticID(language: "time-out-of-range")
    /// The message `timeline-invalid`.
    public static let timelineInvalid = DiagnosticID(language: "timeline-invalid")
    /// The message `timing-function-takes-no-arguments`.
    public static let timingFunctionTakesNoArguments = DiagnosticID(
        language: "timing-function-takes-no-arguments")
    /// The message `timing-function-unknown`.
    public static let timingFunctionUnknown = DiagnosticID(language: "timing-function-unknown")
    /// The message `timing-invalid`.
    public static let timingInvalid = DiagnosticID(language: "timing-invalid")
    /// The message `timing-used-as-value`.
    public static let timingUsedAsValue = DiagnosticID(language: "timing-used-as-value")
    /// The message `track-cut-by-group`.
    public static let trackCutByGroup = DiagnosticID(language: "track-cut-by-group")
    /// The message `track-runs-past-end`.
    public static let trackRunsPastEnd = DiagnosticID(language: "track-runs-past-end")
    /// The message `tracks-too-many`.
    public static let tracksTooMany = DiagnosticID(language: "tracks-too-many")
    /// The message `type-mismatch`.
    public static let typeMismatch = DiagnosticID(language: "type-mismatch")
    /// The message `unit-unknown`.
    public static let unitUnknown = DiagnosticID(language: "unit-unknown")
    /// The message `value-out-of-range`.
    public static let valueOutOfRange = DiagnosticID(language: "value-out-of-range")
    /// The message `value-used-as-timing`.
    public static let valueUsedAsTiming = DiagnosticID(language: "value-used-as-timing")
    /// The message `vector-size`.
    public static let vectorSize = DiagnosticID(language: "vector-size")
    /// The message `word-unknown`.
    public static let wordUnknown = DiagnosticID(language: "word-unknown")
}

extension DiagnosticID {
    /// Every message of the `.fx` language, in the order of this file.
    public static let languageCatalog: [DiagnosticID] = [
        .anchorPointWithoutPosition,
        .argumentCount,
        .baseFailed,
        .baseNotLoaded,
        .baseUnknown,
        .bezierXOutOfRange,
        .blockTooDeep,
        .blockUnclosed,
        .branchTypesDiffer,
        .callsTooDeep,
        .characterUnexpected,
        .choiceDuplicate,
        .choiceUnknown,
        .colorMalformed,
        .commentUnterminated,
        .componentUnknown,
        .derivationCycle,
        .derivationTooDeep,
        .divisionByZero,
        .durationNotPositive,
        .effectDuplicate,
        .effectExpected,
        .errorsTooMany,
        .evaluationTooLong,
        .exampleBuildFailed,
        .exampleColumnUnknown,
        .exampleEmpty,
        .exampleMomentOutOfRange,
        .exampleParameterInvalid,
        .exampleParameterUnknown,
        .exampleValueMismatch,
        .exampleValueNotConstant,
        .examplesTooMany,
        .expected,
        .expressionExpected,
        .expressionTooDeep,
        .fileNotText,
        .fileTooLarge,
        .functionNotCalled,
        .functionUnknown,
        .keyframeOffsetOutOfRange,
        .keyframeOffsetsMixed,
        .keyframeOffsetsOutOfOrder,
        .keyframeOffsetType,
        .keyframeSeparatorComma,
        .keyframesNotFromStart,
        .keyframesNotToEnd,
        .keyframesTooFew,
        .keyframesTooMany,
        .keyframeTimingOnLast,
        .keyPathUnknown,
        .keywordAsName,
        .layerDuplicate,
        .layersTooMany,
        .linearStopInputs,
        .linearStopsTooFew,
        .loopTooLong,
        .modeNotForTransform,
        .nameBuiltIn,
        .nameDuplicate,
        .nameNotAFunction,
        .nameTooLong,
        .nameUnknown,
        .nonFinite,
        .notWhole,
        .numberTooLarge,
        .operandType,
        .operatorTypes,
        .optionAfterValues,
        .optionDuplicate,
        .optionNegative,
        .optionNotOnGroup,
        .optionUnknown,
        .originAnimated,
        .originInvalid,
        .parameterConstraintType,
        .parameterDefaultNotAChoice,
        .parameterDefaultNotConstant,
        .parameterDefaultOutOfRange,
        .parameterNeedsChoices,
        .parameterNewLikeBase,
        .parameterOverrideConstraint,
        .parameterOverrideInvalid,
        .parameterOverrideType,
        .parameterRangeEmpty,
        .parameterTransform,
        .parameterUnused,
        .percentAsLength,
        .percentOnLength,
        .perspectiveNegative,
        .propertySnapsBack,
        .pxOnNonLength,
        .rangeOperatorMalformed,
        .relativeLengthOutsideLayer,
        .relativeLengthWithoutSize,
        .skewInfinite,
        .springCut,
        .springFormsMixed,
        .springLabelUnknown,
        .sqrtOfNegative,
        .statementEndExpected,
        .statementExpected,
        .statementNotAllowed,
        .statementNotTopLevel,
        .statementUnknown,
        .stringEscapeInvalid,
        .stringTooLong,
        .stringUnterminated,
        .timeOutOfRange,
        .timelineInvalid,
        .timingFunctionTakesNoArguments,
        .timingFunctionUnknown,
        .timingInvalid,
        .timingUsedAsValue,
        .trackCutByGroup,
        .trackRunsPastEnd,
        .tracksTooMany,
        .typeMismatch,
        .unitUnknown,
        .valueOutOfRange,
        .valueUsedAsTiming,
        .vectorSize,
        .wordUnknown,
    ]

    /// Whether this message reports a finding of the timeline's analysis (a warning about a
    /// track, never an error).
    public var isTimelineFinding: Bool {
        [.trackCutByGroup, .propertySnapsBack, .trackRunsPastEnd, .springCut].contains(self)
    }
}
