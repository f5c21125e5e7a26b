/// The parts of an element's box the stylesheet sets around its content: margins (which move the
/// box), padding and borders (which, with `box-sizing: content-box`, make it larger than its
/// `width` and `height`).
///
/// The layer is the element's border box, the box CSS transforms and places: what a browser draws
/// and turns about its `transform-origin`. Only the static values are read; `auto` margins are 0,
/// as they are for a box placed by `left` and `top`.
struct CSSBoxModel: Sendable {
    /// The left and top margins.
    var margin = (left: CSSLength(), top: CSSLength())
    /// What the padding and borders add to the width and the height (0 for `border-box`).
    var extra = (width: [CSSLength](), height: [CSSLength]())

    /// The four sides, in the order CSS's one-to-four-value shorthands give them.
    static let sides = ["top", "right", "bottom", "left"]

    /// The longhands each box shorthand sets, for the cascade.
    static let shorthands: [String: [String]] = {
        var result: [String: [String]] = [
            "margin": sides.map { "margin-\($0)" },
            "padding": sides.map { "padding-\($0)" },
            "border-width": sides.map { "border-\($0)-width" },
            "border-style": sides.map { "border-\($0)-style" },
            "border": sides.flatMap { ["border-\($0)-width", "border-\($0)-style"] },
        ]
        for side in sides { result["border-\(side)"] = ["border-\(side)-width", "border-\(side)-style"] }
        return result
    }()

    /// A box of no margins, padding or borders.
    init() {}

    /// The margins a browser's own stylesheet gives an element of each type (Chromium's
    /// `html.css`, at the default 16 px font size): top, then left, px.
    static let browserMargins: [String: (top: Double, left: Double)] = [
        "p": (16, 0), "ul": (16, 0), "ol": (16, 0), "menu": (16, 0), "dl": (16, 0), "pre": (16, 0),
        "blockquote": (16, 40), "figure": (16, 40), "dd": (0, 40),
        "h1": (0.67 * 32, 0), "h2": (0.83 * 24, 0), "h3": (1 * 18.72, 0), "h4": (1.33 * 16, 0),
        "h5": (1.67 * 13.28, 0), "h6": (2.33 * 10.72, 0),
    ]
    /// The left padding a browser's own stylesheet gives lists, px.
    static let browserPaddingLeft: [String: Double] = ["ul": 40, "ol": 40, "menu": 40]
    /// The padding (top and bottom, left and right) and border width Chromium's own stylesheet
    /// gives a text field, px; other form controls are not read.
    static let textField = (padding: (block: 1.0, inline: 2.0), border: 2.0)

    /// Whether the element is a text field: an `input` of a type people type into, or none.
    static func isTextField(_ element: CSSElement) -> Bool {
        guard element.type == "input" else { return false }
        let type = element.attributes["type"]?.lowercased() ?? "text"
        return ["text", "email", "password", "search", "url", "tel", "number"].contains(type)
    }

