/// Why an effect cannot be written as Lottie: one ``InterchangeError`` per reason, each naming the
/// layer and the property concerned where it has one.
extension InterchangeError {
    /// A Lottie refusal about `layer`'s `keyPath`.
    private static func lottie(_ layer: String, _ keyPath: String, _ reason: String) -> Self {
        InterchangeError(layer: layer, keyPath: keyPath, format: .lottie, reason: reason)
    }

    /// A Lottie refusal of the whole effect.
    private static func lottie(_ reason: String) -> Self {
        InterchangeError(format: .lottie, reason: reason)
    }

    /// The viewport is not a whole number of points: Lottie's `w` and `h` are integers.
    static func fractionalViewport(width: Double, height: Double) -> Self {
        lottie("Lottie needs a viewport of whole points (its w and h are integers), got \(width) x \(height)")
    }

    /// The viewport is below 1 point or above `limit` points in a dimension.
    static func viewportOutOfRange(width: Double, height: Double, limit: Double) -> Self {
        lottie(
            "Lottie needs a viewport of 1 to \(Int(limit)) points in each dimension, got \(width) x \(height)"
        )
    }

    /// The effect has `count` moments where a track may change segment, more than the `limit`
    /// keyframes one property may hold.
    static func tooManyMoments(count: Int, limit: Int) -> Self {
        lottie(
            "the effect has \(count) moments where a track changes segment, more than the \(limit) "
                + "keyframes one Lottie property may hold; use fewer keyframes or repetitions")
    }

    /// A property needs more keyframes than an export may hold, at this tolerance.
    static func tooManyKeyframes(layer: String, property: String, limit: Int) -> Self {
        lottie(layer, property, "needs more than \(limit) keyframes at this tolerance; raise --tolerance")
    }

    /// A track reaches its keyframes more than `limit` times (very fast or many repetitions): the
    /// moments past the limit are not known to the fitter, so no export could be exact.
    static func tooManyKeyTimes(layer: String, keyPath: String, limit: Int) -> Self {
        lottie(
            layer, keyPath,
            "reaches its keyframes more than \(limit) times (too many keyframes or repetitions to "
                + "export exactly); use fewer repetitions or a longer duration")
    }

    /// Fitting the effect would sample more rows than an export may.
    static func tooComplex(samples: Int) -> Self {
        lottie(
            "the effect needs more than \(samples) samples to export at this tolerance; raise "
                + "--sample-budget above \(samples) to let the export sample more (it takes longer), or --tolerance"
        )
    }

    /// A property is not a finite number somewhere in the effect.
    static func nonFinite(layer: String, property: String, time: Double) -> Self {
        lottie(layer, property, "is not a finite number at \(time) s, which Lottie cannot hold")
    }

    /// A layer leaves the viewport's plane in perspective.
    ///
    /// The quad it projects to is `deviation` points from any flat map at `time`, more than the
    /// tolerance allows (infinite when a corner is behind the viewer). Lottie players flatten 3D or disagree on it, so only a flat map is safe.
    static func notFlat(layer: String, keyPath: String, time: Double, deviation: Double) -> Self {
        let miss =
            deviation.isFinite
            ? "its projected quad is \((deviation * 100).rounded() / 100) points from any flat map"
            : "a corner of its projected quad is behind the viewer"
        let raise =
            deviation.isFinite
            // Rounded up, so that the tolerance named is enough.
            ? "raise --tolerance above \((2 * deviation * 100).rounded(.up) / 100) for a flat approximation"
            : "no tolerance makes it flat"
        return lottie(
            layer, keyPath,
            "turns the layer out of the viewport's plane in perspective: at \((time * 1e6).rounded() / 1e6) s \(miss), "
                + "and Lottie players flatten or disagree on 3D; \(raise)")
    }
}
