import Foundation
import TestSupport
import Testing

/// docs/Library.md quotes the example package `Examples/Toast`, which CI builds and tests: every
/// fenced snippet of the guide must stand word for word in one of its files, so no snippet can
/// show code that does not compile.
struct LibraryGuideTests {
    static let guide = Repository.path("docs/Library.md")
    static let example = Repository.path("Examples/Toast")

    /// The fenced blocks of `markdown`, without their fences.
    static func snippets(in markdown: String) -> [String] {
        var snippets: [String] = []
        var current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                if let lines = current {
                    snippets.append(lines.joined(separator: "\n") + "\n")
                    current = nil
                } else {
                    current = []
                }
            } else {
                current?.append(line)
            }
        }
        return snippets
    }

    /// The text of every source, test and `.fx` file of the example package.
    static func exampleFiles() throws -> [String: String] {
        var files: [String: String] = [:]
        let root = URL(fileURLWithPath: example)
        guard let walk = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
            return files
        }
        for case let url as URL in walk {
            if url.lastPathComponent == ".build" {
                walk.skipDescendants()
                continue
            }
            guard ["swift", "fx"].contains(url.pathExtension) else { continue }
            files[url.path] = try String(contentsOf: url, encoding: .utf8)
        }
        return files
    }

    @Test func everySnippetOfTheGuideStandsInTheExamplePackage() throws {
        let snippets = Self.snippets(in: try String(contentsOfFile: Self.guide, encoding: .utf8))
        let files = try Self.exampleFiles()
        #expect(snippets.count >= 8)
        #expect(files.count >= 6)
        for snippet in snippets {
            let found = files.values.contains { $0.contains(snippet) }
            #expect(found, "this snippet of docs/Library.md is not in Examples/Toast:\n\(snippet)")
        }
    }

    @Test func theSnippetReaderFindsFencedBlocksOnly() {
        let markdown = "text\n```swift\nlet a = 1\n```\nmore\n```\nb\nc\n```\n"
        #expect(Self.snippets(in: markdown) == ["let a = 1\n", "b\nc\n"])
    }
}
