import EffectDSL
import EffectsTesting
import Foundation
import TestSupport
import Testing

@testable import EffectsInterchange

/// Every message of the CSS catalog (`css-…` ids), each from a stylesheet that makes it, rendered as
/// `fxctl check` prints it and compared with `Golden/Diagnostics/ID.txt` (`FXKIT_UPDATE_GOLDEN=1`
/// rewrites them).
@Suite struct CSSDiagnosticGoldenTests {
    /// A stylesheet that produces one message.
    struct Case: CustomTestStringConvertible, Sendable {
        let id: DiagnosticID
        let css: String
        var limits = CSSLimits.standard
        /// The page the stylesheet plays on, if the message is about one.
        var markup: String?
        /// The changes of state the page goes through (`--toggle`).
        var changes: [String] = []
        var testDescription: String { id.rawValue }
    }

    static let keyframes = "@keyframes x { to { opacity: 0; } }\n"

    static let cases: [Case] = [
        Case(id: .cssBlockExpected, css: ".a { opacity: 1; }\n.b"),
        Case(id: .cssBlockTooDeep, css: ".a { x: " + String(repeating: "(", count: 70) + " }"),
        Case(id: .cssBlockUnclosed, css: ".a { opacity: 1;"),
        Case(id: .cssBraceUnexpected, css: "}\n.a { opacity: 1; }"),
        Case(id: .cssCalcInvalid, css: ".a { animation: x calc(1s / 0); }\n" + keyframes),
        Case(
            id: .cssChangeSelectsNothing,
            css: ".dialog { transition: opacity 0.2s; }\n.dialog.open { opacity: 1; }",
            markup: "<div class=\"dialog\"></div>", changes: [".open on .dailog"]),
        Case(id: .cssColonExpected, css: ".a { opacity 1; }"),
        Case(
            id: .cssDeclarationDropped,
            css: ".a { animation: x 1s 0.2s; }\n.a { animation-delay: 0; }\n" + keyframes),
        Case(id: .cssCommentUnterminated, css: ".a { opacity: 1; }\n/* the end"),
        Case(
            id: .cssElementLeftOut,
            css: ".dot { animation: x 1s; }\n.bar { animation: stripes 1s; }\n" + keyframes
                + "@keyframes stripes { to { background-position: 1rem 0; } }",
            markup: "<div class=\"dot\"></div><div class=\"bar\"></div>"),
        Case(
            id: .cssErrorsTooMany,
            css: ".a {\n" + String(repeating: "  12: 3;\n", count: 22) + "}", limits: CSSLimits(errors: 20)),
        Case(id: .cssFileNotText, css: ".a { opacity: 1; }\u{01}\u{02}"),
        Case(id: .cssFileTooLarge, css: ".a { opacity: 1; }", limits: CSSLimits(fileBytes: 10)),
        Case(
            id: .cssKeyframeSelectorInvalid,
            css: ".a { animation: x 1s; }\n@keyframes x { 150% { opacity: 0; } }"),
        Case(id: .cssKeyframesMissing, css: ".a { animation: nope 1s, x 1s; }\n" + keyframes),
        Case(id: .cssKeyframesNameExpected, css: "@keyframes none { to { opacity: 0; } }"),
        Case(
            id: .cssNotExact,
            css:
                ".a { animation: x 1s cubic-bezier(0.3, -0.5, 0.7, 1.5); }\n@keyframes x { from { opacity: 0; } }"
        ),
        Case(
            id: .cssPropertiesSkipped,
            css:
                ".a { animation: x 1s; }\n@keyframes x { to { background-color: red; opacity: 0; filter: blur(2px); } }"
        ),
        Case(id: .cssNumberTooLarge, css: ".a { animation: x 1e12s; }\n" + keyframes),
        Case(id: .cssPropertyExpected, css: ".a { 12: 3; }"),
        Case(
            id: .cssPropertyUnsupported,
            css: ".a { animation: x 1s; }\n@keyframes x { to { margin-left: 10px; } }"),
        Case(
            id: .cssSelectorUndecided,
            css: ".a:hover { animation-duration: 2s; }\n.a { animation: x 1s; }\n" + keyframes),
        Case(id: .cssStringUnterminated, css: ".a { content: 'open\n}"),
        Case(
            id: .cssUnitUnknown,
            css:
                ".a { animation: x 1s; --far: 3furlongs; }\n@keyframes x { to { transform: translateX(var(--far)); } }"
        ),
        Case(id: .cssURLMalformed, css: ".a { background: url(a b); }"),
        Case(
            id: .cssValueInvalid,
            css: ".a { animation: x 1s; --fade: red; }\n@keyframes x { to { opacity: var(--fade); } }"),
        Case(
            id: .cssVarCycle,
            css: ":root { --a: var(--b); --b: var(--a); }\n.a { animation: x var(--a, 1s); }\n" + keyframes),
        Case(
            id: .cssVarTooLong,
            css: ":root { --a: 1 1 1 1 1 1 1 1 1 1; --b: " + String(repeating: "var(--a) ", count: 10)
                + "; --c: "
                + String(repeating: "var(--b) ", count: 10) + "; --d: "
                + String(repeating: "var(--c) ", count: 10)
                + "; }\n.a { animation: x 1s; --e: var(--d); }\n" + keyframes),
        Case(id: .cssVarUndefined, css: ".a { animation: x var(--speed); }\n" + keyframes),
    ]

    @Test(arguments: cases)
    func rendersTheMessageAsItsGoldenFile(_ testCase: Case) throws {
        let source = SourceFile(name: "\(testCase.id.rawValue).css", text: testCase.css)
        var options = try CSSImportOptions(limits: testCase.limits)
        if let markup = testCase.markup { options = try options.withMarkup(markup, name: "page.html") }
        options = options.withChanges(try testCase.changes.map { try CSSStateChange($0) })
        let result = CSSImport.load(source, options: options)
        #expect(result.diagnostics.contains { $0.id == testCase.id }, "\(result.rendered())")
        try CSSDiagnosticGoldenTests.expectGolden(result.rendered(), named: testCase.id.rawValue)
    }

    @Test func everyMessageOfTheCatalogHasACase() {
        let covered = Set(Self.cases.map(\.id))
        let missing = DiagnosticID.cssCatalog.filter { !covered.contains($0) }
        #expect(missing.isEmpty, "no case for \(missing.map(\.rawValue))")
    }

    @Test func docsListEveryMessageOfTheCatalog() throws {
        let text = try String(contentsOfFile: Repository.path("docs/Import.md"), encoding: .utf8)
        let missing = DiagnosticID.cssCatalog.filter { !text.contains("| `\($0.rawValue)` |") }
        #expect(missing.isEmpty, "not in docs/Import.md: \(missing.map(\.rawValue))")
    }

    /// Compares `text` with the golden file `name`, or rewrites it under `FXKIT_UPDATE_GOLDEN=1`.
    static func expectGolden(_ text: String, named name: String) throws {
        let path = Repository.path("Tests/EffectsInterchangeTests/Import/Golden/Diagnostics/\(name).txt")
        if ProcessInfo.processInfo.environment["FXKIT_UPDATE_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            return
        }
        let golden = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text == golden, "\(name): got\n\(text)")
    }
}
