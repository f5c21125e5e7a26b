import EffectDSL
import Testing

/// A long chain of operators builds a tree as deep as the chain is long, which the checker and
/// the evaluator walk recursively: past the depth limit it is one positioned error, not a stack
/// overflow (a `let` of 2,000 terms, an 8 KB file, used to crash every command that read it).
@Suite struct OperatorChainTests {
    /// `effect e { let x = 1 + 1 + … + 1 … }` with `terms` terms of `op`.
    static func source(terms: Int, op: String = "+") -> String {
        let chain = Array(repeating: "1", count: terms).joined(separator: " \(op) ")
        return "effect e {\n  let x = \(chain)\n  layer l { set opacity = x * 0 + 1 }\n}\n"
    }

    @Test(arguments: [2_000, 100_000])
    func aChainPastTheLimitIsOneErrorAtTheOperatorPastIt(_ terms: Int) {
        let result = DSLLoader.load(SourceFile(name: "chain.fx", text: Self.source(terms: terms)))
        #expect(result.diagnostics.map(\.id) == [.expressionTooDeep], "\(result.rendered())")
        let limit = DSLLimits.standard.expressionDepth
        // The first term is at column 11 and each term with its operator takes 4 columns
        // ("1 + "); the expression is the first level, so operator number `limit` is refused.
        #expect(result.diagnostics.first?.location.line == 2)
        #expect(result.diagnostics.first?.location.column == 11 + 4 * (limit - 1) + 2)
    }

    @Test(arguments: ["+", "*", "-", "/"])
    func aChainWithinTheLimitLoads(_ op: String) {
        let terms = DSLLimits.standard.expressionDepth
        let result = DSLLoader.load(SourceFile(name: "chain.fx", text: Self.source(terms: terms, op: op)))
        #expect(!result.diagnostics.contains { $0.isError }, "\(result.rendered())")
    }
}
