extension CSSMediaQuery {
    /// The CSS px in an `em` or `rem` of a media query, which browsers take from the initial font
    /// size, 16 px, whatever the page sets.
    private static let pxPerEm = 16.0

    /// Whether the feature `value` (a parenthesised block) holds on `screen`: `prefers-reduced-motion`,
    /// `width`, `height` (with `min-` and `max-` prefixes, or the range forms `width >= 600px` and
    /// `400px < width <= 800px`) and `orientation` (Media Queries 4); `nil` for any other.
    static func evaluateFeature(_ value: CSSComponentValue, on screen: Screen) -> Bool? {
        guard case .block(.openParen, let contents, _) = value else { return nil }
        let parts = contents.filter { !$0.isWhitespace }
        guard let name = parts.first?.keyword else { return range(parts, on: screen) }
        if parts.count == 1 {
            switch name {
            case "prefers-reduced-motion": return screen.reducedMotion
            case "width", "height", "orientation": return true
            default: return nil
            }
        }
        guard parts.count == 3, parts[1].token?.kind == .colon else { return range(parts, on: screen) }
        switch name {
        case "prefers-reduced-motion":
            switch parts[2].keyword {
            case "reduce": return screen.reducedMotion
            case "no-preference": return !screen.reducedMotion
            default: return nil
            }
        case "orientation":
            switch parts[2].keyword {
            case "portrait": return screen.height >= screen.width
            case "landscape": return screen.width > screen.height
            default: return nil
            }
        default:
            var dimension = name
            var compare: (Double, Double) -> Bool = { $0 == $1 }
            if name.hasPrefix("min-") {
                dimension = String(name.dropFirst(4))
                compare = { $0 >= $1 }
            } else if name.hasPrefix("max-") {
                dimension = String(name.dropFirst(4))
                compare = { $0 <= $1 }
            }
            guard let actual = size(dimension, on: screen), let limit = length(parts[2]) else { return nil }
            return compare(actual, limit)
        }
    }

    /// The range form: `width >= 600px`, `600px <= width`, `400px < width <= 800px`; `nil` when it
    /// is not one.
    private static func range(_ parts: [CSSComponentValue], on screen: Screen) -> Bool? {
        // Operands (the feature's value or a length) between comparisons, each one or two delims.
        var operands: [Double] = []
        var comparisons: [String] = []
        var features = 0
        var index = 0
        while index < parts.count {
            // Operands and comparisons alternate, an operand first.
            let isComparison: Bool
            if case .delim? = parts[index].token?.kind { isComparison = true } else { isComparison = false }
            guard isComparison == (operands.count > comparisons.count) else { return nil }
            if case .delim(let scalar)? = parts[index].token?.kind {
                var comparison = String(scalar)
                if index + 1 < parts.count, comparison != "=",
                    case .delim("=")? = parts[index + 1].token?.kind
                {
                    comparison += "="
                    index += 1
                }
                comparisons.append(comparison)
            } else if let feature = parts[index].keyword.flatMap({ size($0, on: screen) }) {
                operands.append(feature)
                features += 1
            } else if let length = length(parts[index]) {
                operands.append(length)
            } else {
                return nil
            }
            index += 1
        }
        guard features == 1, [2, 3].contains(operands.count), comparisons.count == operands.count - 1 else {
            return nil
        }
        var result = true
        for (position, comparison) in comparisons.enumerated() {
            let (left, right) = (operands[position], operands[position + 1])
            switch comparison {
            case "<": result = result && left < right
            case "<=": result = result && left <= right
            case ">": result = result && left > right
            case ">=": result = result && left >= right
            case "=": result = result && left == right
            default: return nil
            }
        }
        return result
    }

    /// The screen's `width` or `height`, CSS px.
    private static func size(_ dimension: String, on screen: Screen) -> Double? {
        switch dimension {
        case "width": screen.width
        case "height": screen.height
        default: nil
        }
    }

    /// A length in px, `em` or `rem` (a bare 0 too), CSS px.
    private static func length(_ value: CSSComponentValue) -> Double? {
        switch value.token?.kind {
        case .dimension(let number, let unit)?:
            switch unit.lowercased() {
            case "px": return number.value
            case "em", "rem": return number.value * pxPerEm
            default: return nil
            }
        case .number(let number)? where number.value == 0: return 0
        default: return nil
        }
    }
}
