import EffectsRegistry

/// A checked-in csv file holding the expected sample table of an effect, and the tolerance it is
/// compared with.
///
/// `check` samples (or takes) a table and compares it with the file. When the file ``updates`` — by
/// default when the environment variable `FXKIT_UPDATE_GOLDEN` is `1` — a file that is missing,
/// malformed or different is rewritten atomically instead (a matching one is left alone), so
/// `FXKIT_UPDATE_GOLDEN=1 swift test` regenerates every golden table and passes.
///
/// In a Swift Testing test, beside `Golden/fade.csv` in the test file's folder:
///
/// ```swift
/// @Test func fadeMatchesItsGoldenTable() {
///     expectGoldenTable(of: Fade(), grid: .framesPerSecond(60), matches: GoldenFile("Golden/fade.csv"))
/// }
/// ```
///
/// Without Swift Testing, `try GoldenFile(path: …).check(table)` throws a ``GoldenError``.
public struct GoldenFile: Hashable, Sendable {
    /// The file's path (relative paths are from the working directory).
    public let path: String
    /// How close sampled values must be to the file's.
    public let tolerance: GoldenTolerance
    /// Whether a check rewrites a missing or different file instead of failing.
    public let updates: Bool

    /// The golden file at `path`, rewritten by checks when `updates` (by default when
    /// `FXKIT_UPDATE_GOLDEN=1`).
    public init(path: String, tolerance: GoldenTolerance = .exact, updates: Bool = GoldenFile.updateRequested)
    {
        self.path = path
        self.tolerance = tolerance
        self.updates = updates
    }

    /// The golden file `name` in the directory of the source file `filePath` (by default the
    /// caller's), so a test finds its goldens wherever the package is checked out:
    /// `GoldenFile("Golden/fade.csv")` beside `Tests/MyEffectsTests/FadeTests.swift`.
    public init(
        _ name: String, nextTo filePath: String = #filePath, tolerance: GoldenTolerance = .exact,
        updates: Bool = GoldenFile.updateRequested
    ) {
        let directory = filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast()
            .joined(separator: "/")
        self.init(
            path: directory.isEmpty ? name : directory + "/" + name, tolerance: tolerance, updates: updates)
    }

    /// Whether `FXKIT_UPDATE_GOLDEN` is set to `1` in the environment.
    public static var updateRequested: Bool {
        GoldenFileSystem.environment(GoldenError.updateVariable) == "1"
    }

    /// What a successful check did.
    public enum Outcome: Hashable, Sendable {
        /// The table matched the file.
        case matched
        /// The file was missing or different and was (re)written, because the file updates.
        case written
    }

    /// Compares `table` with the file, or rewrites the file with it when the file ``updates`` and
    /// they differ.
    public func check(_ table: SampleTable) throws(GoldenError) -> Outcome {
        do {
            try compare(table)
            return .matched
        } catch {
            switch error {
            case .missing, .malformed, .mismatch:
                guard updates else { throw error }
                try write(table)
                return .written
            default:
                throw error
            }
        }
    }

    /// Compares `table` with the file, never writing.
    public func compare(_ table: SampleTable) throws(GoldenError) {
        let bytes = try GoldenFileSystem.contents(of: path)
        let expected: SampleTable
        do {
            expected = try SampleTable(csv: bytes)
        } catch {
            throw .malformed(path: path, error)
        }
        if let mismatch = GoldenMismatch(expected: expected, actual: table, tolerance: tolerance) {
            throw .mismatch(path: path, mismatch)
        }
    }

    /// Writes `table` to the file as csv with shortest round-trip numbers, atomically.
    ///
    /// The bytes go through a temporary file in the same directory, renamed over the old one, so a
    /// reader never sees half a table. Missing directories are made.
    public func write(_ table: SampleTable) throws(GoldenError) {
        var bytes: [UInt8] = []
        TableWriter(format: .csv).write(table, to: &bytes)
        try GoldenFileSystem.replace(path, with: bytes)
    }
}
