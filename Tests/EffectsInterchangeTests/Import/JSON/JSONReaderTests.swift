import Testing

@testable import EffectsInterchange

@Suite struct JSONReaderTests {
    @Test func readsEveryKindOfValue() throws {
        let node = try JSONReader.read(
            #" {"a": [1, -2.5e1, true, false, null], "b": {"c": "d"}, "a": "last"} "#)
        #expect(node["a"]?.string == "last")
        #expect(node.members?.count == 3)
        #expect(node.members?.first?.value.array?.compactMap(\.number) == [1, -25])
        #expect(node.members?.first?.value.array?[2].bool == true)
        #expect(node.members?.first?.value.array?[4].isNull == true)
        #expect(node["b"]?["c"]?.string == "d")
        #expect(node.offset == 1)
        #expect(node.member("b")?.keyOffset == 39)
        #expect(node["b"]?.offset == 44)
    }

    @Test func decodesEscapesAndUnicode() throws {
        let text = #"["\"\\\/\b\f\n\r\t", "\u00e9\u4e2d\ud83d\ude00", "é中😀", "\ud800x"]"#
        let strings = try JSONReader.read(text).array?.compactMap(\.string)
        #expect(strings == ["\"\\/\u{8}\u{C}\n\r\t", "é中😀", "é中😀", "\u{FFFD}x"])
    }

    @Test func readsEmptyContainersAndTheByteOrderMark() throws {
        let node = try JSONReader.read([0xEF, 0xBB, 0xBF] + Array(#"{"a":[],"b":{}}"#.utf8))
        #expect(node["a"]?.array?.isEmpty == true)
        #expect(node["b"]?.members?.isEmpty == true)
    }

    /// Every number reads as the standard library's correctly rounded conversion reads it: the
    /// fast path's digits and exponents, the slow path's long significands and far exponents.
    @Test func readsNumbersAsTheNearestDouble() throws {
        var generator = SplitMixGenerator(seed: 26)
        var texts = [
            "0", "-0", "0.1", "1e22", "1e23", "9007199254740993", "2.2250738585072011e-308", "1e-400",
            "123456789012345678901234567890", "0.30000000000000004", "1.7976931348623157e308", "4.9e-324",
            "0.000000000000000000000000000001234", "1E+2", "1e-2",
        ]
        for _ in 0..<20_000 {
            let digits = String(generator.next() % 10_000_000_000_000_000)
            let point = Int(generator.next() % UInt64(digits.count + 1))
            let exponent = Int(generator.next() % 80) - 40
            var text = digits
            if point < digits.count && point > 0 {
                text.insert(".", at: text.index(text.startIndex, offsetBy: point))
            }
            if generator.next() % 3 == 0 { text += "e\(exponent)" }
            if generator.next() % 2 == 0 { text = "-" + text }
            texts.append(text)
        }
        let node = try JSONReader.read("[" + texts.joined(separator: ",") + "]")
        let read = node.array?.compactMap(\.number) ?? []
        #expect(read.count == texts.count)
        for (text, value) in zip(texts, read) where value.bitPattern != Double(text)?.bitPattern {
            Issue.record("\(text) read as \(value), expected \(Double(text) ?? .nan)")
        }
        #expect(read[1].sign == .minus)
    }

    @Test func nestsOnlyAsDeepAsTheLimitAllows() throws {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(
            throws: JSONError(
                .tooDeep(limit: 256), offset: 256, path: JSONPath(Array(repeating: .index(0), count: 256)))
        ) {
            try JSONReader.read(deep)
        }
        let nested = String(repeating: "[", count: 1000) + String(repeating: "]", count: 1000)
        #expect(try JSONReader.read(nested, limits: JSONLimits(depth: 1000)).array?.count == 1)
        #expect(throws: JSONError.self) { try JSONReader.read(nested, limits: JSONLimits(depth: 999)) }
        // A limit above the ceiling is the ceiling: freeing a tree is recursive, and deeper trees
        // could exhaust a thread's stack.
        #expect(JSONLimits(depth: 1_000_000).depth == JSONLimits.deepest)
    }

    @Test func refusesADocumentOverTheSizeLimit() {
        #expect(throws: JSONError(.tooLarge(limit: 4), offset: 4)) {
            try JSONReader.read("[1,2]", limits: JSONLimits(bytes: 4))
        }
    }

    struct Malformed: Sendable, CustomTestStringConvertible {
        let text: String
        let offset: Int
        let path: String
        let message: String
        var testDescription: String { text }
    }

    static let malformed: [Malformed] = [
        Malformed(text: "", offset: 0, path: "(top level)", message: "the file holds no JSON value"),
        Malformed(
            text: "[1,]", offset: 3, path: "[1]",
            message: "expected a value (JSON allows no ',' before ']'), found ']'"),
        Malformed(
            text: "{\"a\":1,}", offset: 7, path: "(top level)",
            message: "expected a member's key (JSON allows no ',' before '}'), found '}'"),
        Malformed(
            text: "{\"layers\":[{\"ks\":{\"p\":{\"x\":NaN}}}]}", offset: 27, path: "layers[0].ks.p.x",
            message: "'NaN' is not JSON: JSON numbers are finite, and its only words are true, false and null"
        ),
        Malformed(
            text: "[-Infinity]", offset: 1, path: "[0]",
            message:
                "'-Infinity' is not JSON: JSON numbers are finite, and its only words are true, false and null"
        ),
        Malformed(
            text: "[1e999]", offset: 1, path: "[0]",
            message: "the number '1e999' is too large for a double (it would be infinite)"),
        Malformed(text: "[01]", offset: 1, path: "[0]", message: "'01' is not a JSON number"),
        Malformed(text: "[1.]", offset: 1, path: "[0]", message: "'1.' is not a JSON number"),
        Malformed(
            text: "[.5]", offset: 1, path: "[0]",
            message: "expected a value (an object, array, string, number, true, false or null), found '.'"),
        Malformed(
            text: "[1 2]", offset: 3, path: "[0]",
            message: "expected ',' or ']' after an array element, found '2'"),
        Malformed(
            text: "{\"a\" 1}", offset: 5, path: "(top level)",
            message: "expected ':' after the key 'a', found '1'"),
        Malformed(
            text: "{\"a\":[1,{\"b\":tru}]}", offset: 13, path: "a[1].b",
            message: "expected a value (an object, array, string, number, true, false or null), found 'tru'"),
        Malformed(
            text: "[\"abc", offset: 1, path: "[0]",
            message: "the string does not end: its closing '\"' is missing"),
        Malformed(
            text: "[\"a\\x\"]", offset: 3, path: "[0]",
            message: "'\\x' is not a JSON escape (\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)"),
        Malformed(
            text: "[\"a\tb\"]", offset: 3, path: "[0]",
            message: "a control character (U+0009) inside a string must be escaped"),
        Malformed(
            text: "[1] x", offset: 4, path: "(top level)",
            message: "expected the end of the file after the top-level value, found 'x'"),
        Malformed(
            text: "{\"a\":", offset: 5, path: "a",
            message:
                "the file ends where a value (an object, array, string, number, true, false or null) was expected"
        ),
        Malformed(
            text: "[1", offset: 2, path: "[0]",
            message: "the file ends where ',' or ']' after an array element was expected"),
        Malformed(
            text: "{'a':1}", offset: 1, path: "(top level)",
            message: "expected a member's key (a string in double quotes), found '''"),
    ]

    @Test(arguments: malformed) func positionsEveryError(_ input: Malformed) {
        do {
            _ = try JSONReader.read(input.text)
            Issue.record("read without an error")
        } catch {
            #expect(error.message == input.message)
            #expect(error.offset == input.offset)
            #expect(error.path.description == input.path)
        }
    }

    @Test func refusesBytesThatAreNotUTF8() {
        for bytes: [UInt8] in [
            [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82], [0xFF],
        ] {
            #expect(throws: JSONError(.invalidUTF8, offset: 2, path: [.index(0)])) {
                try JSONReader.read(Array("[\"".utf8) + bytes + Array("\"]".utf8))
            }
        }
    }

    @Test func writesPathsAsLottieUsersReadThem() {
        let path = JSONPath([.key("layers"), .index(3), .key("ks"), .key("p"), .key("x")])
        #expect(path.description == "layers[3].ks.p.x")
        #expect(
            JSONPath([.key("assets"), .index(0), .key("my \"key\"")]).description
                == #"assets[0]["my \"key\""]"#)
        #expect(JSONPath([.index(2), .key("3d")]).description == #"[2]["3d"]"#)
    }
}

/// A small deterministic generator (SplitMix64), so that failures repeat.
struct SplitMixGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}

@Suite struct JSONNodePathTests {
    /// The path of the value at an offset, found from the top, is the path the value was read at.
    @Test func findsThePathOfEveryValueByItsOffset() throws {
        let text = #"{"layers": [{"ks": {"p": {"k": [1, 2]}}}, {"nm": "b"}], "w": 3}"#
        let root = try JSONReader.read(text)
        let bytes = Array(text.utf8)
        func offset(of needle: String, after start: Int = 0) -> Int {
            let needleBytes = Array(needle.utf8)
            return (start...(bytes.count - needleBytes.count)).first {
                Array(bytes[$0..<$0 + needleBytes.count]) == needleBytes
            } ?? -1
        }
        #expect(root.path(toOffset: 0).description == "(top level)")
        #expect(root.path(toOffset: offset(of: "[1")).description == "layers[0].ks.p.k")
        #expect(root.path(toOffset: offset(of: "2]")).description == "layers[0].ks.p.k[1]")
        #expect(root.path(toOffset: offset(of: "\"nm\"")).description == "layers[1].nm")
        #expect(root.path(toOffset: offset(of: "3}")).description == "w")
    }
}
