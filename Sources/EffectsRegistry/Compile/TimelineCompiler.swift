/// Builds a ``CompiledTimeline``'s shared arrays: flattens groups into timing chains, resolves each
/// track's key times, tangents and arc lengths into the number pool, and stores each distinct timing
/// function once.
struct TimelineCompiler {
    private(set) var tracks: [CompiledTrack] = []
    private(set) var timings: [CompiledMediaTiming] = []
    private(set) var numbers: [Double] = []
    private(set) var arcLengths: [Double] = []
    private(set) var segmentEasings: [CompiledEasing] = []
    private(set) var beziers: [CubicBezier] = []
    private(set) var otherEasings: [TimingFunction] = []
    private(set) var transformSegments: [TransformInterpolation] = []
    /// The first ``sharedChainLimit`` distinct timing chains, as ranges of ``timings`` (see
    /// ``CompiledTrack/chainSlot``).
    private(set) var sharedChains: [Range<Int>] = []
    private var bezierIndices: [CubicBezier: Int] = [:]
    private var otherIndices: [TimingFunction: Int] = [:]

    /// Adds an animation's tracks, inside the groups of `chain` (outermost first); `columns` gives the
    /// first row column of each of the layer's properties by name.
    mutating func add(_ animation: Animation, chain: [MediaTiming], columns: [String: Int]) {
        switch animation {
        case .group(let group):
            let inner = chain + [group.timing]
            for child in group.animations {
                add(child, chain: inner, columns: columns)
            }
        case .track(let track):
            guard let start = columns[track.target.property.name] else { return }
            let begin = timings.count
            // Each timing's boundary tolerance starts from its parent's.
            var tolerance = 0.0
            for timing in chain {
                let compiled = CompiledMediaTiming(timing, parentTolerance: tolerance)
                timings.append(compiled)
                tolerance = compiled.tolerance
            }
            timings.append(CompiledMediaTiming(track.timing, parentTolerance: tolerance))
            let added = tracks.count
            add(track, column: start + (track.target.component ?? 0), chain: begin..<timings.count)
            if tracks.count == added + 1 { tracks[added].chainSlot = sharedSlot(for: begin..<timings.count) }
        }
    }

    /// At most this many distinct chains are resolved once per frame: their results fit in a
    /// buffer small enough for the stack.
    static let sharedChainLimit = 32

    /// The slot of the shared chain whose timings match `chain`'s bit for bit (each chain's compiled
    /// timings follow from its media timings alone), a new slot while there is room, else −1.
    private mutating func sharedSlot(for chain: Range<Int>) -> Int16 {
        for (slot, shared) in sharedChains.enumerated() where shared.count == chain.count {
            if zip(shared, chain).allSatisfy({ Self.sameBits(timings[$0].timing, timings[$1].timing) }) {
                return Int16(slot)
            }
        }
        guard sharedChains.count < Self.sharedChainLimit else { return -1 }
        sharedChains.append(chain)
        return Int16(sharedChains.count - 1)
    }

    /// Whether two media timings are equal bit for bit (`==` takes −0 for +0, which a local time can
    /// tell apart).
    private static func sameBits(_ a: MediaTiming, _ b: MediaTiming) -> Bool {
        a.beginTime.bitPattern == b.beginTime.bitPattern && a.duration.bitPattern == b.duration.bitPattern
            && a.repeatCount.bitPattern == b.repeatCount.bitPattern
            && a.repeatDuration.bitPattern == b.repeatDuration.bitPattern && a.autoreverses == b.autoreverses
            && a.fillMode == b.fillMode && a.speed.bitPattern == b.speed.bitPattern
            && a.timeOffset.bitPattern == b.timeOffset.bitPattern
    }

