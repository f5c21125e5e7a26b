import EffectsRegistry

extension InterchangeFormat {
    /// A view transition: the effect's outgoing and incoming layers as the old and new images of
    /// `::view-transition-old/new`.
    public static let viewTransition = InterchangeFormat(rawValue: "view-transition")
}

extension FormatRegistration {
    /// A view transition's CSS, written only: an effect whose layers are `outgoing` and `incoming`.
    public static let viewTransition = FormatRegistration(
        name: "view-transition",
        writing: FormatWriting(
            format: .viewTransition, fileExtensions: ["css"], document: "a view transition's CSS"
        ) { timeline, options throws(InterchangeError) in
            let web = try WebExporter(format: .css, options: options).export(timeline)
            let text = try ViewTransitionStylesheet(web, name: options.transitionName).text()
            return ExportedDocument(text: text, report: web.report)
        })
}
