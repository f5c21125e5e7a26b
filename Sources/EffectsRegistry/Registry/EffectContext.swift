import EffectsText

/// What an effect may know about where it runs: the viewport size in points.
///
/// The values are taken as given; whoever reads them from the user (fxctl's `--viewport`) checks that
/// they are finite and positive.
public struct EffectContext: Hashable, Sendable {
    /// The viewport width in points.
    public var viewportWidth: Double
    /// The viewport height in points.
    public var viewportHeight: Double

    /// A context with the given viewport; the default is an iPhone 8 screen, 375 × 667 points.
    public init(viewportWidth: Double = 375, viewportHeight: Double = 667) {
        self.viewportWidth = viewportWidth
        self.viewportHeight = viewportHeight
    }

    /// The viewport as a two-component value (width, height).
    public var viewport: Value {
        Value(viewportWidth, viewportHeight)
    }

    /// The viewport as `WIDTHxHEIGHT` (`375x667`), shortest numbers: how `--viewport` spells it.
    public var viewportText: String {
        NumberText.shortest(viewportWidth) + "x" + NumberText.shortest(viewportHeight)
    }
}
