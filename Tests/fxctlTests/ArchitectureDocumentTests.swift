import Foundation
import TestSupport
import Testing

/// docs/Architecture.md is the one place that draws the target graph: these tests read
/// Package.swift and fail when the document's table, its list of targets or its walks name
/// something the package does not have.
@Suite struct ArchitectureDocumentTests {
    /// The source targets of Package.swift (TestSupport and the test targets aside), each with the
    /// fxkit targets it depends on.
    static func packageTargets() throws -> [String: Set<String>] {
        let manifest = try String(contentsOfFile: Repository.path("Package.swift"), encoding: .utf8)
        var targets: [String: Set<String>] = [:]
        var rest = manifest[...]
        while let call = rest.firstMatch(of: /\.(target|executableTarget)\(/) {
            let body = Self.balanced(rest[call.range.upperBound...])
            rest = rest[call.range.upperBound...]
            guard let name = body.firstMatch(of: /name: "(\w+)"/)?.1, !body.contains("path: \"Tests/")
            else { continue }
            var dependencies: Set<String> = []
            if let list = body.firstMatch(of: /dependencies: \[([^\]]*)\]/)?.1 {
                for match in list.matches(of: /"(\w+)"/) { dependencies.insert(String(match.1)) }
            }
            targets[String(name)] = dependencies
        }
        return targets
    }

    /// The text up to the parenthesis that closes the one opened just before `text`.
    static func balanced(_ text: Substring) -> Substring {
        var depth = 1
        var end = text.startIndex
        while end < text.endIndex, depth > 0 {
            if text[end] == "(" { depth += 1 }
            if text[end] == ")" { depth -= 1 }
            end = text.index(after: end)
        }
        return text[..<end]
    }

    /// The document's table "| target | depends on |": each row's targets with their dependencies.
    static func documentedTargets() throws -> [String: Set<String>] {
        let document = try String(contentsOfFile: Repository.path("docs/Architecture.md"), encoding: .utf8)
        guard let table = document.firstRange(of: "| target | depends on |") else { return [:] }
        var targets: [String: Set<String>] = [:]
        for line in document[table.upperBound...].split(separator: "\n").dropFirst() {
            guard line.hasPrefix("|") else { break }
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 2 else { continue }
            let names = cells[0].matches(of: /`(\w+)`/).map { String($0.1) }
            let dependencies =
                cells[1] == "nothing of fxkit"
                ? [] : Set(cells[1].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
            for name in names { targets[name] = dependencies }
        }
        return targets
    }

    @Test func theDocumentsTableIsThePackagesGraph() throws {
        let package = try Self.packageTargets()
        let documented = try Self.documentedTargets()
        #expect(package.count >= 10, "Package.swift was read: \(package.keys.sorted())")
        #expect(Set(documented.keys) == Set(package.keys), "the targets of docs/Architecture.md's table")
        for (name, dependencies) in package.sorted(by: { $0.key < $1.key }) {
            #expect(documented[name] == dependencies, "\(name)'s dependencies in docs/Architecture.md")
        }
    }

    @Test func thePackageKeepsToTenSourceTargets() throws {
        #expect(try Self.packageTargets().count <= 10)
    }

    /// Every type the document names in backticks (`SampleCommand`, `EffectLoader.resolve`) is
    /// declared in Sources or Tests, or is a target, so the walks follow code that exists (file
    /// names such as Package.swift aside).
    @Test func theDocumentNamesTypesThatExist() throws {
        let document = try String(contentsOfFile: Repository.path("docs/Architecture.md"), encoding: .utf8)
        let named = Set(
            document.matches(of: /`([A-Z][A-Za-z0-9]+)(?:`|\(|\.(?!swift|md))/).map { String($0.1) })
        let targets = Set(try Self.packageTargets().keys).union(["TestSupport"])
        var declared: Set<String> = []
        for folder in ["Sources", "Tests"].map(Repository.path) {
            let files = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []
            for file in files where file.hasSuffix(".swift") {
                let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
                for match in text.matches(of: /(?:struct|enum|class|protocol|typealias|actor) (\w+)/) {
                    declared.insert(String(match.1))
                }
            }
        }
        #expect(named.count > 20, "the document's named types were read")
        let missing = named.subtracting(declared).subtracting(targets).sorted()
        #expect(missing.isEmpty, "docs/Architecture.md names types that Sources does not declare: \(missing)")
    }
}
