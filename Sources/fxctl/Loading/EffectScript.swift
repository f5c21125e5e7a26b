/// The text of an effect file as read: its bytes and the name diagnostics print for it.
struct EffectScript: Sendable, Equatable {
    /// The path as the user wrote it, or `<stdin>` for standard input.
    var name: String
    /// The file's bytes (UTF-8 is expected; the compiler reports anything else).
    var bytes: [UInt8]

    /// A script from its name and bytes.
    init(name: String, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
    }

    /// The name standard input goes by in messages.
    static let standardInputName = "<stdin>"
}
