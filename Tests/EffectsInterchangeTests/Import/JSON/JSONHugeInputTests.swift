import EffectDSL
import Testing

@testable import EffectsInterchange

/// Long arrays and objects read in one pass, errors deep in them are positioned as in short ones,
/// and no document's values take more than a small multiple of its size (issue 35: 100,000
/// numbers took 31 s; 64 MiB of tiny arrays took 1.9 GiB).
struct JSONHugeInputTests {
    /// `[0,1,…]` of `count` numbers, or `{"k0":0,…}` of `count` members.
    static func document(_ count: Int, object: Bool = false) -> [UInt8] {
        let items = (0..<count).map { object ? "\"k\($0)\":\($0)" : String($0) }
        return Array(((object ? "{" : "[") + items.joined(separator: ",") + (object ? "}" : "]")).utf8)
    }

    @Test func readsAMillionElementsAndMembers() throws {
        let array = try JSONReader.read(Self.document(1_000_000))
        #expect(array.array?.count == 1_000_000)
        #expect(array.array?.last?.number == 999_999)
        let object = try JSONReader.read(Self.document(300_000, object: true))
        #expect(object.members?.count == 300_000)
        #expect(object["k299999"]?.number == 299_999)
    }

    /// An error after a long array names its element, inside nested containers too.
    @Test func anErrorDeepInALongArrayIsPositioned() {
        let long = (0..<200_000).map(String.init).joined(separator: ",")
        let text = #"{"a":[1,{"b":[["# + long + #",x]]}]}"#
        do {
            _ = try JSONReader.read(text)
            Issue.record("read a document with a bare word")
        } catch {
            #expect(error.path.description == "a[1].b[0][200000]")
            #expect(error.offset == text.utf8.count - 6, "at the 'x'")
        }
    }

    /// Memory is a small multiple of the text, whatever the text's shape: tiny arrays, short
    /// strings, distinct keys and real keyframes all take at most 10 bytes a byte (a tree of nodes
    /// took 15 of real keyframes and over 30 of `[[0],[0],…]`; 64 MiB of them took 1.9 GiB).
    @Test(arguments: [
        "[0]", "[]", "{}", "\"a\"", "\"\"", "[\"\"]", "true",
        #"{"t":12,"s":[120.5,80.25],"i":{"x":[0.667],"y":[1]},"o":{"x":[0.333],"y":[0]}}"#,
        #""0123456789abcdef""#, #"{"k":[0,0,0]}"#,
    ])
    func valuesTakeAtMostTenBytesAByte(element: String) throws {
        var text = "["
        for number in 0..<50_000 {
            if number > 0 { text += "," }
            // Distinct keys and strings, so nothing is shared.
            text += element.replacingOccurrences(of: "\"k\"", with: "\"k\(number)\"")
                .replacingOccurrences(of: "\"a\"", with: "\"\(number)\"")
        }
        text += "]"
        let bytes = Array(text.utf8)
        let root = try JSONReader.read(bytes)
        #expect(root.array?.count == 50_000)
        #expect(root.document.entries.count <= bytes.count / 2 + 1)
        let perByte = Double(root.document.footprint) / Double(bytes.count)
        #expect(perByte <= 10, "\(element): \(perByte) bytes a byte")
    }

    /// Through the Lottie import, JSON past a limit is said to be past it, not to be "not JSON".
    @Test func aLottieFilePastAJSONLimitIsNotCalledMalformed() throws {
        let nested = String(repeating: "[", count: 10) + String(repeating: "]", count: 10)
        let text = #"{"v":"5.7.0","fr":30,"ip":0,"op":30,"w":10,"h":10,"layers":[],"x":"# + nested + "}"
        let result = LottieImport.load(
            SourceFile(name: "deep.json", text: text),
            options: LottieImportOptions(limits: JSONLimits(depth: 4)))
        let error = try #require(result.diagnostics.first)
        #expect(
            error.message.hasPrefix(
                "the file cannot be read within the reader's limits: arrays and objects nest deeper than 4"),
            "\(error.message)")
        #expect(error.hint == "no real animation comes near this; split the file if it is one")
    }
}
