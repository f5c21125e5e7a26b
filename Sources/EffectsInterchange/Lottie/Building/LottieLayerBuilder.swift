import EffectsRegistry

/// Builds the fxkit layer of one placed Lottie layer, and says how exactly each track follows it.
///
/// A layer with no parents or precompositions around it, no skew, an unchanging anchor and a scale
/// whose dimensions ease alike is written in Core Animation's own terms (position, anchor point,
/// rotation, scale, opacity: readable). Any other is placed by a chain of additive `transform`
/// tracks, one per Lottie property from the outermost parent in: each point goes through them
/// innermost first, as Lottie multiplies a child's matrix by its parents'. (An animated anchor
/// moves the box under its rotation and scale, and scales easing apart would be two animations of
/// one CSS `transform`: in the chain each is a track of its own that the web export appends.)
struct LottieLayerBuilder {
    let placed: LottiePlacedLayer
    /// The effect's duration, seconds.
    let duration: Double
    /// How closely sampled tracks follow the file.
    let tolerance: InterchangeTolerance
    /// The file's JSON, for the paths reports name.
    let json: JSONNode
    /// What each track is.
    private(set) var reports: [TrackReport] = []
    private var models: [ModelValue] = []
    private var animations: [Animation] = []

    init(_ placed: LottiePlacedLayer, duration: Double, tolerance: InterchangeTolerance, json: JSONNode) {
        self.placed = placed
        self.json = json
        self.duration = duration
        self.tolerance = tolerance
    }

    /// The layer.
    mutating func layer() throws(LottieProblem) -> Layer {
        let box = placed.model.box
        try model("bounds.size", Value(box.width, box.height))
        if let own = placed.chain.last, placed.chain.count == 1, own.transform.hasNoSkew,
            !own.transform.anchor.isAnimated, !own.transform.scale.easesApart, !own.transform.autoOrients,
            let anchor = anchorPoint(own.transform.anchor, box: box)
        {
            try addHelpers(own, anchor: anchor)
        } else {
            try model("anchorPoint", Value(0, 0))
            try model("position", Value(0, 0))
            try addChain(box: box)
        }
        try addOpacity()
        try addVisibility()
        return Layer(name: placed.name, modelValues: models, animations: animations)
    }

    /// Sets the model value of `keyPath`.
    mutating func model(_ keyPath: String, _ value: Value) throws(LottieProblem) {
        models.append(
            try checked { () throws(TimelineError) in try ModelValue(keyPath: keyPath, value: value) })
    }

    /// The anchor as fractions of the box (`(a − origin) / size`), or `nil` when a dimension of no
    /// size has an anchor away from the origin, which fractions cannot say.
    private func anchorPoint(_ anchor: LottieProperty, box: LottieLayerModel.Box) -> LottieProperty? {
        let origin = [box.x, box.y]
        let size = [box.width, box.height]
        for index in 0..<2 where size[index] == 0 {
            let dimension = anchor.dimension(index)
            guard !dimension.isAnimated, dimension.initial.first == origin[index] else { return nil }
        }
        return anchor.mapped { values in
            (0..<2).map { index in
                size[index] == 0
                    ? 0 : ((index < values.count ? values[index] : 0) - origin[index]) / size[index]
            }
        }
    }

    /// Position, anchor point, rotation and scale, each a model value or a track.
    private mutating func addHelpers(_ own: LottiePlacedLayer.Placing, anchor: LottieProperty)
        throws(LottieProblem)
    {
        switch own.transform.position {
        case .joined(let position):
            try add(position, "position", split: ["position.x", "position.y"], clock: own.clock)
        case .split(let x, let y):
            try add(x, "position.x", clock: own.clock)
            try add(y, "position.y", clock: own.clock)
        }
        try add(anchor, "anchorPoint", split: ["anchorPoint.x", "anchorPoint.y"], clock: own.clock)
        try add(
            own.transform.rotation.mapped { [($0.first ?? 0) * .pi / 180] }, "transform.rotation",
            clock: own.clock)
        try addScale(own.transform.scale.mapped { $0.map { $0 / 100 } }, clock: own.clock)
    }

