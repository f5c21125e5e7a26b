/// What the import leaves out, gathered by kind so that each kind is one warning naming its layers.
struct LottieSkips: Sendable {
    /// One kind left out.
    struct Entry: Sendable {
        /// Why leaving it out keeps the layers' boxes.
        var why: String
        /// The layers it was found in, in file order, each once.
        var layers: [String]
        /// Where it was first found.
        var path: JSONPath
        var offset: Int
    }

    /// The kinds in the order first found, with what was found.
    private(set) var entries: [(kind: String, entry: Entry)] = []

    /// Notes that `layer` has content of `kind`, at `value`.
    mutating func add(_ kind: String, why: String, layer: String, at value: LottieValue) {
        if let index = entries.firstIndex(where: { $0.kind == kind }) {
            if entries[index].entry.layers.last != layer, !entries[index].entry.layers.contains(layer) {
                entries[index].entry.layers.append(layer)
            }
            return
        }
        entries.append(
            (kind, Entry(why: why, layers: [layer], path: value.path, offset: value.node.offset)))
    }
}
