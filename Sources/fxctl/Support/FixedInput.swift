/// Fixed bytes standing in for standard input.
struct FixedInput: InputSource {
    /// The bytes read.
    var bytes: [UInt8]

    /// Input holding the UTF-8 bytes of `text`.
    init(_ text: String = "") {
        self.bytes = Array(text.utf8)
    }

    func readAll() throws(CommandError) -> [UInt8] { bytes }
}
