extension Lexer {
    /// Powers of ten that a `Double` holds exactly, for the fast exact path of number reading.
    private static let exactPowersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
        1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// A number: digits, an optional fraction and exponent, then an optional unit written right
    /// after it (`1.2s`, `600ms`, `90deg`, `50%`).
    mutating func scanNumber(_ start: Int, _ b: ByteReader) -> Token {
        position = start
        var mantissa: UInt64 = 0
        var significant = 0
        var fractionDigits = 0
        var isWhole = true
        while position < b.count && Lexer.isDigit(b[position]) {
            accumulate(b[position], &mantissa, &significant)
            position += 1
        }
        if b[position] == UInt8(ascii: ".") && Lexer.isDigit(b[position + 1]) {
            isWhole = false
            position += 1
            while position < b.count && Lexer.isDigit(b[position]) {
                accumulate(b[position], &mantissa, &significant)
                fractionDigits += 1
                position += 1
            }
        }
        var exponent = 0
        let marker = b[position] | 0x20
        let sign = b[position + 1]
        let hasSign = sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-")
        if marker == UInt8(ascii: "e") && Lexer.isDigit(b[position + (hasSign ? 2 : 1)]) {
            isWhole = false
            position += hasSign ? 2 : 1
            while position < b.count && Lexer.isDigit(b[position]) {
                exponent = min(exponent * 10 + Int(b[position] - UInt8(ascii: "0")), 100_000)
                position += 1
            }
            if sign == UInt8(ascii: "-") { exponent = -exponent }
        }
        let numberEnd = position
        let value = numberValue(
            start, numberEnd, mantissa: mantissa, significant: significant,
            exponent: exponent - fractionDigits, b)
        // The unit first, so that the token's range is worked out once, with the unit in it.
        var unit = NumberUnit.none
        let unitKnown = scanUnit(into: &unit, b)
        var token = Token(
            kind: unitKnown ? .number : .invalid, range: range(from: start), hasSpaceBefore: false,
            hasSpaceAfter: false)
        token.number = value
        token.isWholeLiteral = isWhole
        token.unit = unit
        if !value.isFinite && token.kind == .number {
            let text = b.text(start, numberEnd)
            report(.numberTooLarge(text), from: start, to: numberEnd)
            token.kind = .invalid
        }
        return token
    }

    @inline(__always) private func accumulate(
        _ digit: UInt8, _ mantissa: inout UInt64, _ significant: inout Int
    ) {
        if significant == 0 && digit == UInt8(ascii: "0") { return }
        significant += 1
        if significant <= 19 { mantissa = mantissa &* 10 &+ UInt64(digit - UInt8(ascii: "0")) }
    }

    /// The value, exact: small mantissas and exponents take the fast path (one exact multiply or
    /// divide rounds correctly), the rest goes through the standard library's correctly rounded
    /// conversion.
    private func numberValue(
        _ start: Int, _ end: Int, mantissa: UInt64, significant: Int, exponent: Int, _ b: ByteReader
    )
        -> Double
    {
        if significant == 0 { return 0 }
        if significant <= 15 && exponent >= -22 && exponent <= 22 {
            let power = Lexer.exactPowersOfTen[abs(exponent)]
            return exponent < 0 ? Double(mantissa) / power : Double(mantissa) * power
        }
        return Double(b.text(start, end)) ?? .nan
    }

    /// The unit spelt by the bytes `start..<end`, compared byte by byte (no string is made for the
    /// units every time value carries); `nil` for anything else.
    private static func unit(_ b: ByteReader, _ start: Int, _ end: Int) -> NumberUnit? {
        switch end - start {
        case 1 where b[start] == UInt8(ascii: "s"):
            return .seconds
        case 2 where b[start] == UInt8(ascii: "m") && b[start + 1] == UInt8(ascii: "s"):
            return .milliseconds
        case 2 where b[start] == UInt8(ascii: "p") && b[start + 1] == UInt8(ascii: "x"):
            return .pixels
        case 2 where b[start] == UInt8(ascii: "v") && b[start + 1] == UInt8(ascii: "w"):
            return .viewportWidth
        case 2 where b[start] == UInt8(ascii: "v") && b[start + 1] == UInt8(ascii: "h"):
            return .viewportHeight
        case 3
        where b[start] == UInt8(ascii: "d") && b[start + 1] == UInt8(ascii: "e")
            && b[start + 2] == UInt8(ascii: "g"):
            return .degrees
        case 3
        where b[start] == UInt8(ascii: "r") && b[start + 1] == UInt8(ascii: "a")
            && b[start + 2] == UInt8(ascii: "d"):
            return .radians
        case 4
        where b[start] == UInt8(ascii: "g") && b[start + 1] == UInt8(ascii: "r")
            && b[start + 2] == UInt8(ascii: "a") && b[start + 3] == UInt8(ascii: "d"):
            return .gradians
        case 4
        where b[start] == UInt8(ascii: "t") && b[start + 1] == UInt8(ascii: "u")
            && b[start + 2] == UInt8(ascii: "r") && b[start + 3] == UInt8(ascii: "n"):
            return .turns
        default:
            return nil
        }
    }

    /// Reads the unit right after a number: letters, or `%`, or `%w` / `%h` (a share of the layer's
    /// width or height; `%` followed by a longer name stays the percent unit).
    ///
    /// Returns false, after reporting it, for letters that spell no unit.
    private mutating func scanUnit(into unit: inout NumberUnit, _ b: ByteReader) -> Bool {
        if b[position] == UInt8(ascii: "%") {
            position += 1
            unit = .percent
            let axis = b[position]
            if (axis == UInt8(ascii: "w") || axis == UInt8(ascii: "h")) && !Lexer.isNameByte(b[position + 1])
            {
                unit = axis == UInt8(ascii: "w") ? .layerWidth : .layerHeight
                position += 1
            }
        } else if Lexer.isLetter(b[position]) {
            let unitStart = position
            while position < b.count && Lexer.isNameByte(b[position]) { position += 1 }
            if let known = Lexer.unit(b, unitStart, position) {
                unit = known
            } else {
                report(.unitUnknown(b.text(unitStart, position)), from: unitStart, to: position)
                return false
            }
        }
        return true
    }
}
