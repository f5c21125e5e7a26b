/// Bounds on what one JSON document may hold, so that no input makes the reader run long or use
/// unbounded memory: passing one is a single positioned error.
public struct JSONLimits: Hashable, Sendable {
    /// The largest document read, in bytes, at most ``largest``.
    public var bytes: Int {
        didSet { bytes = min(bytes, Self.largest) }
    }

    /// The largest document any limits allow: offsets are kept in 32 bits.
    public static let largest = Int(UInt32.max)
    /// How deep arrays and objects may nest (the top-level container is depth 1), at most
    /// ``deepest``.
    public var depth: Int {
        didSet { depth = min(depth, Self.deepest) }
    }

    /// The deepest nesting any limits allow: reading is iterative, but a message's path names every
    /// level, and no real file nests a hundredth as deep.
    public static let deepest = 1024

    /// Limits with the given bounds; the defaults are far above any real Lottie file's needs (the
    /// largest real files, with images inlined, are a few megabytes; shapes nest a few dozen deep).
    public init(bytes: Int = 64 << 20, depth: Int = 256) {
        self.bytes = min(bytes, Self.largest)
        self.depth = min(depth, Self.deepest)
    }

    /// The limits every reader uses unless told otherwise.
    public static let standard = JSONLimits()
}
