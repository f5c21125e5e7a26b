extension Value {
    /// The value as listings and `.fx` source write it: a scalar as its shortest round-trip number,
    /// a vector as `(x, y)`.
    ///
    /// Unlike ``description`` (Swift's `1.0`, `-0.0`), whole numbers have no fraction and `-0` is `0`,
    /// so the text reads back as a literal of the same value.
    public var shortestText: String {
        count == 1
            ? ParameterText.format(x)
            : "(" + components.map(ParameterText.format).joined(separator: ", ") + ")"
    }
}