    private mutating func add(_ track: Track, column: Int, chain: Range<Int>) {
        if let transforms = track.transforms {
            return add(track, transforms: transforms, column: column, chain: chain)
        }
        let width = track.target.valueCount
        let count = track.values.count
        let values = Self.flatComponents(track.values)
        let mode = track.calculationMode
        let (keyTimes, tangents, arcTables, easesSegments) = Self.modeTables(
            track, values: values, width: width)
        let keyTimesStart = numbers.count
        numbers += keyTimes
        numbers += values
        // The cumulative change goes last, where no mode's tables reach: the tangents and arc
        // lengths of the modes that have them come first.
        switch mode {
        case .linear, .discrete, .paced: break
        case .cubic, .cubicPaced: numbers += tangents
        }
        var isCumulative = false
        if track.isCumulative, let first = track.values.first, let last = track.values.last {
            isCumulative = true
            numbers += (last - first).components
        }
        var easingsStart = -1
        if easesSegments {
            easingsStart = segmentEasings.count
            for index in 0..<max(count - 1, 0) {
                segmentEasings.append(intern(track.timingFunctions?[index] ?? .linear))
            }
        }
        tracks.append(
            CompiledTrack(
                column: column, chainStart: chain.lowerBound, chainEnd: chain.upperBound,
                keyTimes: keyTimesStart, keyTimeCount: keyTimes.count, keyframeCount: count,
                segmentEasings: easingsStart, arcLengths: arcLengths.count,
                trackEasing: track.timingFunction.map { intern($0) },
                width: UInt8(truncatingIfNeeded: width), mode: mode, isAdditive: track.isAdditive,
                isCumulative: isCumulative))
        arcLengths += arcTables
    }

    /// The key times a track's calculation mode times it by, its spline tangents and arc-length
    /// tables (for the cubic modes), and whether each segment has its own easing (the paced modes
    /// time the whole track instead).
    private static func modeTables(_ track: Track, values: [Double], width: Int) -> (
        keyTimes: [Double], tangents: [Double], arcTables: [Double], easesSegments: Bool
    ) {
        let keyTimes = track.keyTimes ?? evenKeyTimes(count: track.values.count, mode: track.calculationMode)
        switch track.calculationMode {
        case .linear, .discrete:
            return (keyTimes, [], [], true)
        case .paced:
            return (pacedKeyTimes(lengths: segmentDistances(track.values)), [], [], false)
        case .cubic:
            let (outgoing, incoming) = CubicSpline.tangents(
                values: values, width: width, keyTimes: keyTimes, tension: track.tension,
                continuity: track.continuity, bias: track.bias)
            return (keyTimes, outgoing + incoming, [], true)
        case .cubicPaced:
            let layout = cubicPacedLayout(track, values: values)
            return (layout.keyTimes, layout.tangents, layout.arcTables, false)
        }
    }

    /// Adds a `transform` track: its key times, its keyframes' matrices and, when cumulative, its
    /// change per iteration go to the number pool; each segment's interpolation is planned once
    /// (padding, pairing, decompositions), so that a frame only evaluates it.
    private mutating func add(
        _ track: Track, transforms: [TransformList], column: Int, chain: Range<Int>
    ) {
        let count = transforms.count
        let mode = track.calculationMode
        let keyTimes = track.keyTimes ?? Self.evenKeyTimes(count: count, mode: mode)
        let matrices = transforms.map(\.matrix)
        let keyTimesStart = numbers.count
        numbers += keyTimes
        for matrix in matrices { numbers += matrix.entries }
        var isCumulative = false
        if track.isCumulative, let first = matrices.first?.inverse, let last = matrices.last {
            isCumulative = true
            numbers += first.concatenating(last).entries
        }
        let segmentsStart = transformSegments.count
        if mode == .linear {
            for (from, to) in zip(transforms, transforms.dropFirst()) {
                transformSegments.append(TransformInterpolation(from: from, to: to))
            }
        }
        let easingsStart = segmentEasings.count
        for index in 0..<max(count - 1, 0) {
            segmentEasings.append(intern(track.timingFunctions?[index] ?? .linear))
        }
        tracks.append(
            CompiledTrack(
                column: column, chainStart: chain.lowerBound, chainEnd: chain.upperBound,
                keyTimes: keyTimesStart, keyTimeCount: keyTimes.count, keyframeCount: count,
                segmentEasings: easingsStart, arcLengths: arcLengths.count, transformSegments: segmentsStart,
                trackEasing: track.timingFunction.map { intern($0) },
                width: UInt8(truncatingIfNeeded: PropertyPath.transform.componentCount), mode: mode,
                isAdditive: track.isAdditive, isCumulative: isCumulative))
    }

