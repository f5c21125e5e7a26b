import EffectsRegistry

/// Fuzz target: the core model and the sampler, fed timelines built from the bytes.
///
/// Layers, model values, tracks (every key path, calculation mode, timing function and option) and
/// nested groups are chosen by the bytes, with numbers drawn towards the extremes. Whatever the model
/// accepts is compiled and sampled on a grid and at odd times. Checked besides "no crash": every
/// sampled number is finite, a table has the row count asked for, and sampling twice gives the same
/// numbers.
enum TimelineTarget {
    static let keyPaths = PropertyTarget.knownKeyPaths

    static func run(_ raw: UnsafeBufferPointer<UInt8>) {
        var bytes = FuzzBytes(raw)
        // Within the envelope every sample must be finite; beyond it, a non-finite sample must be
        // refused with an error.
        bytes.isBounded = bytes.bool()
        let timeline: Timeline
        do {
            timeline = try makeTimeline(&bytes)
        } catch {
            FuzzInput.requireMessage(error.description, "timeline")
            return
        }
        let sampler = Sampler(timeline: timeline)
        let rows = bytes.int(1...24)
        do {
            let table = try sampler.table(.count(rows))
            FuzzInput.require(table.rowCount == rows, "\(table.rowCount) rows for \(rows)")
            FuzzInput.require(table.values.allSatisfy(\.isFinite), "non-finite value in \(table.values)")
        } catch {
            FuzzInput.requireMessage(error.description, "table")
            FuzzInput.require(!bytes.isBounded, "within the envelope: \(error)")
        }
        let duration = timeline.duration
        let times = [0, duration, duration / 2, -1, duration + 1e-9, 1e9, bytes.double()]
        var row = [Double](repeating: 0, count: sampler.compiled.rowWidth)
        for time in times where time.isFinite {
            let progress = duration > 0 ? time / duration : 0
            do {
                try row.withUnsafeMutableBufferPointer { (buffer) throws(SamplerError) in
                    try sampler.compiled.checkedSample(at: time, progress: progress, into: buffer)
                }
            } catch {
                FuzzInput.require(!bytes.isBounded, "within the envelope: \(error)")
                continue
            }
            FuzzInput.require(row == sampler.values(at: time), "two samples at t=\(time) differ")
        }
    }

    static func makeTimeline(_ bytes: inout FuzzBytes) throws(TimelineError) -> Timeline {
        let duration = bytes.double()
        var layers: [Layer] = []
        for index in 0..<bytes.int(1...3) {
            var models: [ModelValue] = []
            for _ in 0..<bytes.int(0...2) {
                let target = try makeTarget(&bytes)
                models.append(
                    try ModelValue(target: target, value: makeValue(&bytes, count: target.valueCount)))
            }
            var animations: [Animation] = []
            for _ in 0..<bytes.int(0...3) {
                animations.append(try makeAnimation(&bytes, depth: 0))
            }
            layers.append(Layer(name: "l\(index)", modelValues: models, animations: animations))
        }
        return try Timeline(duration: duration, layers: layers)
    }

    static func makeTarget(_ bytes: inout FuzzBytes) throws(TimelineError) -> PropertyTarget {
        let keyPath = bytes.pick(keyPaths)
        guard let target = PropertyTarget(keyPath: keyPath) else {
            throw .unknownKeyPath(keyPath, suggestions: [])
        }
        return target
    }

    static func makeValue(_ bytes: inout FuzzBytes, count: Int) -> Value {
        let components = (0..<count).map { _ in bytes.double() }
        return Value(components: components) ?? Value(0)
    }

    static func makeAnimation(_ bytes: inout FuzzBytes, depth: Int) throws(TimelineError) -> Animation {
        if depth < 3 && bytes.byte() < 64 {
            var children: [Animation] = []
            for _ in 0..<bytes.int(0...3) {
                children.append(try makeAnimation(&bytes, depth: depth + 1))
            }
            return .group(try AnimationGroup(timing: makeTiming(&bytes), animations: children))
        }
        return .track(try makeTrack(&bytes))
    }

