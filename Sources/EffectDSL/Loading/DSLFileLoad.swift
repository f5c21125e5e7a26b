import EffectsRegistry

/// What a provider made of its files: the effects that loaded and, for whatever did not, why.
///
/// ``failures`` is what a listing shows, one short entry per file; ``result`` keeps every
/// diagnostic for a caller that prints a file's problems in full.
public struct DSLFileLoad: Sendable {
    /// The files found, in loading order, with their paths as messages show them.
    public var files: [String]
    /// What could not be searched or read (directories, files), one problem each, in the order met.
    public var problems: [DSLFileError]
    /// The DSL loader's result for the files that were read, and any sources added to them.
    public var result: DSLLoadResult
    /// The effects that loaded and that the registry given accepts, with their origins.
    public var effects: [RegisteredEffect]
    /// The effects the registry refused (a name it already holds), one failure each, with the
    /// effect's file as the source; the file's other effects load.
    public var refused: [EffectLoadFailure]
    /// The registry the load was given, with ``effects`` registered in it.
    ///
    /// Registering validates each effect's descriptor and examples; a caller that wants the
    /// effects in that registry takes this one instead of registering them a second time.
    public var registry: EffectRegistry

    /// One short failure per problem, then per file in loading order: its errors in one line, or the
    /// effects of it the registry refused.
    public var failures: [EffectLoadFailure] {
        var failures = problems.map { EffectLoadFailure(source: $0.path, message: $0.description) }
        let failed = Set(result.failedFiles)
        for file in result.sources.map(\.name) {
            if failed.contains(file) {
                failures.append(
                    EffectLoadFailure(
                        source: file, message: DSLFileLoad.summary(of: result.diagnostics(inFile: file))))
            } else {
                failures += refused.filter { $0.source == file }
            }
        }
        return failures
    }

    /// The loaded effects and the failures, as an ``EffectProvider`` returns them.
    public var providerResult: EffectProviderResult {
        EffectProviderResult(effects: effects, failures: failures)
    }

    /// One line about a file's errors: "2 errors, the first at 3:7: unknown name 'x'".
    public static func summary(of diagnostics: [Diagnostic]) -> String {
        guard let first = diagnostics.first(where: \.isError) else { return "did not load" }
        let total = diagnostics.reduce(0) { $0 + $1.errorCount }
        let count = total == 1 ? "1 error" : "\(total) errors"
        return
            "\(count), the first at \(first.range.start.line):\(first.range.start.column): \(first.message)"
    }
}
