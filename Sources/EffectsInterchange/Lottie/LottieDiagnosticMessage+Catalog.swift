import EffectDSL

// The Lottie catalog, sorted by name: what makes a file unreadable, what the import refuses because
// it cannot say it exactly, and what it leaves out. Every message ends with the JSON path of the
// value it is about, "(at layers[3].ks.p.x)", which is also where the diagnostic points.

extension DiagnosticMessage {
    /// A `.lottie` archive that holds no readable animation: `reason` says why.
    static func lottieArchiveInvalid(_ reason: String) -> Self {
        .init(
            .lottieArchiveInvalid, .error, "the dotLottie archive cannot be read: \(reason)",
            hint: "a dotLottie file is a zip with manifest.json and its animation under a/NAME.json")
    }

    /// The file is not JSON; `text` is the JSON reader's message.
    static func lottieJSONMalformed(_ text: String, at path: JSONPath) -> Self {
        .init(
            .lottieJsonMalformed, .error, "the file is not JSON: \(text)\(Self.place(path))",
            hint: "a Lottie file is JSON as After Effects' Bodymovin or a Lottie editor writes it")
    }

    /// The file is JSON past the reader's limits, said as such rather than as "not JSON".
    ///
    /// `text` is the JSON reader's message.
    static func lottieJSONTooLarge(_ text: String, at path: JSONPath) -> Self {
        .init(
            .lottieJsonMalformed, .error,
            "the file cannot be read within the reader's limits: \(text)\(Self.place(path))",
            hint: "no real animation comes near this; split the file if it is one")
    }

    static func lottieKeyframesOutOfOrder(_ time: Double, after previous: Double, at path: JSONPath) -> Self {
        .init(
            .lottieKeyframesOutOfOrder, .error,
            "keyframe times must not decrease: \(Self.number(time)) comes after \(Self.number(previous))\(Self.place(path))",
            hint: "list each property's keyframes in time order; two may share one time")
    }

    /// `what` passed the import's bound `limit`.
    static func lottieLimit(_ what: String, limit: Int, at path: JSONPath) -> Self {
        .init(
            .lottieLimit, .error,
            "the file has more than \(limit) \(what), the most the import reads\(Self.place(path))",
            hint: "no real animation comes near this; split the file if it is one")
    }

    /// The JSON is no Lottie animation: `reason` says why.
    static func lottieNotLottie(_ reason: String, at path: JSONPath) -> Self {
        .init(
            .lottieNotLottie, .error, "the file is not a Lottie animation: \(reason)\(Self.place(path))",
            hint: "a Lottie animation is an object with 'fr', 'ip', 'op', 'w', 'h' and 'layers'")
    }

    /// A `parent`, `refId` or layer index that names nothing, or names in a circle.
    static func lottieReferenceInvalid(_ reason: String, at path: JSONPath) -> Self {
        .init(.lottieReferenceInvalid, .error, "\(reason)\(Self.place(path))")
    }

    /// Something fxkit's model cannot say exactly, and leaving out would change a layer's geometry.
    static func lottieRefused(_ reason: String, at path: JSONPath, hint: String) -> Self {
        .init(.lottieRefused, .error, "cannot import: \(reason)\(Self.place(path))", hint: hint)
    }

    /// A kind of content the import leaves out (`kind`: "masks", "expressions", …) in `layers`.
    static func lottieSkipped(_ kind: String, why: String, layers: [String], at path: JSONPath) -> Self {
        let shown = layers.prefix(5).map { "'\($0)'" }.joined(separator: ", ")
        let more = layers.count > 5 ? " and \(layers.count - 5) more" : ""
        let noun = layers.count == 1 ? "layer" : "layers"
        return .init(
            .lottieSkipped, .warning, "\(kind) left out (\(why)): \(noun) \(shown)\(more)\(Self.place(path))",
            hint: "the imported layers move as the file's do; what is left out does not change their boxes")
    }

    /// A value of the wrong kind, or a missing one: `text` says which.
    static func lottieValueInvalid(_ text: String, at path: JSONPath) -> Self {
        .init(.lottieValueInvalid, .error, "\(text)\(Self.place(path))")
    }

    /// A number outside what the field allows: `text` says which and why.
    static func lottieValueOutOfRange(_ text: String, at path: JSONPath) -> Self {
        .init(.lottieValueOutOfRange, .error, "\(text)\(Self.place(path))")
    }

    /// " (at PATH)", or nothing at the top level.
    private static func place(_ path: JSONPath) -> String {
        path.isEmpty ? "" : " (at \(path))"
    }

    /// A number as messages write it: the shortest text that reads back.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }
}
