import EffectsRegistry

/// Builds the timeline of an imported effect at one size and place of the element: one layer, the
/// element, whose model values are its style and whose tracks are its animations.
///
/// The element's box has its top-left corner at (`left`, `top`) in the stage (the viewport) and the
/// given size. Its `transform-origin` becomes the anchor point (a fraction of the size) and the
/// position the anchor sits at, so that Core Animation turns and scales it about the same point; a
/// z origin is both the anchor's z and the layer's `zPosition`, as CSS moves the origin out and back.
struct CSSTimelineBuilder {
    /// The name of the element's layer.
    static let layerName = "element"

    /// The plan being built.
    let plan: CSSElementPlan
    /// The element's size, points.
    let size: (width: Double, height: Double)
    /// The element's top-left corner in the stage, points.
    let place: (left: Double, top: Double)
    /// The stage's size, points.
    let viewport: (width: Double, height: Double)
    /// The layer's name.
    var name = CSSTimelineBuilder.layerName

    /// The origin in points from the box's top-left corner, and its z.
    var origin: (x: Double, y: Double, z: Double) {
        guard case .origin(let x, let y, let z)? = plan.style["transform-origin"] else {
            return (size.width / 2, size.height / 2, 0)
        }
        return (
            x.resolved(basis: size.width, viewport: viewport),
            y.resolved(basis: size.height, viewport: viewport),
            z.resolved(basis: 0, viewport: viewport)
        )
    }

    /// The anchor point: the origin as a fraction of the size (0 along an axis of no size).
    var anchor: (x: Double, y: Double) {
        let origin = self.origin
        return (size.width > 0 ? origin.x / size.width : 0, size.height > 0 ? origin.y / size.height : 0)
    }

    /// The element's layer.
    func layer() throws(TimelineError) -> Layer {
        var animations: [Animation] = []
        for planned in plan.animations {
            let animation = try sized(planned)
            if let instant = animation.instant {
                animations += try instantAnimations(of: animation, instant)
                continue
            }
            let tracks = try tracks(of: animation)
            guard !tracks.isEmpty else { continue }
            if animation.reversedIteration != nil {
                animations.append(
                    .group(
                        try AnimationGroup(timing: animation.timing, animations: tracks.map(Animation.track)))
                )
            } else {
                animations += tracks.map(Animation.track)
            }
        }
        return Layer(name: name, modelValues: try modelValues(), animations: animations)
    }

    /// `animation` with its timing read for this size of the element, where a view range places it.
    private func sized(_ animation: CSSAnimationPlan) throws(TimelineError) -> CSSAnimationPlan {
        guard let written = animation.viewEntry else { return animation }
        var sized = animation
        do throws(CSSValueError) {
            let entry = try written.onProgress(
                fallback: 0..<0, height: size.height, scrollport: viewport.height)
            guard let mapping = try CSSTimingMapping.mapping(of: entry, fallback: 0..<0) else {
                return animation
            }
            (sized.timing, sized.reversedIteration, sized.end) = (
                mapping.timing, mapping.reversedIteration, mapping.end
            )
        } catch {
            throw .timing(
                what: "the animation '\(animation.name)'",
                reason: "its view range at this size: \(error.message.text)")
        }
        return sized
    }

    /// The timeline of the one element.
    func timeline() throws(TimelineError) -> Timeline {
        try Timeline(
            duration: plan.duration, layers: [try layer()], sublayerTransform: perspective(),
            viewportSize: Value(viewport.width, viewport.height))
    }

    /// The animations of an animation without an active interval: before its moment, a group that
    /// ends there around tracks in their backwards fill (the iteration's start, with the before
    /// flag a browser sets); from it on, tracks frozen at the progress it shows.
    private func instantAnimations(
        of animation: CSSAnimationPlan, _ instant: CSSTimingMapping.Instant
    ) throws(TimelineError) -> [Animation] {
        var result: [Animation] = []
        if let before = instant.before, instant.time > 0 {
            var timing = MediaTiming(beginTime: instant.time, duration: 1, fillMode: .backwards)
            if before >= 1 {
                timing.autoreverses = true
                timing.repeatCount = 0.5
                timing.timeOffset = 1
            }
            let tracks = try self.tracks(of: animation, timing: timing)
            if !tracks.isEmpty {
                result.append(
                    .group(
                        try AnimationGroup(
                            timing: MediaTiming(duration: instant.time),
                            animations: tracks.map(Animation.track))))
            }
        }
        if instant.after != nil {
            result += try tracks(of: animation, timing: animation.timing).map(Animation.track)
        }
        return result
    }

    /// The element's style as model values: size, anchor, place, then the properties it sets.
    private func modelValues() throws(TimelineError) -> [ModelValue] {
        let origin = self.origin
        let anchor = self.anchor
        var values = [
            try ModelValue(keyPath: "bounds.size", value: Value(size.width, size.height)),
            try ModelValue(keyPath: "anchorPoint", value: Value(anchor.x, anchor.y)),
            try ModelValue(keyPath: "position", value: Value(place.left + origin.x, place.top + origin.y)),
        ]
        if origin.z != 0 {
            values.append(try ModelValue(keyPath: "anchorPointZ", value: Value(origin.z)))
            values.append(try ModelValue(keyPath: "zPosition", value: Value(origin.z)))
        }
        for property in CSSPropertyReader.properties {
            guard let value = plan.style[property] else { continue }
            values += try modelValues(of: value)
        }
        return values
    }

    /// The model values one style value sets.
    private func modelValues(of value: CSSPropertyValue) throws(TimelineError) -> [ModelValue] {
        switch value {
        case .opacity(let opacity):
            return [try ModelValue(keyPath: "opacity", value: Value(opacity))]
        case .visibility(let visible):
            return visible ? [] : [try ModelValue(keyPath: "hidden", value: Value(1))]
        case .backfaceVisible(let visible):
            return visible ? [] : [try ModelValue(keyPath: "doubleSided", value: Value(0))]
        case .transform(let list):
            return list.functions.isEmpty
                ? [] : [try ModelValue(transform: list.resolved(size: size, viewport: viewport))]
        case .translate, .rotate, .scale:
            var result: [ModelValue] = []
            for (keyPath, component) in components(of: value) where component != neutral(keyPath) {
                result.append(try ModelValue(keyPath: keyPath, value: component))
            }
            return result
        case .length, .origin:
            return []
        }
    }

    /// The stage's perspective about its `perspective-origin`, as the viewport's sublayer transform
    /// (which Core Animation applies about the viewport's centre).
    func perspective() -> Matrix3D {
        guard let distance = plan.perspective else { return .identity }
        let originX = plan.perspectiveOrigin.x.resolved(basis: viewport.width, viewport: viewport)
        let originY = plan.perspectiveOrigin.y.resolved(basis: viewport.height, viewport: viewport)
        let dx = originX - viewport.width / 2
        let dy = originY - viewport.height / 2
        let functions: [TransformFunction] = [
            .translate3d(x: dx, y: dy, z: 0), .perspective(distance.resolved(basis: 0, viewport: viewport)),
            .translate3d(x: -dx, y: -dy, z: 0),
        ]
        return TransformList(functions.filter { $0 != .translate3d(x: 0, y: 0, z: 0) }).matrix
    }
}
