import Foundation
import TestSupport
import Testing

@testable import ArgumentParsing
@testable import fxctl

/// `docs/CLI.md` is generated from the command table and must match it.
@Suite struct CLIReferenceTests {
    static let path = Repository.path("docs/CLI.md")

    @Test func theCommittedReferenceIsCurrent() throws {
        let generated = CLIReference.document()
        if ProcessInfo.processInfo.environment["FXCTL_WRITE_DOCS"] != nil {
            try Data(generated.utf8).write(to: URL(fileURLWithPath: Self.path))
        }
        let committed = FileManager.default.contents(atPath: Self.path).map {
            String(decoding: $0, as: UTF8.self)
        }
        #expect(
            committed == generated,
            "docs/CLI.md is stale: run FXCTL_WRITE_DOCS=1 swift test --filter CLIReferenceTests")
    }

    @Test func mentionsEveryCommandAndOption() {
        let document = CLIReference.document()
        for command in FxctlCommands.root.subcommands {
            #expect(document.contains("## fxctl \(command.name)\n"))
            for option in command.options {
                #expect(document.contains("| `\(option.helpLabel)` |"), "\(command.name) \(option.longFlag)")
            }
        }
    }
}
