/// Bounds on what one JSON document may hold, so that no input makes the reader run long or use
/// unbounded memory: passing one is a single positioned error.
public struct JSONLimits: Hashable, Sendable {
    /// The largest document read, in bytes.
    public var bytes: Int
    /// How deep arrays and objects may nest (the top-level container is depth 1), at most
    /// ``deepest``.
    public var depth: Int {
        didSet { depth = min(depth, Self.deepest) }
    }

    /// The deepest nesting any limits allow: reading is iterative, but freeing a tree of values is
    /// recursive, and a far deeper tree could exhaust a thread's stack.
    public static let deepest = 1024

    /// Limits with the given bounds; the defaults are far above any real Lottie file's needs (the
    /// largest real files, with images inlined, are a few megabytes; shapes nest a few dozen deep).
    public init(bytes: Int = 64 << 20, depth: Int = 256) {
        self.bytes = bytes
        self.depth = min(depth, Self.deepest)
    }

    /// The most memory a document's values may take per byte of the document, within
    /// ``memoryFloor`` and ``memoryCeiling``: a Lottie file of keyframes
    /// (`{"t":12,"s":[120.5,80.25],…}`) takes about 15 bytes a byte in ``JSONNode``s, a hostile
    /// one of tiny arrays (`[[0],[0],…]`) 40, and is refused before it takes more.
    public static let memoryPerByte = 32
    /// The memory any document's values may take, however small the document.
    public static let memoryFloor = 64 << 20
    /// The memory no document's values may pass: 30 MB of keyframes fit under it; 64 MiB of tiny
    /// arrays, which took 1.9 GiB, are refused a quarter of the way through.
    public static let memoryCeiling = 512 << 20

    /// The most memory the values of a document of `count` bytes may take.
    public static func memoryLimit(forBytes count: Int) -> Int {
        min(
            max(count > Int.max / memoryPerByte ? Int.max : count * memoryPerByte, memoryFloor), memoryCeiling
        )
    }

    /// The limits every reader uses unless told otherwise.
    public static let standard = JSONLimits()
}
