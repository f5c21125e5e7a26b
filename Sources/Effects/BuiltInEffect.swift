import EffectsRegistry

/// A transition effect shipped with fxkit: its descriptor and timeline, plus examples taken from
/// its seed.
public protocol BuiltInEffect: TransitionEffect {
    /// Moments whose values the seed fixes, with the default 375 × 667 viewport; a test samples each.
    var examples: [EffectExample] { get }
}
