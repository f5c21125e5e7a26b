/// The cascade layers of a stylesheet (CSS Cascade 5, §6.4): each named the first time it appears,
/// in `@layer NAME { … }` or the statement `@layer A, B;`, nested in the layer around it; a block
/// without a name is a layer of its own that nothing else can name.
///
/// Layer 0 is the stylesheet outside any layer. Layers are ordered as they are first named,
/// depth first, each one's sublayers before its own rules, and the rules outside every layer last
/// (``ranks()``): a later layer's normal declarations win over an earlier one's.
struct CSSLayerTree: Sendable {
    /// Each layer's sublayers, in the order first named, by layer.
    private var children: [[Int]] = [[]]
    /// Each layer's sublayer of each name, by layer.
    private var named: [[String: Int]] = [[:]]

    /// The layer `name` (dotted, `a.b`, for nested names; empty for an anonymous block) inside
    /// `parent`, created the first time it is named.
    mutating func layer(named name: String, in parent: Int) -> Int {
        guard !name.isEmpty else { return add(in: parent) }
        var layer = parent
        for part in name.split(separator: ".") {
            if let known = named[layer][String(part)] {
                layer = known
            } else {
                let new = add(in: layer)
                named[layer][String(part)] = new
                layer = new
            }
        }
        return layer
    }

    /// Each layer's rank, by layer.
    ///
    /// A rank is the layer's place in the order that decides between declarations of different
    /// layers (higher wins for normal declarations). The rules outside every layer rank highest.
    func ranks() -> [Int] {
        var ranks = [Int](repeating: 0, count: children.count)
        var next = 0
        // Post-order, with an explicit stack: a layer ranks after its sublayers.
        var stack: [(layer: Int, child: Int)] = [(0, 0)]
        while let (layer, child) = stack.last {
            if child < children[layer].count {
                stack[stack.count - 1].child += 1
                stack.append((children[layer][child], 0))
            } else {
                ranks[layer] = next
                next += 1
                stack.removeLast()
            }
        }
        return ranks
    }

    private mutating func add(in parent: Int) -> Int {
        children.append([])
        named.append([:])
        children[parent].append(children.count - 1)
        return children.count - 1
    }
}
