import Foundation
import Testing

/// Headless Chromium for the import proof: where it is, and one run of it on a page (the export
/// tests' runner, kept apart until the harnesses share a target).
///
/// When it is missing the browser tests skip with a printed reason, except under `CI=true`, where
/// a missing browser is a failure (`.ci/run` installs Debian's `chromium`).
enum ImportChromium {
    /// The browser's path, when installed.
    static let path: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Whether the tests run under CI, where a missing browser fails.
    static var isCI: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

    /// The path, or `nil` after saying why the test does not run (and failing under CI).
    static func available(for test: String) -> String? {
        if let path { return path }
        let reason = "\(test): skipped, headless Chromium is not installed (apt-get install chromium)"
        if isCI {
            Issue.record("\(reason); under CI=true a missing browser fails")
        } else {
            print(reason)
        }
        return nil
    }

    /// The DOM of `page` after its scripts ran (and `budget` milliseconds of virtual time passed),
    /// the browser started with `flags` besides the harness's own.
    static func dumpDOM(_ browser: String, page: String, budget: Int = 20000, flags: [String] = []) throws
        -> String
    {
        let result = try run(
            browser, flags + ["--dump-dom", "--virtual-time-budget=\(budget)", "file://" + page])
        guard result.output.contains("</html>") else {
            throw ImportBrowserFailure(
                "Chromium printed no page (status \(result.status)): \(result.error.suffix(600))")
        }
        return result.output
    }

    /// Runs the browser headless with `arguments`, stopping it after two minutes.
    private static func run(_ browser: String, _ arguments: [String]) throws -> (
        output: String, error: String, status: Int32
    ) {
        // A profile of its own for every run: suites run in parallel, and two browsers on one
        // profile refuse each other.
        let profile = NSTemporaryDirectory() + "fxkit-chromium-profile-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: profile) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: browser)
        process.arguments =
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
                "--allow-file-access-from-files",
                "--user-data-dir=" + profile,
            ] + arguments
        // Standard error goes to a file: a full pipe nobody reads would stall the browser.
        let errorPath = NSTemporaryDirectory() + "fxkit-chromium-\(UUID().uuidString).log"
        _ = FileManager.default.createFile(atPath: errorPath, contents: nil)
        defer { try? FileManager.default.removeItem(atPath: errorPath) }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle(forWritingAtPath: errorPath)
        try process.run()
        let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 120, execute: watchdog)
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let errorData = FileManager.default.contents(atPath: errorPath) ?? Data()
        watchdog.cancel()
        return (
            String(decoding: outputData, as: UTF8.self), String(decoding: errorData, as: UTF8.self),
            process.terminationStatus
        )
    }
}

/// A browser test that could not read what it needed.
struct ImportBrowserFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
