import EffectDSL

/// fxkit's foreign formats: the one list every tool reads and writes by, so that the loader's
/// formats, `export --format`, its help and its completion agree.
public enum EffectFormats {
    /// Every format, in the order `--format` lists them; a new format is one line here.
    ///
    /// The first writer is the default of `export` and owns a file ending two formats write (`.json`
    /// is Web Animations unless `--format lottie` says otherwise).
    public static let all: [FormatRegistration] = [
        .waapi, .css, .cssTransitions, .html, .lottie, .viewTransition, .scrollDriven,
    ]

    /// The formats that write, in ``all``'s order.
    public static var writers: [FormatWriting] { all.compactMap(\.writing) }

    /// The writer of the format named `name`, if one is registered.
    public static func writer(named name: String) -> FormatWriting? {
        writers.first { $0.format.rawValue == name }
    }

    /// The writer that owns files ending in `fileExtension` (without the dot), if any.
    public static func writer(forFileExtension fileExtension: String) -> FormatWriting? {
        writers.first { $0.acceptedFileExtensions.contains(fileExtension) }
    }

    /// The formats effects are imported from beside `.fx` files, in loading order: stylesheets
    /// (with `stylesheets`' element and media), then Lottie files and dotLottie archives.
    public static func sources(
        stylesheets: CSSImportOptions = .standard, lottie: LottieImportOptions = .standard
    ) -> [any EffectSourceFormat] {
        sources(ImportSettings(stylesheets: stylesheets, lottie: lottie))
    }

    /// The formats effects are imported from, read with `settings`, in ``all``'s order.
    public static func sources(_ settings: ImportSettings) -> [any EffectSourceFormat] {
        all.compactMap { $0.reading?(settings) }
    }
}
