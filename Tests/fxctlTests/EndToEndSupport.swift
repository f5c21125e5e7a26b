import Foundation
import TestSupport
import Testing

/// Runs the built `fxctl` binary as a separate process, the way a user or a script does.
///
/// The binary is looked up next to the test bundle (SwiftPM builds `fxctl` into the same directory
/// as `fxkitPackageTests.xctest`); when it is missing, the end-to-end tests skip with a message.
struct EndToEnd {
    /// What one run printed and returned.
    struct Result: Sendable, CustomStringConvertible {
        var status: Int32
        var output: String
        var error: String
        var outputBytes: Data

        var description: String { "status \(status)\n--- stdout\n\(output)--- stderr\n\(error)" }
    }

    /// The path of the built binary, or `nil` when it cannot be found.
    static let binary: String? = {
        var candidates: [URL] = []
        if let first = CommandLine.arguments.first {
            let url = URL(fileURLWithPath: first)
            candidates.append(url.deletingLastPathComponent())
            candidates.append(url.deletingLastPathComponent().deletingLastPathComponent())
        }
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            candidates.append(URL(fileURLWithPath: bundle.bundlePath).deletingLastPathComponent())
        }
        candidates.append(URL(fileURLWithPath: Repository.path(".build/debug")))
        return candidates.map { $0.appendingPathComponent("fxctl").path }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// Why the end-to-end tests are skipped, for `.enabled(if:)`.
    static let isAvailable = binary != nil

    /// The message shown when the binary is missing.
    static let missingMessage: Comment =
        "the fxctl binary was not found next to the test bundle; run 'swift build' first"

    /// The scratch directory the runs work in.
    let directory: URL

    /// A fresh scratch directory.
    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "fxctl-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    /// The absolute path of `name` in the scratch directory.
    func path(_ name: String) -> String {
        directory.appendingPathComponent(name).path
    }

    /// Writes `text` to `name`, creating directories on the way.
    func write(_ text: String, to name: String) throws {
        let url = directory.appendingPathComponent(name)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// The text of `name`, or `nil` when there is no such file.
    func read(_ name: String) -> String? {
        FileManager.default.contents(atPath: path(name)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The names in the scratch directory, hidden ones included, sorted.
    func entries() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
    }

    /// Runs fxctl with `arguments` in the scratch directory.
    ///
    /// `input` goes to standard input; the environment is a clean one plus `environment`. Output goes
    /// to files, so any amount is read without blocking.
    func run(_ arguments: [String], input: String = "", environment: [String: String] = [:]) throws -> Result
    {
        let binary = try #require(EndToEnd.binary, EndToEnd.missingMessage)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"].merging(environment) { $1 }
        let id = UUID().uuidString
        let outputURL = FileManager.default.temporaryDirectory.appendingPathComponent("fxctl-out-\(id)")
        let errorURL = FileManager.default.temporaryDirectory.appendingPathComponent("fxctl-err-\(id)")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: outputURL)
            try? FileManager.default.removeItem(at: errorURL)
        }
        let outputHandle = try FileHandle(forWritingTo: outputURL)
        let errorHandle = try FileHandle(forWritingTo: errorURL)
        let inputPipe = Pipe()
        process.standardOutput = outputHandle
        process.standardError = errorHandle
        process.standardInput = inputPipe
        try process.run()
        try inputPipe.fileHandleForWriting.write(contentsOf: Data(input.utf8))
        try inputPipe.fileHandleForWriting.close()
        process.waitUntilExit()
        try outputHandle.close()
        try errorHandle.close()
        let output = try Data(contentsOf: outputURL)
        let error = try Data(contentsOf: errorURL)
        return Result(
            status: process.terminationStatus, output: String(decoding: output, as: UTF8.self),
            error: String(decoding: error, as: UTF8.self), outputBytes: output)
    }

    /// Removes the scratch directory.
    func remove() {
        try? FileManager.default.removeItem(at: directory)
    }
}
