import EffectDSL
import EffectsRegistry
import Testing

@testable import EffectsInterchange

/// Parent chains cost a transform a link: a layer at the end of a chain of n carries n.
///
/// A chain as
/// long as the layer limit allows (4,999 layers, each the parent of the next) made 12.5 million
/// tracks (315 s, 5 GiB); the import counts the transforms and refuses past
/// ``LottieFlattener/transformLimit`` at the layer that passes it, while a rig's chain imports.
struct LottieParentChainTests {
    /// A file of `count` layers, each the parent of the next, the innermost one drawn.
    static func chain(_ count: Int) -> String {
        let layers = (1...count).map { index in
            let parent = index > 1 ? #","parent":\#(index - 1)"# : ""
            return #"{"ty":3,"nm":"n\#(index)","ind":\#(index),"ip":0,"op":30,"st":0\#(parent),"#
                + #""ks":{"p":{"a":0,"k":[1,1]},"r":{"a":1,"k":[{"t":0,"s":[0]},{"t":30,"s":[10]}]}}}"#
        }
        return #"{"v":"5.7.0","fr":30,"ip":0,"op":30,"w":100,"h":100,"layers":["#
            + layers.joined(separator: ",") + "]}"
    }

    @Test func aChainPastTheTransformLimitIsRefusedAtItsLayer() throws {
        let count = 4_999
        let result = LottieImport.load(SourceFile(name: "chain.json", text: Self.chain(count)))
        let diagnostic = try #require(result.diagnostics.first)
        #expect(result.effect == nil)
        #expect(diagnostic.id == .lottieLimit)
        #expect(diagnostic.message.hasPrefix("the file has more than 100000 transforms placing its layers"))
        // Layers are placed bottom first: the last ones in the file carry the longest chains, and the
        // limit falls where their lengths, 4,999 + 4,998 + …, first pass it.
        var total = 0
        var index = count
        while total + index <= LottieFlattener.transformLimit {
            total += index
            index -= 1
        }
        #expect(diagnostic.message.hasSuffix("(at layers[\(index - 1)])"), "\(diagnostic.message)")
    }

    /// Auto-orient measures how far the box gets from each turning parent: one pass a moment from
    /// the innermost out, so a long chain of turning parents costs a map a link, not a walk of the
    /// rest of the chain for each (which took a chain of 300 to minutes).
    @Test func aChainOfAutoOrientingParentsImports() throws {
        let turning = Self.chain(300).replacingOccurrences(of: #""ip":0"#, with: #""ao":1,"ip":0"#)
            .replacingOccurrences(
                of: #""p":{"a":0,"k":[1,1]}"#,
                with: #""p":{"a":1,"k":[{"t":0,"s":[1,1]},{"t":30,"s":[2,3]}]}"#)
        let result = LottieImport.load(SourceFile(name: "turning.json", text: turning))
        #expect(!result.hasErrors, "\(result.rendered())")
        #expect(result.effect?.builtTimeline.layers.count == 300)
    }

    @Test func aRigsChainImportsWithATransformALink() throws {
        let count = 40
        let result = LottieImport.load(SourceFile(name: "rig.json", text: Self.chain(count)))
        #expect(!result.hasErrors, "\(result.rendered())")
        let document = try LottieReader().documentForTests(Self.chain(count))
        let placed = try LottieTimelineBuilder(document: document, tolerance: .init()).build().placed
        #expect(placed.map(\.chain.count).reduce(0, +) == count * (count + 1) / 2)
    }
}
