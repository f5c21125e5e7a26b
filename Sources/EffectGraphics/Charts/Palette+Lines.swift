import EffectsRegistry

extension Palette {
    /// Dash patterns that tell lines apart once the colours repeat (every ``colors`` count styles).
    static let dashes = ["", "7 4", "2 3", "9 3 2 3"]

    /// The colour and dash pattern of line style `index`: colour `index` modulo the colours, the
    /// dash pattern counting how many times they came round.
    static func line(_ index: Int) -> (color: String, dash: String) {
        let position = max(index, 0)
        return (colors[position % colors.count], dashes[(position / colors.count) % dashes.count])
    }
}
