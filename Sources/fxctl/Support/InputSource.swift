import Glibc

/// Where `-` reads from: standard input in the tool, bytes in tests.
protocol InputSource {
    /// Every byte until the end of the input.
    func readAll() throws(CommandError) -> [UInt8]
}

/// The process's standard input.
struct StandardInput: InputSource {
    func readAll() throws(CommandError) -> [UInt8] {
        try FileSystem.readAll(STDIN_FILENO, name: "standard input")
    }
}

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
