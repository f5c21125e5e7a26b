/// The `.fx` files fxkit ships in `effects/`, named one by one.
///
/// Tests read these and only these, so a user's own file in `effects/` (the README's tour writes
/// `effects/my-stack.fx`) never breaks `swift test`. A test checks that every committed file of
/// `effects/` is listed here and has a golden table, so the list cannot silently miss one. The same
/// files are compiled into EffectDSL's `ShippedCatalogue`: after adding or editing one, run
/// `FXCTL_WRITE_CATALOGUE=1 swift test --filter ShippedCatalogueTests`.
public enum ShippedEffects {
    /// The files, relative to the repository root, in the order the directory provider reads them.
    public static let files = [
        "effects/examples/cascade.fx",
        "effects/examples/curve-path.fx",
        "effects/examples/flip-x.fx",
        "effects/examples/origin-corner.fx",
        "effects/examples/scale-bounce.fx",
        "effects/examples/skew-in.fx",
        "effects/examples/spring-pop.fx",
        "effects/examples/swap-card-slow.fx",
        "effects/fade.fx",
        "effects/move-in.fx",
        "effects/push.fx",
        "effects/seeds/reveal.fx",
        "effects/seeds/slide.fx",
        "effects/seeds/stack.fx",
        "effects/seeds/swap-card.fx",
        "effects/view-transition.fx",
    ]
}
