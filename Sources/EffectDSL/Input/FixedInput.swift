/// Fixed bytes standing in for standard input, as tests and apps that pass source text use.
public struct FixedInput: InputSource {
    /// The bytes read.
    public var bytes: [UInt8]

    /// Input holding the UTF-8 bytes of `text`.
    public init(_ text: String = "") {
        self.bytes = Array(text.utf8)
    }

    /// The bytes, every time.
    public func readAll() throws(InputReadError) -> [UInt8] { bytes }
}
