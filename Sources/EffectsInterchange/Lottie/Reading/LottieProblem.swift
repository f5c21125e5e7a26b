import EffectDSL

/// A problem the Lottie reader found: the catalog message, the byte it starts at, and the JSON path
/// of the value it is about (which the message names too).
struct LottieProblem: Error, Hashable, Sendable {
    /// What is wrong, as a catalog message.
    let message: DiagnosticMessage
    /// The offset of the value in the file.
    let offset: Int
    /// The value's path.
    let path: JSONPath
}
