import EffectDSL
import EffectsRegistry

extension LottieLayerBuilder {
    /// Adds the opacity.
    ///
    /// The layer's `o`, times those of the precomposition layers around it (each fades
    /// its content). One of them may animate (the others scale it); two that animate would multiply
    /// two curves, which one track cannot say exactly.
    mutating func addOpacity() throws(LottieProblem) {
        guard let own = placed.chain.last else { return }
        let factors =
            [LottiePlacedLayer.Placing(transform: own.transform, clock: placed.clock, layer: own.layer)]
            + placed.fades
        let moving = factors.filter { !$0.clock.isFrozen && $0.transform.opacity.isAnimated }
        guard moving.count <= 1 else {
            let names = moving.map { "'\($0.layer)'" }.joined(separator: " and ")
            throw LottieProblem(
                message: .lottieRefused(
                    "the opacities of \(names) both animate, and a precomposition fades its content: fxkit's one opacity per layer cannot multiply two curves exactly",
                    at: placed.model.path.key("ks").key("o"),
                    hint:
                        "animate the opacity of the precomposition layer or of the layers inside it, not both"
                ),
                offset: placed.model.offset, path: placed.model.path)
        }
        // The animated factor (or the layer's own) carries the curve; the others scale it.
        let sourceIndex = factors.firstIndex { !$0.clock.isFrozen && $0.transform.opacity.isAnimated } ?? 0
        var scale = 1.0
        for (index, factor) in factors.enumerated() where index != sourceIndex {
            scale *= (factor.transform.opacity.value(at: factor.clock.frameAtZero).first ?? 100) / 100
        }
        let source = factors.indices.contains(sourceIndex) ? factors[sourceIndex] : factors[0]
        let opacity = source.transform.opacity.mapped { [($0.first ?? 100) / 100 * scale] }
        try add(opacity, "opacity", clock: source.clock)
    }

    /// `hidden`: true before the layer's in point and from its out point (both in the effect's
    /// seconds, through every precomposition around it), as players show a layer in [ip, op).
    mutating func addVisibility() throws(LottieProblem) {
        let shown = placed.shown
        guard shown.lowerBound < shown.upperBound else {
            try model("hidden", Value(1))
            return
        }
        guard shown.lowerBound > 0 || shown.upperBound < duration else { return }
        try model("hidden", Value(1))
        let end = min(shown.upperBound, duration + 1)
        let track = try checked { () throws(TimelineError) in
            try Track(
                keyPath: "hidden", values: [Value(0), Value(1)], keyTimes: [0, 1], calculationMode: .discrete,
                timing: MediaTiming(
                    beginTime: shown.lowerBound, duration: end - shown.lowerBound, fillMode: .forwards))
        }
        append(.track(track))
    }
}
