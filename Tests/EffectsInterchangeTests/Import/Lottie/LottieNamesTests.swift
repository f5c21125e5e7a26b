import Testing

@testable import EffectsInterchange

/// Layer names made unique in file order, a lookup each however many layers share a name.
struct LottieNamesTests {
    @Test func manyLayersOfOneNameAreNumberedInFileOrder() {
        var names = LottieNames()
        let made = (0..<5_000).map { _ in names.unique("Shape Layer") }
        #expect(made.first == "shape-layer")
        #expect(made[1] == "shape-layer-2")
        #expect(made.last == "shape-layer-5000")
        #expect(Set(made).count == 5_000)
    }

    /// A layer already called `a-3` keeps its name, and the numbering goes round it.
    @Test func aNumberAlreadyTakenIsSkipped() {
        var names = LottieNames()
        #expect(["a", "a-3", "a", "a", "a"].map { names.unique($0) } == ["a", "a-3", "a-2", "a-4", "a-5"])
    }
}
