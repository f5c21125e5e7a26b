/// One parameter of an effect: its name, kind, default, help and unit.
public struct ParameterDescriptor: Hashable, Sendable {
    /// The name used in `name=value` assignments and in the DSL; letters, digits, `-` and `_`.
    public var name: String
    /// The kind of value and what it allows (range, vector size, choices).
    public var kind: ParameterKind
    /// The value used when none is given.
    public var defaultValue: ParameterValue
    /// A short lowercase phrase for listings, such as "peak tilt of the front card".
    public var help: String
    /// The unit of numbers and vector components ("s", "rad", "pt", …); bare numbers are in it.
    ///
    /// Seconds also accept `ms`, radians also accept `deg` (and the other way round); any other unit
    /// accepts only itself as a suffix.
    public var unit: String?

    /// A parameter described in full; see the static constructors for the usual shapes.
    public init(
        name: String, kind: ParameterKind, defaultValue: ParameterValue, help: String, unit: String? = nil
    ) {
        self.name = name
        self.kind = kind
        self.defaultValue = defaultValue
        self.help = help
        self.unit = unit
    }

    /// A number parameter, optionally limited to `range`.
    public static func number(
        _ name: String, default defaultValue: Double, in range: ClosedRange<Double>? = nil,
        unit: String? = nil, help: String
    ) -> ParameterDescriptor {
        ParameterDescriptor(
            name: name, kind: .number(range: range), defaultValue: .number(defaultValue), help: help,
            unit: unit)
    }

    /// A whole-number parameter, optionally limited to `range`.
    public static func integer(
        _ name: String, default defaultValue: Int, in range: ClosedRange<Int>? = nil, help: String
    ) -> ParameterDescriptor {
        ParameterDescriptor(
            name: name, kind: .integer(range: range), defaultValue: .number(Double(defaultValue)), help: help)
    }

    /// A vector parameter with as many components as `defaultValue`.
    public static func vector(
        _ name: String, default defaultValue: Value, unit: String? = nil, help: String
    ) -> ParameterDescriptor {
        ParameterDescriptor(
            name: name, kind: .vector(count: defaultValue.count), defaultValue: .vector(defaultValue),
            help: help,
            unit: unit)
    }

    /// A switch parameter.
    public static func bool(_ name: String, default defaultValue: Bool, help: String) -> ParameterDescriptor {
        ParameterDescriptor(name: name, kind: .bool, defaultValue: .bool(defaultValue), help: help)
    }

    /// A parameter taking one of `choices` by name.
    public static func choice(
        _ name: String, _ choices: [String], default defaultValue: String, help: String
    ) -> ParameterDescriptor {
        ParameterDescriptor(
            name: name, kind: .choice(choices), defaultValue: .choice(defaultValue), help: help)
    }

    /// What a value of this parameter looks like, for messages ("a number", "one of left, right").
    public var expectation: String {
        kind.expectation
    }
}
