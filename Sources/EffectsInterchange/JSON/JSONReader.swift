/// Reads JSON text (RFC 8259) into ``JSONNode``s: strictly, within ``JSONLimits``, every number the
/// nearest `Double` to its decimal, every error positioned by byte offset and JSON path.
///
/// The reader is iterative (no recursion, so no nesting can exhaust the stack) and reads each byte
/// once. A UTF-8 byte order mark at the start is skipped; lone surrogates in `\u` escapes become
/// U+FFFD, as a Swift string cannot hold them.
public enum JSONReader {
    /// The value `bytes` hold.
    ///
    /// - Throws: a ``JSONError`` at the first problem: the text is not JSON, is larger or nests
    ///   deeper than `limits`, or it has a number too large for a `Double`.
    public static func read(_ bytes: [UInt8], limits: JSONLimits = .standard) throws(JSONError) -> JSONNode {
        guard bytes.count <= limits.bytes else {
            throw JSONError(.tooLarge(limit: limits.bytes), offset: limits.bytes)
        }
        let result = bytes.withUnsafeBufferPointer { buffer -> Result<JSONNode, JSONError> in
            var parser = JSONParser(buffer, depthLimit: limits.depth)
            do throws(JSONError) {
                return .success(try parser.document().root)
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// The value the text `text` holds.
    public static func read(_ text: String, limits: JSONLimits = .standard) throws(JSONError) -> JSONNode {
        try read(Array(text.utf8), limits: limits)
    }
}
