import Foundation
import Testing

/// Every error path through the built binary: the message, the exit code, and no partial output.
@Suite(.enabled(if: EndToEnd.isAvailable, EndToEnd.missingMessage))
struct EndToEndErrorTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var status: Int32
        var error: String
        var testDescription: String { arguments.joined(separator: " ") }

        init(_ arguments: [String], _ status: Int32, _ error: String) {
            self.arguments = arguments
            self.status = status
            self.error = error
        }
    }

    static let sampleUsage =
        "Usage: fxctl sample <effect> [<options>]\n  See 'fxctl sample --help' for more information.\n"

    @Test(arguments: [
        Case(
            ["sample", "swap-crad", "-o", "out.csv"], 1,
            "Error: unknown effect 'swap-crad' (did you mean 'swap-card'?); run 'fxctl list' to see the available effects\n"
        ),
        Case(
            ["sample", "swap-card", "-p", "angle=wide", "-o", "out.csv"], 1,
            "Error: invalid value for angle: expected a number, got 'wide'\n"),
        Case(
            ["sample", "swap-card", "-p", "angle=3", "-o", "out.csv"], 1,
            "Error: angle must be within 0...1.6, got 3\n"),
        Case(
            ["sample", "swap-card", "-p", "angel=0.2", "-o", "out.csv"], 1,
            "Error: unknown parameter 'angel' (did you mean 'angle'?)\n"),
        Case(
            ["sample", "swap-card", "--fsp", "30", "-o", "out.csv"], 2,
            "Error: unknown option '--fsp' (did you mean '--fps' or '--step'?)\n" + sampleUsage),
        Case(["sample", "-o", "out.csv"], 2, "Error: missing expected argument '<effect>'\n" + sampleUsage),
        Case(
            ["sample", "swap-card", "--columns", "front.zz", "-o", "out.csv"], 1,
            "Error: no column matches 'front.zz' (did you mean 'front.*'?)\n"),
        Case(
            ["sample", "missing.fx", "-o", "out.csv"], 1,
            "Error: cannot read 'missing.fx': no such file or directory\n"),
        Case(
            ["sample", "slide", "--play", "next", "-o", "out.csv"], 2,
            "Error: '--play' needs '--items'\n" + sampleUsage),
        Case(
            [
                "sample", "slide", "--items", "2", "--start", "1", "--play", "next", "--no-wrap", "-o",
                "out.csv",
            ], 1,
            "Error: step 1 (next): item 1 is the last of 2 items and wrap is off\n"),
        Case(
            ["sample", "swap-card", "--items", "0", "--play", "next", "-o", "out.csv"], 2,
            "Error: '0' is too small for '--items'; expected at least 1\n" + sampleUsage),
        Case(
            ["sample", "swap-card", "-o", "nodir/out.csv"], 1,
            "Error: cannot write 'nodir/out.csv': no such file or directory\n"),
    ])
    func reportsTheErrorAndLeavesNoFile(_ test: Case) throws {
        let fx = try EndToEnd()
        defer { fx.remove() }
        let result = try fx.run(test.arguments)
        #expect(result.status == test.status)
        #expect(result.output == "")
        #expect(result.error == test.error)
        #expect(fx.entries() == [], "no output or temporary file")
    }

    @Test func reportsAMalformedFileWithItsDiagnostics() throws {
        let fx = try EndToEnd()
        defer { fx.remove() }
        try fx.write("effect broken {\n    duration 1s\n    layer a { set opacity = }\n}\n", to: "broken.fx")
        for arguments in [["sample", "broken.fx", "-o", "out.csv"], ["check", "broken.fx"]] {
            let result = try fx.run(arguments)
            #expect(result.status == 1)
            #expect(result.output == "")
            #expect(result.error.hasPrefix("broken.fx:3:"))
            #expect(result.error.contains(": error: "))
            #expect(result.error.contains("\n    layer a { set opacity = }\n"))
            #expect(result.error.contains("^"))
            #expect(!result.error.contains("\u{1B}["), "no colour when standard error is not a terminal")
        }
        #expect(fx.entries() == ["broken.fx"])
        let json = try fx.run(["check", "--format", "json", "broken.fx"])
        #expect(json.status == 1)
        let diagnostics = try #require(
            try JSONSerialization.jsonObject(with: json.outputBytes) as? [[String: Any]])
        let first = try #require(diagnostics.first)
        #expect(first["file"] as? String == "broken.fx")
        #expect(first["line"] as? Int == 3)
        #expect(first["severity"] as? String == "error")
        for key in ["column", "endLine", "endColumn", "message", "hints"] {
            #expect(first[key] != nil, "\(key)")
        }
    }

    @Test func keepsGoingWhenAnotherEffectFileIsBroken() throws {
        let fx = try EndToEnd()
        defer { fx.remove() }
        try fx.write("effect broken {\n", to: "effects/broken.fx")
        try fx.write(
            "effect fine {\n    duration 1s\n    layer a {\n        animate opacity from 0 to 1\n    }\n}\n",
            to: "effects/fine.fx")
        let result = try fx.run(["sample", "fine", "--samples", "2"])
        #expect(result.status == 0)
        #expect(result.output == "t,progress,a.opacity\n0,0,0\n1,1,1\n")
        #expect(result.error.hasPrefix("Warning: skipped effects/broken.fx: 1 error, the first at 2:1: "))
        #expect(result.error.split(separator: "\n").count == 1)
    }

    @Test func replacesNoExistingFileOnError() throws {
        let fx = try EndToEnd()
        defer { fx.remove() }
        try fx.write("keep\n", to: "out.csv")
        let result = try fx.run(["sample", "swap-card", "-p", "angle=9", "-o", "out.csv"])
        #expect(result.status == 1)
        #expect(fx.read("out.csv") == "keep\n")
        #expect(fx.entries() == ["out.csv"])
        let written = try fx.run(["sample", "swap-card", "--samples", "2", "-o", "out.csv"])
        #expect(written.status == 0)
        #expect(fx.read("out.csv")?.hasPrefix("t,progress,front.zPosition") == true)
    }

    @Test func cannotWriteIntoAReadOnlyDirectory() throws {
        let fx = try EndToEnd()
        defer { fx.remove() }
        try FileManager.default.createDirectory(atPath: fx.path("locked"), withIntermediateDirectories: false)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: fx.path("locked"))
        defer {
            try? FileManager.default.setAttributes(
                [.posixPermissions: 0o755], ofItemAtPath: fx.path("locked"))
        }
        // Root ignores permissions; the test means nothing then.
        guard getuid() != 0 else { return }
        let result = try fx.run(["sample", "swap-card", "-o", "locked/out.csv"])
        #expect(result.status == 1)
        #expect(result.error == "Error: cannot write 'locked/out.csv': permission denied\n")
        #expect((try? FileManager.default.contentsOfDirectory(atPath: fx.path("locked"))) == [])
    }

    @Test func endsQuietlyWhenTheReaderGoesAway() throws {
        let fx = try EndToEnd()
        defer { fx.remove() }
        let binary = try #require(EndToEnd.binary)
        let process = Process()
        // bash's pipefail makes the pipeline fail if fxctl does (a SIGPIPE death would be 141).
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", "set -o pipefail; '\(binary)' sample swap-card --fps 100000 | head -1"]
        // In the scratch directory, so that no ./effects of the checkout (a user's file) is read.
        process.currentDirectoryURL = fx.directory
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let errorText = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(text.hasPrefix("t,progress,"))
        #expect(errorText == "")
        #expect(process.terminationStatus == 0)
    }
}
