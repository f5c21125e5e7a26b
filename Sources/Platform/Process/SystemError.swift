import Glibc

/// Turns `errno` values into the lowercase reasons used in fxctl's messages.
package enum SystemError {
    /// The system's description of `code` with its first letter lowercased
    /// (`ENOSPC` → "no space left on device").
    package static func reason(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "system error \(code)" }
        let message = String(cString: text)
        guard let first = message.first, first.isUppercase else { return message }
        // Keep acronyms such as "I/O" intact: lowercase only a capital followed by a lowercase letter.
        let second = message.dropFirst().first
        guard second.map({ $0.isLowercase }) ?? false else { return message }
        return first.lowercased() + message.dropFirst()
    }

    /// The path quoted for a message: `'out.svg'`.
    package static func quoted(_ path: String) -> String { "'\(path)'" }
}
