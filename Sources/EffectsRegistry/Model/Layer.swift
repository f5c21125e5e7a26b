/// A named layer: its model values and the animations attached to it.
///
/// Model values apply in order (a later one for the same target wins); animations apply in order on
/// top of them, as Core Animation applies the animations of a layer in the order they were added.
public struct Layer: Hashable, Sendable {
    /// The layer's name, used in column names (`front.position.x`).
    public let name: String
    /// The model values (`set`), in order.
    public let modelValues: [ModelValue]
    /// The animations, in order.
    public let animations: [Animation]

    /// A layer.
    public init(name: String, modelValues: [ModelValue] = [], animations: [Animation] = []) {
        self.name = name
        self.modelValues = modelValues
        self.animations = animations
    }

    /// The properties the layer sets or animates, in the order they are first mentioned: these are
    /// its columns when sampled.
    ///
    /// The animations are walked in place: collecting their tracks first would copy every track
    /// (keyframes and all) for a list of names, and compiling a timeline asks this of every layer.
    public var properties: [PropertyPath] {
        // Seen names are found by comparison: the catalogue bounds them to a few dozen, and a set
        // would hash every name of every track.
        var result: [PropertyPath] = []
        func isNew(_ property: PropertyPath) -> Bool { !result.contains { $0.name == property.name } }
        for value in modelValues where isNew(value.target.property) {
            result.append(value.target.property)
        }
        var pending = animations.reversed() as [Animation]
        while let animation = pending.popLast() {
            switch animation {
            case .track(let track):
                if isNew(track.target.property) { result.append(track.target.property) }
            case .group(let group):
                pending += group.animations.reversed()
            }
        }
        return result
    }
}
