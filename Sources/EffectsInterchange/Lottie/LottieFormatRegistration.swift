import EffectDSL

extension InterchangeFormat {
    /// One Lottie JSON animation: a shape layer per layer, its transform as keyframes.
    public static let lottie = InterchangeFormat(rawValue: "lottie")
}

extension FormatRegistration {
    /// Lottie, read (a Lottie file or a dotLottie archive) and written (JSON; `export` packs a
    /// `.lottie` file's archive around it).
    public static let lottie = FormatRegistration(
        name: "lottie",
        reading: { settings in LottieFormat(options: settings.lottie) },
        writing: FormatWriting(
            format: .lottie, fileExtensions: ["json", "lottie"],
            document: "Lottie JSON or a dotLottie archive"
        ) { timeline, options throws(InterchangeError) in
            let lottie = try LottieExporter.export(timeline, options: options)
            return ExportedDocument(text: lottie.text, report: lottie.report)
        },
        diagnostics: DiagnosticID.lottieCatalog)
}
