/// A stretch of source is a standard `Range`: `Range<SourcePosition>` in tokens and syntax nodes,
/// `Range<SourceLocation>` (with the file's name) in diagnostics. One range concept rather than a
/// span type per bound, and `contains`, `overlaps` and `isEmpty` come with it.
///
/// `a..<b` traps when `b` lies before `a`, so ranges built from input go through
/// `init(start:end:)`, which clamps instead.
extension Range where Bound == SourcePosition {
    /// A range from `start` up to `end`; `end` is raised to `start` if it lies before it.
    @inline(__always)
    public init(start: SourcePosition, end: SourcePosition) {
        self.init(uncheckedBounds: (start, end < start ? start : end))
    }

    /// An empty range at `position`.
    @inline(__always)
    public init(at position: SourcePosition) {
        self.init(uncheckedBounds: (position, position))
    }

    /// The first byte's position.
    @inline(__always) public var start: SourcePosition { lowerBound }
    /// The position just past the last byte.
    @inline(__always) public var end: SourcePosition { upperBound }

    /// The range from the start of `self` to the end of `other`.
    @inline(__always)
    public func through(_ other: Self) -> Self {
        Self(start: start, end: other.end)
    }

    /// The number of bytes covered.
    public var length: Int { end.offset - start.offset }

    /// The same range in the file called `file`.
    public func range(in file: String) -> Range<SourceLocation> {
        Range<SourceLocation>(start: start.location(in: file), end: end.location(in: file))
    }
}

extension Range where Bound == SourceLocation {
    /// A range from `start` up to `end`; `end` is moved to `start` if it lies before it or in another
    /// file (locations order by file name first, so a range across files could not be clamped by
    /// order alone, and none is meaningful).
    public init(start: SourceLocation, end: SourceLocation) {
        let inside = end.file == start.file && end.offset >= start.offset
        self.init(uncheckedBounds: (start, inside ? end : start))
    }

    /// An empty range at `location`.
    public init(at location: SourceLocation) {
        self.init(uncheckedBounds: (location, location))
    }

    /// The first byte's location.
    public var start: SourceLocation { lowerBound }
    /// The location just past the last byte.
    public var end: SourceLocation { upperBound }

    /// The range from the start of `self` to the end of `other`.
    public func through(_ other: Self) -> Self {
        Self(start: start, end: other.end)
    }

    /// The number of bytes covered.
    public var length: Int { end.offset - start.offset }
}
