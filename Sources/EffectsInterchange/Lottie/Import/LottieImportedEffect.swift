import EffectDSL
import EffectsRegistry

/// An effect read from a Lottie file: a layer per Lottie layer (precompositions flattened into
/// their layers' time), placed and timed as a Lottie player draws them, in a viewport of the
/// animation's size.
///
/// It has no parameters: every number is the file's.
public struct LottieImportedEffect: ImportedEffect {
    /// What the effect is called, and its layers.
    public let descriptor: EffectDescriptor
    /// The timeline, built once when the file is read.
    public let builtTimeline: Timeline
    /// How exactly each track follows the file (curved motion paths are sampled).
    public let report: InterchangeReport
    /// Each fxkit layer's Lottie layer, in the effect's layer order.
    public let sources: [LottieLayerSource]
    /// The warnings of the file's import (what it left out).
    public let sourceWarnings: [Diagnostic]
    /// The tracks the import sampled or fitted within the tolerance: the report's approximations.
    public var sourceApproximations: [Approximation] { report.approximations }

    /// The effect named `name` of `timeline`.
    init(
        name: String, summary: String, timeline: Timeline, report: InterchangeReport,
        sources: [LottieLayerSource], notes: [String], warnings: [Diagnostic]
    ) {
        self.descriptor = EffectDescriptor(
            name: name, summary: summary, duration: timeline.duration,
            layerNames: timeline.layers.map(\.name),
            notes: notes)
        self.builtTimeline = timeline
        self.report = report
        self.sources = sources
        self.sourceWarnings = warnings
    }

    /// The timeline, whatever the parameters and context (the file fixes every number, the
    /// viewport included).
    public func timeline(_ parameters: ParameterValues, context: EffectContext) throws(EffectError)
        -> Timeline
    {
        builtTimeline
    }
}
