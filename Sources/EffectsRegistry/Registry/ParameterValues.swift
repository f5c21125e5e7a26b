/// Every parameter of an effect resolved to a value: the given ones validated, the others defaulted.
///
/// Made by ``EffectDescriptor/defaults()`` and the descriptor's `bind` methods. The typed accessors
/// throw when an effect asks for a name it did not declare or reads a parameter as the wrong kind,
/// which is a mistake in the effect, reported instead of trapping.
public struct ParameterValues: Hashable, Sendable, CustomStringConvertible {
    /// The parameter names, in declaration order.
    public let names: [String]
    private let values: [String: ParameterValue]

    /// Values for `names`; `values` holds one for each name.
    init(names: [String], values: [String: ParameterValue]) {
        self.names = names
        self.values = values
    }

    /// The value of the parameter `name`, or `nil` if the effect declares none of that name.
    public subscript(name: String) -> ParameterValue? {
        values[name]
    }

    /// The number parameter (or integer parameter) `name`.
    public func number(_ name: String) throws(EffectError) -> Double {
        let value = try lookup(name)
        if case .number(let number) = value { return number }
        throw mismatch(name, "a number", value)
    }

    /// The integer parameter `name`, or a number parameter holding a whole number.
    public func integer(_ name: String) throws(EffectError) -> Int {
        // 2^53 bounds the whole numbers binding accepts, so the conversion below is exact.
        let value = try lookup(name)
        if case .number(let number) = value, number == number.rounded(.towardZero),
            abs(number) <= 9_007_199_254_740_992
        {
            return Int(number)
        }
        throw mismatch(name, "an integer", value)
    }

    /// The vector parameter `name`.
    public func vector(_ name: String) throws(EffectError) -> Value {
        let value = try lookup(name)
        if case .vector(let vector) = value { return vector }
        throw mismatch(name, "a vector", value)
    }

    /// The switch parameter `name`.
    public func bool(_ name: String) throws(EffectError) -> Bool {
        let value = try lookup(name)
        if case .bool(let flag) = value { return flag }
        throw mismatch(name, "true or false", value)
    }

    /// The name chosen for the choice parameter `name`.
    public func choice(_ name: String) throws(EffectError) -> String {
        let value = try lookup(name)
        if case .choice(let choice) = value { return choice }
        throw mismatch(name, "a choice", value)
    }

    /// The assignments that bind back to these values, in declaration order: `["angle=0.2", …]`.
    public var assignments: [String] {
        names.compactMap { name in values[name].map { "\(name)=\($0)" } }
    }

    /// The assignments of the values that differ from `other`'s (the defaults, say), in declaration
    /// order: what a user changed.
    public func assignments(differingFrom other: ParameterValues) -> [String] {
        names.compactMap { name in
            guard let value = values[name], value != other[name] else { return nil }
            return "\(name)=\(value)"
        }
    }

    /// The assignments of the values that differ from `other`'s, separated by commas
    /// (`angle=0.2, forward=false`), or `nil` when none differ: how a listing names the parameters a
    /// timeline was built with.
    public func changesText(from other: ParameterValues) -> String? {
        let changed = assignments(differingFrom: other)
        return changed.isEmpty ? nil : changed.joined(separator: ", ")
    }

    /// The assignments separated by spaces: `angle=0.2 offset=(100, -30) forward=true`.
    public var description: String {
        assignments.joined(separator: " ")
    }

    private func lookup(_ name: String) throws(EffectError) -> ParameterValue {
        guard let value = values[name] else {
            throw .parameter(.unknownParameter(name: name, known: names))
        }
        return value
    }

    private func mismatch(_ name: String, _ requested: String, _ value: ParameterValue) -> EffectError {
        .parameter(.kindMismatch(name: name, requested: requested, value: value))
    }
}
