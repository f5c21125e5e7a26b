import EffectsRegistry

/// Numbers as fxctl prints them in listings and help: shortest round-trip, no `-0`, with units.
enum NumberText {
    /// The shortest text that reads back as `value` (`0.25`, `1.2`, `90`), never `-0`.
    static func shortest(_ value: Double) -> String {
        ParameterValue.number(value).description
    }

    /// A duration in seconds: `1.2 s`.
    static func seconds(_ value: Double) -> String {
        shortest(value) + " s"
    }
}
