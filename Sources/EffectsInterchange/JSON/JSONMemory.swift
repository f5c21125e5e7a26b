/// What a document's values take in memory, estimated as they are read, so that a document of
/// many tiny arrays (`[[0],[0],…]`, 4 bytes each, over a hundred bytes each in memory) is refused
/// before it is spent rather than after.
///
/// Counts a node per array element, a member per object member and a buffer per array or object;
/// strings are left out, as their text is at most the document's own bytes.
struct JSONMemory {
    /// The estimate so far, in bytes.
    private(set) var bytes = 0

    /// One element of an array, the estimate after it.
    @inline(__always) mutating func element() -> Int {
        bytes &+= Self.node
        return bytes
    }

    /// One member of an object, the estimate after it.
    @inline(__always) mutating func member() -> Int {
        bytes &+= Self.member
        return bytes
    }

    /// One array or object's buffer, the estimate after it.
    @inline(__always) mutating func container() -> Int {
        bytes &+= Self.buffer
        return bytes
    }

    private static let node = MemoryLayout<JSONNode>.stride
    private static let member = MemoryLayout<JSONMember>.stride
    /// An array buffer's header and the allocator's rounding of its size.
    private static let buffer = 64
}
