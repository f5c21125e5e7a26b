import EffectsRegistry
import EffectsText

/// One layer's channels fitted against its own tracks: where its geometry is in a row, a sampler of
/// its tracks alone, and how each channel is fitted and written with its report.
struct LottieLayerFit {
    /// The layer's name.
    let layer: String
    /// Where the layer's geometry is in the sampler's row.
    let columns: LottieLayerColumns
    /// The timeline with only this layer's tracks: its columns sample to the same numbers, the
    /// others are not needed.
    let compiled: CompiledTimeline
    /// The rows of `compiled` sampled so far, shared by the layer's channels.
    let rows: LottieRowCache
    /// The analysis of the whole timeline.
    let analysis: TimelineAnalysis
    /// The frame rate and the tolerance.
    let options: InterchangeOptions
    /// The moments every channel is cut at.
    let boundaries: [Double]
    /// The rows the export may still ask for (``LottieSampleBudget``).
    let budget: LottieSampleBudget

    /// The fit of `layer` among the sampler's columns.
    init(
        layer: String, sampler: Sampler, analysis: TimelineAnalysis, options: InterchangeOptions,
        boundaries: [Double], budget: LottieSampleBudget, sublayerTransform: Matrix3D
    ) {
        self.layer = layer
        self.columns = LottieLayerColumns(
            layer: layer, columns: sampler.columnNames, context: options.context,
            sublayerTransform: sublayerTransform)
        let own = Set(sampler.columnNames.indices.filter { sampler.columnNames[$0].hasPrefix(layer + ".") })
        self.compiled = sampler.compiled.keepingTracks(writingTo: own)
        self.rows = LottieRowCache(compiled)
        self.analysis = analysis
        self.options = options
        self.boundaries = boundaries
        self.budget = budget
    }

    /// The layer's row at `time`.
    func sample(_ time: Double) -> [Double] { rows.row(at: time) }

    /// The channel of `quantity`, with the tolerance in its Lottie unit: lengths as the web export
    /// classifies them in points; the rest is unitless, in Lottie's percent or degrees.
    func channel(_ quantity: LottieChannel.Quantity) -> LottieChannel {
        let unscaled = LottieChannel(layer: layer, quantity: quantity, columns: columns, tolerance: 0)
        let tolerance: Double
        if unscaled.isLength {
            tolerance = options.tolerance.points
        } else if quantity == .rotation || quantity == .skew {
            tolerance = options.tolerance.unitless * 180 / Double.pi
        } else if quantity == .fillColor {
            tolerance = options.tolerance.unitless
        } else {
            tolerance = options.tolerance.unitless * 100
        }
        return LottieChannel(layer: layer, quantity: quantity, columns: columns, tolerance: tolerance)
    }

    /// The pieces of `quantity`'s channel, fitted to the easings of the tracks that drive it.
    func fit(_ quantity: LottieChannel.Quantity) throws(InterchangeError) -> [LottiePiece] {
        let channel = channel(quantity)
        let tracks = analysis.tracks.filter {
            $0.layer == layer && channel.properties.contains($0.track.target.property.name)
        }
        let fitter = LottieFitter(
            channel: channel, sample: rows.row(at:),
            source: LottieEasingSource(tracks: tracks), budget: budget,
            framesPerSecond: options.framesPerSecond)
        return try fitter.fit(boundaries: boundaries)
    }

    /// `quantity`'s channel fitted and written, with its report.
    func property(_ quantity: LottieChannel.Quantity, scalar: Bool) throws(InterchangeError) -> (
        json: JSONValue, report: LottiePropertyReport
    ) {
        let pieces = try fit(quantity)
        return written(pieces, of: channel(quantity), scalar: scalar)
    }

    /// Pieces as the keyframes of `channel`'s Lottie property, with its report.
    func written(_ pieces: [LottiePiece], of channel: LottieChannel, scalar: Bool) -> (
        json: JSONValue, report: LottiePropertyReport
    ) {
        let json = LottieKeyframes.property(pieces, framesPerSecond: options.framesPerSecond, scalar: scalar)
        let report = LottiePropertyReport(
            layer: layer, property: channel.lottiePath, pieces: pieces, keyframeCount: Self.count(json),
            isSplit: false, tolerance: channel.tolerance)
        return (json, report)
    }

    /// Position, one easing for both dimensions unless they need different curves: then x and y
    /// apart (when that leaves fewer pieces approximated).
    func position() throws(InterchangeError) -> (json: JSONValue, report: LottiePropertyReport) {
        let joint = try fit(.position)
        let together = written(joint, of: channel(.position), scalar: false)
        guard joint.contains(where: { !$0.isExact }) else { return together }
        let x = try fit(.positionX)
        let y = try fit(.positionY)
        guard (x + y).filter({ !$0.isExact }).count < joint.filter({ !$0.isExact }).count else {
            return together
        }
        let fps = options.framesPerSecond
        let xJSON = LottieKeyframes.property(x, framesPerSecond: fps, scalar: true)
        let yJSON = LottieKeyframes.property(y, framesPerSecond: fps, scalar: true)
        let report = LottiePropertyReport(
            layer: layer, property: "ks.p", pieces: x + y,
            keyframeCount: Self.count(xJSON) + Self.count(yJSON),
            isSplit: true, tolerance: channel(.position).tolerance)
        return (.object([("s", .bool(true)), ("x", xJSON), ("y", yJSON)]), report)
    }

    /// How many keyframes a written property has.
    static func count(_ json: JSONValue) -> Int {
        guard case .object(let members) = json, let keyframes = members.first(where: { $0.0 == "k" })?.1,
            case .array(let list) = keyframes, members.contains(where: { $0.0 == "a" && $0.1 == .number(1) })
        else { return 0 }
        return list.count
    }
}
