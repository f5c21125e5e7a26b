/// A glob over column names: `*` matches any run of characters (dots included), `?` exactly one.
///
/// "front.*" selects every column of the layer `front`, "*.position.x" one component of every layer.
/// Everything else matches itself; there is no escaping and no character classes.
struct ColumnPattern: Hashable, Sendable {
    /// The pattern as written.
    let text: String
    private let characters: [Character]

    /// The pattern for `text`.
    init(_ text: String) {
        self.text = text
        self.characters = Array(text)
    }

    /// Whether `name` matches the whole pattern.
    ///
    /// Greedy matching that backtracks only to the latest `*`, which is enough for globs and keeps
    /// the work linear in the lengths multiplied, never exponential.
    func matches(_ name: String) -> Bool {
        let subject = Array(name)
        var patternIndex = 0
        var subjectIndex = 0
        var lastStar: Int?
        var subjectAtStar = 0
        while subjectIndex < subject.count {
            if patternIndex < characters.count
                && (characters[patternIndex] == "?" || characters[patternIndex] == subject[subjectIndex])
            {
                patternIndex += 1
                subjectIndex += 1
            } else if patternIndex < characters.count && characters[patternIndex] == "*" {
                lastStar = patternIndex
                subjectAtStar = subjectIndex
                patternIndex += 1
            } else if let star = lastStar {
                patternIndex = star + 1
                subjectAtStar += 1
                subjectIndex = subjectAtStar
            } else {
                return false
            }
        }
        while patternIndex < characters.count && characters[patternIndex] == "*" { patternIndex += 1 }
        return patternIndex == characters.count
    }
}
