import EffectDSL

/// The messages of the CSS import, in the `css` domain (`css-…` when written).
extension DiagnosticID {
    /// The message `css-block-expected`.
    public static let cssBlockExpected = DiagnosticID(domain: "css", name: "block-expected")
    /// The message `css-block-too-deep`.
    public static let cssBlockTooDeep = DiagnosticID(domain: "css", name: "block-too-deep")
    /// The message `css-block-unclosed`.
    public static let cssBlockUnclosed = DiagnosticID(domain: "css", name: "block-unclosed")
    /// The message `css-brace-unexpected`.
    public static let cssBraceUnexpected = DiagnosticID(domain: "css", name: "brace-unexpected")
    /// The message `css-calc-invalid`.
    public static let cssCalcInvalid = DiagnosticID(domain: "css", name: "calc-invalid")
    /// The message `css-change-selects-nothing`.
    public static let cssChangeSelectsNothing = DiagnosticID(domain: "css", name: "change-selects-nothing")
    /// The message `css-colon-expected`.
    public static let cssColonExpected = DiagnosticID(domain: "css", name: "colon-expected")
    /// The message `css-comment-unterminated`.
    public static let cssCommentUnterminated = DiagnosticID(domain: "css", name: "comment-unterminated")
    /// The message `css-declaration-dropped`.
    public static let cssDeclarationDropped = DiagnosticID(domain: "css", name: "declaration-dropped")
    /// The message `css-element-left-out`.
    public static let cssElementLeftOut = DiagnosticID(domain: "css", name: "element-left-out")
    /// The message `css-errors-too-many`.
    public static let cssErrorsTooMany = DiagnosticID(domain: "css", name: "errors-too-many")
    /// The message `css-file-not-text`.
    public static let cssFileNotText = DiagnosticID(domain: "css", name: "file-not-text")
    /// The message `css-file-too-large`.
    public static let cssFileTooLarge = DiagnosticID(domain: "css", name: "file-too-large")
    /// The message `css-keyframe-selector-invalid`.
    public static let cssKeyframeSelectorInvalid = DiagnosticID(
        domain: "css", name: "keyframe-selector-invalid")
    /// The message `css-keyframes-missing`.
    public static let cssKeyframesMissing = DiagnosticID(domain: "css", name: "keyframes-missing")
    /// The message `css-keyframes-name-expected`.
    public static let cssKeyframesNameExpected = DiagnosticID(domain: "css", name: "keyframes-name-expected")
    /// The message `css-not-exact`.
    public static let cssNotExact = DiagnosticID(domain: "css", name: "not-exact")
    /// The message `css-properties-skipped`.
    public static let cssPropertiesSkipped = DiagnosticID(domain: "css", name: "properties-skipped")
    /// The message `css-number-too-large`.
    public static let cssNumberTooLarge = DiagnosticID(domain: "css", name: "number-too-large")
    /// The message `css-property-expected`.
    public static let cssPropertyExpected = DiagnosticID(domain: "css", name: "property-expected")
    /// The message `css-property-unsupported`.
    public static let cssPropertyUnsupported = DiagnosticID(domain: "css", name: "property-unsupported")
    /// The message `css-selector-undecided`.
    public static let cssSelectorUndecided = DiagnosticID(domain: "css", name: "selector-undecided")
    /// The message `css-string-unterminated`.
    public static let cssStringUnterminated = DiagnosticID(domain: "css", name: "string-unterminated")
    /// The message `css-unit-unknown`.
    public static let cssUnitUnknown = DiagnosticID(domain: "css", name: "unit-unknown")
    /// The message `css-url-malformed`.
    public static let cssURLMalformed = DiagnosticID(domain: "css", name: "url-malformed")
    /// The message `css-value-invalid`.
    public static let cssValueInvalid = DiagnosticID(domain: "css", name: "value-invalid")
    /// The message `css-var-cycle`.
    public static let cssVarCycle = DiagnosticID(domain: "css", name: "var-cycle")
    /// The message `css-var-too-long`.
    public static let cssVarTooLong = DiagnosticID(domain: "css", name: "var-too-long")
    /// The message `css-var-undefined`.
    public static let cssVarUndefined = DiagnosticID(domain: "css", name: "var-undefined")

    /// Every message of the CSS import, in the order of this file.
    public static let cssCatalog: [DiagnosticID] = [
        .cssBlockExpected,
        .cssBlockTooDeep,
        .cssBlockUnclosed,
        .cssBraceUnexpected,
        .cssCalcInvalid,
        .cssChangeSelectsNothing,
        .cssColonExpected,
        .cssCommentUnterminated,
        .cssDeclarationDropped,
        .cssElementLeftOut,
        .cssErrorsTooMany,
        .cssFileNotText,
        .cssFileTooLarge,
        .cssKeyframeSelectorInvalid,
        .cssKeyframesMissing,
        .cssKeyframesNameExpected,
        .cssNotExact,
        .cssPropertiesSkipped,
        .cssNumberTooLarge,
        .cssPropertyExpected,
        .cssPropertyUnsupported,
        .cssSelectorUndecided,
        .cssStringUnterminated,
        .cssUnitUnknown,
        .cssURLMalformed,
        .cssValueInvalid,
        .cssVarCycle,
        .cssVarTooLong,
        .cssVarUndefined,
    ]
}
