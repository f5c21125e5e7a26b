import EffectDSL
import Testing

@testable import EffectsInterchange

/// Layer names made unique in file order, a lookup each however many layers share a name.
struct LayerNamesTests {
    @Test func manyLayersOfOneNameAreNumberedInFileOrder() {
        var names = LayerNames()
        let made = (0..<5_000).map { _ in names.unique("Shape Layer") }
        #expect(made.first == "shape-layer")
        #expect(made[1] == "shape-layer-2")
        #expect(made.last == "shape-layer-5000")
        #expect(Set(made).count == 5_000)
    }

    /// A layer already called `a-3` keeps its name, and the numbering goes round it.
    @Test func aNumberAlreadyTakenIsSkipped() {
        var names = LayerNames()
        #expect(["a", "a-3", "a", "a", "a"].map { names.unique($0) } == ["a", "a-3", "a-2", "a-4", "a-5"])
    }

    /// A composition an editor named (`Comp 1`, `Pre-comp 2`, `Untitled-1`) names no effect: the
    /// file does, so six files of After Effects' default name are six effects, not one shadowing
    /// five (issue 32).
    @Test func anEditorsDefaultNameGivesWayToTheFiles() throws {
        for name in ["Comp 1", "Pre-comp 2", "Untitled-1", "Main Comp", "composition", "", "12"] {
            #expect(LottieEditorNames.isEditorDefault(name), "\(name)")
        }
        for name in ["Loader 2", "Comp Logo", "Heart", "Spinner-1"] {
            #expect(!LottieEditorNames.isEditorDefault(name), "\(name)")
        }
        let text = #"{"v":"5.7.4","nm":"Comp 1","fr":30,"ip":0,"op":30,"w":10,"h":10,"layers":[]}"#
        let result = LottieImport.load(SourceFile(name: "anims/heart-beat.json", text: text))
        #expect(result.effect?.descriptor.name == "heart-beat", "\(result.diagnostics)")
        let named = text.replacingOccurrences(of: "Comp 1", with: "Heart Beat 2")
        #expect(
            LottieImport.load(SourceFile(name: "x.json", text: named)).effect?.descriptor.name
                == "heart-beat-2")
    }
}
