import EffectDSL

/// Reads animated properties (`{"a": 1, "k": [keyframes]}` or `{"a": 0, "k": value}`) as real
/// files write them: easing handles per dimension or shared, holds, the legacy end value `e` with
/// a final keyframe of only `t`, several keyframes at one time, spatial tangents.
enum LottiePropertyReader {
    /// The property `value` with `count` dimensions (longer values are cut, as a 2D player ignores
    /// z); `spatial` reads the tangents `ti`/`to` of a motion path.
    ///
    /// - Throws: a positioned problem for a value of the wrong shape, a keyframe out of order, an
    ///   easing whose x leaves 0…1, or an expression (`x`) when `expressions` is `.refused`.
    static func read(_ value: LottieValue, count: Int, spatial: Bool = false) throws(LottieProblem)
        -> LottieProperty
    {
        let k = try value.required("k", "the value or keyframes")
        guard let elements = k.node.array, let first = elements.first, first.members != nil else {
            return LottieProperty(
                constant: try values(k, count: count), offset: value.node.offset)
        }
        return try keyframes(k, count: count, spatial: spatial, property: value)
    }

    /// The keyframes of `list` as segments.
    private static func keyframes(_ list: LottieValue, count: Int, spatial: Bool, property: LottieValue)
        throws(LottieProblem) -> LottieProperty
    {
        let frames = try list.array()
        var segments: [LottieSegment] = []
        segments.reserveCapacity(frames.count)
        var previousTime = -Double.infinity
        var initial: [Double]?
        var final: [Double]?
        for (index, frame) in frames.enumerated() {
            guard frame.node.members != nil else { throw frame.invalid("a keyframe (an object)") }
            let time = try frame.required("t", "the keyframe's time").number()
            guard time >= previousTime else {
                throw LottieProblem(
                    message: .lottieKeyframesOutOfOrder(time, after: previousTime, at: frame.path.key("t")),
                    offset: frame.node.offset, path: frame.path.key("t"))
            }
            previousTime = time
            let start = try frame.member("s").map { v throws(LottieProblem) in try values(v, count: count) }
            // The last keyframe may hold only `t` (older files): the value is the previous `e`.
            guard index + 1 < frames.count else {
                final = start ?? segments.last?.to
                if initial == nil { initial = final }
                break
            }
            guard let from = start ?? segments.last?.to else {
                throw frame.invalid("a keyframe with its value 's'")
            }
            if initial == nil { initial = from }
            let next = frames[index + 1]
            let nextTime = try next.required("t", "the keyframe's time").number()
            let end = try frame.member("e").map { v throws(LottieProblem) in try values(v, count: count) }
            let nextStart = try next.member("s").map { v throws(LottieProblem) in try values(v, count: count)
            }
            let to = end ?? nextStart ?? from
            let hold = frame.member("h")?.isSet ?? false
            segments.append(
                LottieSegment(
                    start: time, end: max(nextTime, time), from: from, to: to, hold: hold,
                    easing: hold ? [.linear] : try easing(frame, count: count),
                    tangents: spatial && !hold ? try tangents(frame, count: count) : nil))
        }
        guard let initial, let final else { throw list.invalid("at least one keyframe") }
        return LottieProperty(
            initial: initial, segments: segments, final: final, offset: property.node.offset)
    }

    /// The easing of each dimension over the segment `frame` starts: its `o` and `i` handles, whose
    /// `x` and `y` are numbers or arrays of one entry per dimension (a shorter array's first entry
    /// serves the rest, as lottie-web reads it); without handles the segment is linear.
    private static func easing(_ frame: LottieValue, count: Int) throws(LottieProblem) -> [LottieEasing] {
        guard let out = frame.member("o"), let into = frame.member("i") else { return [.linear] }
        let (x1, y1) = (try handle(out, "x"), try handle(out, "y"))
        let (x2, y2) = (try handle(into, "x"), try handle(into, "y"))
        let dimensions = max(1, min(count, max(x1.count, y1.count, x2.count, y2.count)))
        var easings: [LottieEasing] = []
        for index in 0..<dimensions {
            let easing = LottieEasing(
                x1: pick(x1, index), y1: pick(y1, index), x2: pick(x2, index), y2: pick(y2, index))
            for (x, handleValue, name) in [(easing.x1, out, "o"), (easing.x2, into, "i")]
            where !(0...1).contains(x) {
                throw (handleValue.member("x") ?? handleValue).refused(
                    "the easing handle '\(name).x' is \(DiagnosticMessage.number(x)), outside 0…1 (the curve would run back in time)",
                    hint: "keep easing handles' x between 0 and 1, as After Effects does")
            }
            easings.append(easing)
        }
        return easings
    }

    /// The handle's `x` or `y`: one number, or one per dimension.
    private static func handle(_ handle: LottieValue, _ key: String) throws(LottieProblem) -> [Double] {
        let numbers = try handle.required(key, "the easing handle's \(key)").numbers()
        guard !numbers.isEmpty else { throw handle.invalid("an easing handle with numbers") }
        return numbers
    }

    private static func pick(_ numbers: [Double], _ index: Int) -> Double {
        index < numbers.count ? numbers[index] : numbers[0]
    }

    /// The spatial tangents `to` and `ti` of a motion path segment, or `nil` when they are absent or
    /// both zero (a straight segment, travelled as a line).
    private static func tangents(_ frame: LottieValue, count: Int) throws(LottieProblem)
        -> (out: [Double], in: [Double])?
    {
        guard let out = frame.member("to"), let into = frame.member("ti") else { return nil }
        let tangents = (out: try values(out, count: count), in: try values(into, count: count))
        if tangents.out.allSatisfy({ $0 == 0 }) && tangents.in.allSatisfy({ $0 == 0 }) { return nil }
        return tangents
    }

    /// The first `count` numbers of a value (a number alone is one).
    static func values(_ value: LottieValue, count: Int) throws(LottieProblem) -> [Double] {
        let numbers = try value.numbers()
        guard numbers.count >= count else {
            throw value.invalid(count == 1 ? "a number" : "\(count) numbers")
        }
        return Array(numbers.prefix(count))
    }
}
