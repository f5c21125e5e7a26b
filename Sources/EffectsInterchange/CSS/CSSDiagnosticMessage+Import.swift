import EffectDSL

// The CSS catalog's import messages, sorted by name: what the stylesheet says that the importer
// reads differently from a browser, leaves out, or cannot say in Core Animation's terms.

extension DiagnosticMessage {
    static func cssChangeSelectsNothing(_ change: String) -> Self {
        .init(
            .cssChangeSelectsNothing, .error,
            "the change '\(change)' selects no element of the page, so it changes nothing",
            hint: "check the selector against the markup's classes and ids")
    }

    static let cssKeyframeSelectorInvalid = DiagnosticMessage(
        .cssKeyframeSelectorInvalid, .error, "expected 'from', 'to' or a percentage from 0% to 100%",
        hint: "a keyframe block starts with 'from', 'to' or percentages, as in '0%, 50% { … }'")

    static func cssKeyframesMissing(_ name: String) -> Self {
        .init(
            .cssKeyframesMissing, .warning,
            "no '@keyframes \(name)' in the stylesheet, so this animation plays nothing, as in a browser",
            hint: "check the name's spelling; names are case-sensitive")
    }

    /// `reason` says what Core Animation cannot say; `hint` what to write instead.
    static func cssNotExact(_ reason: String, hint: String) -> Self {
        .init(.cssNotExact, .error, "cannot import exactly: \(reason)", hint: hint)
    }

    static func cssPropertiesSkipped(_ properties: [String]) -> Self {
        let list = properties.map { "'\($0)'" }.joined(separator: ", ")
        return .init(
            .cssPropertiesSkipped, .warning,
            "the keyframes animate \(list), which the import leaves out: fxkit samples geometry and opacity",
            hint: "the imported effect moves the element as the stylesheet does, without what is left out")
    }

    static func cssTransitionsSkipped(_ properties: [String], element: String) -> Self {
        let list = properties.map { "'\($0)'" }.joined(separator: ", ")
        return .init(
            .cssPropertiesSkipped, .warning,
            "the transitions of \(list) of '\(element)' are left out: fxkit samples geometry and opacity",
            hint: "the imported effect moves the element as the stylesheet does, without what is left out")
    }

    static func cssPropertyUnsupported(_ property: String) -> Self {
        .init(
            .cssPropertyUnsupported, .error,
            "the importer cannot sample '\(property)', and the keyframes animate nothing it can",
            hint:
                "keyframes may animate transform, translate, rotate, scale, opacity, visibility, backface-visibility, "
                + "width, height, left and top")
    }

    static func cssElementLeftOut(_ element: String) -> Self {
        .init(
            .cssElementLeftOut, .warning,
            "the element '\(element)' is left out of the page's effects: its animations cannot be imported",
            hint: "its errors say why; the page's other elements import without it")
    }

    static func cssSelectorUndecided(_ selector: String) -> Self {
        .init(
            .cssSelectorUndecided, .warning,
            "the rule '\(selector)' is not applied: the importer cannot decide whether it matches the element",
            hint: "name the element's classes with --element, or write the rule with classes and ids only")
    }
}
