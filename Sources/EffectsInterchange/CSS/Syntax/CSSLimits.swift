/// Bounds on what one stylesheet may hold, so that no input makes the reader run long or use
/// unbounded memory: passing one is a single error, not a crash or a hang.
public struct CSSLimits: Hashable, Sendable {
    /// The largest file read, in bytes.
    public var fileBytes: Int
    /// How deep blocks and functions may nest.
    public var depth: Int
    /// How many component values one declaration may hold once its `var()`s are substituted.
    public var substitutedValues: Int
    /// How many errors are reported before the rest are counted in one "and N more".
    public var errors: Int
    /// How many animations one element may play: each of the `@keyframes` it plays is an effect
    /// holding them all, so N of them cost N² tracks (15,000 took 25 s and 3.5 GiB).
    public var animations: Int

    /// Limits with the given bounds; the defaults are far above any real stylesheet's needs.
    public init(
        fileBytes: Int = 16 << 20, depth: Int = 64, substitutedValues: Int = 10_000, errors: Int = 20,
        animations: Int = 256
    ) {
        self.fileBytes = fileBytes
        self.depth = depth
        self.substitutedValues = substitutedValues
        self.errors = errors
        self.animations = animations
    }

    /// The limits every reader uses unless told otherwise.
    public static let standard = CSSLimits()
}
