import EffectDSL

// The CSS catalog's value messages, sorted by name: values the importer cannot read, and
// references it cannot resolve.

extension DiagnosticMessage {
    static func cssTransitionsTooMany(limit: Int) -> Self {
        .init(
            .cssValueInvalid, .error,
            "the element runs more than \(limit) transitions, the most the import runs on one element",
            hint: "split the transition list over several elements, each its own rule")
    }

    static func cssAnimationsTooMany(limit: Int) -> Self {
        .init(
            .cssValueInvalid, .error,
            "the element plays more than \(limit) animations, the most the import plays on one element",
            hint: "split the animation list over several elements, each its own rule")
    }

    static func cssArgumentCount(_ function: String, _ expected: Int, _ got: Int) -> Self {
        .init(
            .cssValueInvalid, .error,
            "'\(function)()' takes \(expected == 1 ? "1 argument" : "up to \(expected) arguments"), got \(got)",
            hint: "separate the arguments with ','")
    }

    static func cssCalcInvalid(_ reason: String) -> Self {
        .init(.cssCalcInvalid, .error, "invalid 'calc()': \(reason)")
    }

    static func cssEasingInvalid(_ reason: String) -> Self {
        .init(.cssValueInvalid, .error, "invalid easing: \(reason)")
    }

    static func cssUnitUnknown(_ unit: String) -> Self {
        .init(
            .cssUnitUnknown, .error, "unknown unit '\(unit)'",
            hint:
                "lengths take px, %, em, rem, vw, vh, in, cm, mm, pt, pc; angles deg, rad, grad, turn; times s, ms"
        )
    }

    /// `what` is the property or function the value belongs to, or `nil` for a bare value.
    static func cssValueInvalid(_ what: String?, expected: String) -> Self {
        .init(.cssValueInvalid, .error, what.map { "'\($0)' takes \(expected)" } ?? "expected \(expected)")
    }

    static func cssNumberTooLarge(_ magnitude: Double) -> Self {
        .init(
            .cssNumberTooLarge, .error,
            "\(DiagnosticMessage.number(magnitude)) is beyond ±10⁹, more than any real stylesheet's lengths, angles or times",
            hint: "write a value within ±10⁹ (browsers clamp lengths to about ±3.3 × 10⁷ px anyway)")
    }

    /// A declaration whose value its property does not take, which a browser drops as it parses it
    /// (CSS Syntax 3, §8.1): the cascade goes on as if it were not written.
    static func cssDeclarationDropped(_ property: String, reason: String) -> Self {
        .init(
            .cssDeclarationDropped, .warning,
            "the declaration of '\(property)' is dropped, as a browser drops it: \(reason)",
            hint: "the element plays what the other rules give it; fix the value to apply it")
    }

    static func cssVarCycle(_ name: String) -> Self {
        .init(
            .cssVarCycle, .warning,
            "'\(name)' refers to itself through 'var()', so browsers treat it as unset",
            hint: "break the cycle of custom properties")
    }

    static func cssVarTooLong(limit: Int) -> Self {
        .init(.cssVarTooLong, .error, "substituting 'var()' makes a value of more than \(limit) parts")
    }

    static func cssVarUndefined(_ name: String) -> Self {
        .init(
            .cssVarUndefined, .warning,
            "'\(name)' is not defined on the element, so the declaration is ignored as browsers ignore it",
            hint: "define '\(name)' on ':root' or a rule of the element, or give 'var()' a fallback")
    }
}
