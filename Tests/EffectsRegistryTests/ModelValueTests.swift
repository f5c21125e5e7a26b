import EffectsRegistry
import Testing

/// Model values made from a key path as written, as a Swift-defined effect makes them.
struct ModelValueTests {
    @Test func aKeyPathAsWrittenSetsItsProperty() throws {
        let value = try ModelValue(keyPath: "position.y", value: Value(40))
        #expect(value.target == PropertyTarget(keyPath: "position.y"))
        #expect(value.value == Value(40))
    }

    @Test func anUnknownKeyPathIsRefusedWithASuggestion() {
        #expect(throws: TimelineError.unknownKeyPath("opacty", suggestions: ["opacity"])) {
            try ModelValue(keyPath: "opacty", value: Value(1))
        }
    }

    @Test func aValueOfTheWrongSizeIsRefused() {
        #expect(throws: TimelineError.valueCount(keyPath: "position", index: 0, expected: 2, got: 1)) {
            try ModelValue(keyPath: "position", value: Value(1))
        }
    }
}