    /// The scale: `transform.scale` when uniform, else a `transform` list of `scale(x, y)` (both
    /// one CSS property each, so that the web export takes them; dimensions that ease apart are
    /// placed by the chain instead).
    private mutating func addScale(_ scale: LottieProperty, clock: LottieClock) throws(LottieProblem) {
        let values = [scale.initial, scale.final] + scale.segments.flatMap { [$0.from, $0.to] }
        if values.allSatisfy({ $0.count == 2 && $0[0] == $0[1] }) {
            try add(scale.dimension(0), "transform.scale", clock: clock)
        } else {
            let keys = LottieKeys(scale, clock: clock, tolerance: tolerance.points)
            let animation = try checked { () throws(TimelineError) in
                try LottieTrackMaker.transform(keys, duration: duration, additive: false) {
                    [.scale(x: $0[0], y: $0[1])]
                }
            }
            append(animation)
            report("transform", keys, source: scale.offset)
        }
    }

    /// `property` on `keyPath` (its components on `split` when they ease apart or follow a curved
    /// path, or component `dimension` alone): a model value unless it is the property's default,
    /// or a track.
    mutating func add(
        _ property: LottieProperty, _ keyPath: String, split: [String] = [], dimension: Int? = nil,
        clock: LottieClock
    ) throws(LottieProblem) {
        if !split.isEmpty, property.easesApart || property.isCurved {
            for (index, component) in split.enumerated() {
                try add(property, component, dimension: index, clock: clock)
            }
            return
        }
        let keys = LottieKeys(property, clock: clock, tolerance: tolerance.points, dimension: dimension)
        if let model = try checked({ () throws(TimelineError) in
            try LottieTrackMaker.model(keys, keyPath: keyPath)
        }) {
            // A place is always written: a drawing centres a layer without one in the viewport.
            let isPlace = ["position", "anchorPoint"].contains(model.target.property.name)
            if isPlace || model.value != model.target.property.defaultValue || model.target.component != nil {
                models.append(model)
            }
            return
        }
        guard
            let animation = try checked({ () throws(TimelineError) in
                try LottieTrackMaker.numbers(keys, keyPath: keyPath)
            })
        else { return }
        animations.append(animation)
        report(keyPath, keys, source: property.offset)
    }

    /// Records a track of `keyPath` that samples what the file computes (`method`), within
    /// `largestError` of its bound `bound` (points unless given).
    mutating func report(_ keyPath: String, method: String, largestError: Double, bound: Double? = nil) {
        let approximation = Approximation(
            layer: placed.name, keyPath: keyPath, method: method, largestError: largestError,
            tolerance: bound ?? tolerance.points)
        reports.append(
            TrackReport(layer: placed.name, keyPath: keyPath, outcome: .approximated([approximation])))
    }

    /// Records how the track of `keyPath` follows the file.
    mutating func report(_ keyPath: String, _ keys: LottieKeys, source: Int) {
        guard let sampling = keys.sampling else {
            reports.append(TrackReport(layer: placed.name, keyPath: keyPath, outcome: .exact))
            return
        }
        let approximation = Approximation(
            layer: placed.name, keyPath: keyPath,
            method: keys.throughTimeRemapping
                ? "the keyframes at \(json.path(toOffset: source)) played through an eased or backward time remapping, fitted in \(sampling.points) pieces"
                : "the curved motion path \(json.path(toOffset: source)) travelled by arc length in \(sampling.points) pieces",
            largestError: sampling.largestError, tolerance: tolerance.points)
        reports.append(
            TrackReport(layer: placed.name, keyPath: keyPath, outcome: .approximated([approximation])))
    }

    /// Appends an animation.
    mutating func append(_ animation: Animation) { animations.append(animation) }
    /// Appends a model value.
    mutating func append(_ model: ModelValue) { models.append(model) }
}

extension LottieProperty {
    /// Whether some segment eases its dimensions along different curves (a straight one: a curved
    /// path has one easing, its progress along the path).
    var easesApart: Bool {
        segments.contains { !$0.easesAlike && $0.tangents == nil && !$0.hold }
    }

    /// Whether some segment takes a curved path: its axes are then fitted apart, each by cubics
    /// (``LottieKeys/fitCurve(_:curve:easing:dimension:clock:tolerance:)``).
    var isCurved: Bool {
        segments.contains { $0.tangents != nil && $0.hasLength && !$0.hold }
    }
}
