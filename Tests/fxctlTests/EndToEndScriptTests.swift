import Foundation
import TestSupport
import Testing

/// The effects of the project's `effects/` directory through the built binary: every one written
/// back as `.fx` source checks and samples to the same table.
@Suite(.enabled(if: EndToEnd.isAvailable, EndToEnd.missingMessage))
struct EndToEndScriptTests {
    /// The project's `effects/` directory.
    static let effects = Repository.path("effects")

    /// The names of the effects defined there (of the rows whose origin is a file there: they
    /// replace the shipped catalogue's copies).
    static let names: [String] = {
        guard let fx = try? EndToEnd(), let result = try? fx.run(["list", "--effects", effects]) else {
            return []
        }
        defer { fx.remove() }
        return result.output.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count > 1, fields[1].hasPrefix(effects + "/") else { return nil }
            return String(fields[0])
        }
    }()

    @Test func findsTheProjectsEffects() {
        #expect(Self.names.contains("fade"))
        #expect(Self.names.contains("swap-card-fx"))
    }

    @Test(arguments: names)
    func roundTripsThroughFXSource(_ name: String) throws {
        let fx = try EndToEnd()
        defer { fx.remove() }
        let source = try fx.run(["inspect", name, "--format", "fx", "--effects", Self.effects])
        #expect(source.status == 0, "\(source)")
        try fx.write(source.output, to: "copy.fx")
        let check = try fx.run(["check", "copy.fx"])
        #expect(check.status == 0, "\(check)")
        let original = try fx.run(["sample", name, "--effects", Self.effects])
        let copy = try fx.run(["sample", "copy.fx"])
        let a = try #require(EndToEndTables.delimited(original.output, separator: ","))
        let b = try #require(EndToEndTables.delimited(copy.output, separator: ","))
        #expect(a.columns == b.columns)
        #expect(try #require(EndToEndTables.maximumDifference(a.rows, b.rows)) <= 1e-9)
    }

    @Test func readsAnEffectFromStandardInput() throws {
        let fx = try EndToEnd()
        defer { fx.remove() }
        let text = try #require(FileManager.default.contents(atPath: Self.effects + "/fade.fx"))
        let piped = try fx.run(
            ["sample", "-", "--samples", "3"], input: String(decoding: text, as: UTF8.self))
        let named = try fx.run(["sample", "fade", "--samples", "3", "--effects", Self.effects])
        #expect(piped.status == 0)
        #expect(piped.output == named.output)
    }

    @Test func colorsDiagnosticsOnlyWhenAllowed() throws {
        let fx = try EndToEnd()
        defer { fx.remove() }
        try fx.write("effect e {\n    duration 1s\n    layer a { set opacity = nope }\n}\n", to: "bad.fx")
        // Standard error is a file here, never a terminal: no colour whatever the environment says.
        for environment in [[:], ["NO_COLOR": "1"], ["TERM": "xterm-256color"]] {
            let result = try fx.run(["check", "bad.fx"], environment: environment)
            #expect(result.status == 1)
            #expect(!result.error.contains("\u{1B}["))
            #expect(result.error.hasPrefix("bad.fx:3:"))
        }
    }
}
