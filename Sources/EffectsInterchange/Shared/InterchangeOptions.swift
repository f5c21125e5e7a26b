import EffectsRegistry

/// What converting an effect needs besides the effect: the viewport, the tolerance, the frame rate
/// and a title; one value for every exporter and importer.
///
/// The frame rate is checked where it is set (above 0, at most 1000 frames per second) and the
/// tolerance by its own initialiser, so no converter sees an invalid value.
public struct InterchangeOptions: Hashable, Sendable {
    /// The viewport the effect plays in (375 × 667 points unless given).
    public var context: EffectContext
    /// The bound on every approximation.
    public var tolerance: InterchangeTolerance
    /// The frame rate of a Lottie animation (`fr`); the web formats have none.
    public private(set) var framesPerSecond: Double
    /// The title of the preview page and the effect's name in the web export's class and keyframes
    /// names (`fx-swap-card`, `fx-swap-card-0`).
    public var title: String
    /// What the web export's names start with (`fx` unless given): the container's class
    /// `PREFIX-NAME`, the keyframes `PREFIX-NAME-0`…, the class `PREFIX-play` and the property
    /// `--PREFIX-progress`; a CSS identifier, checked by ``withPrefix(_:)``.
    public private(set) var prefix = "fx"
    /// What drives the effect: a progress-driven effect's CSS plays by `--PREFIX-progress`, a timed
    /// one's by the class `PREFIX-play`.
    public var drive = EffectDrive.time
    /// How many rows of the effect the Lottie export may sample while it fits keyframes
    /// (``standardSampleBudget`` unless raised by ``withSampleBudget(_:)``): the bound on its work,
    /// which a long effect of many layers placed through parents can need raised.
    public private(set) var sampleBudget = InterchangeOptions.standardSampleBudget
    /// The Lottie export's sample budget unless raised: 2,000,000 rows.
    public static let standardSampleBudget = 2_000_000
    /// What the import of the effect's source left out, one line each (a stylesheet's dropped
    /// declaration, a Lottie file's masks): the CSS and the preview page say it above their list
    /// of approximations, so that "exact" is said only of what is.
    public var sourceOmissions: [String] = []
    /// The tracks the import of the effect's source approximated (``ImportedEffect``): the CSS and
    /// the preview page list them above the export's own approximations.
    public var sourceApproximations: [Approximation] = []
    /// The `view-transition-name` a view transition export styles (`root`, the whole page, unless
    /// given): a CSS identifier other than `none`, checked by ``withTransitionName(_:)``.
    public internal(set) var transitionName = "root"
    /// What scrolling drives a scroll-driven export: the page's scroll position unless set.
    public var scrollTimeline = ScrollTimelineSource.scroll

    /// Options at 60 frames per second.
    public init(
        context: EffectContext = EffectContext(), tolerance: InterchangeTolerance = InterchangeTolerance(),
        title: String = "effect"
    ) {
        self.context = context
        self.tolerance = tolerance
        self.framesPerSecond = 60
        self.title = title
    }

    /// Options at `framesPerSecond`.
    ///
    /// - Throws: ``InterchangeError`` (for the option `fps`) when the frame rate is not a number
    ///   above 0 and at most 1000.
    public init(
        context: EffectContext = EffectContext(), tolerance: InterchangeTolerance = InterchangeTolerance(),
        framesPerSecond: Double, title: String = "effect"
    ) throws(InterchangeError) {
        guard framesPerSecond.isFinite, framesPerSecond > 0, framesPerSecond <= 1000 else {
            throw .invalidOption(name: "fps", reason: "must be a number of frames above 0 and at most 1000")
        }
        self.init(context: context, tolerance: tolerance, title: title)
        self.framesPerSecond = framesPerSecond
    }

    /// The same options with a Lottie export that may sample `rows` rows.
    ///
    /// - Throws: ``InterchangeError/invalidOption(name:reason:)`` for a budget below 1 or above
    ///   1,000,000,000 (about ten minutes of fitting).
    public func withSampleBudget(_ rows: Int) throws(InterchangeError) -> InterchangeOptions {
        guard rows >= 1, rows <= 1_000_000_000 else {
            throw .invalidOption(
                name: "sample-budget", reason: "must be a number of rows from 1 to 1000000000")
        }
        var copy = self
        copy.sampleBudget = rows
        return copy
    }

    /// The same options whose web names start with `prefix`.
    ///
    /// - Throws: ``InterchangeError/invalidOption(name:reason:)`` for a prefix that is not a letter
    ///   followed by letters, digits, `-` or `_` (so that every name it starts is a CSS identifier).
    public func withPrefix(_ prefix: String) throws(InterchangeError) -> InterchangeOptions {
        let isLetter: (Character) -> Bool = { $0.isASCII && $0.isLetter }
        guard let first = prefix.first, isLetter(first),
            prefix.allSatisfy({ isLetter($0) || ($0.isASCII && $0.isNumber) || $0 == "-" || $0 == "_" })
        else {
            throw .invalidOption(
                name: "prefix",
                reason: "must be a letter followed by letters, digits, '-' or '_', got '\(prefix)'")
        }
        var options = self
        options.prefix = prefix
        return options
    }
}
