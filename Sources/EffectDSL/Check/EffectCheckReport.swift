import EffectsText

/// What a check found: each path's result, in the order given, with a summary and the JSON
/// editors read.
public struct EffectCheckReport: Sendable {
    /// Each path's compilation: its diagnostics, and the text that prints them as compilers do.
    public var results: [ScriptCompilation]
    /// How many paths named files (standard input included).
    public var files: Int
    /// How many paths named registered effects, whose timelines were checked.
    public var effects: Int

    /// A report of `results`, for `files` files and `effects` effects.
    public init(results: [ScriptCompilation], files: Int, effects: Int) {
        self.results = results
        self.files = files
        self.effects = effects
    }

    /// Every diagnostic of every path, in order.
    public var diagnostics: [ScriptDiagnostic] { results.flatMap(\.diagnostics) }

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// The text of every result, in colour or not, as compilers print it.
    public func rendered(colors: Bool) -> String {
        results.map { $0.render(colors) }.joined()
    }

    /// "2 errors and 1 warning in 3 files", or `nil` when there are no problems.
    public var summary: String? { Self.summary(diagnostics, files: files, effects: effects) }

    /// "2 errors and 1 warning in 3 files" for `diagnostics` in `files` files and `effects`
    /// effects, or `nil` when there are no problems.
    public static func summary(_ diagnostics: [ScriptDiagnostic], files: Int, effects: Int = 0) -> String? {
        // The cap's "and N more errors" stands for the N errors it leaves out.
        let errors = diagnostics.reduce(0) { $0 + $1.errorCount }
        let warnings = diagnostics.count { $0.severity == .warning }
        guard errors + warnings > 0 else { return nil }
        var parts: [String] = []
        if errors > 0 { parts.append(errors == 1 ? "1 error" : "\(errors) errors") }
        if warnings > 0 { parts.append(warnings == 1 ? "1 warning" : "\(warnings) warnings") }
        // A registered effect checked by name has no file: it is counted as an effect.
        var places: [String] = []
        if files > 0 || effects == 0 { places.append(files == 1 ? "1 file" : "\(files) files") }
        if effects > 0 { places.append(effects == 1 ? "1 effect" : "\(effects) effects") }
        return parts.joined(separator: " and ") + " in " + places.joined(separator: " and ")
    }

    /// The diagnostics as the JSON array editors read.
    public var json: JSONValue { Self.json(diagnostics) }

    /// `diagnostics` as the JSON array editors read.
    public static func json(_ diagnostics: [ScriptDiagnostic]) -> JSONValue {
        .array(
            diagnostics.map { diagnostic in
                .object([
                    ("file", .string(diagnostic.file)),
                    ("line", .number(Double(diagnostic.line))),
                    ("column", .number(Double(diagnostic.column))),
                    ("endLine", .number(Double(diagnostic.endLine))),
                    ("endColumn", .number(Double(diagnostic.endColumn))),
                    ("severity", .string(diagnostic.severity.rawValue)),
                    ("message", .string(diagnostic.message)),
                    ("hints", .array(diagnostic.hints.map { .string($0) })),
                ])
            })
    }
}
