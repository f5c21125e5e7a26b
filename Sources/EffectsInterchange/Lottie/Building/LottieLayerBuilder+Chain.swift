import EffectsRegistry

extension LottieLayerBuilder {
    /// One link of the chain: a Lottie property as transform functions of its value.
    private struct Link {
        var property: LottieProperty
        var clock: LottieClock
        var function: ([Double]) -> [TransformFunction]
        /// The one dimension of `property` the link moves along, or `nil` for all of them.
        var dimension: Int? = nil
        /// What the link samples and its largest error in points, for a link the file computes
        /// (auto-orient's turn along a curved path).
        var sampled: (method: String, largestError: Double)? = nil
    }

    /// Adds the additive `transform` tracks that place the layer.
    ///
    /// The unchanging links outside every animated one are the layer's model `transform` (a model
    /// value applies after every additive track, outermost): a layer whose chain never changes has
    /// no track at all. For each transform from the outermost,
    /// `translate(p) rotate(r) rotate(−sa) skewX(−sk) rotate(sa) scale(s) translate(−a)`, then the
    /// move to the box's corner. Unchanging links next to each other are one track.
    mutating func addChain(box: LottieLayerModel.Box) throws(LottieProblem) {
        var links: [Link] = []
        let extents = orientationExtents()
        for index in placed.chain.indices {
            links += Self.links(
                of: placed.chain[index], orientation: orientation(of: index, extent: extents[index] ?? 1))
        }
        links.append(
            Link(property: LottieProperty(constant: [box.x, box.y]), clock: placed.clock) {
                [.translate(x: $0[0], y: $0[1])]
            })
        var constant: [TransformFunction] = []
        var outermost = true
        for link in links {
            let keys = LottieKeys(
                link.property, clock: link.clock, tolerance: tolerance.points, dimension: link.dimension)
            if keys.isConstant {
                constant +=
                    keys.values.first.map(link.function)?.filter { TransformList([$0]).matrix != .identity }
                    ?? []
                continue
            }
            try flush(&constant, outermost: outermost)
            outermost = false
            let animation = try checked { () throws(TimelineError) in
                try LottieTrackMaker.transform(keys, duration: duration, function: link.function)
            }
            append(animation)
            if let sampled = link.sampled {
                report("transform", method: sampled.method, largestError: sampled.largestError)
            } else {
                report("transform", keys, source: link.property.offset)
            }
        }
        try flush(&constant, outermost: outermost)
    }

    /// The auto-orient link of the chain's placing `index`, when it turns along its path: its
    /// turn sampled within half the tolerance in points at `extent`, the farthest the layer's box
    /// gets from the turn's centre (the curved path it turns along is sampled within the
    /// tolerance too, and the two add up).
    private func orientation(of index: Int, extent: Double) -> Link? {
        let placing = placed.chain[index]
        guard placing.transform.autoOrients, case .joined(let position) = placing.transform.position else {
            return nil
        }
        let (property, sampled) = LottieOrientation.property(
            of: position, tolerance: tolerance.points / 2 / extent * 180 / .pi)
        var link = Link(property: property, clock: placing.clock) { [.rotate($0[0] * .pi / 180)] }
        if let sampled {
            link.sampled = (
                "auto-orient's turn along the curved motion path \(json.path(toOffset: position.offset)) "
                    + "sampled at \(sampled.points) points",
                sampled.largestError * .pi / 180 * extent
            )
        }
        return link
    }

    /// How far the layer's box gets from the centre of each auto-orienting placing's turn (its
    /// position), by chain index.
    ///
    /// Measured at 33 moments of the time the layer shows, with a
    /// quarter more for between them, at least 1 point. One pass from the innermost placing out
    /// at each moment, so a chain of n costs n maps a moment, not n².
    private func orientationExtents() -> [Int: Double] {
        let turning = placed.chain.indices.filter { placed.chain[$0].transform.autoOrients }
        guard !turning.isEmpty else { return [:] }
        var extents = Dictionary(uniqueKeysWithValues: turning.map { ($0, 1.0) })
        let box = placed.model.box
        let corners = [
            (box.x, box.y), (box.x + box.width, box.y), (box.x + box.width, box.y + box.height),
            (box.x, box.y + box.height),
        ]
        let start = max(placed.shown.lowerBound, 0)
        let end = max(min(placed.shown.upperBound, duration), start)
        for step in 0...32 {
            let seconds = start + (end - start) * Double(step) / 32
            var map = LottieAffine.identity
            for index in placed.chain.indices.reversed() {
                let placing = placed.chain[index]
                let frame = placing.clock.frame(at: seconds)
                map = LottieAffine(placing.transform, at: frame).concatenating(map)
                guard let extent = extents[index] else { continue }
                let centre = placing.transform.position(at: frame)
                let farthest =
                    corners.map { x, y in
                        let point = map.apply(x, y)
                        return
                            ((point.x - centre.x) * (point.x - centre.x) + (point.y - centre.y)
                                * (point.y - centre.y))
                            .squareRoot()
                    }.max() ?? 0
                extents[index] = max(extent, farthest * 1.25)
            }
        }
        return extents
    }

