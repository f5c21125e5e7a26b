/// A number literal as written: its value before the unit is applied, and the unit.
public struct NumberLiteralSyntax: Hashable, Sendable {
    /// The number as written (`600` for `600ms`).
    public var value: Double
    /// The unit written right after it.
    public var unit: NumberUnit
    /// Whether it was written without a fraction or an exponent.
    public var isWhole: Bool
    /// Where it is.
    public var range: Range<SourcePosition>
}
