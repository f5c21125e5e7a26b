import EffectDSL

extension LottieReader {
    /// The layer types the import reads as boxes: precomposition, solid, image, null, shape, text.
    private static let boxTypes: Set<Double> = [0, 1, 2, 3, 4, 5]

    /// One layer; `nil` for a layer that is not a box (audio, camera, data), left out with a warning.
    mutating func layer(_ value: LottieValue, number index: Int) throws(LottieProblem) -> LottieLayerModel? {
        guard value.node.members != nil else { throw value.invalid("a layer (an object)") }
        let type = try value.required("ty", "the layer type").number()
        let name = value.member("nm")?.node.string ?? "layer \(index + 1)"
        guard Self.boxTypes.contains(type) else {
            skips.add(
                "audio, camera and data layers", why: "they draw nothing", layer: name, at: value)
            return nil
        }
        if let ddd = value.member("ddd"), ddd.isSet {
            throw ddd.refused(
                "a 3D layer ('ddd': 1) is drawn in perspective, which Lottie's 2D players do not agree on",
                hint: "make the layer 2D in the editor")
        }
        var transform =
            try value.member("ks").map { v throws(LottieProblem) in try LottieTransformReader.read(v) }
            ?? .identity
        transform.autoOrients = try autoOrients(value, transform)
        let inPoint = try value.required("ip", "the layer's first frame").number()
        var layer = LottieLayerModel(
            name: name, number: try value.member("ind")?.number(),
            parent: try value.member("parent")?.number(),
            kind: type == 3 ? .null : .drawn, transform: transform, inPoint: inPoint,
            outPoint: try value.required("op", "the frame after the layer's last").number(),
            startTime: try value.member("st")?.number() ?? 0, stretch: try value.member("sr")?.number() ?? 1,
            // A track matte's source ('td': 1) is drawn only through the layer it clips: players
            // never draw it as itself, so neither does the import.
            isHidden: value.member("hd")?.isSet ?? false || value.member("td")?.isSet ?? false, box: .empty,
            path: value.path,
            offset: value.node.offset)
        for key in ["parent", "refId", "tm"] {
            if let member = value.member(key) { layer.referenceOffsets[key] = member.node.offset }
        }
        try readKind(type, of: value, into: &layer)
        noteSkips(value, name: name)
        return layer
    }

    /// What the layer of type `type` draws, and its box.
    private mutating func readKind(_ type: Double, of value: LottieValue, into layer: inout LottieLayerModel)
        throws(LottieProblem)
    {
        let name = layer.name
        let inPoint = layer.inPoint
        switch type {
        case 0:
            layer.kind = .precomp(
                reference: try Self.identifier(try value.required("refId", "the precomposition's id")),
                remap: try timeRemap(value, stretch: layer.stretch))
            layer.box = try size(value, "w", "h")
            guard layer.stretch > 0 else {
                throw try outOfRange(
                    value.required("sr", ""),
                    "a time stretch 'sr' of \(layer.stretch) would play the precomposition backwards or not at all"
                )
            }
        case 1:
            layer.box = try size(value, "sw", "sh")
        case 2:
            let image = try value.member("refId").map { v throws(LottieProblem) in try Self.identifier(v) }
            let size = image.flatMap { images[$0] } ?? (0, 0)
            layer.box = LottieLayerModel.Box(x: 0, y: 0, width: size.width, height: size.height)
        case 4:
            if let shapes = value.member("shapes") {
                layer.box = try LottieShapeBounds.box(of: shapes, at: inPoint, layer: name, skips: &skips)
            }
        case 5:
            skips.add(
                "text", why: "fxkit does not lay out text: a text layer is an empty box", layer: name,
                at: value)
            if let animators = value.member("t")?.member("a"), animators.node.array?.isEmpty == false {
                skips.add(
                    "text animators", why: "they move letters, not the layer", layer: name, at: animators)
            }
        default:
            break
        }
    }

    /// The box of `w` × `h` (or `sw` × `sh`) at the origin.
    private func size(_ value: LottieValue, _ width: String, _ height: String) throws(LottieProblem)
        -> LottieLayerModel.Box
    {
        let w = try value.member(width)?.number() ?? 0
        let h = try value.member(height)?.number() ?? 0
        guard w >= 0, h >= 0 else {
            throw try outOfRange(
                value.required(w < 0 ? width : height, ""), "a layer's size must not be negative")
        }
        return LottieLayerModel.Box(x: 0, y: 0, width: w, height: h)
    }

