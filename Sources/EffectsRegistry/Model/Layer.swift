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
    public var properties: [PropertyPath] {
        var seen = Set<String>()
        var result: [PropertyPath] = []
        let targets = modelValues.map(\.target) + animations.flatMap(\.tracks).map(\.target)
        for target in targets where seen.insert(target.property.name).inserted {
            result.append(target.property)
        }
        return result
    }
}
