/// Where a track sits in a timeline: its layer and its place in that layer's animation tree.
///
/// `path` holds one index per level: the first into the layer's `animations`, each next one into
/// the group found there. Callers that built the timeline (the DSL compiler) keep a map from
/// addresses to what made each track, to place findings at their source.
public struct TrackAddress: Hashable, Comparable, Sendable {
    /// The index of the layer in the timeline's `layers`.
    public var layer: Int
    /// The indices down the animation tree, outermost first; never empty.
    public var path: [Int]

    /// An address.
    public init(layer: Int, path: [Int]) {
        self.layer = layer
        self.path = path
    }

    /// Timeline order: by layer, then depth first through the tree.
    public static func < (lhs: TrackAddress, rhs: TrackAddress) -> Bool {
        if lhs.layer != rhs.layer { return lhs.layer < rhs.layer }
        return lhs.path.lexicographicallyPrecedes(rhs.path)
    }
}
