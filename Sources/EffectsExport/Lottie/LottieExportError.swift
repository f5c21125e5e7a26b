/// Why an effect cannot be written as Lottie: each names the layer and the property concerned.
public enum LottieExportError: Error, Hashable, Sendable, CustomStringConvertible {
    /// An option is out of its range.
    case invalidOption(name: String, reason: String)
    /// The viewport is not a whole number of points: Lottie's `w` and `h` are integers.
    case fractionalViewport(width: Double, height: Double)
    /// The viewport is below 1 point or above `limit` points in a dimension.
    case viewportOutOfRange(width: Double, height: Double, limit: Double)
    /// The effect has `count` moments where a track may change segment, more than the `limit`
    /// keyframes one property may hold.
    case tooManyMoments(count: Int, limit: Int)
    /// A property needs more keyframes than an export may hold, at this tolerance.
    case tooManyKeyframes(layer: String, property: String, limit: Int)
    /// A track reaches its keyframes more than `limit` times (very fast or many repetitions): the
    /// moments past the limit are not known to the fitter, so no export could be exact.
    case tooManyKeyTimes(layer: String, keyPath: String, limit: Int)
    /// Fitting the effect would sample more rows than an export may.
    case tooComplex(samples: Int)
    /// A property is not a finite number somewhere in the effect.
    case nonFinite(layer: String, property: String, time: Double)
    /// A layer leaves the viewport's plane in perspective: the quad it projects to is `deviation`
    /// points from any flat map at `time`, more than the tolerance allows (infinite when a corner is
    /// behind the viewer). Lottie players flatten 3D or disagree on it, so only a flat map is safe.
    case notFlat(layer: String, keyPath: String, time: Double, deviation: Double)

    /// The message, lowercase, as `fxctl inspect` prints it: `layer 'card': 'opacity' …` where the
    /// error has a layer, else the reason alone.
    public var description: String {
        guard let subject else { return reason }
        return "layer '\(subject.layer)': '\(subject.keyPath)' \(reason)"
    }

    /// The layer and the key path (or Lottie property) the error is about, if it is about one.
    private var subject: (layer: String, keyPath: String)? {
        switch self {
        case .tooManyKeyframes(let layer, let property, _), .nonFinite(let layer, let property, _):
            return (layer, property)
        case .tooManyKeyTimes(let layer, let keyPath, _), .notFlat(let layer, let keyPath, _, _):
            return (layer, keyPath)
        case .invalidOption, .fractionalViewport, .viewportOutOfRange, .tooManyMoments, .tooComplex:
            return nil
        }
    }

    /// Why, in lowercase words: after the subject where there is one, else the whole message.
    private var reason: String {
        switch self {
        case .invalidOption(let name, let reason):
            return "--\(name) \(reason)"
        case .fractionalViewport(let width, let height):
            return
                "Lottie needs a viewport of whole points (its w and h are integers), got \(width) x \(height)"
        case .viewportOutOfRange(let width, let height, let limit):
            return
                "Lottie needs a viewport of 1 to \(Int(limit)) points in each dimension, got \(width) x \(height)"
        case .tooManyMoments(let count, let limit):
            return "the effect has \(count) moments where a track changes segment, more than the \(limit) "
                + "keyframes one Lottie property may hold; use fewer keyframes or repetitions"
        case .tooManyKeyframes(_, _, let limit):
            return "needs more than \(limit) keyframes at this tolerance; raise --tolerance"
        case .tooManyKeyTimes(_, _, let limit):
            return "reaches its keyframes more than \(limit) times (too many keyframes or repetitions to "
                + "export exactly); use fewer repetitions or a longer duration"
        case .tooComplex(let samples):
            return
                "the effect needs more than \(samples) samples to export at this tolerance; raise --tolerance"
        case .nonFinite(_, _, let time):
            return "is not a finite number at \(time) s, which Lottie cannot hold"
        case .notFlat(_, _, let time, let deviation):
            return LottieExportError.notFlatReason(time, deviation)
        }
    }

    /// Why a layer in perspective is refused, after its key path.
    private static func notFlatReason(_ time: Double, _ deviation: Double) -> String {
        let miss =
            deviation.isFinite
            ? "its projected quad is \((deviation * 100).rounded() / 100) points from any flat map"
            : "a corner of its projected quad is behind the viewer"
        let raise =
            deviation.isFinite
            // Rounded up, so that the tolerance named is enough.
            ? "raise --tolerance above \((2 * deviation * 100).rounded(.up) / 100) for a flat approximation"
            : "no tolerance makes it flat"
        return
            "turns the layer out of the viewport's plane in perspective: at \((time * 1e6).rounded() / 1e6) s \(miss), "
            + "and Lottie players flatten or disagree on 3D; \(raise)"
    }
}

extension LottieExportError {
    /// The error as the format-independent ``ExportError`` (what `export(_:as:options:)` throws):
    /// the layer and key path where it has them, and the same reason.
    public var exportError: ExportError {
        let subject = self.subject
        return ExportError(
            layer: subject?.layer ?? "", keyPath: subject?.keyPath ?? "", format: .lottie, reason: reason)
    }
}
