/// A dotted key path as written after `set` or `animate`: `transform.rotation`, `position.x`.
public struct KeyPathSyntax: Hashable, Sendable {
    /// The dot-separated names.
    public var components: [Identifier]
    /// Where the whole path is.
    public var range: Range<SourcePosition>

    /// The path as text, `a.b.c`.
    public var text: String {
        // One name, the common case, needs no joining.
        if components.count == 1, let only = components.first { return only.text }
        // Written straight into one buffer of the final size: joining or appending would build
        // intermediate arrays and strings.
        let count = components.reduce(components.count - 1) { $0 + $1.text.utf8.count }
        return String(unsafeUninitializedCapacity: count) { buffer in
            var index = 0
            for (position, component) in components.enumerated() {
                if position > 0 && index < buffer.count {
                    buffer[index] = UInt8(ascii: ".")
                    index += 1
                }
                var name = component.text
                name.withUTF8 { bytes in
                    let copied = min(bytes.count, buffer.count - index)
                    guard copied > 0 else { return }
                    _ = UnsafeMutableBufferPointer(rebasing: buffer[index..<(index + copied)]).initialize(
                        from: UnsafeBufferPointer(rebasing: bytes[0..<copied]))
                    index += copied
                }
            }
            return index
        }
    }
}