    /// Appends the unchanging functions gathered so far as one constant track, or as the model
    /// `transform` when no animated link is outside them.
    private mutating func flush(_ constant: inout [TransformFunction], outermost: Bool) throws(LottieProblem)
    {
        guard !constant.isEmpty else { return }
        if outermost {
            let list = TransformList(constant)
            append(try checked { () throws(TimelineError) in try ModelValue(transform: list) })
            constant = []
            return
        }
        var keys = LottieKeys(LottieProperty(constant: [0]), clock: placed.clock, tolerance: 0)
        keys.values = [[0]]
        let functions = constant
        let animation = try checked { () throws(TimelineError) in
            try LottieTrackMaker.transform(keys, duration: duration) { _ in functions }
        }
        append(animation)
        constant = []
    }

    /// The links of one transform, outermost first (auto-orient's turn, `orientation`, after the
    /// rotation); each dimension of a property that eases apart or follows a curved path is a
    /// link of its own.
    private static func links(of placing: LottiePlacedLayer.Placing, orientation: Link?) -> [Link] {
        let t = placing.transform
        let clock = placing.clock
        let radians = Double.pi / 180
        var links: [Link] = []
        func pair(
            _ property: LottieProperty, _ both: @escaping ([Double]) -> TransformFunction,
            _ x: @escaping (Double) -> TransformFunction, _ y: @escaping (Double) -> TransformFunction
        ) {
            if property.easesApart || property.isCurved {
                links.append(Link(property: property, clock: clock, function: { [x($0[0])] }, dimension: 0))
                links.append(Link(property: property, clock: clock, function: { [y($0[0])] }, dimension: 1))
            } else {
                links.append(Link(property: property, clock: clock) { [both($0)] })
            }
        }
        switch t.position {
        case .joined(let p):
            pair(p, { .translate(x: $0[0], y: $0[1]) }, { .translateX($0) }, { .translateY($0) })
        case .split(let x, let y):
            links.append(Link(property: x, clock: clock) { [.translateX($0[0])] })
            links.append(Link(property: y, clock: clock) { [.translateY($0[0])] })
        }
        links.append(Link(property: t.rotation, clock: clock) { [.rotate($0[0] * radians)] })
        if let orientation { links.append(orientation) }
        if !t.hasNoSkew {
            links.append(Link(property: t.skewAxis, clock: clock) { [.rotate(-$0[0] * radians)] })
            links.append(Link(property: t.skew, clock: clock) { [.skewX(-$0[0] * radians)] })
            links.append(Link(property: t.skewAxis, clock: clock) { [.rotate($0[0] * radians)] })
        }
        pair(
            t.scale, { .scale(x: $0[0] / 100, y: $0[1] / 100) }, { .scaleX($0 / 100) }, { .scaleY($0 / 100) })
        pair(t.anchor, { .translate(x: -$0[0], y: -$0[1]) }, { .translateX(-$0) }, { .translateY(-$0) })
        return links
    }

    /// Runs `body`, a timeline error becoming a problem at the layer (it would be fxkit's fault).
    func checked<T>(_ body: () throws(TimelineError) -> T) throws(LottieProblem) -> T {
        do {
            return try body()
        } catch {
            throw LottieProblem(
                message: .lottieRefused(
                    "the layer's tracks do not make a timeline: \(error)", at: placed.model.path,
                    hint: "report this file to fxkit's authors"),
                offset: placed.model.offset, path: placed.model.path)
        }
    }
}
