extension InterchangeOptions {
    /// The same options with a view transition export that styles the name `name`.
    ///
    /// - Throws: ``InterchangeError/invalidOption(name:reason:)`` for a name that is not a CSS
    ///   identifier (a letter, `_` or `-` then letters, digits, `-` or `_`), or one the property
    ///   keeps for itself (`none`, `auto`, `match-element`) or every property has (`inherit`…).
    public func withTransitionName(_ name: String) throws(InterchangeError) -> InterchangeOptions {
        let isStart: (Character) -> Bool = { ($0.isASCII && $0.isLetter) || $0 == "_" }
        let isRest: (Character) -> Bool = { isStart($0) || ($0.isASCII && $0.isNumber) || $0 == "-" }
        let body = name.hasPrefix("-") ? name.dropFirst() : Substring(name)
        guard let first = body.first, isStart(first), body.allSatisfy(isRest) else {
            throw .invalidOption(
                name: "transition-name",
                reason:
                    "must be a CSS identifier (a letter or '_', then letters, digits, '-' or '_'), got '\(name)'"
            )
        }
        guard !Self.reservedTransitionNames.contains(name.lowercased()) else {
            throw .invalidOption(
                name: "transition-name",
                reason: "cannot be '\(name)': view-transition-name keeps it for itself")
        }
        var options = self
        options.transitionName = name
        return options
    }

    /// The keywords `view-transition-name` does not take as a name.
    static let reservedTransitionNames: Set<String> = [
        "none", "auto", "match-element", "inherit", "initial", "unset", "revert", "revert-layer", "default",
    ]
}
