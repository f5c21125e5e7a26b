import EffectsCore

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

    /// A duration in seconds for a listing column, to the millisecond: `1.358 s` for a spring's
    /// settling time of 1.3582866909233027 s (`inspect` gives the exact number).
    static func listedSeconds(_ value: Double) -> String {
        guard value.isFinite else { return seconds(value) }
        return shortest((value * 1000).rounded() / 1000) + " s"
    }
}
