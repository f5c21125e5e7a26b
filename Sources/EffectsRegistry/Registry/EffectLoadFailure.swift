/// A source that did not yield an effect: a broken file, or an effect the registry refused.
public struct EffectLoadFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// What failed: a path, a `path:line`, or a provider's name.
    public var source: String
    /// Why, possibly several lines of diagnostics.
    public var message: String

    /// A failure of `source` with `message`.
    public init(source: String, message: String) {
        self.source = source
        self.message = message
    }

    /// "source: message"; a multi-line message starts on the line after "source:".
    public var description: String {
        message.contains("\n") ? "\(source):\n\(message)" : "\(source): \(message)"
    }
}
