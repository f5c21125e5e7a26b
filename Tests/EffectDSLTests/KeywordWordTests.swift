import Testing

@testable import EffectDSL

/// A name's keyword read as two masked 8-byte words is the one the byte-by-byte packing finds,
/// whatever follows the name and wherever in the file it lies.
@Suite struct KeywordWordTests {
    /// Every spelling, its prefixes and its extensions by one byte, and names of every length to 17.
    static let names: [String] =
        Keyword.allCases.flatMap { keyword -> [String] in
            let word = keyword.spelling
            return [word, word + "x", word + "-2", String(word.dropLast()), "_" + word]
        } + (1...17).map { String(repeating: "a", count: $0) }

    @Test func theWordsGiveTheKeywordThePackingGives() {
        var checked = 0
        var differing: [String] = []
        for name in Self.names where !name.isEmpty {
            // Followed by other bytes (masked off), then at the very end of the file (the fallback).
            for tail in [" {\n  effect layer animate perspective", "", "(", "zzzzzzzzzzzzzzzzzzzz"] {
                let bytes = Array(("  " + name + tail).utf8)
                bytes.withUnsafeBufferPointer { buffer in
                    let reader = ByteReader(buffer: buffer)
                    let end = 2 + name.utf8.count
                    if reader.keyword(2, end) != Keyword.classify(reader.slice(2, end)) {
                        differing.append(name + tail)
                    }
                    checked += 1
                }
            }
        }
        #expect(differing.isEmpty)
        #expect(checked > 800)
        #expect(
            Keyword.allCases.allSatisfy { keyword in
                let bytes = Array((keyword.spelling + " and more bytes after it").utf8)
                return bytes.withUnsafeBufferPointer { buffer in
                    ByteReader(buffer: buffer).keyword(0, keyword.spelling.utf8.count) == keyword
                }
            })
    }
}
