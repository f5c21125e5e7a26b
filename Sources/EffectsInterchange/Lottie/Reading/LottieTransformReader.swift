/// Reads a transform `ks` (a layer's, or a shape group's `tr`).
enum LottieTransformReader {
    /// The transform `ks`; missing properties are the identity's.
    ///
    /// - Throws: a refusal for an expression on any of its properties (a player evaluates it as
    ///   JavaScript each frame: leaving it out would move the layer) or for a 3D rotation or
    ///   orientation; a problem for a malformed property.
    static func read(_ ks: LottieValue) throws(LottieProblem) -> LottieTransform {
        guard ks.node.members != nil else { throw ks.invalid("a transform (an object)") }
        for key in ["rx", "ry", "or"] {
            guard let turn = ks.member(key) else { continue }
            let property = try LottiePropertyReader.read(turn, count: key == "or" ? 3 : 1)
            if property.isAnimated || property.initial.contains(where: { $0 != 0 }) {
                throw turn.refused(
                    "a 3D rotation ('\(key)') turns the layer out of the screen's plane, which Lottie's 2D players do not agree on",
                    hint: "flatten the layer to 2D (rotation 'r' only)")
            }
        }
        var transform = LottieTransform.identity
        transform.anchor = try property(ks, "a", count: 2, spatial: true) ?? transform.anchor
        transform.position = try position(ks) ?? transform.position
        transform.scale = try property(ks, "s", count: 2) ?? transform.scale
        if let rotation = try property(ks, "r", count: 1) {
            transform.rotation = rotation
        } else if let rotation = try property(ks, "rz", count: 1) {
            transform.rotation = rotation
        }
        transform.opacity = try property(ks, "o", count: 1) ?? transform.opacity
        transform.skew = try property(ks, "sk", count: 1) ?? transform.skew
        transform.skewAxis = try property(ks, "sa", count: 1) ?? transform.skewAxis
        return transform
    }

    /// The position: `p`, or `p.x` and `p.y` when split (`p.s` set).
    private static func position(_ ks: LottieValue) throws(LottieProblem) -> LottieTransform.Position? {
        guard let p = ks.member("p") else { return nil }
        guard p.member("s")?.isSet == true else {
            return .joined(
                try property(ks, "p", count: 2, spatial: true) ?? LottieProperty(constant: [0, 0]))
        }
        let x = try p.required("x", "the split position's x")
        let y = try p.required("y", "the split position's y")
        return .split(x: try read(x, count: 1), y: try read(y, count: 1))
    }

    /// The property `key` of `ks`, if it has one.
    private static func property(_ ks: LottieValue, _ key: String, count: Int, spatial: Bool = false)
        throws(LottieProblem) -> LottieProperty?
    {
        guard let value = ks.member(key) else { return nil }
        return try read(value, count: count, spatial: spatial)
    }

    /// One transform property, refused when it carries an expression.
    private static func read(_ value: LottieValue, count: Int, spatial: Bool = false) throws(LottieProblem)
        -> LottieProperty
    {
        if let expression = value.member("x"), expression.node.string != nil {
            throw expression.refused(
                "an expression on a transform property is JavaScript a player runs every frame; without it the layer would move differently",
                hint:
                    "bake the expression into keyframes (After Effects: Keyframe Assistant › Convert Expression to Keyframes)"
            )
        }
        return try LottiePropertyReader.read(value, count: count, spatial: spatial)
    }
}
