import EffectsText

/// Builds an SVG document as indented text, escaping every attribute value and text node and closing
/// what it opens, so the result is always well-formed XML.
struct SVGWriter {
    private var text = ""
    private var openElements: [String] = []

    /// A document of `width` × `height` pixels; its background is white so conversions to PNG are not
    /// transparent.
    init(width: Double, height: Double, title: String) {
        text += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        open(
            "svg",
            [
                SVGAttribute("xmlns", "http://www.w3.org/2000/svg"),
                SVGAttribute("width", width), SVGAttribute("height", height),
                SVGAttribute("viewBox", "0 0 \(SVGNumber.string(width)) \(SVGNumber.string(height))"),
                SVGAttribute("font-family", "DejaVu Sans, Verdana, Helvetica, Arial, sans-serif"),
            ])
        element("title", [], text: title)
        element(
            "rect",
            [SVGAttribute("width", width), SVGAttribute("height", height), SVGAttribute("fill", "#ffffff")])
    }

    /// Opens an element whose children follow until the matching ``close()``.
    mutating func open(_ name: String, _ attributes: [SVGAttribute]) {
        text += indentation + "<" + name + SVGWriter.attributeText(attributes) + ">\n"
        openElements.append(name)
    }

    /// Closes the innermost open element.
    mutating func close() {
        guard let name = openElements.popLast() else { return }
        text += indentation + "</" + name + ">\n"
    }

    /// A complete element: empty, or holding `text` (escaped).
    mutating func element(_ name: String, _ attributes: [SVGAttribute], text content: String? = nil) {
        let start = indentation + "<" + name + SVGWriter.attributeText(attributes)
        if let content {
            text += start + ">" + MarkupText.escaped(content) + "</" + name + ">\n"
        } else {
            text += start + "/>\n"
        }
    }

    /// The document, with every element still open closed.
    mutating func finish() -> String {
        while !openElements.isEmpty { close() }
        return text
    }

    private var indentation: String { String(repeating: "  ", count: openElements.count) }

    private static func attributeText(_ attributes: [SVGAttribute]) -> String {
        var result = ""
        for attribute in attributes {
            result += " " + attribute.name + "=\"" + MarkupText.escaped(attribute.value) + "\""
        }
        return result
    }
}
