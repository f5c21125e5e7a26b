extension SVGWriter {
    /// The font size of a drawing's title, in pixels.
    static let titleSize = 18.0
    /// The font size of the line under the title, in pixels.
    static let subtitleSize = 12.5

    /// Draws a drawing's bold title at the top, `x` pixels from the left, and under it the subtitle
    /// unless that is empty: the heading plots and film strips share.
    mutating func heading(title: String, subtitle: String, x: Double) {
        element(
            "text",
            [
                SVGAttribute("x", x), SVGAttribute("y", 30), SVGAttribute("font-size", SVGWriter.titleSize),
                SVGAttribute("font-weight", "bold"), SVGAttribute("fill", "#222222"),
            ], text: title)
        guard !subtitle.isEmpty else { return }
        element(
            "text",
            [
                SVGAttribute("x", x), SVGAttribute("y", 50),
                SVGAttribute("font-size", SVGWriter.subtitleSize),
                SVGAttribute("fill", "#555555"),
            ], text: subtitle)
    }
}
