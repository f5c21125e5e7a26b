/// Typed accessors that convert option text and report bad values as usage errors.
extension ParsedCommand {
    /// The option's value as a whole number, or `nil` when absent without default.
    ///
    /// - Throws: `UsageError` when the text is not an integer or is below `minimum`.
    package func int(_ option: String, atLeast minimum: Int? = nil) throws(UsageError) -> Int? {
        guard let text = string(option) else { return nil }
        return try integer(text, option: option, atLeast: minimum)
    }

    /// Every value of the option as whole numbers.
    ///
    /// - Throws: `UsageError` naming the first value that is not an integer or is below `minimum`.
    func ints(_ option: String, atLeast minimum: Int? = nil) throws(UsageError) -> [Int] {
        var numbers: [Int] = []
        for text in strings(option) {
            numbers.append(try integer(text, option: option, atLeast: minimum))
        }
        return numbers
    }

    /// The option's value as a finite number, or `nil` when absent without default.
    ///
    /// - Throws: `UsageError` when the text is not a finite number.
    package func double(_ option: String) throws(UsageError) -> Double? {
        guard let text = string(option) else { return nil }
        return try number(text, option: option)
    }

    /// Every value of the option as finite numbers (`--at 0,0.5,1` gives `[0, 0.5, 1]`).
    ///
    /// - Throws: `UsageError` naming the first value that is not a finite number.
    package func doubles(_ option: String) throws(UsageError) -> [Double] {
        var numbers: [Double] = []
        for text in strings(option) {
            numbers.append(try number(text, option: option))
        }
        return numbers
    }

    /// Every value of the option split at its first `=` (`-p angle=0.2 -p forward=false`).
    ///
    /// - Throws: `UsageError` for a value without `=` or with nothing before it.
    func nameValuePairs(_ option: String) throws(UsageError) -> [NameValuePair] {
        var pairs: [NameValuePair] = []
        for text in strings(option) {
            guard let equals = text.firstIndex(of: "="), equals != text.startIndex else {
                throw .notANameValuePair(text, option: displayName(option), path: path)
            }
            let name = String(text[..<equals])
            let value = String(text[text.index(after: equals)...])
            pairs.append(NameValuePair(name: name, value: value))
        }
        return pairs
    }

    /// The option's value as a width and height (`375x667`), or `nil` when absent without default.
    ///
    /// - Throws: `UsageError` unless the text is two positive finite numbers joined by `x`.
    package func size(_ option: String) throws(UsageError) -> (width: Double, height: Double)? {
        guard let text = string(option) else { return nil }
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
            width.isFinite, height.isFinite, width > 0, height > 0
        else {
            throw .notASize(text, option: displayName(option), path: path)
        }
        return (width, height)
    }

    /// The option as error messages name it: its `--long` name.
    func displayName(_ option: String) -> String {
        spec.option(named: option)?.longFlag ?? option
    }

    private func integer(_ text: String, option: String, atLeast minimum: Int?) throws(UsageError) -> Int {
        guard let value = Int(text) else {
            throw .notAnInteger(text, option: displayName(option), path: path)
        }
        if let minimum, value < minimum {
            throw .tooSmall(text, option: displayName(option), minimum: minimum, path: path)
        }
        return value
    }

    private func number(_ text: String, option: String) throws(UsageError) -> Double {
        guard let value = Double(text), value.isFinite else {
            throw .notANumber(text, option: displayName(option), path: path)
        }
        return value
    }
}
