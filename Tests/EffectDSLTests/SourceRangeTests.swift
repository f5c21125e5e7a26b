import Testing

@testable import EffectDSL

/// The constructors of source ranges clamp where `..<` would trap, so no input can crash a parse.
@Suite struct SourceRangeTests {
    private let early = SourcePosition(offset: 4, line: 1, column: 5)
    private let late = SourcePosition(offset: 9, line: 2, column: 3)

    @Test func aPositionRangeEndingBeforeItsStartIsEmptyAtTheStart() {
        let range = Range<SourcePosition>(start: late, end: early)
        #expect(range.start == late)
        #expect(range.end == late)
        #expect(range.isEmpty)
    }

    @Test func aPositionRangeKeepsAnEndAfterItsStart() {
        let range = Range<SourcePosition>(start: early, end: late)
        #expect(range == early..<late)
        #expect(range.length == 5)
        #expect(Range(at: early).through(Range(at: late)) == range)
    }

    @Test func aPositionRangeBecomesALocationRangeInAFile() {
        let range = Range<SourcePosition>(start: early, end: late).range(in: "f.fx")
        #expect(range.start == EffectDSL.SourceLocation(file: "f.fx", line: 1, column: 5, offset: 4))
        #expect(range.end == EffectDSL.SourceLocation(file: "f.fx", line: 2, column: 3, offset: 9))
        #expect(range.length == 5)
    }

    @Test func aLocationRangeEndingBeforeItsStartIsEmptyAtTheStart() {
        let start = late.location(in: "f.fx")
        let range = Range<EffectDSL.SourceLocation>(start: start, end: early.location(in: "f.fx"))
        #expect(range == Range(at: start))
    }

    /// Locations order by file first, so an end in a later-named file is "after" the start by order:
    /// the range is still clamped, because no range spans files.
    @Test func aLocationRangeEndingInAnotherFileIsEmptyAtTheStart() {
        let start = late.location(in: "a.fx")
        let later = Range<EffectDSL.SourceLocation>(start: start, end: late.location(in: "b.fx"))
        let earlier = Range<EffectDSL.SourceLocation>(start: start, end: late.location(in: "0.fx"))
        #expect(later == Range(at: start))
        #expect(earlier == Range(at: start))
        #expect(Range(at: start).through(later).length == 0)
    }
}
