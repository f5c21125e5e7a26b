import Foundation
import Testing

/// Documented commands run as a user runs them: one bash in a scratch folder (its own `HOME`), the
/// built fxctl first on the `PATH`, the commands in order so that one can use what an earlier one
/// wrote, and `/tmp` standing for the scratch folder, so a page's tour never writes outside it.
struct DocumentedSession {
    /// What one command did.
    struct Outcome: CustomStringConvertible {
        var command: DocumentedCommand
        var status: Int32
        /// Its standard output and error, interleaved as a terminal shows them.
        var output: String

        var description: String { "\(command)\n  exit status \(status)\n" + output.suffix(800) }
    }

    /// The scratch folder.
    let fx: EndToEnd

    /// A scratch folder holding `files` (path → contents; `home/…` is the user's home).
    init(files: [String: String]) throws {
        fx = try EndToEnd()
        for (path, text) in files { try fx.write(text, to: path) }
        try FileManager.default.createDirectory(
            atPath: fx.path("home"), withIntermediateDirectories: true)
    }

    /// Runs `commands` in order in one bash and says what each did.
    func run(_ commands: [DocumentedCommand]) throws -> [Outcome] {
        let binary = try #require(EndToEnd.binary, EndToEnd.missingMessage)
        let logs = fx.path(".logs")
        try FileManager.default.createDirectory(atPath: logs, withIntermediateDirectories: true)
        var script = """
            cd "$1" || exit 1
            step() { eval "$2" > "$FXKIT_LOGS/$1.out" 2>&1; echo $? > "$FXKIT_LOGS/$1.status"; }

            """
        for (index, command) in commands.enumerated() {
            let line = command.line.replacingOccurrences(of: "/tmp", with: fx.directory.path)
            script += "step \(index) '\(line.replacingOccurrences(of: "'", with: "'\\''"))'\n"
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", script, "documented-commands", fx.directory.path]
        process.environment = [
            "PATH": URL(fileURLWithPath: binary).deletingLastPathComponent().path + ":/usr/bin:/bin",
            "HOME": fx.path("home"), "LANG": "C.UTF-8", "NO_COLOR": "1", "FXKIT_LOGS": logs,
        ]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 300, execute: watchdog)
        process.waitUntilExit()
        watchdog.cancel()
        return commands.enumerated().map { index, command in
            let status = (try? String(contentsOfFile: "\(logs)/\(index).status", encoding: .utf8))
                .flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            let output = (try? String(contentsOfFile: "\(logs)/\(index).out", encoding: .utf8)) ?? ""
            return Outcome(command: command, status: status ?? -1, output: output)
        }
    }

    /// Removes the scratch folder.
    func remove() {
        fx.remove()
    }

    /// Whether `output` is what the page shows, `...` on a line of its own standing for any lines.
    static func matches(_ output: String, shown: String) -> Bool {
        let pieces = shown.components(separatedBy: "\n...\n")
        guard pieces.count > 1 else { return output == shown }
        guard let first = pieces.first, let last = pieces.last, output.hasPrefix(first + "\n") else {
            return false
        }
        var rest = output.dropFirst(first.count + 1)
        for piece in pieces.dropFirst().dropLast() {
            guard let found = rest.range(of: "\n" + piece + "\n") else { return false }
            rest = rest[found.upperBound...]
        }
        return rest.hasSuffix(last)
    }
}
