import EffectDSL
import EffectsInterchange
import Foundation
import TestSupport
import Testing

/// The open diagnostic ids: each domain's catalog lists every id its file declares, and no two
/// domains write the same id.
@Suite struct DiagnosticCatalogTests {
    /// Each file that declares ids, with the catalog that must list them.
    static let declarations: [(file: String, catalog: [DiagnosticID])] = [
        ("Sources/EffectDSL/Diagnostics/DiagnosticID.swift", DiagnosticID.languageCatalog),
        ("Sources/EffectsInterchange/CSS/CSSDiagnosticID.swift", DiagnosticID.cssCatalog),
        ("Sources/EffectsInterchange/Lottie/LottieDiagnosticID.swift", DiagnosticID.lottieCatalog),
    ]

    /// The names a file declares, in order: the last quoted string of each
    /// `static let … = DiagnosticID(…)`, however the formatter wrapped it.
    static func declaredIDs(in file: String) throws -> [String] {
        let text = try String(contentsOfFile: Repository.path(file), encoding: .utf8)
        return text.components(separatedBy: "= DiagnosticID(").dropFirst().compactMap { rest in
            let call = rest.prefix { $0 != ")" }
            return call.split(separator: "\"", omittingEmptySubsequences: false).dropLast().last.map(
                String.init)
        }
    }

    @Test(arguments: 0..<declarations.count)
    func everyDeclaredIDIsInItsCatalog(_ index: Int) throws {
        let declaration = Self.declarations[index]
        let declared = try Self.declaredIDs(in: declaration.file)
        #expect(!declared.isEmpty, "no ids found in \(declaration.file)")
        #expect(declared == declaration.catalog.map(\.name), "\(declaration.file) and its catalog differ")
    }

    @Test func noTwoDomainsWriteTheSameID() {
        let written = Self.declarations.flatMap { $0.catalog.map(\.rawValue) }
        #expect(Set(written).count == written.count)
    }

    @Test func aFormatsIDIsWrittenWithItsDomain() {
        #expect(DiagnosticID.cssBlockUnclosed.rawValue == "css-block-unclosed")
        #expect(DiagnosticID.lottieRefused.rawValue == "lottie-refused")
        #expect(DiagnosticID.blockUnclosed.rawValue == "block-unclosed")
        #expect(DiagnosticID(domain: "view-transition", name: "x").description == "view-transition-x")
    }
}
