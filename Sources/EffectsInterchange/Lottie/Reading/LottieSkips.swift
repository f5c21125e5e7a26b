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
    /// Where each kind's entry is, and the layers it names, so that a note costs a lookup however
    /// many layers have that kind (a search of the layers so far made 5,000 layers quadratic).
    private var positions: [String: (index: Int, layers: Set<String>)] = [:]

    /// Notes that `layer` has content of `kind`, at `value`.
    mutating func add(_ kind: String, why: String, layer: String, at value: LottieValue) {
        if let (index, layers) = positions[kind] {
            if !layers.contains(layer) {
                entries[index].entry.layers.append(layer)
                positions[kind]?.layers.insert(layer)
            }
            return
        }
        positions[kind] = (entries.count, [layer])
        entries.append(
            (kind, Entry(why: why, layers: [layer], path: value.path, offset: value.node.offset)))
    }
}
