/// Why an ``InputSource`` could not be read, as a lowercase message naming the input:
/// `cannot read standard input: larger than 16 MiB`.
public struct InputReadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The message.
    public var message: String

    /// An error with `message`.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
