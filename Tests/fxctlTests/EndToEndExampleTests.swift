import Foundation
import Testing

/// The examples of the built-ins and of `effects/` through the built binary: `inspect` prints them
/// in text and JSON, and the `.fx` source it writes carries them back.
@Suite(.enabled(if: EndToEnd.isAvailable, EndToEnd.missingMessage))
struct EndToEndExampleTests {
    /// The built-ins and the effects of `effects/`.
    static let names = EndToEndBuiltInTests.builtIns + EndToEndScriptTests.names

    /// The `examples` array of `inspect --format json`.
    static func examples(_ fx: EndToEnd, _ arguments: [String]) throws -> [[String: Any]] {
        let json = try fx.run(
            ["inspect"] + arguments + ["--format", "json", "--effects", EndToEndScriptTests.effects])
        #expect(json.status == 0, "\(json)")
        let object = try #require(try JSONSerialization.jsonObject(with: json.outputBytes) as? [String: Any])
        return try #require(object["examples"] as? [[String: Any]])
    }

    @Test func printsTheExamplesAsText() throws {
        let fx = try EndToEnd()
        defer { fx.remove() }
        let text = try fx.run(["inspect", "swap-card"])
        #expect(
            text.output.contains(
                """

                EXAMPLES:
                  - half way: the cards at equal depth, each at its peak offset from the centre
                    at 0.6 s:
                      front.zPosition   0
                      back.zPosition    0
                      front.position.x  277.5
                      front.position.y  313.5
                      back.position.x   97.5
                      back.position.y   353.5
                  - the 2 s rotation peaks at 1 s (next button: the front card tilts by +0.15)
                    at 1 s:
                      front.transform.rotation  0.15
                      back.transform.rotation   -0.15
                  - the previous button mirrors the tilt
                    at 1 s with forward=false:
                      front.transform.rotation  -0.15

                """))
        let stack = try fx.run(["inspect", "stack"])
        #expect(stack.output.contains("    at progress 0.5:\n      card[0].position.x          93.75\n"))
    }

    @Test func printsTheExamplesAsJSON() throws {
        let fx = try EndToEnd()
        defer { fx.remove() }
        let examples = try Self.examples(fx, ["swap-card"])
        #expect(examples.count == 4)
        let mirrored = try #require(examples.dropFirst(2).first)
        #expect(mirrored["note"] as? String == "the previous button mirrors the tilt")
        #expect(mirrored["parameters"] as? [String] == ["forward=false"])
        #expect(mirrored["time"] as? Double == 1)
        #expect(mirrored["tolerance"] as? Double == 1e-9)
        #expect(mirrored["expected"] as? [String: Double] == ["front.transform.rotation": -0.15])
        let spring = try Self.examples(fx, ["spring-pop"])
        #expect(spring.dropFirst().first?["tolerance"] as? Double == 1e-6)
    }

    @Test(arguments: names)
    func theFXSourceCarriesTheExamplesAtItsParameters(_ name: String) throws {
        let fx = try EndToEnd()
        defer { fx.remove() }
        let source = try fx.run(["inspect", name, "--format", "fx", "--effects", EndToEndScriptTests.effects])
        #expect(source.status == 0)
        try fx.write(source.output, to: "copy.fx")
        let original = try Self.examples(fx, [name])
        let copy = try Self.examples(fx, ["copy.fx"])
        // A built-in with a DSL twin is printed from the twin, whose parameters work: every example
        // holds. Otherwise the copy's numbers are those of the default parameters: the examples
        // taken there are items, the others comments.
        let twinned = source.output.contains("from its DSL twin")
        #expect(twinned == EndToEndBuiltInTests.builtIns.contains(name))
        let atDefaults =
            twinned ? original : original.filter { ($0["parameters"] as? [String])?.isEmpty == true }
        #expect(copy.map { $0["note"] as? String } == atDefaults.map { $0["note"] as? String })
        #expect(copy.count == atDefaults.count)
        for (a, b) in zip(copy, atDefaults) {
            #expect(a["expected"] as? [String: Double] == b["expected"] as? [String: Double])
            #expect(a["tolerance"] as? Double == b["tolerance"] as? Double)
        }
        let commented = original.count - atDefaults.count
        #expect(source.output.contains("// Examples at other parameters") == (commented > 0))
    }
}
