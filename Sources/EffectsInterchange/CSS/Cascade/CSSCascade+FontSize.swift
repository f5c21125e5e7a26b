extension CSSCascade {
    /// The font size a browser's own stylesheet gives an element of each type, as a factor of its
    /// parent's (headings) or in px (form controls, which do not inherit the page's).
    static let browserFontSizes: [String: (factor: Double?, px: Double?)] = [
        "h1": (2, nil), "h2": (1.5, nil), "h3": (1.17, nil), "h4": (1, nil), "h5": (0.83, nil),
        "h6": (0.67, nil), "small": (1 / 1.2, nil), "big": (1.2, nil),
        "button": (nil, 13.333333), "input": (nil, 13.333333), "select": (nil, 13.333333),
        "textarea": (nil, 13.333333),
    ]

    /// The absolute font-size keywords, px.
    static let fontSizeKeywords: [String: Double] = [
        "xx-small": 9, "x-small": 10, "small": 13, "medium": 16, "large": 18, "x-large": 24, "xx-large": 32,
        "xxx-large": 48,
    ]

    /// The computed font size of each element of the path, px: the browser's default for its type,
    /// then the stylesheet's `font-size` (px, em, rem, %, keywords) against its parent's.
    static func fontSizes(of path: CSSElementPath, winners: [[String: Winner]]) -> [Double] {
        var sizes: [Double] = []
        for index in winners.indices {
            let parent = sizes.last ?? 16
            let root = sizes.first ?? 16
            let isPseudoElement = index == path.chain.count - 1 && path.pseudoElement != nil
            var size = parent
            if !isPseudoElement, let browser = browserFontSizes[path.elements[index].type] {
                size = browser.px ?? parent * (browser.factor ?? 1)
            }
            if let declaration = winners[index]["font-size"]?.declaration,
                let value = declaration.value.trimmed.first, declaration.value.trimmed.count == 1
            {
                size = fontSize(value, parent: parent, root: root) ?? size
            }
            sizes.append(size)
        }
        return sizes
    }

    private static func fontSize(_ value: CSSComponentValue, parent: Double, root: Double) -> Double? {
        switch value.token?.kind {
        case .dimension(let number, let unit):
            switch unit.lowercased() {
            case "em": return number.value * parent
            case "rem": return number.value * root
            default: return CSSLength.unitPoints[unit.lowercased()].map { $0 * number.value }
            }
        case .percentage(let number):
            return number.value / 100 * parent
        case .ident(let word):
            switch word.lowercased() {
            case "smaller": return parent / 1.2
            case "larger": return parent * 1.2
            case "inherit": return parent
            default: return fontSizeKeywords[word.lowercased()]
            }
        default:
            return nil
        }
    }

    /// `values` with their `em` and `rem` lengths in px, against the font size of the element at
    /// `index` and the root's.
    func resolvingFontUnits(_ values: [CSSComponentValue], at index: Int) -> [CSSComponentValue] {
        guard index >= 0, index < fontSizes.count else { return values }
        let em = fontSizes[index]
        let rem = fontSizes.first ?? 16
        guard em != 16 || rem != 16 else { return values }
        func rewrite(_ values: [CSSComponentValue]) -> [CSSComponentValue] {
            values.map { value in
                switch value {
                case .token(let token):
                    guard case .dimension(let number, let unit) = token.kind else { return value }
                    let lowered = unit.lowercased()
                    guard lowered == "em" || lowered == "rem" else { return value }
                    let px = number.value * (lowered == "em" ? em : rem)
                    return .token(
                        CSSToken(.dimension(CSSNumber(px, isInteger: false), unit: "px"), token.range))
                case .function(let name, let arguments, let range):
                    return .function(name: name, arguments: rewrite(arguments), range: range)
                case .block(let open, let contents, let range):
                    return .block(open: open, contents: rewrite(contents), range: range)
                }
            }
        }
        return rewrite(values)
    }
}
