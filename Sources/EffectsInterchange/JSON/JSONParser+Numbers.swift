extension JSONParser {
    /// The powers of ten a `Double` holds exactly, 10⁰ … 10²².
    private static let exactPowers: [Double] = (0...22).reduce(into: []) { powers, _ in
        powers.append((powers.last ?? 0.1) * 10)
    }

    /// The number at the cursor, as the `Double` nearest to it (round half to even).
    ///
    /// Most numbers have at most 15 significant digits and a small exponent: the digits and the
    /// power of ten are then both exact doubles, and one multiplication or division, correctly
    /// rounded by the hardware, is the nearest double (Clinger's fast path). Any other number is
    /// handed to the standard library's correctly rounded conversion.
    mutating func number() throws(JSONError) -> Double {
        let start = index
        var cursor = index
        let negative = current == UInt8(ascii: "-")
        if negative { cursor += 1 }
        var mantissa: UInt64 = 0
        var digits = 0
        var exponent = 0
        let integerStart = cursor
        while cursor < bytes.count, let digit = Self.digit(bytes[cursor]) {
            Self.accumulate(digit, into: &mantissa, digits: &digits, exponent: &exponent, fraction: false)
            cursor += 1
        }
        let integerDigits = cursor - integerStart
        guard integerDigits > 0, !(integerDigits > 1 && bytes[integerStart] == UInt8(ascii: "0")) else {
            throw malformedNumber(from: start)
        }
        if cursor < bytes.count, bytes[cursor] == UInt8(ascii: ".") {
            cursor += 1
            let fractionStart = cursor
            while cursor < bytes.count, let digit = Self.digit(bytes[cursor]) {
                Self.accumulate(digit, into: &mantissa, digits: &digits, exponent: &exponent, fraction: true)
                cursor += 1
            }
            guard cursor > fractionStart else { throw malformedNumber(from: start) }
        }
        if cursor < bytes.count, bytes[cursor] | 0x20 == UInt8(ascii: "e") {
            cursor += 1
            var exponentNegative = false
            if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "+") || bytes[cursor] == UInt8(ascii: "-")
            {
                exponentNegative = bytes[cursor] == UInt8(ascii: "-")
                cursor += 1
            }
            let exponentStart = cursor
            var written = 0
            while cursor < bytes.count, let digit = Self.digit(bytes[cursor]) {
                // Saturates: past a million the value is 0 or infinite whatever the digits.
                written = min(written * 10 + Int(digit), 1_000_000)
                cursor += 1
            }
            guard cursor > exponentStart else { throw malformedNumber(from: start) }
            exponent += exponentNegative ? -written : written
        }
        if cursor < bytes.count, Self.isWordByte(bytes[cursor]) || bytes[cursor] == UInt8(ascii: ".") {
            throw malformedNumber(from: start)
        }
        index = cursor
        if digits <= 15, (-22...22).contains(exponent) {
            let magnitude = Double(mantissa)
            let value =
                exponent >= 0
                ? magnitude * Self.exactPowers[exponent] : magnitude / Self.exactPowers[-exponent]
            return negative ? -value : value
        }
        return try slowNumber(from: start, to: cursor)
    }

    /// Adds one digit to the significand, counting significant digits (leading zeros are not); past
    /// 19 digits the rest only move the exponent, and the slow path reads the text again.
    @inline(__always)
    private static func accumulate(
        _ digit: UInt8, into mantissa: inout UInt64, digits: inout Int, exponent: inout Int, fraction: Bool
    ) {
        if mantissa == 0 && digit == 0 {
            if fraction { exponent -= 1 }
            return
        }
        if digits < 19 {
            mantissa = mantissa * 10 + UInt64(digit)
            digits += 1
            if fraction { exponent -= 1 }
        } else {
            // Kept out of the significand: the count makes the fast path step aside.
            digits += 1
            if !fraction { exponent += 1 }
        }
    }

    /// The number between `start` and `end`, converted by the standard library.
    private func slowNumber(from start: Int, to end: Int) throws(JSONError) -> Double {
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        guard let value = Double(text) else {
            throw JSONError(.malformedNumber(text), offset: start, path: path())
        }
        guard value.isFinite else { throw JSONError(.numberOutOfRange(text), offset: start, path: path()) }
        return value
    }

    /// The error for a malformed number starting at `start`: the text up to the first byte that
    /// cannot be in a number.
    private func malformedNumber(from start: Int) -> JSONError {
        var end = start
        while end < bytes.count, end - start < 32,
            Self.isWordByte(bytes[end])
                || [UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "+")].contains(bytes[end])
        {
            end += 1
        }
        let text = String(
            decoding: UnsafeBufferPointer(rebasing: bytes[start..<max(end, start + 1)].prefix(32)),
            as: UTF8.self)
        if ["-Infinity", "-NaN", "-inf", "-nan"].contains(text) {
            return JSONError(.notJSON(word: text), offset: start, path: path())
        }
        return JSONError(.malformedNumber(text), offset: start, path: path())
    }

    /// The value of an ASCII digit.
    @inline(__always) private static func digit(_ byte: UInt8) -> UInt8? {
        let value = byte &- UInt8(ascii: "0")
        return value < 10 ? value : nil
    }
}
