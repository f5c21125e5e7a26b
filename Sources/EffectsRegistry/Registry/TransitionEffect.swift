/// A transition effect: a descriptor plus a function from parameter values to a timeline.
///
/// Built-in effects are Swift types conforming to this protocol; effects defined in `.fx` files are
/// values of one scripted type. Both reach the command line only through an ``EffectRegistry``.
public protocol TransitionEffect: Sendable {
    /// What the effect is called, what it takes and what it animates.
    var descriptor: EffectDescriptor { get }

    /// The timeline of one configured instance of the effect.
    ///
    /// `parameters` come from `bind` or `defaults()` of this effect's descriptor, so every declared
    /// parameter is present and already validated.
    func timeline(_ parameters: ParameterValues, context: EffectContext) throws(EffectError) -> Timeline
}
