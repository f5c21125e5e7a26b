import EffectDSL

extension InterchangeFormat {
    /// A CSS stylesheet: one rule per layer with `animation-*` longhands, and the `@keyframes`.
    public static let css = InterchangeFormat(rawValue: "css")
}

extension FormatRegistration {
    /// CSS, read (a stylesheet's `@keyframes` as its element plays them) and written.
    public static let css = FormatRegistration(
        name: "css",
        reading: { settings in StylesheetFormat(options: settings.stylesheets) },
        writing: FormatWriting(format: .css, fileExtensions: ["css"], document: "CSS") {
            timeline, options throws(InterchangeError) in
            let web = try WebExporter(format: .css, options: options).export(timeline)
            return ExportedDocument(text: web.css(), report: web.report)
        },
        diagnostics: DiagnosticID.cssCatalog)
}
