import EffectsRegistry
import Testing

/// Expects `table` to match the golden `file`, recording an issue at the caller's source location
/// with the ``GoldenError`` message when it does not (Swift Testing's `#expect`, for tables).
///
/// Updates the file instead when `FXKIT_UPDATE_GOLDEN=1` (see ``GoldenFile``). Returns whether the
/// check passed, so a test can stop early.
@discardableResult
public func expectGoldenTable(
    _ table: SampleTable, matches file: GoldenFile, sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
    record(sourceLocation) { () throws(GoldenError) in try file.check(table) }
}

/// Expects the table of `timeline` on `grid` to match the golden `file` (see
/// ``expectGoldenTable(_:matches:sourceLocation:)``).
@discardableResult
public func expectGoldenTable(
    of timeline: Timeline, grid: SampleGrid = .framesPerSecond(60), matches file: GoldenFile,
    sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
    record(sourceLocation) { () throws(GoldenError) in try file.check(timeline, grid: grid) }
}

/// Expects the table of `effect` with `parameters` (its defaults when nil) in `context` on `grid` to
/// match the golden `file` (see ``expectGoldenTable(_:matches:sourceLocation:)``).
@discardableResult
public func expectGoldenTable(
    of effect: some TransitionEffect, parameters: ParameterValues? = nil,
    context: EffectContext = EffectContext(), grid: SampleGrid = .framesPerSecond(60),
    matches file: GoldenFile, sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
    record(sourceLocation) { () throws(GoldenError) in
        try file.check(effect, parameters: parameters, context: context, grid: grid)
    }
}

/// Runs one check, recording its error as an issue at `sourceLocation`.
private func record(
    _ sourceLocation: SourceLocation, _ check: () throws(GoldenError) -> GoldenFile.Outcome
) -> Bool {
    do {
        _ = try check()
        return true
    } catch {
        Issue.record(Comment(rawValue: error.description), sourceLocation: sourceLocation)
        return false
    }
}
