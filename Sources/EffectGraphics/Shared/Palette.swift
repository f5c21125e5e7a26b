/// Colours for charts and film strips, chosen to stay distinguishable with colour-blindness.
enum Palette {
    /// Line colours: the Okabe–Ito palette, the weak yellow last.
    static let lines = [
        "#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000", "#B8A300",
    ]

    /// Dash patterns that tell lines apart once the colours repeat (every ``lines`` count series).
    static let dashes = ["", "7 4", "2 3", "9 3 2 3"]

    /// Fill colours for layers without a background colour: Paul Tol's "light" scheme.
    static let pastels = [
        "#77AADD", "#EE8866", "#EEDD88", "#FFAABB", "#99DDFF", "#44BB99", "#BBCC33", "#DDDDDD",
    ]

    /// The darker outline drawn around each pastel.
    static let pastelOutlines = [
        "#33668F", "#A8502F", "#8F7F2A", "#B0566A", "#3F8AB0", "#1D7A63", "#6F7A12", "#888888",
    ]

    /// The colour and dash pattern of series `index`.
    static func line(_ index: Int) -> (color: String, dash: String) {
        let position = max(index, 0)
        return (lines[position % lines.count], dashes[(position / lines.count) % dashes.count])
    }

    /// The fill and outline of layer `index`.
    static func pastel(_ index: Int) -> (fill: String, outline: String) {
        let position = max(index, 0) % pastels.count
        return (pastels[position], pastelOutlines[position])
    }
}