    /// The components of `values`, one value after another: the same numbers as
    /// `flatMap(\.components)`, without an array made for each value.
    static func flatComponents(_ values: [Value]) -> [Double] {
        var flat: [Double] = []
        flat.reserveCapacity(values.reduce(0) { $0 + $1.count })
        for value in values {
            for index in 0..<value.count { flat.append(value[index]) }
        }
        return flat
    }

    /// The compiled form of `timing`, stored once however many segments use it.
    private mutating func intern(_ timing: TimingFunction) -> CompiledEasing {
        switch timing {
        case .linear:
            return .linear
        case .cubicBezier(let curve):
            return .bezier(Self.index(of: curve, in: &beziers, indices: &bezierIndices))
        case .steps, .piecewiseLinear, .spring, .hold:
            return .other(Self.index(of: timing, in: &otherEasings, indices: &otherIndices))
        }
    }

    /// Up to this many distinct functions are found by comparing (a small timeline's few need no
    /// hashing); past it, through a dictionary.
    private static let scanLimit = 8

    /// Where `element` is in `elements`, appended first if it is not there; `indices` maps each
    /// element to its place once there are more than ``scanLimit``.
    private static func index<Element: Hashable>(
        of element: Element, in elements: inout [Element], indices: inout [Element: Int]
    ) -> Int {
        if elements.count <= scanLimit {
            if let index = elements.firstIndex(of: element) { return index }
        } else {
            if indices.isEmpty {
                for (index, known) in elements.enumerated() { indices[known] = index }
            }
            if let index = indices[element] { return index }
            indices[element] = elements.count
        }
        elements.append(element)
        return elements.count - 1
    }

    /// The tangents (outgoing, then incoming), arc-length tables and key times of a `cubic-paced`
    /// track whose flattened components are `values`.
    ///
    /// Constant speed needs the spline's shape first (tangents on even spacing), then key times
    /// proportional to each segment's arc length.
    static func cubicPacedLayout(_ track: Track, values: [Double]) -> (
        tangents: [Double], arcTables: [Double], keyTimes: [Double]
    ) {
        let width = track.target.valueCount
        let (outgoing, incoming) = CubicSpline.tangents(
            values: values, width: width, keyTimes: evenKeyTimes(count: track.values.count, mode: .linear),
            tension: track.tension, continuity: track.continuity, bias: track.bias)
        let measured = CubicSpline.arcLengths(
            values: values, width: width, outgoing: outgoing, incoming: incoming)
        return (outgoing + incoming, measured.tables, pacedKeyTimes(lengths: measured.lengths))
    }

    /// Evenly spaced key times; discrete tracks get one more, so each value holds for `1/n`.
    static func evenKeyTimes(count: Int, mode: CalculationMode) -> [Double] {
        let intervals = mode == .discrete ? count : count - 1
        guard intervals > 0 else { return [0] }
        return (0...intervals).map { Double($0) / Double(intervals) }
    }

    static func segmentDistances(_ values: [Value]) -> [Double] {
        zip(values, values.dropFirst()).map { $0.distance(to: $1) }
    }

    /// Key times proportional to the cumulative segment lengths (even when all lengths are 0).
    static func pacedKeyTimes(lengths: [Double]) -> [Double] {
        let total = lengths.reduce(0, +)
        guard total > 0 else { return evenKeyTimes(count: lengths.count + 1, mode: .linear) }
        var running = 0.0
        var times = [0.0]
        for length in lengths {
            running += length
            times.append(running / total)
        }
        times[times.count - 1] = 1
        return times
    }
}
