import EffectsText

/// A layer's model value for a property or component: what shows when no animation applies.
public struct ModelValue: Hashable, Sendable {
    /// The property, or component, that the value sets.
    public let target: PropertyTarget
    /// The value, with `target.valueCount` components; for `transform` the scalar 1, which has no
    /// meaning (the value is ``transform``).
    public let value: Value
    /// The transform list of a `transform` model value; `nil` for every other property.
    public let transform: TransformList?

    /// A validated model value.
    ///
    /// `transform` takes a ``TransformList`` (``init(transform:)``), not numbers: giving it a
    /// `Value` is ``TimelineError/transformNeedsList(keyPath:)``.
    public init(target: PropertyTarget, value: Value) throws(TimelineError) {
        guard target.property.kind != .transform else { throw .transformNeedsList(keyPath: target.keyPath) }
        guard value.count == target.valueCount else {
            throw .valueCount(
                keyPath: target.keyPath, index: 0, expected: target.valueCount, got: value.count)
        }
        guard value.isFinite else { throw .nonFinite(what: "the model value of '\(target.keyPath)'") }
        self.target = target
        self.value = value
        self.transform = nil
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

    /// A `transform` model value: the layer's `transform` property is `list` (its matrix, sampled
    /// into `layer.transform.m11` … `m44`) when no animation applies.
    ///
    /// - Throws: ``TimelineError/nonFinite(what:)`` when the list's matrix has an entry that is not
    ///   finite.
    public init(transform list: TransformList) throws(TimelineError) {
        guard list.matrix.isFinite else { throw .nonFinite(what: "the model value of 'transform'") }
        self.target = PropertyTarget(.transform)
        self.value = PropertyPath.transform.defaultValue
        self.transform = list
    }

    /// The same model value with another value for its target (not for `transform`).
    init(unchecked target: PropertyTarget, value: Value) {
        self.target = target
        self.value = value
        self.transform = nil
    }
}
