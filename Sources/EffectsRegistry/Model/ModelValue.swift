/// A layer's model value for a property or component: what shows when no animation applies.
public struct ModelValue: Hashable, Sendable {
    /// The property, or component, that the value sets.
    public let target: PropertyTarget
    /// The value, with `target.valueCount` components.
    public let value: Value

    /// A validated model value.
    public init(target: PropertyTarget, value: Value) throws(TimelineError) {
        guard value.count == target.valueCount else {
            throw .valueCount(
                keyPath: target.keyPath, index: 0, expected: target.valueCount, got: value.count)
        }
        guard value.isFinite else { throw .nonFinite(what: "the model value of '\(target.keyPath)'") }
        self.target = target
        self.value = value
    }
}
