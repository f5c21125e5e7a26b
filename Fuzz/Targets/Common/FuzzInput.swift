import Glibc

/// How a fuzz target reads libFuzzer's bytes and reports a broken invariant.
///
/// Shared by every target (compiled into each). A failed check prints what broke and aborts, which
/// libFuzzer records as a crash with the input that caused it.
enum FuzzInput {
    /// The bytes split at NUL into strings, invalid UTF-8 repaired as the command line's is.
    static func strings(_ bytes: UnsafeBufferPointer<UInt8>) -> [String] {
        bytes.split(separator: 0, omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
    }

    /// The bytes as one string, invalid UTF-8 repaired.
    static func text(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// Aborts with `message` unless `condition` holds.
    static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
        guard !condition else { return }
        var text = Array("fuzz invariant broken: \(message())\n".utf8)
        _ = write(2, &text, text.count)
        abort()
    }

    /// Aborts unless `message` is a usable error message: not empty and not starting with a space.
    static func requireMessage(_ message: String, _ context: @autoclosure () -> String) {
        require(!message.isEmpty, "empty message for \(context())")
        require(message.first?.isWhitespace == false, "message starts with white space: \(message)")
    }
}
