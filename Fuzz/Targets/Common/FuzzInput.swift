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

/// LeakSanitizer's switch: allocations made between `__lsan_disable()` and `__lsan_enable()` are
/// never reported.
@_silgen_name("__lsan_disable")
private func disableLeakChecks()

@_silgen_name("__lsan_enable")
private func enableLeakChecks()

extension FuzzInput {
    /// The value `make` returns, for a global that lives as long as the process.
    ///
    /// LeakSanitizer misses references held in the spare bits of Swift's multi-payload enums (the
    /// indirect enums of a syntax tree), so it would report what a global holds as leaked at exit.
    static func immortal<T>(_ make: () -> T) -> T {
        disableLeakChecks()
        defer { enableLeakChecks() }
        return make()
    }
}
