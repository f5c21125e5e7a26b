import EffectDSL
import EffectsRegistry

extension LottieLayerBuilder {
    /// Adds the opacity.
    ///
    /// The layer's `o`, times those of the precomposition layers around it (each fades its
    /// content). When one of them animates it carries the curve and the others scale it, exactly;
    /// when several do, or the one that does may leave 0…100 (an overshooting easing, which players
    /// hold to 0…100 before a precomposition's opacity multiplies it), their product is sampled
    /// within the unitless tolerance (``LottieOpacityProduct``) and reported.
    mutating func addOpacity() throws(LottieProblem) {
        guard let own = placed.chain.last else { return }
        let factors =
            [LottiePlacedLayer.Placing(transform: own.transform, clock: placed.clock, layer: own.layer)]
            + placed.fades
        let moving = factors.filter { !$0.clock.isFrozen && $0.transform.opacity.isAnimated }
        // The animated factor (or the layer's own) carries the curve; the others scale it.
        let sourceIndex = factors.firstIndex { !$0.clock.isFrozen && $0.transform.opacity.isAnimated } ?? 0
        var scale = 1.0
        for (index, factor) in factors.enumerated() where index != sourceIndex {
            scale *= (factor.transform.opacity.value(at: factor.clock.frameAtZero).first ?? 100) / 100
        }
        // Scaled by anything but 1, a curve that leaves 0…100 is held before it is scaled.
        let scaled = scale != 1 && moving.contains { $0.transform.opacity.mayLeave(0...100) }
        guard moving.count <= 1, !scaled else {
            try addOpacityProduct(of: factors, moving: moving)
            return
        }
        let source = factors.indices.contains(sourceIndex) ? factors[sourceIndex] : factors[0]
        let opacity = source.transform.opacity.mapped { [($0.first ?? 100) / 100 * scale] }
        try add(opacity, "opacity", clock: source.clock)
    }

    /// The opacity as the sampled product of `factors`, of which `moving` animate.
    private mutating func addOpacityProduct(
        of factors: [LottiePlacedLayer.Placing], moving: [LottiePlacedLayer.Placing]
    ) throws(LottieProblem) {
        let product = LottieOpacityProduct(
            factors: factors.map { ($0.transform.opacity, $0.clock) }, tolerance: tolerance.unitless)
        guard let first = product.times.first, let last = product.times.last, last > first else {
            try model("opacity", Value(product.values.last ?? product.value(at: 0)))
            return
        }
        let span = last - first
        let track = try checked { () throws(TimelineError) in
            try Track(
                keyPath: "opacity", values: product.values.map { Value($0) },
                keyTimes: product.times.enumerated().map { index, time in
                    index == 0
                        ? 0 : index == product.times.count - 1 ? 1 : min(max((time - first) / span, 0), 1)
                },
                timingFunctions: Array(repeating: .linear, count: product.times.count - 1),
                timing: MediaTiming(beginTime: first, duration: span, fillMode: .both))
        }
        append(.track(track))
        let names = moving.map { "'\($0.layer)'" }.joined(separator: " and ")
        report(
            "opacity",
            method:
                "the product of the opacities of \(names) (a precomposition fades its content) sampled at \(product.times.count) points",
            largestError: product.largestError, bound: tolerance.unitless)
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

extension LottieProperty {
    /// Whether the value may leave `range`: a keyframe's value outside it, or an easing whose
    /// curve overshoots (a handle's y outside 0…1).
    func mayLeave(_ range: ClosedRange<Double>) -> Bool {
        ([initial, final] + segments.flatMap { [$0.from, $0.to] }).contains { values in
            values.contains { !range.contains($0) }
        }
            || segments.contains { segment in
                !segment.hold
                    && segment.easing.contains { !(0...1).contains($0.y1) || !(0...1).contains($0.y2) }
            }
    }
}
