/// Why a track, group, layer or timeline is not valid.
public enum TimelineError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A key path fxkit does not know.
    case unknownKeyPath(String, suggestions: [String])
    /// A track without values.
    case noValues(keyPath: String)
    /// A value whose component count does not fit the key path.
    case valueCount(keyPath: String, index: Int, expected: Int, got: Int)
    /// A number that is NaN or infinite where a finite one is needed.
    case nonFinite(what: String)
    /// Key times of the wrong count for the values and calculation mode.
    case keyTimeCount(keyPath: String, expected: String, got: Int)
    /// Key times outside `0...1`, decreasing, or not starting at 0 and ending at 1.
    case keyTimes(keyPath: String, reason: String)
    /// Segment timing functions of the wrong count.
    case timingFunctionCount(keyPath: String, expected: Int, got: Int)
    /// Per-keyframe spline parameters (tension, continuity, bias) of the wrong count.
    case splineParameterCount(keyPath: String, name: String, expected: Int, got: Int)
    /// A timing property out of its range (negative speed, negative repeat count, …).
    case timing(what: String, reason: String)
    /// Two layers with the same name.
    case duplicateLayer(String)
    /// Numbers given for `transform`, which takes a ``TransformList``.
    case transformNeedsList(keyPath: String)
    /// A calculation mode the track's property does not support (`paced` and the cubic modes on
    /// `transform`).
    case calculationMode(keyPath: String, mode: CalculationMode, reason: String)
    /// A transform origin that cannot be turned into an anchor point and position
    /// (``Layer/withTransformOrigin(_:)``).
    case transformOrigin(layer: String, reason: String)

    /// A lowercase message that says what is wrong and where.
    public var description: String {
        switch self {
        case .unknownKeyPath(let keyPath, let suggestions):
            let hint = suggestions.isEmpty ? "" : " (did you mean '\(suggestions[0])'?)"
            return "unknown key path '\(keyPath)'\(hint)"
        case .noValues(let keyPath):
            return "the track for '\(keyPath)' has no values"
        case .valueCount(let keyPath, let index, let expected, let got):
            return "value \(index + 1) of '\(keyPath)' has \(got) component\(got == 1 ? "" : "s"); "
                + "'\(keyPath)' takes \(expected)"
        case .nonFinite(let what):
            return "\(what) is not a finite number"
        case .keyTimeCount(let keyPath, let expected, let got):
            return "'\(keyPath)' has \(got) key times; it needs \(expected)"
        case .keyTimes(let keyPath, let reason):
            return "the key times of '\(keyPath)' \(reason)"
        case .timingFunctionCount(let keyPath, let expected, let got):
            return "'\(keyPath)' has \(got) segment timing functions; it needs \(expected) (one per segment)"
        case .splineParameterCount(let keyPath, let name, let expected, let got):
            return "'\(keyPath)' has \(got) \(name) values; it needs \(expected) (one per keyframe)"
        case .timing(let what, let reason):
            return "\(what) \(reason)"
        case .duplicateLayer(let name):
            return "two layers are named '\(name)'"
        case .transformNeedsList(let keyPath):
            return "'\(keyPath)' takes a transform list, not numbers"
        case .calculationMode(let keyPath, let mode, let reason):
            return "'\(keyPath)' cannot use calculation mode '\(mode.rawValue)': \(reason)"
        case .transformOrigin(let layer, let reason):
            return "the transform origin of layer '\(layer)' \(reason)"
        }
    }
}
