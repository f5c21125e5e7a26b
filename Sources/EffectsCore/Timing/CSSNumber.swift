/// Numbers as timing-function text: the one place that decides how `cssText` and error messages
/// spell a number, so the spelling can be swapped for a faster or stricter one later.
enum CSSNumber {
    /// The shortest decimal that reads back as exactly `value`, such as "0.25", "100" or "1e-07".
    ///
    /// Never "-0"; non-finite values read "nan", "inf" and "-inf" (they only appear in messages).
    static func text(_ value: Double) -> String {
        if value == 0 { return "0" }
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }

    /// A fraction as a percentage whose number reads back as exactly `fraction` when divided by 100
    /// (how `LinearEasingStop(output:percentages:)` reads it): 0.75 → "75%".
    ///
    /// `fraction * 100` is not always such a number (0.07 * 100 = 7.000000000000001), so the
    /// neighbours of the product are tried too and the shortest spelling that round-trips wins.
    static func percentage(_ fraction: Double) -> String {
        let product = fraction * 100
        guard product.isFinite else { return text(product) + "%" }
        // The product first, then its neighbours outwards, so ties go to the closest.
        var candidates = [product]
        var (up, down) = (product, product)
        for _ in 0..<4 {
            up = up.nextUp
            down = down.nextDown
            candidates += [up, down]
        }
        var best: String?
        for candidate in candidates where candidate / 100 == fraction {
            let spelled = text(candidate)
            if best.map({ spelled.utf8.count < $0.utf8.count }) ?? true { best = spelled }
        }
        return (best ?? text(product)) + "%"
    }
}
