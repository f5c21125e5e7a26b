import EffectDSL
import Foundation
import TestSupport
import Testing

@testable import EffectsInterchange

/// Every message of the Lottie catalog (`lottie-…` ids), each from a file that makes it, rendered as
/// `fxctl check` prints it and compared with `Golden/Diagnostics/ID.txt` (`FXKIT_UPDATE_GOLDEN=1`
/// rewrites them).
@Suite struct LottieDiagnosticGoldenTests {
    /// A file that produces one message.
    struct Case: CustomTestStringConvertible, Sendable {
        let id: DiagnosticID
        let json: String
        var testDescription: String { id.rawValue }
    }

    /// An animation around `layers` (JSON text of the layer list's elements).
    static func animation(_ layers: String, assets: String = "[]") -> String {
        "{\n  \"fr\": 30, \"ip\": 0, \"op\": 60, \"w\": 100, \"h\": 100, \"assets\": \(assets),\n  \"layers\": [\n    "
            + layers + "\n  ]\n}\n"
    }

    static let null = #"{"ty": 3, "nm": "Null", "ind": 1, "ip": 0, "op": 60, "ks": {}}"#

    /// Precompositions that show one another twenty times over, three deep: over 8,000 layers.
    static let copies: String = {
        func instances(of id: String) -> String {
            (1...20).map { _ in #"{"ty": 0, "refId": "\#(id)", "ip": 0, "op": 60, "ks": {}}"# }.joined(
                separator: ", ")
        }
        let assets =
            #"[{"id": "b", "layers": [\#(instances(of: "c"))]}, {"id": "c", "layers": [\#(instances(of: "d"))]}, "#
            + #"{"id": "d", "layers": [\#(null)]}]"#
        return animation(instances(of: "b"), assets: assets)
    }()

    static let cases: [Case] = [
        Case(id: .lottieArchiveInvalid, json: "PK\u{3}\u{4}not a zip after all\n"),
        Case(id: .lottieJsonMalformed, json: "{\n  \"fr\": 30,\n  \"layers\": [1, 2,]\n}\n"),
        Case(
            id: .lottieKeyframesOutOfOrder,
            json: animation(
                #"{"ty": 3, "ip": 0, "op": 60, "ks": {"o": {"a": 1, "k": [{"t": 10, "s": [0]}, {"t": 5, "s": [100]}]}}}"#
            )),
        Case(id: .lottieLimit, json: copies),
        Case(id: .lottieNotLottie, json: "{\"version\": 2, \"frames\": []}\n"),
        Case(
            id: .lottieReferenceInvalid,
            json: animation(#"{"ty": 3, "nm": "Child", "parent": 7, "ip": 0, "op": 60}"#)),
        Case(id: .lottieRefused, json: animation(#"{"ty": 3, "nm": "Turn", "ddd": 1, "ip": 0, "op": 60}"#)),
        Case(
            id: .lottieSkipped,
            json: animation(
                #"{"ty": 3, "nm": "Glow", "ip": 0, "op": 60, "ef": [{"ty": 5}]},"#
                    + "\n    " + #"{"ty": 3, "nm": "Blur", "ip": 0, "op": 60, "ef": [{"ty": 29}]}"#)),
        Case(id: .lottieValueInvalid, json: animation(#"{"ty": 3, "nm": "Late", "ip": "zero", "op": 60}"#)),
        Case(
            id: .lottieValueOutOfRange,
            json: "{\"fr\": 0, \"ip\": 0, \"op\": 60, \"w\": 100, \"h\": 100, \"layers\": []}\n"),
    ]

    @Test(arguments: cases)
    func rendersTheMessageAsItsGoldenFile(_ testCase: Case) throws {
        let result = LottieImport.load(SourceFile(name: "\(testCase.id.rawValue).json", text: testCase.json))
        #expect(result.diagnostics.contains { $0.id == testCase.id }, "\(result.rendered())")
        try CSSDiagnosticGoldenTests.expectGolden(result.rendered(), named: testCase.id.rawValue)
    }

    @Test func everyMessageOfTheCatalogHasACase() {
        let covered = Set(Self.cases.map(\.id))
        let missing = DiagnosticID.lottieCatalog.filter { !covered.contains($0) }
        #expect(missing.isEmpty, "no case for \(missing.map(\.rawValue))")
    }

    @Test func docsListEveryMessageOfTheCatalog() throws {
        let text = try String(contentsOfFile: Repository.path("docs/Import.md"), encoding: .utf8)
        let missing = DiagnosticID.lottieCatalog.filter { !text.contains("| `\($0.rawValue)` |") }
        #expect(missing.isEmpty, "not in docs/Import.md: \(missing.map(\.rawValue))")
    }
}
