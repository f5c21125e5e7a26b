/// A half-open stretch of a source file, from `start` up to but not including `end`.
public struct SourceRange: Hashable, Sendable, CustomStringConvertible {
    /// The first byte's location.
    public var start: SourceLocation
    /// The location just past the last byte.
    public var end: SourceLocation

    /// A range; `end` is raised to `start` if it lies before it.
    public init(start: SourceLocation, end: SourceLocation) {
        self.start = start
        self.end = end.offset < start.offset ? start : end
    }

    /// An empty range at `location`.
    public init(at location: SourceLocation) {
        self.start = location
        self.end = location
    }

    /// The range from the start of `self` to the end of `other`.
    public func through(_ other: SourceRange) -> SourceRange {
        SourceRange(start: start, end: other.end)
    }

    /// The number of bytes covered.
    public var length: Int { end.offset - start.offset }

    /// `file:line:column`, of the start.
    public var description: String { start.description }
}
