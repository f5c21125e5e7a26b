extension InterchangeFormat {
    /// Web Animations JSON: per layer its element and the arguments of `element.animate(…)`.
    public static let waapi = InterchangeFormat(rawValue: "waapi")
    /// One self-contained HTML page that plays the effect, with controls and the values.
    public static let html = InterchangeFormat(rawValue: "html")
}

extension FormatRegistration {
    /// Web Animations JSON, written only.
    public static let waapi = FormatRegistration(
        name: "waapi",
        writing: FormatWriting(format: .waapi, fileExtensions: ["json"], document: "Web Animations JSON") {
            timeline, options throws(InterchangeError) in
            let web = try WebExporter(format: .waapi, options: options).export(timeline)
            return ExportedDocument(text: web.waapiJSON(), report: web.report)
        })

    /// The preview page, written only.
    public static let html = FormatRegistration(
        name: "html",
        writing: FormatWriting(
            format: .html, fileExtensions: ["html"], alternativeFileExtensions: ["htm"],
            document: "an HTML page"
        ) { timeline, options throws(InterchangeError) in
            let web = try WebExporter(format: .html, options: options).export(timeline)
            return ExportedDocument(text: web.html(title: options.title), report: web.report)
        })
}
