import EffectDSL
import EffectsRegistry

/// What loading some files of one format gave: each file's import, and what could not be read.
public struct ImportedFileLoad<Result: FileImportResult>: Sendable {
    /// The import of each file read, in loading order.
    public var results: [Result] = []
    /// The files and directories that could not be read or searched.
    public var problems: [DSLFileError] = []

    /// A load of `results`, with `problems`.
    public init(results: [Result] = [], problems: [DSLFileError] = []) {
        self.results = results
        self.problems = problems
    }

    /// The effects of the files without errors, with their origins.
    public var effects: [RegisteredEffect] {
        results.flatMap { result in
            result.effectsWithLines.map { effect, line in
                RegisteredEffect(effect: effect, origin: .file(path: result.source.name, line: line))
            }
        }
    }

    /// One short entry per file that did not load, or not whole: unreadable, or with errors (how
    /// many, and the first).
    public var failures: [EffectLoadFailure] {
        problems.map { EffectLoadFailure(source: $0.path, message: $0.description) }
            + results.filter(\.hasErrors).map { result in
                let errors = result.diagnostics.reduce(0) { $0 + $1.errorCount }
                let first =
                    result.diagnostics.first(where: \.isError).map { ": \($0.location): \($0.message)" } ?? ""
                // A stylesheet whose other effects imported says so: only the broken ones are left out.
                let others = result.effectsWithLines.isEmpty ? "" : " (its other effects loaded)"
                return EffectLoadFailure(
                    source: result.source.name,
                    message: "\(errors) error\(errors == 1 ? "" : "s")\(others)\(first)")
            }
    }
}
