import EffectsRegistry
import Testing

@testable import EffectDSL

/// Loading marked snippets and checking their diagnostics.
enum DiagnosticExpectations {
    /// Every diagnostic of loading `text` (as `test.fx`, with the probe effect registered).
    static func diagnostics(_ text: String, limits: DSLLimits = .standard) -> [Diagnostic] {
        DSLLoader.load(
            SourceFile(name: "test.fx", text: text), registry: ProbeEffect.registry, limits: limits
        )
        .diagnostics
    }

    /// Checks that the marked snippet produces exactly the expected diagnostics, in order, at the
    /// markers' places.
    static func check(
        _ marked: String, _ expected: [String], limits: DSLLimits = .standard,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let source = MarkedSource(marked)
        let found = diagnostics(source.text, limits: limits)
        var index = -1
        for line in expected {
            if line.hasPrefix("hint: ") {
                guard index >= 0, index < found.count else { continue }
                #expect(found[index].hint == String(line.dropFirst(6)), sourceLocation: sourceLocation)
                continue
            }
            guard let space = line.firstIndex(of: " ") else { continue }
            let marker = String(line[..<space])
            var message = String(line[line.index(after: space)...])
            guard let offset = source.offsets[marker],
                let (lineNumber, column) = source.lineAndColumn(of: marker)
            else {
                Issue.record("no marker \(marker) in the snippet", sourceLocation: sourceLocation)
                continue
            }
            if message.hasPrefix("note: ") {
                message.removeFirst(6)
                guard index >= 0, index < found.count else { continue }
                let notes = found[index].notes
                #expect(
                    notes.contains { $0.message == message && $0.range.start.offset == offset },
                    "note '\(message)' at \(marker) among \(notes.map { "\($0.range.start): \($0.message)" })",
                    sourceLocation: sourceLocation)
                continue
            }
            index += 1
            guard index < found.count else {
                Issue.record("missing diagnostic: \(line)", sourceLocation: sourceLocation)
                continue
            }
            let diagnostic = found[index]
            #expect(diagnostic.message == message, sourceLocation: sourceLocation)
            #expect(
                diagnostic.range.start.offset == offset, "\(marker) for '\(message)'",
                sourceLocation: sourceLocation)
            #expect(diagnostic.range.start.line == lineNumber, sourceLocation: sourceLocation)
            #expect(diagnostic.range.start.column == column, sourceLocation: sourceLocation)
        }
        #expect(
            found.count == index + 1,
            "unexpected diagnostics: \(found.dropFirst(index + 1).map(\.description))",
            sourceLocation: sourceLocation)
    }
}
