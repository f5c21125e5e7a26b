/// A failure in test set-up, with a message saying what went wrong.
public struct TestFailure: Error, CustomStringConvertible {
    /// What went wrong.
    public let description: String

    /// A failure saying `description`.
    public init(_ description: String) { self.description = description }
}
