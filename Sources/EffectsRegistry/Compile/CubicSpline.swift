/// Kochanek–Bartels tangents and Hermite evaluation for the `cubic` calculation modes.
///
/// With tension, continuity and bias all 0 this is the Catmull-Rom spline. Tangents are scaled for
/// unevenly spaced key times so that speed stays continuous across keyframes. The end keyframes take
/// a missing neighbour to be the keyframe itself, so the spline starts and ends along its chords.
enum CubicSpline {
    /// Samples per segment used to measure arc length for `cubic-paced`.
    static let arcSamples = 128

    /// The leaving and arriving tangents of every keyframe, `width` numbers each.
    static func tangents(
        values: [Double], width: Int, keyTimes: [Double], tension: [Double]?, continuity: [Double]?,
        bias: [Double]?
    ) -> (outgoing: [Double], incoming: [Double]) {
        let count = values.count / width
        var outgoing = [Double](repeating: 0, count: values.count)
        var incoming = [Double](repeating: 0, count: values.count)
        guard count > 1 else { return (outgoing, incoming) }
        for i in 0..<count {
            let t = tension?[i] ?? 0
            let c = continuity?[i] ?? 0
            let b = bias?[i] ?? 0
            let before = i > 0 ? keyTimes[i] - keyTimes[i - 1] : 0
            let after = i < count - 1 ? keyTimes[i + 1] - keyTimes[i] : 0
            let total = before + after
            let outScale = i > 0 && i < count - 1 && total > 0 ? 2 * after / total : 1
            let inScale = i > 0 && i < count - 1 && total > 0 ? 2 * before / total : 1
            for k in 0..<width {
                let here = values[i * width + k]
                let previous = i > 0 ? here - values[(i - 1) * width + k] : 0
                let next = i < count - 1 ? values[(i + 1) * width + k] - here : 0
                let leave =
                    (1 - t) * (1 + c) * (1 + b) / 2 * previous + (1 - t) * (1 - c) * (1 - b) / 2 * next
                let arrive =
                    (1 - t) * (1 - c) * (1 + b) / 2 * previous + (1 - t) * (1 + c) * (1 - b) / 2 * next
                outgoing[i * width + k] = leave * outScale
                incoming[i * width + k] = arrive * inScale
            }
        }
        return (outgoing, incoming)
    }

    /// One component of the Hermite segment from keyframe `i` to `i + 1` at parameter `s`.
    @inline(__always)
    static func hermite(_ p0: Double, _ m0: Double, _ p1: Double, _ m1: Double, _ s: Double) -> Double {
        let s2 = s * s
        let s3 = s2 * s
        return (2 * s3 - 3 * s2 + 1) * p0 + (s3 - 2 * s2 + s) * m0 + (-2 * s3 + 3 * s2) * p1 + (s3 - s2) * m1
    }

    /// Cumulative arc lengths of every segment at ``arcSamples`` steps, each segment's normalised to
    /// end at 1, and the segments' total lengths.
    static func arcLengths(
        values: [Double], width: Int, outgoing: [Double], incoming: [Double]
    ) -> (tables: [Double], lengths: [Double]) {
        let count = values.count / width
        guard count > 1 else { return ([], []) }
        var tables: [Double] = []
        var lengths: [Double] = []
        tables.reserveCapacity((count - 1) * (arcSamples + 1))
        // Through pointers, with the same arithmetic in the same order: the tables keep their digits.
        var previous = [Double](repeating: 0, count: width)
        var table = [Double](repeating: 0, count: arcSamples + 1)
        values.withUnsafeBufferPointer { values in
            outgoing.withUnsafeBufferPointer { outgoing in
                incoming.withUnsafeBufferPointer { incoming in
                    previous.withUnsafeMutableBufferPointer { previous in
                        table.withUnsafeMutableBufferPointer { table in
                            for i in 0..<(count - 1) {
                                let running = segmentTable(
                                    i, width: width, values: values, outgoing: outgoing, incoming: incoming,
                                    previous: previous, into: table)
                                lengths.append(running)
                                // A segment of no length is traversed evenly in its parameter.
                                for step in 0...arcSamples {
                                    tables.append(
                                        running > 0
                                            ? table[step] / running : Double(step) / Double(arcSamples))
                                }
                            }
                        }
                    }
                }
            }
        }
        return (tables, lengths)
    }

    /// Fills `table` with segment `i`'s cumulative arc length at each of the ``arcSamples`` steps (0
    /// first) and returns its whole length; `previous` holds `width` numbers of scratch.
    private static func segmentTable(
        _ i: Int, width: Int, values: UnsafeBufferPointer<Double>, outgoing: UnsafeBufferPointer<Double>,
        incoming: UnsafeBufferPointer<Double>, previous: UnsafeMutableBufferPointer<Double>,
        into table: UnsafeMutableBufferPointer<Double>
    ) -> Double {
        for k in 0..<width { previous[k] = values[i * width + k] }
        var running = 0.0
        table[0] = 0
        for step in 1...arcSamples {
            let s = Double(step) / Double(arcSamples)
            var squared = 0.0
            for k in 0..<width {
                let point = hermite(
                    values[i * width + k], outgoing[i * width + k], values[(i + 1) * width + k],
                    incoming[(i + 1) * width + k], s)
                squared += (point - previous[k]) * (point - previous[k])
                previous[k] = point
            }
            running += squared.squareRoot()
            table[step] = running
        }
        return running
    }
}
