import TestSupport
import Testing

@testable import EffectDSL

/// The complete effects shown in `docs/DSL.md` load without errors, so the reference cannot drift
/// from the language.
@Suite struct DocumentationTests {
    /// The code blocks of the reference that define whole effects.
    static func effectBlocks() throws -> [String] {
        let text = String(decoding: try FileReader.read(Repository.path("docs/DSL.md")), as: UTF8.self)
        var blocks: [String] = []
        var current: [Substring] = []
        var inside = false
        var isSource = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                // `effect broken` illustrates an error on purpose.
                if inside && isSource && current.contains(where: { $0.hasPrefix("effect ") })
                    && !current.contains(where: { $0.hasPrefix("effect broken") })
                {
                    blocks.append(current.joined(separator: "\n"))
                }
                // Only untagged blocks are `.fx` source; the grammar is tagged `ebnf`.
                isSource = !inside && line == "```"
                inside.toggle()
                current = []
            } else if inside {
                current.append(line)
            }
        }
        return blocks
    }

    @Test func everyWholeEffectInTheReferenceLoads() throws {
        let blocks = try DocumentationTests.effectBlocks()
        #expect(blocks.count >= 3)
        let seeds = try TestFiles.effectSources().filter { $0.name.hasPrefix("effects/seeds/") }
        for (index, block) in blocks.enumerated() {
            let source = SourceFile(name: "docs/DSL.md block \(index + 1)", text: block)
            let result = DSLLoader.load(seeds + [source])
            #expect(result.diagnostics(inFile: source.name).filter(\.isError).isEmpty, "\(result.rendered())")
            #expect(!result.failedFiles.contains(source.name))
        }
    }

    @Test func listsEveryDiagnosticOfTheCatalog() throws {
        let text = String(decoding: try FileReader.read(Repository.path("docs/DSL.md")), as: UTF8.self)
        let missing = DiagnosticID.allCases.filter { !text.contains("| `\($0.rawValue)` |") }
        #expect(missing.isEmpty, "not in docs/DSL.md: \(missing.map(\.rawValue))")
    }
}

extension DocumentationTests {
    @Test func theRenderedExampleIsWhatTheLoaderPrints() {
        let text = """
            effect broken {
                param angle = 0.15
                param angle = 0.3
                layer card { set transform.rotation = angle }
            }
            """
        let result = DSLLoader.load(SourceFile(name: "effects/broken.fx", text: text))
        #expect(
            result.rendered() == """
                effects/broken.fx:3:11: error: 'angle' is defined twice
                    param angle = 0.3
                          ^~~~~
                effects/broken.fx:2:11: note: first defined here
                    param angle = 0.15
                          ^~~~~

                """)
    }
}
