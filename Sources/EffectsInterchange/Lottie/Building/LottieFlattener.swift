import EffectDSL

/// Flattens an animation's compositions into the layers fxkit samples, bottom first (fxkit draws
/// its layers in order; Lottie lists the top one first): each layer with its parents' transforms,
/// and a precomposition layer followed by its content, played in its own time, above it.
struct LottieFlattener {
    /// The most layers one animation may flatten to (a precomposition shown several times is
    /// copied each time, so nesting could multiply them without end).
    static let layerLimit = 5_000
    /// How deep precompositions may nest.
    static let depthLimit = 32
    /// The most transforms all layers may be placed by together.
    ///
    /// Each layer counts its own, its parents' and its precompositions': a layer at the end of a
    /// parent chain of n carries n transforms, so a file of 4,999 layers each the parent of the next made 12.5 million tracks
    /// (315 s, 5 GiB). Real rigs chain a few dozen layers at most.
    static let transformLimit = 100_000

    let document: LottieDocument
    /// The layers so far.
    private(set) var placed: [LottiePlacedLayer] = []
    /// The transforms placing them, counted against ``transformLimit``.
    private var transformCount = 0
    /// The precompositions being flattened, outermost first, to refuse one that contains itself.
    private var open: [String] = []

    init(document: LottieDocument) {
        self.document = document
    }

    /// Every layer of the animation.
    mutating func run() throws(LottieProblem) -> [LottiePlacedLayer] {
        let clock = LottieClock(frameRate: document.frameRate, inPoint: document.inPoint)
        let duration = (document.outPoint - document.inPoint) / document.frameRate
        try flatten(document.root, clock: clock, outer: [], window: 0..<duration, fades: [])
        return placed
    }

    private mutating func flatten(
        _ composition: LottieComposition, clock: LottieClock, outer: [LottiePlacedLayer.Placing],
        window: Range<Double>, fades: [LottiePlacedLayer.Placing]
    ) throws(LottieProblem) {
        for layer in composition.layers.reversed() {
            guard placed.count < Self.layerLimit else {
                throw LottieProblem(
                    message: .lottieLimit(
                        "layers (precompositions copied where they show)", limit: Self.layerLimit,
                        at: layer.path),
                    offset: layer.offset, path: layer.path)
            }
            let chain =
                outer
                + (try parents(of: layer, in: composition)).map {
                    LottiePlacedLayer.Placing(transform: $0.transform, clock: clock, layer: $0.name)
                }
            transformCount += chain.count
            guard transformCount <= Self.transformLimit else {
                throw LottieProblem(
                    message: .lottieLimit(
                        "transforms placing its layers (each layer counts its parents' and precompositions')",
                        limit: Self.transformLimit, at: layer.path),
                    offset: layer.offset, path: layer.path)
            }
            let seconds = clock.seconds(from: layer.inPoint, to: layer.outPoint, extent: window.upperBound)
            let start = max(window.lowerBound, seconds.start)
            let end = min(window.upperBound, seconds.end)
            let shown = layer.isHidden || !(start < end) ? window.lowerBound..<window.lowerBound : start..<end
            placed.append(
                LottiePlacedLayer(model: layer, clock: clock, chain: chain, shown: shown, fades: fades))
            guard case .precomp(let reference, let remap) = layer.kind else { continue }
            guard let content = document.precomps[reference] else {
                throw LottieProblem(
                    message: .lottieReferenceInvalid(
                        "no precomposition in 'assets' has the id '\(reference)'", at: layer.path.key("refId")
                    ),
                    offset: layer.offset(of: "refId"), path: layer.path.key("refId"))
            }
            guard !open.contains(reference), open.count < Self.depthLimit else {
                throw LottieProblem(
                    message: .lottieReferenceInvalid(
                        open.contains(reference)
                            ? "the precomposition '\(reference)' shows itself, so it would never end"
                            : "precompositions nest deeper than \(Self.depthLimit)",
                        at: layer.path.key("refId")),
                    offset: layer.offset(of: "refId"), path: layer.path.key("refId"))
            }
            open.append(reference)
            let fade = LottiePlacedLayer.Placing(transform: layer.transform, clock: clock, layer: layer.name)
            for (inner, window) in Self.clocks(of: layer, remap: remap, outer: clock, window: shown) {
                try flatten(content, clock: inner, outer: chain, window: window, fades: fades + [fade])
            }
            open.removeLast()
        }
    }

    /// The clocks a precomposition layer's content runs on, each with the window of the effect's
    /// seconds it runs in: one, entered at the layer's start and stretch; or, with a time remapping,
    /// one a piece, the content copied into each piece's window where the layer shows (a piece a
    /// copy: the content's layers appear once for each).
    private static func clocks(
        of layer: LottieLayerModel, remap: LottieTimeRemap?, outer: LottieClock, window: Range<Double>
    ) -> [(clock: LottieClock, window: Range<Double>)] {
        guard let remap else {
            return [(outer.entering(start: layer.startTime, stretch: layer.stretch), window)]
        }
        guard !outer.isFrozen else {
            let piece =
                remap.pieces.first { $0.start <= outer.frameAtZero && outer.frameAtZero < $0.end }
                ?? remap.pieces.last
            guard let piece else { return [] }
            return [(LottieTimeRemap.clock(of: piece, outer: outer), window)]
        }
        var clocks: [(clock: LottieClock, window: Range<Double>)] = []
        for piece in remap.pieces {
            let seconds = outer.seconds(from: piece.start, to: piece.end, extent: window.upperBound)
            let start = max(window.lowerBound, seconds.start)
            let end = min(window.upperBound, seconds.end)
            guard start < end else { continue }
            clocks.append((LottieTimeRemap.clock(of: piece, outer: outer), start..<end))
        }
        return clocks
    }

    /// The layer's parents, outermost first, then the layer.
    private func parents(of layer: LottieLayerModel, in composition: LottieComposition) throws(LottieProblem)
        -> [LottieLayerModel]
    {
        var chain = [layer]
        var current = layer
        while let number = current.parent {
            guard chain.count <= Self.transformLimit else { break }
            guard let parent = composition.layer(number: number) else {
                throw LottieProblem(
                    message: .lottieReferenceInvalid(
                        "no layer of this composition has the index 'ind' \(DiagnosticMessage.number(number)) that 'parent' names",
                        at: current.path.key("parent")),
                    offset: current.offset(of: "parent"), path: current.path.key("parent"))
            }
            guard chain.count <= composition.layers.count else {
                throw LottieProblem(
                    message: .lottieReferenceInvalid(
                        "the layers' parents form a circle", at: layer.path.key("parent")),
                    offset: layer.offset(of: "parent"), path: layer.path.key("parent"))
            }
            chain.append(parent)
            current = parent
        }
        return chain.reversed()
    }
}
