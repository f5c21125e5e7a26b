/// A half-open stretch of a file without the file's name: what tokens and syntax nodes carry.
public struct SourceSpan: Hashable, Sendable {
    /// The first byte's position.
    public var start: SourcePosition
    /// The position just past the last byte.
    public var end: SourcePosition

    /// A span; `end` is raised to `start` if it lies before it.
    public init(start: SourcePosition, end: SourcePosition) {
        self.start = start
        self.end = end < start ? start : end
    }

    /// An empty span at `position`.
    public init(at position: SourcePosition) {
        self.start = position
        self.end = position
    }

    /// The span from the start of `self` to the end of `other`.
    public func through(_ other: SourceSpan) -> SourceSpan {
        SourceSpan(start: start, end: other.end)
    }

    /// The number of bytes covered.
    public var length: Int { end.offset - start.offset }

    /// The full range in the file called `file`.
    public func range(in file: String) -> SourceRange {
        SourceRange(start: start.location(in: file), end: end.location(in: file))
    }
}
