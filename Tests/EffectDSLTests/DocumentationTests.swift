import EffectsRegistry
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
        // The formats' messages (`css-…`, `lottie-…`) are listed in docs/Import.md, which
        // EffectsInterchangeTests checks.
        let missing = DiagnosticID.languageCatalog.filter { !text.contains("| `\($0.rawValue)` |") }
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

extension DocumentationTests {
    /// A table is a header row, a `|---|` separator, then its rows: a row after a blank line or a
    /// paragraph is shown as text, and a row of the limits table was once stranded so.
    @Test func everyTableRowIsInItsTable() throws {
        let text = String(decoding: try FileReader.read(Repository.path("docs/DSL.md")), as: UTF8.self)
        var stranded: [String] = []
        var run: [Substring] = []
        var inCode = false
        let lines: [Substring] = text.split(separator: "\n", omittingEmptySubsequences: false) + [""]
        for line in lines {
            if line.hasPrefix("```") { inCode.toggle() }
            if !inCode && line.hasPrefix("|") {
                run.append(line)
                continue
            }
            if !run.isEmpty && !(run.count >= 3 && run[1].hasPrefix("|---")) {
                stranded += run.map(String.init)
            }
            run = []
        }
        #expect(stranded.isEmpty, "rows outside a table: \(stranded)")
    }

    /// Web developers read `timing` the CSS way; the reference says where it differs.
    @Test func theTimingStatementSaysItIsNotCSSPerKeyframeTiming() throws {
        let text = String(decoding: try FileReader.read(Repository.path("docs/DSL.md")), as: UTF8.self)
        let statement = try #require(text.split(separator: "\n- ").first { $0.hasPrefix("**`timing TF`**") })
        #expect(statement.contains("animation-timing-function"))
        #expect(statement.contains("not"))
    }

    /// What that says: `timing ease-in` on three keyframes eases once over the whole track, where CSS
    /// would ease each of the two segments.
    @Test func theEffectTimingEasesTheWholeTrackOnce() throws {
        let timeline = try Scripts.timeline(
            "effect e { duration 1s; timing ease-in; layer l { set opacity = 1; animate opacity { 0; 0.5; 1 } } }"
        )
        let sampler = Sampler(timeline: timeline)
        let middle = try #require(sampler.value(of: "l.opacity", at: 0.5))
        #expect(abs(middle - TimingFunction.easeIn.value(at: 0.5)) < 1e-12)
        #expect(abs(middle - 0.5) > 0.1, "CSS would give 0.5 at the segment boundary")
    }
}
