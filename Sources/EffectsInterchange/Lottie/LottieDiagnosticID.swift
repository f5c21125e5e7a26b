import EffectDSL

/// The messages of the Lottie import, in the `lottie` domain (`lottie-…` when written).
extension DiagnosticID {
    /// The message `lottie-archive-invalid`.
    public static let lottieArchiveInvalid = DiagnosticID(domain: "lottie", name: "archive-invalid")
    /// The message `lottie-json-malformed`.
    public static let lottieJsonMalformed = DiagnosticID(domain: "lottie", name: "json-malformed")
    /// The message `lottie-keyframes-out-of-order`.
    public static let lottieKeyframesOutOfOrder = DiagnosticID(
        domain: "lottie", name: "keyframes-out-of-order")
    /// The message `lottie-limit`.
    public static let lottieLimit = DiagnosticID(domain: "lottie", name: "limit")
    /// The message `lottie-not-lottie`.
    public static let lottieNotLottie = DiagnosticID(domain: "lottie", name: "not-lottie")
    /// The message `lottie-reference-invalid`.
    public static let lottieReferenceInvalid = DiagnosticID(domain: "lottie", name: "reference-invalid")
    /// The message `lottie-refused`.
    public static let lottieRefused = DiagnosticID(domain: "lottie", name: "refused")
    /// The message `lottie-skipped`.
    public static let lottieSkipped = DiagnosticID(domain: "lottie", name: "skipped")
    /// The message `lottie-value-invalid`.
    public static let lottieValueInvalid = DiagnosticID(domain: "lottie", name: "value-invalid")
    /// The message `lottie-value-out-of-range`.
    public static let lottieValueOutOfRange = DiagnosticID(domain: "lottie", name: "value-out-of-range")

    /// Every message of the Lottie import, in the order of this file.
    public static let lottieCatalog: [DiagnosticID] = [
        .lottieArchiveInvalid,
        .lottieJsonMalformed,
        .lottieKeyframesOutOfOrder,
        .lottieLimit,
        .lottieNotLottie,
        .lottieReferenceInvalid,
        .lottieRefused,
        .lottieSkipped,
        .lottieValueInvalid,
        .lottieValueOutOfRange,
    ]
}
