/// The one set of layer colours that charts, film strips and exports share, chosen to stay
/// distinguishable with colour-blindness.
///
/// Layer `i` of an effect (its place in the effect's layer order, or in the table's columns when
/// that order is not given) has colour `i` everywhere: its lines in a chart, its rectangle in a film
/// strip (a light tint of the colour, outlined in the colour itself), its legend swatch in both, and
/// its box in the preview page and the Lottie export.
package enum Palette {
    /// The colours: the Okabe–Ito palette, the weak yellow last.
    package static let colors = [
        "#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000", "#B8A300",
    ]

    /// Each colour mixed with 60 % white: the fill of a layer without a background colour.
    package static let tints = [
        "#99C7E0", "#EEBF99", "#99D8C7", "#EBC9DC", "#F5D999", "#BBE1F6", "#999999", "#E3DA99",
    ]

    /// The fill and outline of layer `index`: the tint of its colour and the colour.
    package static func layer(_ index: Int) -> (fill: String, outline: String) {
        let position = max(index, 0) % colors.count
        return (tints[position], colors[position])
    }
}
