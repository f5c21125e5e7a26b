/// Why an effect cannot be exported: the layer, the key path and the reason.
public struct ExportError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The layer's name (empty for a problem of the whole timeline).
    public let layer: String
    /// The key path of the track or model value (empty when the problem is the layer's).
    public let keyPath: String
    /// The format that cannot express it.
    public let format: ExportFormat
    /// Why, in lowercase words.
    public let reason: String

    /// An export error.
    public init(layer: String, keyPath: String, format: ExportFormat, reason: String) {
        self.layer = layer
        self.keyPath = keyPath
        self.format = format
        self.reason = reason
    }

    /// `cannot export 'front.transform.scale' as waapi: additive scale multiplies in CSS`.
    public var description: String {
        let subject = keyPath.isEmpty ? layer : layer + "." + keyPath
        let what = subject.isEmpty ? "the effect" : "'\(subject)'"
        return "cannot export \(what) as \(format.rawValue): \(reason)"
    }
}
