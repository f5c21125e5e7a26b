/// The settings a run imports with, one per format that has any; every reading of
/// ``FormatRegistration`` takes the whole and picks its own.
public struct ImportSettings: Sendable {
    /// A stylesheet's element and media.
    public var stylesheets: CSSImportOptions
    /// A Lottie file's limits.
    public var lottie: LottieImportOptions

    /// Settings of stylesheets and Lottie files, the standard ones by default.
    public init(stylesheets: CSSImportOptions = .standard, lottie: LottieImportOptions = .standard) {
        self.stylesheets = stylesheets
        self.lottie = lottie
    }
}
