import EffectDSL

/// fxkit's foreign formats as the loader takes them: one list, so that every tool reads the same
/// files the same way.
public enum EffectFormats {
    /// The formats effects are imported from beside `.fx` files, in loading order: stylesheets
    /// (with `stylesheets`' element and media), then Lottie files and dotLottie archives.
    public static func sources(
        stylesheets: CSSImportOptions = .standard, lottie: LottieImportOptions = .standard
    ) -> [any EffectSourceFormat] {
        [StylesheetFormat(options: stylesheets), LottieFormat(options: lottie)]
    }
}