    /// The box model of the element at `index` of the cascade's path.
    init(_ cascade: CSSCascade, at index: Int) {
        var scratch = CSSProblems()
        let path = cascade.path
        let isPseudoElement = index == path.chain.count - 1 && path.pseudoElement != nil
        let type = isPseudoElement ? "" : path.elements[index].type
        let textField = !isPseudoElement && Self.isTextField(path.elements[index])
        func side(_ property: String, _ side: String) -> CSSLength {
            guard let value = cascade.value(of: "\(property)-\(side)", at: index, problems: &scratch) else {
                // What the browser's own stylesheet gives the element, under the author's.
                switch (property, side) {
                case ("margin", "top"): return CSSLength(points: Self.browserMargins[type]?.top ?? 0)
                case ("margin", "left"): return CSSLength(points: Self.browserMargins[type]?.left ?? 0)
                case ("padding", "top"), ("padding", "bottom"):
                    return CSSLength(points: textField ? Self.textField.padding.block : 0)
                case ("padding", "left"):
                    return CSSLength(
                        points: textField ? Self.textField.padding.inline : Self.browserPaddingLeft[type] ?? 0
                    )
                case ("padding", "right"):
                    return CSSLength(points: textField ? Self.textField.padding.inline : 0)
                default: return CSSLength()
                }
            }
            let parts = value.values.filter { !$0.isWhitespace }
            let picked: CSSComponentValue?
            if value.shorthand == nil || value.shorthand == property {
                picked = Self.pick(side, from: parts)
            } else {
                picked = parts.first { (try? CSSValues.length($0, percent: true, what: property)) != nil }
            }
            guard let picked, picked.keyword != "auto" else { return CSSLength() }
            return (try? CSSValues.length(picked, percent: true, what: property)) ?? CSSLength()
        }
        func border(_ side: String) -> CSSLength {
            let style = cascade.value(of: "border-\(side)-style", at: index, problems: &scratch)
            let styleParts = style?.values.filter { !$0.isWhitespace } ?? []
            let styleWord: String?
            if style?.shorthand == nil || style?.shorthand == "border-style" {
                styleWord = Self.pick(side, from: styleParts)?.keyword
            } else {
                styleWord = styleParts.lazy.compactMap(\.keyword).first { Self.borderStyles.contains($0) }
            }
            if style == nil && textField { return CSSLength(points: Self.textField.border) }
            guard let styleWord, styleWord != "none", styleWord != "hidden" else { return CSSLength() }
            guard let width = cascade.value(of: "border-\(side)-width", at: index, problems: &scratch) else {
                return CSSLength(points: 3)  // `medium`
            }
            let parts = width.values.filter { !$0.isWhitespace }
            let candidates: [CSSComponentValue] =
                width.shorthand == nil || width.shorthand == "border-width"
                ? [Self.pick(side, from: parts)].compactMap { $0 } : parts
            for part in candidates {
                if let keyword = part.keyword, let points = Self.widthKeywords[keyword] {
                    return CSSLength(points: points)
                }
                if let length = try? CSSValues.length(part, percent: false, what: "border-width") {
                    return length
                }
            }
            return CSSLength(points: 3)
        }
        margin = (side("margin", "left"), side("margin", "top"))
        let sizing = cascade.value(of: "box-sizing", at: index, problems: &scratch)?.values.first?.keyword
        guard sizing != "border-box" else { return }
        extra = (
            [side("padding", "left"), side("padding", "right"), border("left"), border("right")],
            [side("padding", "top"), side("padding", "bottom"), border("top"), border("bottom")]
        )
    }

    /// The value of `side` among one to four values (`top right bottom left`, CSS's order).
    static func pick(_ side: String, from parts: [CSSComponentValue]) -> CSSComponentValue? {
        guard !parts.isEmpty, parts.count <= 4, let position = sides.firstIndex(of: side) else { return nil }
        let index: Int
        switch (parts.count, position) {
        case (1, _): index = 0
        case (2, _): index = position % 2
        case (3, 3): index = 1
        case (3, _): index = position
        default: index = position
        }
        return parts[index]
    }

    /// The keyword border widths, px.
    static let widthKeywords: [String: Double] = ["thin": 1, "medium": 3, "thick": 5]
    /// The border styles, to tell a style from a colour in `border: 2px solid red`.
    static let borderStyles: Set<String> = [
        "none", "hidden", "dotted", "dashed", "solid", "double", "groove", "ridge", "inset", "outset",
    ]

    /// Whether the padding or the borders can make the box larger than its `width` and `height`.
    var hasExtra: Bool {
        (extra.width + extra.height).contains { $0 != CSSLength() }
    }

    /// What the padding and borders add to the width and the height, points, percentages of the
    /// stage's width.
    func extraSize(stageWidth: Double, viewport: (width: Double, height: Double)) -> (Double, Double) {
        (
            extra.width.reduce(0) { $0 + $1.resolved(basis: stageWidth, viewport: viewport) },
            extra.height.reduce(0) { $0 + $1.resolved(basis: stageWidth, viewport: viewport) }
        )
    }
}
