/// `example "sentence" at MOMENT [where NAME = VALUE, …] [within TOLERANCE] { COLUMN = VALUE … }`:
/// a documented moment of the effect with the values it shows there.
public struct ExampleSyntax: Hashable, Sendable {
    /// `NAME = VALUE` after `where`: a parameter's value for this example.
    public struct Assignment: Hashable, Sendable {
        /// The parameter's name.
        public var name: Identifier
        /// Its value.
        public var value: ExpressionSyntax
    }

    /// `COLUMN = VALUE`: the value a sampled column must have.
    public struct Expectation: Hashable, Sendable {
        /// The column's layer, such as `card` in `card[1].position.y`.
        public var layer: Identifier
        /// The layer's index, as in `card[1]`, if given.
        public var index: ExpressionSyntax?
        /// The key path and component after the layer, such as `position` and `y`.
        public var path: [Identifier]
        /// The expected value.
        public var value: ExpressionSyntax
        /// Where the column's name is.
        public var columnRange: Range<SourcePosition>
    }

    /// What the example shows.
    public var note: String
    /// `at 0.6s` (a time) or `at 50%` (a progress).
    public var moment: ExpressionSyntax
    /// The parameters given, in order.
    public var assignments: [Assignment]
    /// `within 1e-6`, if given.
    public var tolerance: ExpressionSyntax?
    /// The expected values, in order.
    public var expectations: [Expectation]
    /// Where the `example` keyword is.
    public var keywordRange: Range<SourcePosition>
    /// Where the whole statement is.
    public var range: Range<SourcePosition>
}
