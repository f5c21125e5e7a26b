import EffectsRegistry

/// A transition effect shipped with fxkit, whose descriptor carries examples taken from its seed.
public protocol BuiltInEffect: TransitionEffect {}
