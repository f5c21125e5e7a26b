import TestSupport
import Testing

@testable import EffectsTool

/// docs/Library.md names the library call for every command and every option of the tool: its
/// table's first column mentions each of them (the snippets under it compile in Examples/Toast).
@Suite struct LibraryCallTableTests {
    /// The first cells of the rows of the table under "Every command as library calls".
    static func firstCells() throws -> String {
        let guide = try String(contentsOfFile: Repository.path("docs/Library.md"), encoding: .utf8)
        let section = try #require(guide.components(separatedBy: "## Every command as library calls").last)
        let rows = section.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| ---") }
        return rows.compactMap { $0.split(separator: "|").first.map(String.init) }.joined(separator: "\n")
    }

    @Test func everyCommandAndOptionHasARow() throws {
        let cells = try Self.firstCells()
        #expect(cells.contains("every command"))
        for command in FxctlCommands.root.subcommands {
            #expect(cells.contains("`\(command.name)"), "no row for the command \(command.name)")
            for option in command.options {
                let named =
                    cells.contains(option.longFlag)
                    || option.shortFlag.map { cells.contains("`\($0) ") } == true
                #expect(named, "no row names \(command.name)'s \(option.longFlag)")
            }
        }
    }
}
