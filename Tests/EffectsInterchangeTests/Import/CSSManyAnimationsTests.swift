import EffectDSL
import EffectsInterchange
import EffectsRegistry
import Testing

/// One element playing many `@keyframes` is refused past a limit, where the list is written.
///
/// Each is an effect holding all of the element's animations, so N of them cost N² tracks
/// (15,000 took 25 s and 3.5 GiB). The import plays at
/// most ``CSSLimits/animations`` on one element and refuses more where the list is written.
@Suite struct CSSManyAnimationsTests {
    /// `count` `@keyframes`, one a line, and `.x` on the last line playing them all.
    static func stylesheet(_ count: Int) -> String {
        (0..<count).map { "@keyframes k\($0) { from { opacity: 1 } to { opacity: 0 } }\n" }.joined()
            + ".x { animation: " + (0..<count).map { "k\($0) 1s" }.joined(separator: ", ") + "; }\n"
    }

    @Test func moreAnimationsThanTheLimitAreRefusedAtTheList() throws {
        let count = 15_000
        let result = CSSImport.load(SourceFile(name: "many.css", text: Self.stylesheet(count)))
        #expect(result.effects.isEmpty)
        let error = try #require(result.diagnostics.first { $0.isError })
        #expect(
            error.message
                == "the element plays more than 256 animations, the most the import plays on one element")
        #expect(error.location.line == count + 1)
        #expect(error.location.column == 17)
        // Every other `@keyframes` meets the same error once: it is reported once.
        #expect(result.diagnostics.filter(\.isError).count == 1, "\(result.rendered())")
    }

    @Test func theLimitItselfImportsEveryEffect() throws {
        let limit = CSSLimits.standard.animations
        let result = CSSImport.load(SourceFile(name: "limit.css", text: Self.stylesheet(limit)))
        #expect(result.diagnostics.filter(\.isError).isEmpty, "\(result.rendered())")
        #expect(result.effects.count == limit)
        let last = try #require(result.effects.last)
        let timeline = try last.timeline(last.descriptor.defaults(), context: EffectContext())
        #expect(timeline.layers.first?.animations.count == limit)
    }
}
