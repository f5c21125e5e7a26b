/// The one set of layer colours that charts and film strips share, chosen to stay distinguishable
/// with colour-blindness.
///
/// Layer `i` of an effect (its place in the effect's layer order, or in the table's columns when
/// that order is not given) has colour `i` everywhere: its lines in `fxctl plot`, its rectangle
/// in `fxctl render` (a light tint of the colour, outlined in the colour itself) and its legend
/// swatch in both.
public enum Palette {
    /// The colours: the Okabe–Ito palette, the weak yellow last.
    static let colors = [
        "#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000", "#B8A300",
    ]

    /// Each colour mixed with 60 % white: the fill of a layer without a background colour.
    static let tints = [
        "#99C7E0", "#EEBF99", "#99D8C7", "#EBC9DC", "#F5D999", "#BBE1F6", "#999999", "#E3DA99",
    ]

    /// Dash patterns that tell lines apart once the colours repeat (every ``colors`` count styles).
    static let dashes = ["", "7 4", "2 3", "9 3 2 3"]

    /// The colour and dash pattern of line style `index`: colour `index` modulo the colours, the
    /// dash pattern counting how many times they came round.
    static func line(_ index: Int) -> (color: String, dash: String) {
        let position = max(index, 0)
        return (colors[position % colors.count], dashes[(position / colors.count) % dashes.count])
    }

    /// The fill and outline of layer `index`: the tint of its colour and the colour.
    public static func layer(_ index: Int) -> (fill: String, outline: String) {
        let position = max(index, 0) % colors.count
        return (tints[position], colors[position])
    }
}
