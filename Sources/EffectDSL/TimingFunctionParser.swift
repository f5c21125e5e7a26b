import EffectsRegistry

/// Reads one timing function written as in a `.fx` file: `ease-in-out`, `cubic-bezier(.42, 0,
/// .58, 1)`, `steps(4, jump-end)`, `linear(0, 0.25 75%, 1)`, `spring(mass: 1, stiffness: 100)`.
///
/// Arguments must be constants (numbers with units, `pi`, arithmetic). fxctl's `timing` command
/// uses it.
public enum TimingFunctionParser {
    /// The timing function `text` spells, or the diagnostics of why it does not spell one.
    public static func parse(_ text: String, name: String = "<timing>") throws(TimingFunctionParseError)
        -> TimingFunction
    {
        let source = SourceFile(name: name, text: text)
        let (syntax, diagnostics) = Parser.withParser(source, limits: .standard) { parser in
            let syntax = parser.parseTimingFunction(after: "the start")
            if syntax != nil && parser.current.kind != .endOfFile && !parser.isRecovering {
                parser.fail(
                    .statementEndExpected(
                        after: "the timing function", found: parser.describe(parser.current),
                        signLikeMinus: false),
                    at: parser.current.range)
            }
            return (syntax, parser.lexer.diagnostics + parser.diagnostics)
        }
        guard let syntax, diagnostics.isEmpty else { throw TimingFunctionParseError(diagnostics, source) }
        var checker = Checker(source: source, limits: .standard)
        checker.constantOnly = true
        let timing = checker.resolveTiming(syntax)
        guard let timing, checker.diagnostics.isEmpty else {
            throw TimingFunctionParseError(checker.diagnostics, source)
        }
        var evaluator = Evaluator(
            slotCount: 0, functions: [], context: EffectContext(), limits: .standard, file: source.name)
        do {
            return try TimingFunctionBuilder.make(timing, evaluator: &evaluator)
        } catch {
            guard case .diagnostic(let diagnostic) = error else { throw TimingFunctionParseError([], source) }
            throw TimingFunctionParseError([diagnostic], source)
        }
    }
}
