import EffectDSL
import EffectsRegistry
import Foundation
import TestSupport
import Testing

@testable import EffectsInterchange

/// dotLottie archives: fxkit writes one (manifest first, one animation, stored entries with their
/// CRC-32) that ThorVG draws as players unpack it, and reads one back, stored or deflated.
@Suite struct DotLottieTests {
    static func corpus(_ name: String) throws -> [UInt8] {
        Array(
            try Data(
                contentsOf: URL(
                    fileURLWithPath: Repository.path(
                        "Tests/EffectsInterchangeTests/Import/LottieCorpus/\(name)"))))
    }

    @Test func readsBackTheArchiveItWrites() throws {
        let json = String(decoding: try Self.corpus("holds.json"), as: UTF8.self)
        let archive = DotLottieArchive.archive(animation: json, id: "holds")
        #expect(archive.starts(with: [0x50, 0x4B, 0x03, 0x04]))
        // The manifest is the first entry: its name follows the first local header.
        #expect(String(decoding: archive[30..<43], as: UTF8.self) == "manifest.json")
        let read = try DotLottieReader.animation(in: archive, limit: 1 << 20)
        #expect(read.name == "a/holds.json")
        #expect(read.json == Array(json.utf8))
    }

    @Test func importsADeflatedArchiveAsItsAnimation() throws {
        // Made by Python's zipfile (deflated, dynamic Huffman blocks): boxes.json under a/boxes.json.
        let archive = try Self.corpus("deflated.lottie")
        let result = LottieImport.load(SourceFile(name: "deflated.lottie", bytes: archive))
        let effect = try #require(result.effect, "\(result.rendered())")
        let plain = try #require(
            LottieImport.load(SourceFile(name: "boxes.json", bytes: try Self.corpus("boxes.json"))).effect)
        #expect(effect.builtTimeline == plain.builtTimeline)
        #expect(effect.descriptor.name == "boxes")
        let read = try DotLottieReader.animation(in: archive, limit: 1 << 20)
        #expect(read.json == (try Self.corpus("boxes.json")))
    }

    /// Ways an archive is broken, and what the refusal says.
    enum Damage: String, CaseIterable, Sendable {
        case cut, damaged, bomb

        func apply(_ bytes: [UInt8]) -> [UInt8] {
            switch self {
            case .cut: Array(bytes.prefix(bytes.count / 2))
            case .damaged: bytes.enumerated().map { $0 == 200 ? $1 ^ 0xFF : $1 }
            case .bomb: bytes
            }
        }

        var reason: String {
            switch self {
            case .cut: "the zip has no end-of-directory record"
            case .damaged: "does not"
            case .bomb: "is larger than 1000 bytes"
            }
        }
    }

    @Test(arguments: Damage.allCases)
    func refusesABrokenArchiveInWords(_ damage: Damage) throws {
        let archive = damage.apply(try Self.corpus("deflated.lottie"))
        let options = LottieImportOptions(limits: JSONLimits(bytes: damage == .bomb ? 1000 : 1 << 20))
        let result = LottieImport.load(SourceFile(name: "\(damage).lottie", bytes: archive), options: options)
        #expect(result.effect == nil)
        let error = try #require(result.diagnostics.first)
        #expect(error.id == .lottieArchiveInvalid)
        #expect(error.message.contains(damage.reason), "\(error.message)")
    }

    /// `bytes` with every occurrence of `old` replaced by `new`, of the same length (entry names
    /// are in no CRC-32).
    static func replacing(_ old: String, with new: String, in bytes: [UInt8]) -> [UInt8] {
        let (from, to) = (Array(old.utf8), Array(new.utf8))
        var result = bytes
        var index = 0
        while index + from.count <= result.count {
            if Array(result[index..<(index + from.count)]) == from {
                result.replaceSubrange(index..<(index + from.count), with: to)
                index += to.count
            } else {
                index += 1
            }
        }
        return result
    }

    /// `bytes` with the 32-bit field `offset` bytes into the central directory entry of `name` set.
    static func patchingDirectory(of name: String, at offset: Int, to value: UInt32, in bytes: [UInt8])
        -> [UInt8]
    {
        var result = bytes
        let signature: [UInt8] = [0x50, 0x4B, 0x01, 0x02]
        for start in 0..<(bytes.count - 46) where Array(bytes[start..<(start + 4)]) == signature {
            let nameLength = Int(bytes[start + 28]) | Int(bytes[start + 29]) << 8
            guard String(decoding: bytes[(start + 46)..<(start + 46 + nameLength)], as: UTF8.self) == name
            else { continue }
            for byte in 0..<4 {
                result[start + offset + byte] = UInt8(truncatingIfNeeded: value >> (8 * byte))
            }
        }
        return result
    }

    /// The smaller ways an archive goes wrong are each refused in words, never as "not JSON", an
    /// enum case or another animation.
    @Test func refusesEmptyZip64MisnamedAndBombArchivesInWords() throws {
        let json = String(decoding: try Self.corpus("holds.json"), as: UTF8.self)
        let stored = DotLottieArchive.archive(animation: json, id: "holds")
        let empty: [UInt8] = [0x50, 0x4B, 0x05, 0x06] + Array(repeating: 0, count: 18)
        let cases: [(String, [UInt8], String)] = [
            ("empty", empty, "the archive holds no animation"),
            (
                "zip64", Self.patchingDirectory(of: "a/holds.json", at: 24, to: 0xFFFF_FFFF, in: stored),
                "'a/holds.json' is a ZIP64 entry"
            ),
            (
                "misnamed", Self.replacing("a/holds.json", with: "a/other.json", in: stored),
                "the manifest names the animation 'holds', but the archive holds no a/holds.json"
            ),
            (
                "bomb",
                Self.patchingDirectory(
                    of: "a/boxes.json", at: 24, to: 10, in: try Self.corpus("deflated.lottie")),
                "'a/boxes.json' does not inflate: it would inflate to more than 1000 bytes, the most the reader takes"
            ),
        ]
        for (name, archive, reason) in cases {
            let options = LottieImportOptions(limits: JSONLimits(bytes: 1000))
            let result = LottieImport.load(
                SourceFile(name: "\(name).lottie", bytes: archive), options: options)
            #expect(result.effect == nil, "\(name)")
            let error = try #require(result.diagnostics.first, "\(name)")
            #expect(error.id == .lottieArchiveInvalid, "\(name): \(error.message)")
            #expect(error.message.contains(reason), "\(name): \(error.message)")
        }
    }

    @Test func inflatesEveryBlockKindAndRefusesBadData() throws {
        // A stored block ("abc"), then the fixed-code block of "abcabcabc" made by zlib.
        #expect(
            try Inflater.inflate([0x01, 0x03, 0x00, 0xFC, 0xFF, 0x61, 0x62, 0x63], limit: 10)
                == Array("abc".utf8))
        #expect(
            try Inflater.inflate([0x4B, 0x4C, 0x4A, 0x4E, 0x04, 0x23, 0x00], limit: 100)
                == Array("abcabcabc".utf8))
        #expect(throws: Inflater.Failure.tooLarge(limit: 5)) {
            try Inflater.inflate([0x4B, 0x4C, 0x4A, 0x4E, 0x04, 0x23, 0x00], limit: 5)
        }
        #expect(throws: Inflater.Failure.truncated) { try Inflater.inflate([0x4B, 0x4C], limit: 100) }
        #expect(throws: Inflater.Failure.invalid("block type 3")) { try Inflater.inflate([0x07], limit: 100) }
    }

    @Test func thorVGDrawsTheAnimationOfTheArchiveAsPlayersUnpackIt() throws {
        let json = String(decoding: try Self.corpus("parenting.json"), as: UTF8.self)
        let archive = DotLottieArchive.archive(animation: json, id: "parenting")
        let player = try LottieImportPlayer([
            LottieImportPlayer.Request(
                id: "plain", lottie: json, layers: [("Hand", [])], frames: [0, 17, 40]),
            LottieImportPlayer.Request(
                id: "archive", lottie: "", layers: [("Hand", [])], frames: [0, 17, 40], archive: archive),
        ])
        guard player.missing == nil else {
            if ProcessInfo.processInfo.environment["CI"] == "true" { Issue.record("ThorVG is missing") }
            return
        }
        let plain = try #require(player.results["plain"])
        let unpacked = try #require(player.results["archive"])
        #expect(unpacked.error == nil, "\(unpacked.error ?? "")")
        #expect(unpacked.frames.count == 3)
        for (a, b) in zip(plain.frames, unpacked.frames) {
            #expect(a.layers["Hand"]??.matrix == b.layers["Hand"]??.matrix)
        }
    }
}
