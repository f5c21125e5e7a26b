import EffectsRegistry
import Testing

@testable import EffectDSL

/// A snippet with markers and the diagnostics it must produce, each as `"1️⃣ message"`; a line
/// `"hint: …"` checks the hint of the diagnostic before it, `"2️⃣ note: …"` one of its notes.
struct DiagnosticCase: Sendable, CustomTestStringConvertible {
    let id: DiagnosticID
    let snippet: String
    let expected: [String]
    var limits: DSLLimits = .standard

    init(_ id: DiagnosticID, _ snippet: String, _ expected: [String], limits: DSLLimits = .standard) {
        self.id = id
        self.snippet = snippet
        self.expected = expected
        self.limits = limits
    }

    var testDescription: String { id.rawValue }
}
