import EffectDSL
import EffectsRegistry

extension CSSPlanner {
    /// Checks that Core Animation can play `track` exactly as CSS does; `false` (with an error, or
    /// silently for a track that changes nothing) when it is left out.
    mutating func check(_ track: inout CSSTrackPlan, style: [String: CSSPropertyValue]) -> Bool {
        switch track.property {
        case "transform-origin":
            // An origin the keyframes only repeat is the element's own: nothing to animate.
            let base =
                style["transform-origin"]
                ?? .origin(x: CSSLength(percent: 50), y: CSSLength(percent: 50), z: .zero)
            return !track.values.allSatisfy { ($0 ?? base) == base }
        case "rotate":
            let axes = Set(
                track.values.compactMap { value -> CSSRotationAxis? in
                    guard case .rotate(let axis, let angle)? = value, angle != 0 else { return nil }
                    return axis
                })
            var all = axes
            if case .rotate(let axis, let angle)? = style["rotate"], angle != 0 { all.insert(axis) }
            guard all.count <= 1 else {
                problems.add(
                    .cssNotExact(
                        "'rotate' turns about different axes in the keyframes and the element's style, which "
                            + "browsers interpolate as one rotation about a changing axis",
                        hint: "turn about one axis, or write the rotations in 'transform'"),
                    at: track.range)
                return false
            }
            return true
        case "opacity":
            return checkOpacity(track, base: style["opacity"])
        case "visibility", "backface-visibility":
            return checkSwitches(track)
        default:
            return true
        }
    }

    /// Opacity is clamped to 0…1 by browsers after interpolation; the sampler does not clamp, so a
    /// value or an easing that would leave 0…1 is refused.
    private mutating func checkOpacity(_ track: CSSTrackPlan, base: CSSPropertyValue?) -> Bool {
        let numbers = track.values.map { value -> Double in
            if case .opacity(let number)? = value ?? base { return number }
            return 1
        }
        guard numbers.allSatisfy({ (0...1).contains($0) }) else {
            problems.add(
                .cssNotExact(
                    "an opacity outside 0…1 is clamped by browsers", hint: "write opacities from 0 to 1"),
                at: track.range)
            return false
        }
        for segment in 0..<max(numbers.count - 1, 0) where numbers[segment] != numbers[segment + 1] {
            let (low, high) = CSSEasingRange.outputRange(of: track.easings[segment])
            let a = numbers[segment]
            let b = numbers[segment + 1]
            let lowest = min(a + low * (b - a), a + high * (b - a))
            let highest = max(a + low * (b - a), a + high * (b - a))
            guard lowest >= 0, highest <= 1 else {
                problems.add(
                    .cssNotExact(
                        "the easing takes 'opacity' outside 0…1, where browsers clamp it",
                        hint: "use an easing that does not overshoot for opacity"),
                    at: track.range)
                return false
            }
        }
        return true
    }

    /// Discrete properties switch where the eased progress first leaves 0 (visibility) or reaches
    /// ½ (backface-visibility): the importer finds that point for linear, cubic-bezier and steps
    /// easings, and refuses `linear(…)` or an overshooting curve on a segment that switches.
    private mutating func checkSwitches(_ track: CSSTrackPlan) -> Bool {
        for segment in 0..<max(track.values.count - 1, 0)
        where track.values[segment] != track.values[segment + 1] {
            switch track.easings[segment] {
            case .linear, .steps:
                continue
            case .cubicBezier(let curve) where (0...1).contains(curve.y1) && (0...1).contains(curve.y2):
                continue
            default:
                problems.add(
                    .cssNotExact(
                        "'\(track.property)' switches under an easing the importer cannot place the switch of",
                        hint:
                            "use a linear, cubic-bezier (without overshoot) or steps easing where it switches"
                    ),
                    at: track.range)
                return false
            }
        }
        return true
    }

    /// Checks the element's size and place across all its animations: an animated `width` or `height`
    /// moves the anchor (a fraction of the size) only if the origin is a pure percentage, and a
    /// percentage translation would change with it; `left` and `width` (`top` and `height`) make one
    /// position, so both animated must share their keyframes.
    mutating func checkSize(_ animations: [CSSAnimationPlan], style: [String: CSSPropertyValue]) {
        let tracks = animations.flatMap(\.tracks)
        let origin = style["transform-origin"]
        // An animated origin moves the anchor and the position with it: the box's own tracks
        // would write the same position.
        if let moved = tracks.first(where: { $0.property == "transform-origin" }),
            let box = tracks.first(where: { ["width", "height", "left", "top"].contains($0.property) })
        {
            refuse(
                moved,
                "an animated 'transform-origin' with an animated '\(box.property)' moves one position twice")
        }
        for (size, place, axis) in [("width", "left", 0), ("height", "top", 1)] {
            guard let sized = tracks.first(where: { $0.property == size }) else { continue }
            if case .origin(let x, let y, _)? = origin, (axis == 0 ? x : y).points != 0 {
                refuse(sized, "an animated '\(size)' with a 'transform-origin' in lengths moves the origin")
            }
            let percentTransforms = tracks.contains { track in
                track.values.contains { value in
                    switch value {
                    case .transform(let list)?: return list.dependsOnSize
                    case .translate(let x, let y, _)?: return x.hasPercent || y.hasPercent
                    default: return false
                    }
                }
            }
            if percentTransforms
                || style["transform"].map({
                    if case .transform(let l) = $0 { l.dependsOnSize } else { false }
                }) == true
            {
                refuse(
                    sized,
                    "an animated '\(size)' changes what the percentages of the element's translations mean")
            }
            let placed = tracks.filter { $0.property == place }
            let sizes = tracks.filter { $0.property == size }
            if !placed.isEmpty
                && (placed.count != 1 || sizes.count != 1 || placed[0].offsets != sized.offsets
                    || placed[0].easings != sized.easings)
            {
                refuse(sized, "'\(size)' and '\(place)' are animated with different keyframes")
            }
        }
    }

    private mutating func refuse(_ track: CSSTrackPlan, _ reason: String) {
        problems.add(
            .cssNotExact(
                reason, hint: "Core Animation places a layer by its anchor; animate 'transform' instead"),
            at: track.range)
    }
}
