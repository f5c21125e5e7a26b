import Foundation
import TestSupport
import Testing

@testable import EffectsTool

/// `docs/CLI.md` is generated from the command table and must match it.
@Suite struct CLIReferenceTests {

    @Test func theCommittedReferenceIsCurrent() throws {
        try GeneratedDocument("docs/CLI.md", checkedBy: "CLIReferenceTests").expectCurrent(
            CLIReference.document())
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
