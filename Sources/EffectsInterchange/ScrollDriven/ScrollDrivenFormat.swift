import EffectsRegistry

extension InterchangeFormat {
    /// CSS whose animations the page's scrolling drives: `animation-timeline: scroll()`.
    public static let scrollDriven = InterchangeFormat(rawValue: "scroll-driven")
}

extension FormatRegistration {
    /// Scroll-driven CSS, written only: the effect's progress follows the page's scroll position.
    public static let scrollDriven = FormatRegistration(
        name: "scroll-driven",
        writing: FormatWriting(format: .scrollDriven, fileExtensions: ["css"], document: "scroll-driven CSS")
        {
            timeline, options throws(InterchangeError) in
            let web = try WebExporter(format: .css, options: options).export(timeline)
            return ExportedDocument(
                text: try web.scrollDrivenCSS(timeline: options.scrollTimeline), report: web.report)
        })
}
