import EffectDSL
import EffectsInterchange
import EffectsRegistry
import Testing

/// Custom properties that name one another in a long chain resolve without recursing once per
/// link (a 22,000-link chain, 528 KB, used to overflow the stack and crash every command that
/// read the file).
@Suite struct CSSCustomPropertyChainTests {
    /// `:root` defining `--d0: 2s` and `--dK: var(--dK-1)` up to `links`, one per line from line 2,
    /// and `.box` playing `fade` for `var(--dLINKS)`; with `closed`, `--d0` names the last link.
    static func stylesheet(links: Int, closed: Bool = false) -> String {
        var lines = [":root {", closed ? "  --d0: var(--d\(links));" : "  --d0: 2s;"]
        for link in 1...links { lines.append("  --d\(link): var(--d\(link - 1));") }
        lines += [
            "}", ".box { animation: fade var(--d\(links)) linear both; }",
            "@keyframes fade { from { opacity: 0; } to { opacity: 1; } }",
        ]
        return lines.joined(separator: "\n")
    }

    @Test func aLongChainResolvesToItsFirstValue() throws {
        let result = CSSImport.load(SourceFile(name: "chain.css", text: Self.stylesheet(links: 22_000)))
        #expect(result.diagnostics.isEmpty, "\(result.rendered())")
        #expect(try #require(result.effects.first).descriptor.duration == 2)
    }

    @Test func aLongCycleIsReportedAtThePropertyThatClosesIt() {
        let result = CSSImport.load(
            SourceFile(name: "cycle.css", text: Self.stylesheet(links: 22_000, closed: true)))
        let cycle = result.diagnostics.first { $0.id == .cssVarCycle }
        // The walk starts at the first name in order (`--d0`), follows the chain down from the last
        // link and meets `--d0` again: the cycle is reported at `--d0`, on line 2.
        #expect(cycle?.location.line == 2, "\(result.rendered())")
        #expect(cycle?.location.column == 3)
    }
}
