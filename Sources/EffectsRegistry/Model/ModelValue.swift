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

    /// A validated model value for a key path as written (`position`, `opacity`); an unknown key
    /// path is an error with a suggestion, as for ``Track/init(keyPath:values:keyTimes:timingFunctions:timingFunction:calculationMode:isAdditive:isCumulative:timing:)``.
    public init(keyPath: String, value: Value) throws(TimelineError) {
        guard let target = PropertyTarget(keyPath: keyPath) else {
            throw .unknownKeyPath(
                keyPath, suggestions: Suggestions.closest(to: keyPath, in: PropertyTarget.knownKeyPaths))
        }
        try self.init(target: target, value: value)
    }
}
