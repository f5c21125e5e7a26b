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
        // Comparison operators are delims, one or two of them (`<`, `<=`).
        var items: [String] = []
        var index = 0
        while index < parts.count {
            guard case .delim(let scalar)? = parts[index].token?.kind else {
                items.append(parts[index].keyword ?? length(parts[index]).map { "\($0)" } ?? "?")
                index += 1
                continue
            }
            var op = String(scalar)
            if index + 1 < parts.count, case .delim("=")? = parts[index + 1].token?.kind, op != "=" {
                op += "="
                index += 1
            }
            items.append(op)
            index += 1
        }
        func holds(_ left: Double, _ op: String, _ right: Double) -> Bool? {
            switch op {
            case "<": left < right
            case "<=": left <= right
            case ">": left > right
            case ">=": left >= right
            case "=": left == right
            default: nil
            }
        }
        func value(_ item: String) -> Double? {
            size(item, on: screen) ?? Double(item)
        }
        guard items.count == 3 || items.count == 5 else { return nil }
        let named = stride(from: 0, to: items.count, by: 2).filter { size(items[$0], on: screen) != nil }
        guard named.count == 1 else { return nil }
        var result = true
        for start in stride(from: 0, to: items.count - 2, by: 2) {
            guard let left = value(items[start]), let right = value(items[start + 2]),
                let holds = holds(left, items[start + 1], right)
            else { return nil }
            result = result && holds
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
