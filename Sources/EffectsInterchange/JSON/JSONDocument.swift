/// The values of one JSON document, laid out flat in the order they are written: 16 bytes a
/// value, a key or a string, so a document's values never take more than about 8 bytes a byte of
/// its text (issue 35: a tree of nodes took 15 bytes a byte of real keyframes, and over 30 of
/// `[[0],[0],…]`).
///
/// An array's entry is followed by its elements; an object's by its members, each a key entry then
/// the value's entries. A container's entry records how many elements or members it holds and the
/// index just past its last descendant, so a reader steps over any value in one move.
public final class JSONDocument: Sendable {
    /// The entries, the top-level value's first.
    let entries: [JSONEntry]
    /// The text of every non-empty string and key, in the order read.
    let strings: [String]

    init(entries: [JSONEntry], strings: [String]) {
        self.entries = entries
        self.strings = strings
    }

    /// The top-level value.
    public var root: JSONNode { JSONNode(document: self, index: 0) }

    /// The bytes the document's values occupy.
    ///
    /// Counts its entries, its string table and the strings' own storage (a string of up to 15
    /// UTF-8 bytes is held inline). The entries' buffer is reserved for the most a document of its
    /// size could hold, but pages never written are never resident.
    public var footprint: Int {
        let stored = strings.reduce(0) { total, text in
            let count = text.utf8.count
            return total + (count > 15 ? 32 + (count + 1 + 15) / 16 * 16 : 0)
        }
        return entries.count * MemoryLayout<JSONEntry>.stride + strings.count * MemoryLayout<String>.stride
            + stored
    }
}

/// One value or key of a ``JSONDocument``.
struct JSONEntry: Sendable {
    /// What an entry is.
    enum Tag: UInt8, Sendable {
        case null, `false`, `true`, number, string, key, array, object
    }

    /// A number's bits; a string's or key's index in the string table (`UInt64.max` for the empty
    /// string); a container's count in the low 32 bits and its end in the high 32.
    var payload: UInt64
    /// The offset of the value's first byte (a key's opening quote).
    let offset: UInt32
    /// What the entry is.
    let tag: Tag

    /// The entry of an empty string, which takes no place in the string table.
    static let emptyString = UInt64.max

    /// A container's element or member count.
    var count: Int { Int(payload & 0xFFFF_FFFF) }
    /// The index just past a container's last descendant.
    var end: Int { Int(payload >> 32) }
}
