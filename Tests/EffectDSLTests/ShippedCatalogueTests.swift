import EffectsRegistry
import Foundation
import TestSupport
import Testing

@testable import EffectDSL

/// The catalogue compiled into the library is `effects/`, byte for byte, and its listing is what
/// loading it gives; `FXCTL_WRITE_CATALOGUE=1 swift test --filter ShippedCatalogueTests` rewrites
/// `Sources/EffectDSL/Catalogue/ShippedCatalogue+Files.swift` from `effects/`.
@Suite struct ShippedCatalogueTests {
    static let generatedPath = "Sources/EffectDSL/Catalogue/ShippedCatalogue+Files.swift"

    /// The shipped files as `effects/` holds them now, with their names relative to the root.
    static func committedFiles() throws -> [(path: String, text: String)] {
        try ShippedEffects.files.map { path in
            let data = try Data(contentsOf: URL(fileURLWithPath: Repository.path(path)))
            return (path, String(decoding: data, as: UTF8.self))
        }
    }

    /// The listing of the files' effects, loaded as the catalogue loads them.
    static func entries(of files: [(path: String, text: String)]) -> [ShippedCatalogue.Entry] {
        let sources = files.map { SourceFile(name: $0.path, text: $0.text) }
        let result = DSLLoader.load(sources)
        return result.effects.map { effect in
            ShippedCatalogue.Entry(
                name: effect.descriptor.name, path: effect.location.file, line: effect.location.line,
                base: effect.baseName, duration: effect.descriptor.duration,
                summary: effect.descriptor.summary)
        }
    }

    /// The Swift source holding `files` and `entries`.
    static func source(files: [(path: String, text: String)], entries: [ShippedCatalogue.Entry]) -> String {
        var lines = [
            "// swift-format-ignore-file",
            "// Generated from effects/ by `FXCTL_WRITE_CATALOGUE=1 swift test --filter ShippedCatalogueTests`:"
                + " do not edit.",
            "",
            "extension ShippedCatalogue {",
            "    /// The shipped files, in the order the directory provider reads `effects/`.",
            "    public static let files: [File] = [",
        ]
        for file in files {
            // A raw string with more '#' than any run the text holds after a quote.
            var hashes = "#"
            while file.text.contains("\"" + hashes) { hashes += "#" }
            lines.append("        File(path: \(literal(file.path)), text: \(hashes)\"\"\"")
            lines.append(file.text + "\n\"\"\"\(hashes)),")
        }
        lines += [
            "    ]",
            "",
            "    /// What a listing shows of each shipped effect, in the files' order.",
            "    public static let entries: [Entry] = [",
        ]
        for entry in entries {
            let base = entry.base.map(literal) ?? "nil"
            lines.append(
                "        Entry(name: \(literal(entry.name)), path: \(literal(entry.path)), line: \(entry.line),"
                    + " base: \(base), duration: \(entry.duration), summary: \(literal(entry.summary))),")
        }
        lines += ["    ]", "}", ""]
        return lines.joined(separator: "\n")
    }

    /// `text` as a Swift string literal.
    static func literal(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case "\t": escaped += "\\t"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return "\"" + escaped + "\""
    }

    @Test func theCompiledCatalogueIsEffectsByteForByte() throws {
        let files = try Self.committedFiles()
        let generated = Self.source(files: files, entries: Self.entries(of: files))
        let path = Repository.path(Self.generatedPath)
        if ProcessInfo.processInfo.environment["FXCTL_WRITE_CATALOGUE"] != nil {
            try Data(generated.utf8).write(to: URL(fileURLWithPath: path))
        }
        let committed = String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
        let stale =
            "\(Self.generatedPath) is stale: run FXCTL_WRITE_CATALOGUE=1 swift test --filter ShippedCatalogueTests"
        #expect(committed == generated, "\(stale)")
        #expect(ShippedCatalogue.files.map(\.path) == files.map(\.path), "\(stale)")
        for (compiled, file) in zip(ShippedCatalogue.files, files) {
            #expect(Array(compiled.text.utf8) == Array(file.text.utf8), "\(file.path): \(stale)")
        }
    }

    @Test func theListingIsWhatLoadingTheCatalogueGives() {
        let files = ShippedCatalogue.files.map { (path: $0.path, text: $0.text) }
        #expect(ShippedCatalogue.entries == Self.entries(of: files))
        #expect(!ShippedCatalogue.entries.isEmpty)
    }

    @Test func aShippedEffectLoadsWithItsBaseAndNothingElse() throws {
        let result = DSLLoader.load([], catalogue: .named(["swap-card-slow"]))
        #expect(result.effects.map(\.descriptor.name).sorted() == ["swap-card-fx", "swap-card-slow"])
        #expect(
            result.sources.map(\.name) == [
                "fxkit:effects/examples/swap-card-slow.fx", "fxkit:effects/seeds/swap-card.fx",
            ])
        let base = result.effects.first { $0.descriptor.name == "swap-card-fx" }
        #expect(base?.location.file == "fxkit:effects/seeds/swap-card.fx")
    }

    @Test func aFileOfTheUsersReplacesTheShippedEffectOfItsName() {
        let mine = SourceFile(
            name: "mine.fx",
            text: "effect fade {\n    duration 2s\n    layer a { animate opacity from 0 to 1 }\n}\n")
        let result = DSLLoader.load([mine], catalogue: .all)
        #expect(!result.hasErrors, "\(result.rendered())")
        #expect(result.replacedShipped == ["fade"])
        let fades = result.effects.filter { $0.descriptor.name == "fade" }
        #expect(fades.map(\.location.file) == ["mine.fx"])
        #expect(result.effects.count == ShippedCatalogue.entries.count)
    }

    @Test func aFileOfTheUsersDerivesFromAShippedEffect() {
        let mine = SourceFile(name: "mine.fx", text: "effect slow-fade: fade {\n    duration 2s\n}\n")
        let result = DSLLoader.load([mine], catalogue: .bases)
        #expect(!result.hasErrors, "\(result.rendered())")
        #expect(result.effects.map(\.descriptor.name).sorted() == ["fade", "slow-fade"])
    }
}
