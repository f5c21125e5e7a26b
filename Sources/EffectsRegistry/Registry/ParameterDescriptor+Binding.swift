extension ParameterDescriptor {
    /// The value written as `text`, checked against the kind: `0.2`, `300ms`, `(100,-30)`, `yes`,
    /// `right`.
    ///
    /// Numbers are decimal (`-3`, `.5`, `1e-3`) with an optional unit suffix (see ``unit``); vectors
    /// are numbers separated by commas, in parentheses or not; switches are `true/false`, `yes/no`,
    /// `on/off` or `1/0` in any letter case; choices are matched exactly.
    public func parse(_ text: String) throws(ParameterError) -> ParameterValue {
        let trimmed = ParameterText.trimmed(text[...])
        switch kind {
        case .number, .integer:
            return try validate(.number(parseNumber(trimmed, whole: text)), text: text)
        case .vector:
            return try validate(.vector(parseVector(trimmed, whole: text)), text: text)
        case .bool:
            switch trimmed.lowercased() {
            case "true", "yes", "on", "1": return .bool(true)
            case "false", "no", "off", "0": return .bool(false)
            // Every spelling is named: "true or false" alone reads as if `1` were refused.
            default: throw .invalidValue(name: name, expected: Self.switchSpellings, got: text)
            }
        case .choice:
            return try validate(.choice(String(trimmed)), text: text)
        }
    }

    /// The spellings of a switch's value, for the message about text that is none of them.
    static let switchSpellings = "true or false (or yes/no, on/off, 1/0)"

    /// `value` if it fits the kind (and range, vector size, choices), else the error a user would see.
    ///
    /// `text` is what the user wrote, for messages; without it messages show the value's text form.
    public func validate(_ value: ParameterValue, text: String? = nil) throws(ParameterError)
        -> ParameterValue
    {
        // The text for messages only: making it for every valid value cost more than the check.
        var shown: String { text ?? value.description }
        switch (kind, value) {
        case (.number(let range), .number(let number)):
            guard number.isFinite else { throw .nonFinite(name: name, got: shown) }
            try check(number, in: range, text: shown)
        case (.integer(let range), .number(let number)):
            guard number.isFinite else { throw .nonFinite(name: name, got: shown) }
            // 2^53: every whole Double up to it is exactly an Int as well.
            guard number == number.rounded(.towardZero), abs(number) <= 9_007_199_254_740_992 else {
                throw .invalidValue(name: name, expected: expectation, got: shown)
            }
            try check(number, in: range.map { Double($0.lowerBound)...Double($0.upperBound) }, text: shown)
        case (.vector(let count), .vector(let vector)):
            guard vector.isFinite else { throw .nonFinite(name: name, got: shown) }
            guard vector.count == count else {
                throw .wrongArity(name: name, expected: count, got: vector.count, text: shown)
            }
        case (.bool, .bool):
            break
        case (.choice(let choices), .choice(let choice)):
            guard choices.contains(choice) else {
                throw .unknownChoice(name: name, got: choice, choices: choices)
            }
        default:
            throw .invalidValue(name: name, expected: expectation, got: shown)
        }
        return value
    }

    private func check(
        _ number: Double, in range: ClosedRange<Double>?, text: @autoclosure () -> String
    ) throws(ParameterError) {
        guard let range, !range.contains(number) else { return }
        // Echo the user's text only when it does not read as the same plain number ("100deg").
        let written = String(ParameterText.trimmed(text()[...]))
        let echo = Double(written) == number ? nil : written
        throw .outOfRange(name: name, range: range, value: number, text: echo)
    }

    /// A number with an optional unit suffix, converted to the parameter's unit.
    private func parseNumber(_ text: Substring, whole: String) throws(ParameterError) -> Double {
        if ParameterText.namesNonFinite(text) { throw .nonFinite(name: name, got: whole) }
        guard let length = ParameterText.numberLength(text) else {
            throw .invalidValue(name: name, expected: expectation, got: whole)
        }
        let split = text.utf8.index(text.startIndex, offsetBy: length)
        guard let number = Double(String(text[..<split])) else {
            throw .invalidValue(name: name, expected: expectation, got: whole)
        }
        guard number.isFinite else { throw .nonFinite(name: name, got: whole) }
        let suffix = ParameterText.trimmed(text[split...])
        if suffix.isEmpty { return number }
        guard let unit else { throw .invalidValue(name: name, expected: expectation, got: whole) }
        let conversions = ParameterText.conversions(to: unit)
        guard let conversion = conversions.first(where: { $0.suffix[...] == suffix }) else {
            // Letters after a number read as a unit; anything else is just not a number.
            guard suffix.allSatisfy({ $0.isLetter || $0 == "%" }) else {
                throw .invalidValue(name: name, expected: expectation, got: whole)
            }
            throw .unknownUnit(
                name: name, unit: String(suffix), accepted: conversions.map(\.suffix), got: whole)
        }
        let converted = number * conversion.scale / conversion.divisor
        guard converted.isFinite else { throw .nonFinite(name: name, got: whole) }
        return converted
    }

    /// Numbers separated by commas, optionally in parentheses.
    private func parseVector(_ text: Substring, whole: String) throws(ParameterError) -> Value {
        var inner = text
        let opens = inner.first == "("
        let closes = inner.last == ")"
        guard opens == closes else { throw .invalidValue(name: name, expected: expectation, got: whole) }
        if opens {
            inner = inner.dropFirst().dropLast()
        }
        let pieces =
            ParameterText.trimmed(inner).isEmpty
            ? [] : inner.split(separator: ",", omittingEmptySubsequences: false)
        var components: [Double] = []
        for piece in pieces {
            do {
                components.append(try parseNumber(ParameterText.trimmed(piece), whole: whole))
            } catch {
                if case .nonFinite = error { throw error }
                if case .unknownUnit = error { throw error }
                throw .invalidValue(name: name, expected: expectation, got: whole)
            }
        }
        guard let vector = Value(components: components) else {
            throw .wrongArity(name: name, expected: expectedCount, got: components.count, text: whole)
        }
        return vector
    }

    private var expectedCount: Int {
        if case .vector(let count) = kind { return count }
        return 1
    }
}