    /// The precomposition's time remapping `tm` (seconds) in pieces (``LottieTimeRemap``); `nil`
    /// without one.
    ///
    /// - Throws: a refusal for a remapping fxkit's timing cannot say: a keyframe segment that eases
    ///   back for a while (its handles overshooting), an expression, or an animated one on a stretched precomposition (`sr` ≠ 1, where lottie-web
    ///   and ThorVG disagree whether the stretch applies).
    private func timeRemap(_ value: LottieValue, stretch: Double) throws(LottieProblem) -> LottieTimeRemap? {
        guard let tm = value.member("tm") else { return nil }
        if let expression = tm.member("x"), expression.node.string != nil {
            throw expression.refused(
                "an expression on the time remapping 'tm' is JavaScript a player runs every frame",
                hint: "bake the expression into keyframes")
        }
        let remap = try LottiePropertyReader.read(tm, count: 1)
        let frame = { (values: [Double]) in (values.first ?? 0) * frameRate }
        guard remap.isAnimated else { return LottieTimeRemap(constant: frame(remap.initial)) }
        guard stretch == 1 else {
            throw tm.refused(
                "an animated time remapping 'tm' on a stretched precomposition ('sr' \(DiagnosticMessage.number(stretch))) is played differently by lottie-web and ThorVG",
                hint: "set the precomposition layer's time stretch to 100%")
        }
        var stretches: [LottieTimeRemap.Piece] = []
        for segment in remap.segments where segment.hasLength {
            let (from, to) = (frame(segment.from), frame(segment.hold ? segment.from : segment.to))
            let easing = segment.hold ? LottieEasing.linear : segment.easing(of: 0)
            if from != to {
                guard easing.progressRises else {
                    throw tm.refused(
                        "an eased time remapping 'tm' whose handles overshoot turns the precomposition's time back for a while, which fxkit's timing cannot say",
                        hint: "keep the remapping's value handles within its keyframes' values")
                }
            }
            stretches.append(
                LottieTimeRemap.Piece(
                    start: segment.start, end: segment.end, from: from, to: to, easing: easing))
        }
        return LottieTimeRemap(initial: frame(remap.initial), stretches: stretches, final: frame(remap.final))
    }

    /// Whether the layer turns along its motion path (`ao: 1`) and moves.
    ///
    /// - Throws: a refusal where the path's direction is not one ThorVG and the spec agree on: a
    ///   position split into x and y, or one whose dimensions ease along different curves (the
    ///   direction of travel then turns within a straight segment).
    private func autoOrients(_ value: LottieValue, _ transform: LottieTransform) throws(LottieProblem) -> Bool
    {
        guard let ao = value.member("ao"), ao.isSet else { return false }
        switch transform.position {
        case .joined(let position):
            guard position.isAnimated else { return false }
            if position.easesApart {
                throw ao.refused(
                    "auto-orient ('ao': 1) on a position whose dimensions ease apart turns the layer within a straight segment, which the import does not compute",
                    hint: "give the position's dimensions one easing")
            }
            return true
        case .split(let x, let y):
            guard x.isAnimated || y.isAnimated else { return false }
            throw ao.refused(
                "auto-orient ('ao': 1) on a position split into x and y ('p.s': true) turns with the direction of travel, which the import does not compute",
                hint:
                    "join the position's dimensions in the editor, or bake the orientation into rotation keyframes"
            )
        }
    }

    /// Notes the layer's masks, mattes, effects, styles and blend mode, which the import leaves out.
    private mutating func noteSkips(_ value: LottieValue, name: String) {
        if let masks = value.member("masksProperties"), masks.node.array?.isEmpty == false {
            skips.add("masks", why: "they clip what a layer draws, not where it is", layer: name, at: masks)
        }
        if let source = value.member("td"), source.isSet {
            skips.add(
                "matte sources",
                why: "players draw them only as the matte of the layer below; they are imported hidden",
                layer: name, at: source)
        }
        for key in ["tt", "tp"] {
            guard let matte = value.member(key), matte.node.number.map({ $0 != 0 }) ?? false else { continue }
            skips.add("mattes", why: "they clip what a layer draws, not where it is", layer: name, at: matte)
            break
        }
        if let effects = value.member("ef"), effects.node.array?.isEmpty == false {
            skips.add("effects", why: "they change pixels, not the layer's box", layer: name, at: effects)
        }
        if let styles = value.member("sy"), styles.node.array?.isEmpty == false {
            skips.add("layer styles", why: "they change pixels, not the layer's box", layer: name, at: styles)
        }
        if let blend = value.member("bm"), blend.node.number.map({ $0 != 0 }) ?? false {
            skips.add("blend modes", why: "they change pixels, not the layer's box", layer: name, at: blend)
        }
    }
}
