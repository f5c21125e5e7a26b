import EffectDSL

/// Lottie files as an effect source: each `.json` animation (and each dotLottie archive, `.lottie`)
/// one effect, its layers placed and timed as players draw them (see ``LottieImport``).
public struct LottieFormat: ImportingSourceFormat {
    /// How each file is imported: the tolerance curved paths are sampled within, and the limits.
    public var options: LottieImportOptions

    /// The format importing Lottie files with `options`.
    public init(options: LottieImportOptions = .standard) {
        self.options = options
    }

    /// The importer of each file.
    public var importer: LottieFileImporter { LottieFileImporter(options: options) }

    /// What a Lottie file must hold to define an effect.
    public var effectFileContents: String { "a Lottie file is one animation with 'layers'" }
}
