extension CSSTokenizer {
    /// Whether the bytes at `offset` start a number (§4.3.10).
    func startsNumber(at offset: Int) -> Bool {
        guard offset < bytes.count else { return false }
        var position = offset
        if bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") { position += 1 }
        guard position < bytes.count else { return false }
        if CSSTokenizer.isDigit(bytes[position]) { return true }
        return bytes[position] == UInt8(ascii: ".") && position + 1 < bytes.count
            && CSSTokenizer.isDigit(bytes[position + 1])
    }

    /// Reads a number, a percentage or a dimension (§4.3.3).
    mutating func readNumeric() -> CSSTokenKind {
        let number = readNumber()
        if startsIdentifier(at: index) {
            return .dimension(number, unit: readName())
        }
        if peek() == UInt8(ascii: "%") {
            index += 1
            return .percentage(number)
        }
        return .number(number)
    }

    /// Reads the digits of a number (§4.3.13) and converts them as a correctly rounded double.
    private mutating func readNumber() -> CSSNumber {
        let start = index
        var isInteger = true
        if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { index += 1 }
        skipDigits()
        if peek() == UInt8(ascii: "."), let next = peek(1), CSSTokenizer.isDigit(next) {
            index += 1
            skipDigits()
            isInteger = false
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            var exponent = index + 1
            if exponent < bytes.count,
                bytes[exponent] == UInt8(ascii: "+") || bytes[exponent] == UInt8(ascii: "-")
            {
                exponent += 1
            }
            if exponent < bytes.count, CSSTokenizer.isDigit(bytes[exponent]) {
                index = exponent
                skipDigits()
                isInteger = false
            }
        }
        var text = String(decoding: bytes[start..<index], as: UTF8.self)
        if text.hasPrefix("+") { text.removeFirst() }
        // Swift's conversion is correctly rounded, as browsers' are; a huge exponent gives infinity,
        // which the value readers refuse.
        return CSSNumber(Double(text) ?? .nan, isInteger: isInteger)
    }

    private mutating func skipDigits() {
        while let byte = peek(), CSSTokenizer.isDigit(byte) { index += 1 }
    }
}
