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
        let lowered = Array(name.lowercased().unicodeScalars)
        var search = EditDistanceSearch(from: Array(name.unicodeScalars))
        let count = search.target.count
        var scored: [(distance: Int, order: Int, name: String)] = []
        for (order, candidate) in candidates.enumerated() where candidate != name {
            // Lengths more than 3 apart are more than 3 edits apart: skip them before any allocation.
            let otherCount = candidate.unicodeScalars.count
            guard abs(otherCount - count) <= 3 else { continue }
            if equalIgnoringCase(candidate, name, lowered: lowered) {
                scored.append((0, order, candidate))
                continue
            }
            // Only distances up to 3 and under the shorter length count, and a distance is at least
            // the difference of the lengths: measure no further than that.
            let bound = min(3, min(count, otherCount) - 1)
            guard abs(otherCount - count) <= bound else { continue }
            let distance = search.distance(to: candidate, atMost: bound)
            if distance <= bound {
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

    /// Whether `candidate` and `name` differ at most in letter case: their lowercased scalars agree.
    ///
    /// Two ASCII names are compared byte by byte, without the strings `lowercased()` would build;
    /// any other pair goes through `lowercased()`, whose mappings (such as the Kelvin sign to "k")
    /// the bytes alone do not know.
    static func equalIgnoringCase(_ candidate: String, _ name: String, lowered: [Unicode.Scalar]) -> Bool {
        let a = candidate.utf8
        let b = name.utf8
        if a.allSatisfy({ $0 < 0x80 }) && b.allSatisfy({ $0 < 0x80 }) {
            return a.count == b.count && a.elementsEqual(b) { asciiLowercase($0) == asciiLowercase($1) }
        }
        return candidate.lowercased().unicodeScalars.elementsEqual(lowered)
    }

    /// The ASCII byte `byte` with an upper-case letter made lower-case.
    private static func asciiLowercase(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
    }

    /// The optimal-string-alignment distance between two scalar arrays.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        var search = EditDistanceSearch(from: a)
        return search.distance(to: b, atMost: Int.max)
    }
}
