import EffectsRegistry
import Testing

/// One vocabulary for key paths and columns: a size's components are `x` and `y`, as its columns
/// print them, and Core Animation's `width` and `height` name the same components.
@Suite struct KeyPathSpellingTests {
    @Test(arguments: [
        ("bounds.size.x", "bounds.size.width"), ("bounds.size.y", "bounds.size.height"),
        ("shadowOffset.x", "shadowOffset.width"), ("shadowOffset.y", "shadowOffset.height"),
    ])
    func bothSpellingsNameOneComponentWrittenAsItsColumn(_ column: String, _ coreAnimation: String) throws {
        let target = try #require(PropertyTarget(keyPath: column))
        #expect(PropertyTarget(keyPath: coreAnimation) == target)
        #expect(target.keyPath == column)
        #expect(target.property.columnNames(layer: "l").contains("l." + column))
        #expect(
            PropertyTarget.knownKeyPaths.contains(column)
                && PropertyTarget.knownKeyPaths.contains(coreAnimation))
    }

    @Test func aTrackOfEitherSpellingSamplesToTheSameColumn() throws {
        func table(_ keyPath: String) throws -> [[Double]] {
            let track = try Track(
                keyPath: keyPath, values: [Value(10), Value(20)], timing: MediaTiming(duration: 1))
            let timeline = try Timeline(duration: 1, layers: [Layer(name: "l", animations: [.track(track)])])
            #expect(timeline.columnNames == ["t", "progress", "l.bounds.size.x", "l.bounds.size.y"])
            let compiled = CompiledTimeline(timeline)
            return [0, 0.5, 1].map { compiled.values(at: $0) }
        }
        #expect(try table("bounds.size.x") == table("bounds.size.width"))
        #expect(try table("bounds.size.x")[1][2] == 15)
    }
}
