// Interim column matching until branch `tables` lands (SampleTable.selecting(columns:)).

extension ColumnSelection {
    /// The names of `columns` matching `patterns`, `t` and `progress` first.
    static func select(_ columns: [String], _ patterns: [String]) throws(CommandError) -> [String] {
        for pattern in patterns where !columns.contains(where: { matches(pattern, $0) }) {
            throw .input("no column matches '\(pattern)'")
        }
        let leading = ["t", "progress"].filter { columns.contains($0) }
        let rest = columns.filter { name in
            !leading.contains(name) && patterns.contains { matches($0, name) }
        }
        return leading + rest
    }

    private static func matches(_ pattern: String, _ name: String) -> Bool {
        let p = Array(pattern)
        let s = Array(name)
        func match(_ i: Int, _ j: Int) -> Bool {
            if i == p.count { return j == s.count }
            if p[i] == "*" { return (j...s.count).contains { match(i + 1, $0) } }
            guard j < s.count, p[i] == "?" || p[i] == s[j] else { return false }
            return match(i + 1, j + 1)
        }
        return match(0, 0)
    }
}