    static func makeTrack(_ bytes: inout FuzzBytes) throws(TimelineError) -> Track {
        let target = try makeTarget(&bytes)
        let count = bytes.int(1...5)
        let values = (0..<count).map { _ in makeValue(&bytes, count: target.valueCount) }
        let mode = bytes.pick(CalculationMode.allCases)
        var keyTimes: [Double]?
        if bytes.bool() {
            let extra = mode == .discrete && bytes.bool() ? 1 : 0
            var times = (0..<(count + extra)).map { _ in bytes.fraction() }.sorted()
            times[0] = 0
            if times.count > 1 && (mode != .discrete || bytes.bool()) { times[times.count - 1] = 1 }
            keyTimes = times
        }
        let segments = bytes.bool() ? (0..<max(count - 1, 0)).map { _ in makeTimingFunction(&bytes) } : nil
        let whole = bytes.bool() ? makeTimingFunction(&bytes) : nil
        let spline = { (bytes: inout FuzzBytes) -> [Double]? in
            bytes.bool() ? (0..<count).map { _ in bytes.double() } : nil
        }
        return try Track(
            target: target, values: values, keyTimes: keyTimes, timingFunctions: segments,
            timingFunction: whole, calculationMode: mode, tension: spline(&bytes),
            continuity: spline(&bytes), bias: spline(&bytes), isAdditive: bytes.bool(),
            isCumulative: bytes.bool(), timing: makeTiming(&bytes))
    }

    static func makeTiming(_ bytes: inout FuzzBytes) -> MediaTiming {
        let repeatCount: Double
        switch bytes.byte() % 4 {
        case 0: repeatCount = 0
        case 1: repeatCount = .infinity
        case 2: repeatCount = Double(bytes.int(1...5))
        default: repeatCount = bytes.double()
        }
        return MediaTiming(
            beginTime: bytes.bool() ? 0 : bytes.double(), duration: bytes.double(), repeatCount: repeatCount,
            repeatDuration: bytes.bool() ? 0 : bytes.double(), autoreverses: bytes.bool(),
            fillMode: bytes.pick(FillMode.allCases), speed: bytes.bool() ? 1 : bytes.double(),
            timeOffset: bytes.bool() ? 0 : bytes.double())
    }

    static func makeTimingFunction(_ bytes: inout FuzzBytes) -> TimingFunction {
        do {
            switch bytes.byte() % 9 {
            case 0: return .linear
            case 1: return bytes.pick([.ease, .easeIn, .easeOut, .easeInOut])
            case 2:
                return .cubicBezier(
                    try CubicBezier(bytes.fraction(), bytes.double(), bytes.fraction(), bytes.double()))
            case 3:
                return .steps(
                    try Steps(count: bytes.int(1...6), position: bytes.pick(StepPosition.allCases)))
            case 4:
                let stops = (0..<bytes.int(1...4)).map { _ in
                    LinearEasingStop(
                        output: bytes.double(), inputs: bytes.bool() ? [] : [bytes.fraction()])
                }
                return .piecewiseLinear(try PiecewiseLinear(stops: stops))
            case 5:
                return .spring(
                    try Spring(
                        mass: bytes.double(), stiffness: bytes.double(), damping: bytes.double(),
                        initialVelocity: bytes.double()))
            case 6:
                return .spring(try Spring(duration: bytes.double(), bounce: bytes.double()))
            case 7:
                return .hold
            default:
                return .cubicBezier(
                    try CubicBezier(bytes.double(), bytes.double(), bytes.double(), bytes.double()))
            }
        } catch {
            FuzzInput.requireMessage(error.description, "timing function")
            return .linear
        }
    }
}

/// libFuzzer's entry point.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    TimelineTarget.run(UnsafeBufferPointer(start: data, count: size))
    return 0
}
