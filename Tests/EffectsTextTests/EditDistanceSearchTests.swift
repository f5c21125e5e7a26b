import Testing

@testable import EffectsText

@Suite struct EditDistanceSearchTests {
    /// Every word of up to five letters over two: many near misses, transpositions and repeats.
    static let words: [String] = {
        var words = [""]
        for length in 1...5 {
            var next: [String] = []
            for word in words where word.count == length - 1 {
                for letter in ["a", "b"] { next.append(word + letter) }
            }
            words += next
        }
        return words
    }()

    /// The textbook optimal-string-alignment distance, the full table with no cut-off.
    static func reference(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in stride(from: 1, through: a.count, by: 1) {
            for j in stride(from: 1, through: b.count, by: 1) {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }

    @Test func aBoundedDistanceIsExactUpToItsBoundAndPastItBeyond() {
        var mismatches: [String] = []
        for first in Self.words {
            // One search per target, reused for every other word, as `closest` reuses it.
            var search = EditDistanceSearch(from: Array(first.unicodeScalars))
            for second in Self.words {
                let exact = Self.reference(Array(first.unicodeScalars), Array(second.unicodeScalars))
                for bound in 0...3 {
                    let bounded = search.distance(to: second, atMost: bound)
                    let agrees = exact <= bound ? bounded == exact : bounded > bound
                    if !agrees { mismatches.append("\(first)→\(second) ≤\(bound): \(bounded), not \(exact)") }
                }
                #expect(
                    Suggestions.editDistance(Array(first.unicodeScalars), Array(second.unicodeScalars))
                        == exact)
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    @Test func caseFoldingBeyondASCIIStillCountsAsTheSameName() {
        // The Kelvin sign lowercases to an ASCII "k": the byte-by-byte shortcut must not decide it.
        #expect(Suggestions.closest(to: "k", in: ["\u{212A}", "q"]) == ["\u{212A}"])
        #expect(Suggestions.closest(to: "SLIDE", in: ["slide", "Slide"]) == ["slide", "Slide"])
    }
}
