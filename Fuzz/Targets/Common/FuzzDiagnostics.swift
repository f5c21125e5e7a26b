import EffectDSL

extension FuzzInput {
    /// Requires every one of `diagnostics` to say something and to lie inside the file of `count`
    /// bytes: a positioned error is the contract of every loader the targets fuzz.
    static func requirePositioned(_ diagnostics: [Diagnostic], inFileOf count: Int) {
        for diagnostic in diagnostics {
            requireMessage(diagnostic.message, "\(diagnostic.id)")
            let location = diagnostic.range.start
            require(
                location.offset >= 0 && location.offset <= count && location.line >= 1
                    && location.column >= 1,
                "diagnostic outside the file: \(diagnostic)")
        }
    }
}
