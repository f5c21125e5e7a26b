import Foundation

/// Runs shells for the completion tests, in a scratch directory with a known set of files.
struct ShellRunner {
    /// The scratch directory the shells run in; it holds `card.fx` and `effects/`.
    let workDirectory: URL
    /// Where the scripts and the stub tool are written.
    let scriptDirectory: URL

    /// The path of `shell` when it is installed, else `nil`.
    static func path(of shell: String) -> String? {
        ["/usr/bin/", "/bin/", "/usr/local/bin/"].map { $0 + shell }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Whether `shell` is installed.
    static func has(_ shell: String) -> Bool { path(of: shell) != nil }

    /// Creates a fresh scratch directory with `card.fx`, `effects/` and a stub tool that answers
    /// `list --names` with the built-in effect names.
    init() throws {
        let manager = FileManager.default
        let base = manager.temporaryDirectory.appendingPathComponent("fxctl-completion-\(UUID().uuidString)")
        workDirectory = base.appendingPathComponent("work")
        scriptDirectory = base.appendingPathComponent("scripts")
        try manager.createDirectory(
            at: workDirectory.appendingPathComponent("effects"), withIntermediateDirectories: true)
        try manager.createDirectory(at: scriptDirectory, withIntermediateDirectories: true)
        try Data("effect card {}\n".utf8).write(to: workDirectory.appendingPathComponent("card.fx"))
        // A file no effect is read from: the effect argument must not offer it.
        try Data("notes\n".utf8).write(to: workDirectory.appendingPathComponent("notes.txt"))
        let stub = stubPath
        let script = """
            #!/bin/sh
            [ "$1 $2" = 'list --names' ] && printf '%s\\n' \(Self.effectNames)
            [ "$1 $2 $3 $4" = 'inspect swap-card --format parameters' ] && printf '%s\\n' \(Self.parameterNames)
            exit 0

            """
        try Data(script.utf8).write(to: URL(fileURLWithPath: stub))
        try manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: stub)
    }

    /// The effect names the stub tool lists.
    static let effectNames = "reveal slide swap-card stack"

    /// The parameters the stub gives swap-card.
    static let parameterNames = "angle forward offset"

    /// The stub standing in for fxctl when a script asks for effect names.
    var stubPath: String { scriptDirectory.appendingPathComponent("fxctl").path }

    /// Writes `text` to a file in the script directory and returns its path.
    func write(_ text: String, as name: String) throws -> String {
        let url = scriptDirectory.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    /// Runs `executable` with `arguments` in the work directory.
    func run(_ executable: String, _ arguments: [String]) throws -> (
        status: Int32, output: String, error: String
    ) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = workDirectory
        process.environment = ["PATH": "/usr/bin:/bin", "HOME": workDirectory.path, "LANG": "C.UTF-8"]
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // The outputs are small, so reading one pipe to its end cannot block the other.
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            process.terminationStatus, String(decoding: outputData, as: UTF8.self),
            String(decoding: errorData, as: UTF8.self)
        )
    }

    /// Removes the scratch directory.
    func remove() {
        try? FileManager.default.removeItem(at: workDirectory.deletingLastPathComponent())
    }
}
