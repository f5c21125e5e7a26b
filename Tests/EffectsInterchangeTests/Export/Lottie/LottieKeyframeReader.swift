import Foundation

/// Reads a Lottie property back and evaluates it by the spec's rules, independently of the exporter:
/// the value at a frame from its keyframes (`h` holds, `o`/`i` handles solved for time by bisection),
/// for a tolerance check far denser than a player run.
struct LottieKeyframeReader {
    /// One keyframe: its frame, value, handles, and whether it holds.
    struct Keyframe {
        var time: Double
        var value: [Double]
        var handles: (x1: Double, y1: Double, x2: Double, y2: Double)?
        var isHold: Bool
    }

    /// The keyframes, or a single static value.
    let keyframes: [Keyframe]
    let constant: [Double]?

    /// Reads a property object (`{"a": 0, "k": …}` or `{"a": 1, "k": [...]}`).
    init?(_ object: Any?) {
        guard let property = object as? [String: Any] else { return nil }
        if property["a"] as? Double == 1, let list = property["k"] as? [[String: Any]] {
            keyframes = list.map { entry in
                let value = (entry["s"] as? [Double]) ?? []
                var handles: (Double, Double, Double, Double)?
                if let out = entry["o"] as? [String: Any], let into = entry["i"] as? [String: Any] {
                    handles = (
                        LottieKeyframeReader.number(out["x"]), LottieKeyframeReader.number(out["y"]),
                        LottieKeyframeReader.number(into["x"]), LottieKeyframeReader.number(into["y"])
                    )
                }
                return Keyframe(
                    time: entry["t"] as? Double ?? 0, value: value, handles: handles,
                    isHold: entry["h"] as? Double == 1)
            }
            constant = nil
        } else if let value = property["k"] as? [Double] {
            keyframes = []
            constant = value
        } else if let value = property["k"] as? Double {
            keyframes = []
            constant = [value]
        } else {
            return nil
        }
    }

    /// The value at `frame`.
    func value(at frame: Double) -> [Double] {
        if let constant { return constant }
        guard let first = keyframes.first, let last = keyframes.last else { return [] }
        if frame <= first.time { return first.value }
        if frame >= last.time { return last.value }
        let index = keyframes.lastIndex { $0.time <= frame } ?? 0
        let start = keyframes[index]
        let end = keyframes[min(index + 1, keyframes.count - 1)]
        if start.isHold || end.time <= start.time { return start.value }
        let x = (frame - start.time) / (end.time - start.time)
        let fraction = start.handles.map { LottieKeyframeReader.ease($0, x) } ?? x
        return zip(start.value, end.value).map { $0 + ($1 - $0) * fraction }
    }

    private static func ease(_ handles: (x1: Double, y1: Double, x2: Double, y2: Double), _ x: Double)
        -> Double
    {
        func point(_ s: Double, _ a: Double, _ b: Double) -> Double {
            let r = 1 - s
            return 3 * r * r * s * a + 3 * r * s * s * b + s * s * s
        }
        var low = 0.0
        var high = 1.0
        for _ in 0..<64 {
            let middle = (low + high) / 2
            if point(middle, handles.x1, handles.x2) < x { low = middle } else { high = middle }
        }
        return point((low + high) / 2, handles.y1, handles.y2)
    }

    private static func number(_ value: Any?) -> Double {
        (value as? Double) ?? ((value as? [Double])?.first ?? 0)
    }
}
