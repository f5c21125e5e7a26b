import EffectDSL
import EffectsRegistry
import Foundation
import TestSupport

@testable import EffectsTool
@testable import Platform

/// What one in-process run of fxctl printed and returned.
struct RunResult: Sendable, CustomStringConvertible {
    var status: Int32
    var output: String
    var error: String

    var description: String { "status \(status)\n--- stdout\n\(output)--- stderr\n\(error)" }
}

/// Runs fxctl commands in-process, with in-memory streams, in a scratch directory of its own.
struct InProcess {
    /// The scratch directory the runs work in.
    let directory: String
    var environment: [String: String] = [:]
    var builtIns: [any EffectProvider] = [FakeBuiltIns.provider]
    var terminal = false
    /// Whether the shipped catalogue is there: off, so that tests see only the fake built-ins and
    /// their own files.
    var shipsCatalogue = false
    /// The fxctl build the load cache keys on: `nil` turns the cache off, as it is unless a test sets it.
    var executableIdentity: String?

    /// A fresh scratch directory.
    init() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("fxctl-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        directory = path
    }

    /// The settings of `other`, working in `directory` instead.
    init(copying other: InProcess, to directory: String) {
        self.directory = directory
        environment = other.environment
        builtIns = other.builtIns
        terminal = other.terminal
        shipsCatalogue = other.shipsCatalogue
        executableIdentity = other.executableIdentity
    }

    /// Writes `text` to `name` in the scratch directory, creating directories on the way.
    func write(_ text: String, to name: String) throws {
        let url = URL(fileURLWithPath: directory).appendingPathComponent(name)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// The text of `name` in the scratch directory, or `nil` when there is no such file.
    func read(_ name: String) -> String? {
        FileManager.default.contents(atPath: directory + "/" + name).map {
            String(decoding: $0, as: UTF8.self)
        }
    }

    /// The names in the scratch directory (hidden ones included), sorted.
    func entries(_ subdirectory: String = "") -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory + "/" + subdirectory)) ?? [])
            .sorted()
    }

    /// Runs `arguments` with `input` on standard input.
    func run(_ arguments: [String], input: String = "") -> RunResult {
        let output = MemorySink(isTerminal: terminal)
        let error = MemorySink(isTerminal: terminal)
        let runner = Runner(
            tool: FxctlCommands.configuration(builtIns: builtIns, shipsCatalogue: shipsCatalogue),
            environment: environment, standardOutput: output, standardError: error,
            standardInput: FixedInput(input), fileSystem: FileSystem(workingDirectory: directory),
            executableIdentity: executableIdentity)
        let status = runner.run(arguments)
        return RunResult(status: status, output: output.text, error: error.text)
    }

    /// Removes the scratch directory.
    func remove() {
        try? FileManager.default.removeItem(atPath: directory)
    }
}
