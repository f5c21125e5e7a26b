/// Reads `transform-origin` and `perspective-origin` (CSS Transforms 1, §6 and 2, §6.2): one or two
/// of keywords and lengths, and for `transform-origin` a z length.
enum CSSPositionReader {
    private static let horizontal: [String: Double] = ["left": 0, "center": 50, "right": 100]
    private static let vertical: [String: Double] = ["top": 0, "center": 50, "bottom": 100]

    /// The position `values` write: x and y, percentages of the box, and z (0 unless `allowsZ`).
    static func position(
        _ values: [CSSComponentValue], range: Range<Int>, what: String, allowsZ: Bool
    ) throws(CSSValueError) -> (x: CSSLength, y: CSSLength, z: CSSLength) {
        let parts = CSSValueCursor(values, range: range).values
        let expected =
            allowsZ
            ? "one or two of 'left', 'center', 'right', 'top', 'bottom' and lengths, then a z length"
            : "one or two of 'left', 'center', 'right', 'top', 'bottom' and lengths"
        guard (1...(allowsZ ? 3 : 2)).contains(parts.count) else {
            throw CSSValueError(.cssValueInvalid(what, expected: expected), at: range)
        }
        var z = CSSLength.zero
        if parts.count == 3 { z = try CSSValues.length(parts[2], percent: false, what: what) }
        if parts.count == 1 {
            let value = parts[0]
            if let keyword = value.keyword, keyword != "center", let y = vertical[keyword],
                horizontal[keyword] == nil
            {
                return (CSSLength(percent: 50), CSSLength(percent: y), z)
            }
            return (try axis(value, horizontal, what: what, expected: expected), CSSLength(percent: 50), z)
        }
        let first = parts[0]
        let second = parts[1]
        // Two keywords may come in either order ('bottom left'); with a length, x comes first.
        if let a = first.keyword, let b = second.keyword, vertical[a] != nil, a != "center",
            horizontal[b] != nil
        {
            return (CSSLength(percent: horizontal[b] ?? 50), CSSLength(percent: vertical[a] ?? 50), z)
        }
        let x = try axis(first, horizontal, what: what, expected: expected)
        let y = try axis(second, vertical, what: what, expected: expected)
        return (x, y, z)
    }

    private static func axis(
        _ value: CSSComponentValue, _ keywords: [String: Double], what: String, expected: String
    ) throws(CSSValueError) -> CSSLength {
        if let keyword = value.keyword {
            guard let percent = keywords[keyword] else {
                throw CSSValueError(.cssValueInvalid(what, expected: expected), at: value.range)
            }
            return CSSLength(percent: percent)
        }
        return try CSSValues.length(value, percent: true, what: what)
    }
}
