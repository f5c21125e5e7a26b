/// Parameter values written as Swift literals, so that typed bindings read as the text ones do:
/// `descriptor.bind(["rise": 300, "from": "right", "forward": false])` for
/// `descriptor.bind(["rise=300", "from=right", "forward=false"])`.
extension ParameterValue: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByStringLiteral
{
    /// A number: `0.6`.
    public init(floatLiteral value: Double) {
        self = .number(value)
    }

    /// A number with a whole value, for a number or an integer parameter: `300`.
    public init(integerLiteral value: Int) {
        self = .number(Double(value))
    }

    /// A switch: `true`.
    public init(booleanLiteral value: Bool) {
        self = .bool(value)
    }

    /// A choice's name: `"right"`.
    public init(stringLiteral value: String) {
        self = .choice(value)
    }
}
