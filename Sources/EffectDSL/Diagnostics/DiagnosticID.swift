/// The identity of every message in the catalog, for tools (`fxctl check --format json`) and tests.
public enum DiagnosticID: String, CaseIterable, Hashable, Sendable {
    /// `anchor-point-without-position`
    case anchorPointWithoutPosition = "anchor-point-without-position"
    /// `argument-count`
    case argumentCount = "argument-count"
    /// `base-failed`
    case baseFailed = "base-failed"
    /// `base-not-loaded`
    case baseNotLoaded = "base-not-loaded"
    /// `base-unknown`
    case baseUnknown = "base-unknown"
    /// `bezier-x-out-of-range`
    case bezierXOutOfRange = "bezier-x-out-of-range"
    /// `block-too-deep`
    case blockTooDeep = "block-too-deep"
    /// `block-unclosed`
    case blockUnclosed = "block-unclosed"
    /// `branch-types-differ`
    case branchTypesDiffer = "branch-types-differ"
    /// `calls-too-deep`
    case callsTooDeep = "calls-too-deep"
    /// `character-unexpected`
    case characterUnexpected = "character-unexpected"
    /// `choice-duplicate`
    case choiceDuplicate = "choice-duplicate"
    /// `choice-unknown`
    case choiceUnknown = "choice-unknown"
    /// `color-malformed`
    case colorMalformed = "color-malformed"
    /// `comment-unterminated`
    case commentUnterminated = "comment-unterminated"
    /// `component-unknown`
    case componentUnknown = "component-unknown"
    /// `css-block-expected`
    case cssBlockExpected = "css-block-expected"
    /// `css-block-too-deep`
    case cssBlockTooDeep = "css-block-too-deep"
    /// `css-block-unclosed`
    case cssBlockUnclosed = "css-block-unclosed"
    /// `css-brace-unexpected`
    case cssBraceUnexpected = "css-brace-unexpected"
    /// `css-calc-invalid`
    case cssCalcInvalid = "css-calc-invalid"
    /// `css-colon-expected`
    case cssColonExpected = "css-colon-expected"
    /// `css-comment-unterminated`
    case cssCommentUnterminated = "css-comment-unterminated"
    /// `css-errors-too-many`
    case cssErrorsTooMany = "css-errors-too-many"
    /// `css-file-not-text`
    case cssFileNotText = "css-file-not-text"
    /// `css-file-too-large`
    case cssFileTooLarge = "css-file-too-large"
    /// `css-keyframe-selector-invalid`
    case cssKeyframeSelectorInvalid = "css-keyframe-selector-invalid"
    /// `css-keyframes-missing`
    case cssKeyframesMissing = "css-keyframes-missing"
    /// `css-keyframes-name-expected`
    case cssKeyframesNameExpected = "css-keyframes-name-expected"
    /// `css-not-exact`
    case cssNotExact = "css-not-exact"
    /// `css-properties-skipped`
    case cssPropertiesSkipped = "css-properties-skipped"
    /// `css-property-expected`
    case cssPropertyExpected = "css-property-expected"
    /// `css-property-unsupported`
    case cssPropertyUnsupported = "css-property-unsupported"
    /// `css-selector-undecided`
    case cssSelectorUndecided = "css-selector-undecided"
    /// `css-string-unterminated`
    case cssStringUnterminated = "css-string-unterminated"
    /// `css-unit-unknown`
    case cssUnitUnknown = "css-unit-unknown"
    /// `css-url-malformed`
    case cssURLMalformed = "css-url-malformed"
    /// `css-value-invalid`
    case cssValueInvalid = "css-value-invalid"
    /// `css-var-cycle`
    case cssVarCycle = "css-var-cycle"
    /// `css-var-too-long`
    case cssVarTooLong = "css-var-too-long"
    /// `css-var-undefined`
    case cssVarUndefined = "css-var-undefined"
    /// `derivation-cycle`
    case derivationCycle = "derivation-cycle"
    /// `derivation-too-deep`
    case derivationTooDeep = "derivation-too-deep"
    /// `division-by-zero`
    case divisionByZero = "division-by-zero"
    /// `duration-not-positive`
    case durationNotPositive = "duration-not-positive"
    /// `effect-duplicate`
    case effectDuplicate = "effect-duplicate"
    /// `effect-expected`
    case effectExpected = "effect-expected"
    /// `errors-too-many`
    case errorsTooMany = "errors-too-many"
    /// `evaluation-too-long`
    case evaluationTooLong = "evaluation-too-long"
    /// `example-build-failed`
    case exampleBuildFailed = "example-build-failed"
    /// `example-column-unknown`
    case exampleColumnUnknown = "example-column-unknown"
    /// `example-empty`
    case exampleEmpty = "example-empty"
    /// `example-moment-out-of-range`
    case exampleMomentOutOfRange = "example-moment-out-of-range"
    /// `example-parameter-invalid`
    case exampleParameterInvalid = "example-parameter-invalid"
    /// `example-parameter-unknown`
    case exampleParameterUnknown = "example-parameter-unknown"
    /// `example-value-mismatch`
    case exampleValueMismatch = "example-value-mismatch"
    /// `example-value-not-constant`
    case exampleValueNotConstant = "example-value-not-constant"
    /// `examples-too-many`
    case examplesTooMany = "examples-too-many"
    /// `expected`
    case expected = "expected"
    /// `expression-expected`
    case expressionExpected = "expression-expected"
    /// `expression-too-deep`
    case expressionTooDeep = "expression-too-deep"
    /// `file-not-text`
    case fileNotText = "file-not-text"
    /// `file-too-large`
    case fileTooLarge = "file-too-large"
    /// `function-not-called`
    case functionNotCalled = "function-not-called"
    /// `function-unknown`
    case functionUnknown = "function-unknown"
    /// `keyframe-offset-out-of-range`
    case keyframeOffsetOutOfRange = "keyframe-offset-out-of-range"
    /// `keyframe-offsets-mixed`
    case keyframeOffsetsMixed = "keyframe-offsets-mixed"
    /// `keyframe-offsets-out-of-order`
    case keyframeOffsetsOutOfOrder = "keyframe-offsets-out-of-order"
    /// `keyframe-offset-type`
    case keyframeOffsetType = "keyframe-offset-type"
    /// `keyframe-separator-comma`
    case keyframeSeparatorComma = "keyframe-separator-comma"
    /// `keyframes-not-from-start`
    case keyframesNotFromStart = "keyframes-not-from-start"
    /// `keyframes-not-to-end`
    case keyframesNotToEnd = "keyframes-not-to-end"
    /// `keyframes-too-few`
    case keyframesTooFew = "keyframes-too-few"
    /// `keyframes-too-many`
    case keyframesTooMany = "keyframes-too-many"
    /// `keyframe-timing-on-last`
    case keyframeTimingOnLast = "keyframe-timing-on-last"
    /// `key-path-unknown`
    case keyPathUnknown = "key-path-unknown"
    /// `keyword-as-name`
    case keywordAsName = "keyword-as-name"
    /// `layer-duplicate`
    case layerDuplicate = "layer-duplicate"
    /// `layers-too-many`
    case layersTooMany = "layers-too-many"
    /// `linear-stop-inputs`
    case linearStopInputs = "linear-stop-inputs"
    /// `linear-stops-too-few`
    case linearStopsTooFew = "linear-stops-too-few"
    /// `loop-too-long`
    case loopTooLong = "loop-too-long"
    /// `lottie-archive-invalid`
    case lottieArchiveInvalid = "lottie-archive-invalid"
    /// `lottie-json-malformed`
    case lottieJsonMalformed = "lottie-json-malformed"
    /// `lottie-keyframes-out-of-order`
    case lottieKeyframesOutOfOrder = "lottie-keyframes-out-of-order"
    /// `lottie-limit`
    case lottieLimit = "lottie-limit"
    /// `lottie-not-lottie`
    case lottieNotLottie = "lottie-not-lottie"
    /// `lottie-reference-invalid`
    case lottieReferenceInvalid = "lottie-reference-invalid"
    /// `lottie-refused`
    case lottieRefused = "lottie-refused"
    /// `lottie-skipped`
    case lottieSkipped = "lottie-skipped"
    /// `lottie-value-invalid`
    case lottieValueInvalid = "lottie-value-invalid"
    /// `lottie-value-out-of-range`
    case lottieValueOutOfRange = "lottie-value-out-of-range"
    /// `mode-not-for-transform`
    case modeNotForTransform = "mode-not-for-transform"
    /// `name-built-in`
    case nameBuiltIn = "name-built-in"
    /// `name-duplicate`
    case nameDuplicate = "name-duplicate"
    /// `name-not-a-function`
    case nameNotAFunction = "name-not-a-function"
    /// `name-too-long`
    case nameTooLong = "name-too-long"
    /// `name-unknown`
    case nameUnknown = "name-unknown"
    /// `non-finite`
    case nonFinite = "non-finite"
    /// `not-whole`
    case notWhole = "not-whole"
    /// `number-too-large`
    case numberTooLarge = "number-too-large"
    /// `operand-type`
    case operandType = "operand-type"
    /// `operator-types`
    case operatorTypes = "operator-types"
    /// `option-after-values`
    case optionAfterValues = "option-after-values"
    /// `option-duplicate`
    case optionDuplicate = "option-duplicate"
    /// `option-negative`
    case optionNegative = "option-negative"
    /// `option-not-on-group`
    case optionNotOnGroup = "option-not-on-group"
    /// `option-unknown`
    case optionUnknown = "option-unknown"
    /// `origin-animated`
    case originAnimated = "origin-animated"
    /// `origin-invalid`
    case originInvalid = "origin-invalid"
    /// `parameter-constraint-type`
    case parameterConstraintType = "parameter-constraint-type"
    /// `parameter-default-not-a-choice`
    case parameterDefaultNotAChoice = "parameter-default-not-a-choice"
    /// `parameter-default-not-constant`
    case parameterDefaultNotConstant = "parameter-default-not-constant"
    /// `parameter-default-out-of-range`
    case parameterDefaultOutOfRange = "parameter-default-out-of-range"
    /// `parameter-needs-choices`
    case parameterNeedsChoices = "parameter-needs-choices"
    /// `parameter-new-like-base`
    case parameterNewLikeBase = "parameter-new-like-base"
    /// `parameter-override-constraint`
    case parameterOverrideConstraint = "parameter-override-constraint"
    /// `parameter-override-invalid`
    case parameterOverrideInvalid = "parameter-override-invalid"
    /// `parameter-override-type`
    case parameterOverrideType = "parameter-override-type"
    /// `parameter-range-empty`
    case parameterRangeEmpty = "parameter-range-empty"
    /// `parameter-transform`
    case parameterTransform = "parameter-transform"
    /// `parameter-unused`
    case parameterUnused = "parameter-unused"
    /// `percent-as-length`
    case percentAsLength = "percent-as-length"
    /// `percent-on-length`
    case percentOnLength = "percent-on-length"
    /// `perspective-negative`
    case perspectiveNegative = "perspective-negative"
    /// `property-snaps-back`
    case propertySnapsBack = "property-snaps-back"
    /// `px-on-non-length`
    case pxOnNonLength = "px-on-non-length"
    /// `range-operator-malformed`
    case rangeOperatorMalformed = "range-operator-malformed"
    /// `relative-length-outside-layer`
    case relativeLengthOutsideLayer = "relative-length-outside-layer"
    /// `relative-length-without-size`
    case relativeLengthWithoutSize = "relative-length-without-size"
    /// `skew-infinite`
    case skewInfinite = "skew-infinite"
    /// `spring-cut`
    case springCut = "spring-cut"
    /// `spring-forms-mixed`
    case springFormsMixed = "spring-forms-mixed"
    /// `spring-label-unknown`
    case springLabelUnknown = "spring-label-unknown"
    /// `sqrt-of-negative`
    case sqrtOfNegative = "sqrt-of-negative"
    /// `statement-end-expected`
    case statementEndExpected = "statement-end-expected"
    /// `statement-expected`
    case statementExpected = "statement-expected"
    /// `statement-not-allowed`
    case statementNotAllowed = "statement-not-allowed"
    /// `statement-not-top-level`
    case statementNotTopLevel = "statement-not-top-level"
    /// `statement-unknown`
    case statementUnknown = "statement-unknown"
    /// `string-escape-invalid`
    case stringEscapeInvalid = "string-escape-invalid"
    /// `string-too-long`
    case stringTooLong = "string-too-long"
    /// `string-unterminated`
    case stringUnterminated = "string-unterminated"
    /// `timeline-invalid`
    case timelineInvalid = "timeline-invalid"
    /// `timing-function-takes-no-arguments`
    case timingFunctionTakesNoArguments = "timing-function-takes-no-arguments"
    /// `timing-function-unknown`
    case timingFunctionUnknown = "timing-function-unknown"
    /// `timing-invalid`
    case timingInvalid = "timing-invalid"
    /// `timing-used-as-value`
    case timingUsedAsValue = "timing-used-as-value"
    /// `track-cut-by-group`
    case trackCutByGroup = "track-cut-by-group"
    /// `track-runs-past-end`
    case trackRunsPastEnd = "track-runs-past-end"
    /// `tracks-too-many`
    case tracksTooMany = "tracks-too-many"
    /// `type-mismatch`
    case typeMismatch = "type-mismatch"
    /// `unit-unknown`
    case unitUnknown = "unit-unknown"
    /// `value-used-as-timing`
    case valueUsedAsTiming = "value-used-as-timing"
    /// `vector-size`
    case vectorSize = "vector-size"
    /// `word-unknown`
    case wordUnknown = "word-unknown"
}

extension DiagnosticID {
    /// Whether the message is a finding of the timeline's analysis (``TimelineAnalysis``) rather than
    /// of the source: `fxctl inspect` reports these too, in the same words.
    public var isTimelineFinding: Bool {
        switch self {
        case .trackCutByGroup, .propertySnapsBack, .trackRunsPastEnd, .springCut: return true
        default: return false
        }
    }
}
