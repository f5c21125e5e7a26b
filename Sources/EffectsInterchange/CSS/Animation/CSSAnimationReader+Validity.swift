import EffectDSL

extension CSSAnimationReader {
    /// The messages that make a declaration invalid as a browser parses it.
    ///
    /// They say a value its property does not take. A number past the import's limits is not one
    /// (a browser keeps it; the import refuses it where it is read).
    private static let invalidating: Set<DiagnosticID> = [.cssValueInvalid, .cssUnitUnknown]

    /// Why a browser drops `declaration` as it parses it, an `animation`, `transition` or one of
    /// their longhands' value that is none of its property's forms (`animation-delay: 0`, without
    /// a unit); `nil` when it keeps it, and for a value with `var()`, which is decided only once
    /// substituted.
    static func parseError(of declaration: CSSDeclaration) -> CSSValueError? {
        let property = CSSPropertyReader.canonical(declaration.property)
        let isTransition = property == "transition" || CSSTransitionReader.longhands.contains(property)
        guard isTransition || property == "animation" || longhands.contains(property) else { return nil }
        let values = declaration.value.filter { !$0.isWhitespace }
        if values.count == 1, let keyword = values.first?.keyword, CSSCascade.wideKeywords.contains(keyword) {
            return nil
        }
        guard !CSSSubstitution.hasReferences(declaration.value) else { return nil }
        do throws(CSSValueError) {
            if property == "transition" {
                _ = try CSSTransitionReader.shorthand(declaration.value, range: declaration.valueRange)
            } else if isTransition {
                _ = try CSSTransitionReader.longhandList(
                    property, declaration.value, range: declaration.valueRange)
            } else if property == "animation" {
                _ = try shorthand(declaration.value, range: declaration.valueRange)
            } else {
                _ = try longhandList(property, declaration.value, range: declaration.valueRange)
            }
            return nil
        } catch {
            return invalidating.contains(error.message.id) ? error : nil
        }
    }
}
