/// One option of `animate` or `group`: `duration 2s`, `additive`, `fill forwards`, `timing ease-in`, ….
public struct TrackOptionSyntax: Hashable, Sendable {
    /// What follows an option's name.
    public enum Argument: Hashable, Sendable {
        /// Nothing: a flag such as `additive`.
        case none
        /// An expression: `duration 2s`, `repeat 3`.
        case expression(ExpressionSyntax)
        /// A timing function: `timing ease-in`.
        case timing(TimingFunctionSyntax)
        /// A word: `fill forwards`, `mode cubic`, `repeat forever`.
        case word(Identifier)
    }

    /// The option's name.
    public var name: Identifier
    /// Its argument.
    public var argument: Argument
    /// Where the whole option is.
    public var range: Range<SourcePosition>
}
