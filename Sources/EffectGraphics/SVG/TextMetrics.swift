/// Rough text widths for layout, since SVG text is measured only by the viewer.
enum TextMetrics {
    /// The approximate width of `text` at `fontSize` in a sans-serif face (DejaVu Sans is among the
    /// widest, so the estimate errs on the side of room).
    static func width(_ text: String, fontSize: Double) -> Double {
        var ems = 0.0
        for character in text {
            switch character {
            case "i", "l", "j", ".", ",", ":", ";", "'", "|", "!", "(", ")", "[", "]", " ": ems += 0.34
            case "m", "w", "M", "W": ems += 0.9
            case _ where character.isUppercase: ems += 0.7
            default: ems += 0.6
            }
        }
        return ems * fontSize
    }
}
