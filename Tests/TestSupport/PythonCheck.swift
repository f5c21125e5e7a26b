import Foundation

/// One run of a checker script of the suite in Python 3: the cases written as one JSON request,
/// the script run on it in one process, its standard output read back.
///
/// The engine checks batch every case into one run, since starting Python and importing ThorVG
/// costs more than drawing a case.
public enum PythonCheck {
    /// The python3 on `PATH` first (the one pip installed the packages for), else the system's; `nil`
    /// when there is none.
    public static var interpreter: String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let candidates =
            path.split(separator: ":").map { "\($0)/python3" } + [
                "/usr/bin/python3", "/usr/local/bin/python3",
            ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs `script` (a path below the repository's root) with `python` on `{"cases": cases}`, with
    /// the interpreter's `options` first; returns what it printed, or throws with its standard error
    /// when it fails.
    public static func run(
        _ script: String, python: String, cases: [[String: Any]], options: [String] = []
    ) throws -> Data {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "fxkit-python-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("request.json")
        let output = directory.appendingPathComponent("result.json")
        let errors = directory.appendingPathComponent("stderr.txt")
        try JSONSerialization.data(withJSONObject: ["cases": cases]).write(to: input)
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = options + [Repository.path(script), input.path]
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let text = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
            let name = script.split(separator: "/").last.map(String.init) ?? script
            throw LottiePlayerError(message: "\(name) exited \(process.terminationStatus): \(text)")
        }
        return try Data(contentsOf: output)
    }
}
