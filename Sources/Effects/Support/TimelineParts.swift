import EffectsRegistry

/// The building blocks the built-in effects assemble their timelines from.
///
/// The key paths here are constants of the built-ins, but the core validates every value (a
/// parameter can make one non-finite), so each helper turns a ``TimelineError`` into an
/// ``EffectError`` that names the effect's timeline instead of trapping.
enum TimelineParts {
    /// A model value for `keyPath`.
    static func set(_ keyPath: String, _ value: Value) throws(EffectError) -> ModelValue {
        do {
            return try ModelValue(target: target(keyPath), value: value)
        } catch {
            throw EffectError(error)
        }
    }

    /// A basic animation: `from` to `to` over `duration` seconds, with an optional timing function
    /// (`nil` is linear, as in Core Animation).
    static func basic(
        _ keyPath: String, from: Value, to: Value, duration: Double, timing: TimingFunction? = nil
    ) throws(EffectError) -> Animation {
        do {
            return .track(
                try Track(
                    target: target(keyPath), values: [from, to], timingFunction: timing,
                    timing: MediaTiming(duration: duration)))
        } catch {
            throw EffectError(error)
        }
    }

    /// A keyframe animation over `duration` seconds with evenly spaced keyframes and one timing
    /// function per segment.
    static func keyframes(
        _ keyPath: String, _ values: [Value], segments: TimingFunction, duration: Double,
        additive: Bool = false
    ) throws(EffectError) -> Animation {
        do {
            let timings = [TimingFunction](repeating: segments, count: max(values.count - 1, 0))
            return .track(
                try Track(
                    target: target(keyPath), values: values, timingFunctions: timings, isAdditive: additive,
                    timing: MediaTiming(duration: duration)))
        } catch {
            throw EffectError(error)
        }
    }

    /// A group of `animations` lasting `duration` seconds, which clips them.
    static func group(duration: Double, _ animations: [Animation]) throws(EffectError) -> Animation {
        do {
            return .group(try AnimationGroup(timing: MediaTiming(duration: duration), animations: animations))
        } catch {
            throw EffectError(error)
        }
    }

    /// The timeline of `layers`, in drawing order.
    static func timeline(duration: Double, _ layers: [Layer]) throws(EffectError) -> Timeline {
        do {
            return try Timeline(duration: duration, layers: layers)
        } catch {
            throw EffectError(error)
        }
    }

    private static func target(_ keyPath: String) throws(TimelineError) -> PropertyTarget {
        guard let target = PropertyTarget(keyPath: keyPath) else {
            throw .unknownKeyPath(keyPath, suggestions: [])
        }
        return target
    }
}
