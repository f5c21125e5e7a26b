/// How a percentage is read back, which decides its digits: the two readings disagree on about a
/// third of all fractions (1/6 is "16.666666666666666%" moving the point, "16.666666666666664%"
/// dividing).
public enum PercentReading: Sendable {
    /// The reader moves the point of the decimal text two places, exactly (the .fx language).
    case movingThePoint
    /// The reader reads the number as a `Double` and divides it by 100 (CSS `linear()` stops, read
    /// back through `LinearEasingStop(output:percentages:)`).
    case dividingBy100
}

extension NumberText {
    /// A fraction as a percentage that reads back as exactly `fraction` the way `reading` says:
    /// 0.5 → "50%", 0.07 → "7%".
    public static func percent(_ fraction: Double, readBy reading: PercentReading) -> String {
        switch reading {
        case .movingThePoint: return shifted(shortest(fraction), by: 2) + "%"
        case .dividingBy100: return dividedPercent(fraction) + "%"
        }
    }

    /// `text` (a finite decimal such as `0.5`, `-1.25`, `3e-5`) multiplied by 10^`power`, written
    /// without an exponent: 0.3333333333333333 shifted by 2 is `33.33333333333333`.
    ///
    /// The digits are only moved, so a reader that rounds decimals correctly reads the result divided
    /// by 10^`power` back as the number `text` names.
    static func shifted(_ text: String, by power: Int) -> String {
        var body = Substring(text)
        let negative = body.first == "-"
        if negative { body = body.dropFirst() }
        var exponent = 0
        if let marker = body.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            exponent = Int(body[body.index(after: marker)...]) ?? 0
            body = body[..<marker]
        }
        var digits = ""
        var pointPosition = body.count
        for (index, character) in body.enumerated() {
            if character == "." { pointPosition = index } else { digits.append(character) }
        }
        pointPosition += exponent + power
        // Pad with zeros so the point falls inside or at the ends of the digits.
        if pointPosition <= 0 {
            digits = String(repeating: "0", count: 1 - pointPosition) + digits
            pointPosition = 1
        }
        if pointPosition > digits.count {
            digits += String(repeating: "0", count: pointPosition - digits.count)
        }
        var whole = String(digits.prefix(pointPosition))
        var fraction = String(digits.dropFirst(pointPosition))
        while whole.count > 1, whole.first == "0" { whole.removeFirst() }
        while fraction.last == "0" { fraction.removeLast() }
        let result = fraction.isEmpty ? whole : whole + "." + fraction
        return negative && result != "0" ? "-" + result : result
    }

    /// The shortest number that reads back as exactly `fraction` when divided by 100.
    ///
    /// `fraction * 100` is not always such a number (0.07 * 100 = 7.000000000000001), so the
    /// neighbours of the product are tried too and the shortest spelling that round-trips wins.
    private static func dividedPercent(_ fraction: Double) -> String {
        let product = fraction * 100
        guard product.isFinite else { return shortest(product) }
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
            let spelled = shortest(candidate)
            if best.map({ spelled.utf8.count < $0.utf8.count }) ?? true { best = spelled }
        }
        return best ?? shortest(product)
    }
}
