extension CSSCascade {
    /// The comma lists of a list-valued shorthand's longhands (`animation-*`, `transition-*`) at
    /// the element `index`, each item an entry with that part set; with the range of the first
    /// longhand's value (the list that decides how many entries there are), for messages.
    ///
    /// A longhand the shorthand set takes its part of each of the shorthand's items (the shorthand
    /// is read once however many longhands it sets). `nil`, with the error in `problems`, when a
    /// value cannot be read.
    func lists<Entry>(
        _ longhands: [String], at index: Int, problems: inout CSSProblems,
        shorthand: ([CSSComponentValue], Range<Int>) throws(CSSValueError) -> [Entry],
        longhand: (String, [CSSComponentValue], Range<Int>) throws(CSSValueError) -> [Entry]
    ) -> (lists: [String: [Entry]], firstRange: Range<Int>)? {
        var lists: [String: [Entry]] = [:]
        var shorthands: [Range<Int>: [Entry]] = [:]
        var firstRange = 0..<0
        for name in longhands {
            guard let value = self.value(of: name, at: index, problems: &problems) else { continue }
            if name == longhands.first { firstRange = value.range }
            do throws(CSSValueError) {
                if value.shorthand != nil {
                    let key = value.declaration.range
                    if shorthands[key] == nil { shorthands[key] = try shorthand(value.values, value.range) }
                    lists[name] = shorthands[key]
                } else {
                    lists[name] = try longhand(name, value.values, value.range)
                }
            } catch {
                problems.add(error.message, at: error.range)
                return nil
            }
        }
        return (lists, firstRange)
    }
}
