/// One attribute of an SVG element; numbers are formatted by ``SVGNumber`` so output is deterministic.
struct SVGAttribute: Equatable, Sendable {
    /// The attribute name (`x`, `stroke-width`).
    let name: String
    /// The value, not yet escaped.
    let value: String

    /// A text attribute.
    init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }

    /// A number attribute with up to `decimals` places.
    init(_ name: String, _ number: Double, decimals: Int = 2) {
        self.name = name
        self.value = SVGNumber.string(number, decimals: decimals)
    }
}
