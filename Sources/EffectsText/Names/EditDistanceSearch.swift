/// Optimal-string-alignment distances from one fixed name to many others, each cut off past a bound.
///
/// "Did you mean" measures one misspelt name against every candidate (every parameter, key path or
/// option), and only the distances up to a small bound matter. So the rows of the distance table
/// and the candidate's scalars live in buffers reused from one candidate to the next, and a
/// candidate stops being measured as soon as a whole row lies past the bound: the rows' minimums
/// never decrease, so the distance cannot come back under it.
struct EditDistanceSearch {
    /// The name every distance is measured from.
    let target: [Unicode.Scalar]
    /// The row before the previous one, needed for transpositions of neighbours.
    private var before: [Int] = []
    /// The row of the previous scalar of `target`.
    private var previous: [Int] = []
    /// The row being filled.
    private var current: [Int] = []
    /// The scalars of the candidate being measured.
    private var other: [Unicode.Scalar] = []

    /// A search measuring from `target`.
    init(from target: [Unicode.Scalar]) {
        self.target = target
    }

    /// The distance from ``target`` to `candidate` when it is at most `bound`, or some number
    /// greater than `bound` when it is not.
    mutating func distance(to candidate: String, atMost bound: Int) -> Int {
        other.removeAll(keepingCapacity: true)
        other.append(contentsOf: candidate.unicodeScalars)
        return distance(to: other, atMost: bound)
    }

    /// The distance from ``target`` to `b` when it is at most `bound`, or some number greater than
    /// `bound` when it is not.
    mutating func distance(to b: [Unicode.Scalar], atMost bound: Int) -> Int {
        let a = target
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        let width = b.count + 1
        if previous.count < width {
            before = [Int](repeating: 0, count: width)
            previous = before
            current = before
        }
        for j in 0..<width { previous[j] = j }
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var best = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                    best = min(best, before[j - 2] + 1)
                }
                current[j] = best
                rowMinimum = min(rowMinimum, best)
            }
            if rowMinimum > bound { return rowMinimum }
            swap(&before, &previous)
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
