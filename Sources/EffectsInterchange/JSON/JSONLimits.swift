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

    /// The limits every reader uses unless told otherwise.
    public static let standard = JSONLimits()
}
