import Foundation
import Synchronization
import Testing

/// The engine checks that did not run because an engine is missing, said once at the end of the
/// run with the command that installs what is missing.
///
/// A line in the middle of thousands goes unread, and a run that skipped its browser checks still
/// ends "passed"; so the skips are gathered and printed after the run's summary (at process exit).
/// Under `CI=true` a missing engine is a failure instead: CI installs every engine (`.ci/run`).
public enum EngineSkips {
    /// One check that did not run.
    public struct Skip: Hashable, Sendable {
        /// What did not run ("the css browser comparison").
        public var check: String
        /// What is missing ("headless Chromium").
        public var missing: String
        /// The command that installs it.
        public var install: String

        /// A skip of `check`, for want of `missing`, which `install` installs.
        public init(check: String, missing: String, install: String) {
            self.check = check
            self.missing = missing
            self.install = install
        }
    }

    private static let skips = Mutex<[Skip]>([])

    /// Whether the run is under CI, where a missing engine fails.
    public static var isCI: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

    /// Records that `skip.check` did not run: a failure under CI, else a line at the end of the run.
    public static func record(_ skip: Skip) {
        if isCI {
            Issue.record(
                "\(skip.check): \(skip.missing) is missing (\(skip.install)); under CI=true it must run")
            return
        }
        let first = skips.withLock { skips in
            skips.append(skip)
            return skips.count == 1
        }
        if first { atexit { print(EngineSkips.summary(EngineSkips.skips.withLock { $0 }), terminator: "") } }
    }

    /// What the end of the run says of `skips`: each missing engine once, with the checks it would
    /// have run and the command that installs it.
    public static func summary(_ skips: [Skip]) -> String {
        guard !skips.isEmpty else { return "" }
        var text = "\nEngine checks skipped (they pass without running; CI=true makes them fail):\n"
        var seen: [String] = []
        for skip in skips where !seen.contains(skip.missing) {
            seen.append(skip.missing)
            var checks: [String] = []
            for other in skips where other.missing == skip.missing && !checks.contains(other.check) {
                checks.append(other.check)
            }
            text += "  for want of \(skip.missing), not run: \(checks.joined(separator: ", "))\n"
            text += "    to install: \(skip.install)\n"
        }
        return text
    }
}
