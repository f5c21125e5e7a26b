import Glibc

/// The process's environment variables.
package enum ProcessEnvironment {
    /// Every variable of the environment, by name; a name given twice keeps its first value.
    package static func variables() -> [String: String] {
        var result: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            // Split on the bytes: `=` is ASCII, and searching characters would break graphemes,
            // costing several times as much at every start-up.
            let bytes = UnsafeRawBufferPointer(start: pointer, count: strlen(pointer))
            if let equals = bytes.firstIndex(of: UInt8(ascii: "=")) {
                let name = String(decoding: bytes[..<equals], as: UTF8.self)
                if result[name] == nil {
                    result[name] = String(decoding: bytes[(equals + 1)...], as: UTF8.self)
                }
            }
            entry += 1
        }
        return result
    }

    /// The value of the variable `name`, or `nil` when it is not set.
    package static func value(of name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
