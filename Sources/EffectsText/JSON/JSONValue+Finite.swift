extension JSONValue {
    /// The path of the first number that is not finite (`layers[0].ks.p.k[3].s[0]`), or `nil` when
    /// every number is: a writer checks it so that no `null` stands in for a number it meant.
    ///
    /// Walks with an explicit stack, so a deep document cannot overflow the call stack.
    public var firstNonFiniteNumberPath: String? {
        var pending: [(value: JSONValue, path: String)] = [(self, "")]
        while let (value, path) = pending.popLast() {
            switch value {
            case .number(let number) where !number.isFinite: return path.isEmpty ? "the top" : path
            case .array(let items):
                for (index, item) in items.enumerated().reversed() {
                    pending.append((item, "\(path)[\(index)]"))
                }
            case .object(let members):
                for (key, item) in members.reversed() {
                    pending.append((item, path.isEmpty ? key : "\(path).\(key)"))
                }
            default: continue
            }
        }
        return nil
    }
}
