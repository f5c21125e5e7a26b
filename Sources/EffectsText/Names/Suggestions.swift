/// "Did you mean …?" candidates for a misspelt name, by edit distance.
///
/// One place decides what counts as close, so effects, parameters, options, commands and DSL names all
/// suggest alike.
public enum Suggestions {
    /// The candidates close to `name`, closest first (ties keep the candidates' order).
    ///
    /// A candidate is close when its optimal-string-alignment distance (insertions, deletions,
    /// substitutions and transpositions of neighbours all cost 1) is at most 3 and smaller than the
    /// length of the shorter of the two names, so "x" does not suggest every one-letter name.
    /// Letter case differences cost nothing when nothing else differs.
    public static func closest(to name: String, in candidates: some Sequence<String>, limit: Int = 3)
        -> [String]
    {
        let target = Array(name.unicodeScalars)
        let lowered = Array(name.lowercased().unicodeScalars)
        var scored: [(distance: Int, order: Int, name: String)] = []
        for (order, candidate) in candidates.enumerated() where candidate != name {
            // Lengths more than 3 apart are more than 3 edits apart: skip them before any allocation.
            guard abs(candidate.unicodeScalars.count - target.count) <= 3 else { continue }
            if candidate.lowercased().unicodeScalars.elementsEqual(lowered) {
                scored.append((0, order, candidate))
                continue
            }
            let other = Array(candidate.unicodeScalars)
            let distance = editDistance(target, other)
            if distance <= 3 && distance < min(target.count, other.count) {
                scored.append((distance, order, candidate))
            }
        }
        scored.sort { ($0.distance, $0.order) < ($1.distance, $1.order) }
        var seen = Set<String>()
        return scored.map(\.name).filter { seen.insert($0).inserted }.prefix(max(0, limit)).map { $0 }
    }

    /// The text " (did you mean 'a'?)" or " (did you mean 'a' or 'b'?)" for the closest candidates,
    /// or an empty string when none is close.
    public static func didYouMean(_ name: String, in candidates: some Sequence<String>) -> String {
        let close = closest(to: name, in: candidates, limit: 2)
        switch close.count {
        case 0: return ""
        case 1: return " (did you mean '\(close[0])'?)"
        default: return " (did you mean '\(close[0])' or '\(close[1])'?)"
        }
    }

    /// The optimal-string-alignment distance between two scalar arrays.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        let width = b.count + 1
        // Three rolling rows: the one before the previous is needed for transpositions.
        var before = [Int](repeating: 0, count: width)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: width)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var best = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                    best = min(best, before[j - 2] + 1)
                }
                current[j] = best
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }
}
