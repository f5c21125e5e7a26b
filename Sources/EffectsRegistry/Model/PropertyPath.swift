/// An animatable layer property of Core Animation, with its component count and default model value.
///
/// The catalogue holds the key paths fxkit knows; sub-key-paths such as `position.x` are resolved by
/// ``PropertyTarget`` into a component of their property.
public struct PropertyPath: Hashable, Sendable {
    /// The canonical key path, such as `position` or `transform.rotation`.
    public let name: String
    /// How many components a value of this property has, 1 to 4.
    public let componentCount: Int
    /// The value a layer shows when nothing sets the property (Core Animation's default).
    public let defaultValue: Value
    /// The names of the components for sub-key-paths (`x`, `y`; `width`, `height`), if any.
    public let componentNames: [[String]]

    init(_ name: String, _ defaultValue: Value, components: [[String]] = []) {
        self.name = name
        self.componentCount = defaultValue.count
        self.defaultValue = defaultValue
        self.componentNames = components
    }

    /// The column names for this property on `layer`: `layer.name` for a scalar,
    /// `layer.name.x|y|z|w` for a vector.
    public func columnNames(layer: String) -> [String] {
        if componentCount == 1 { return ["\(layer).\(name)"] }
        return ["x", "y", "z", "w"].prefix(componentCount).map { "\(layer).\(name).\($0)" }
    }

    /// Every property fxkit knows, in the order `inspect` lists them.
    public static let catalogue: [PropertyPath] = [
        PropertyPath("position", Value(0, 0), components: [["x"], ["y"]]),
        PropertyPath("zPosition", Value(0)),
        PropertyPath("anchorPoint", Value(0.5, 0.5), components: [["x"], ["y"]]),
        PropertyPath("bounds.size", Value(0, 0), components: [["width"], ["height"]]),
        PropertyPath("opacity", Value(1)),
        PropertyPath("transform.rotation", Value(0)),
        PropertyPath("transform.rotation.x", Value(0)),
        PropertyPath("transform.rotation.y", Value(0)),
        PropertyPath("transform.scale", Value(1)),
        PropertyPath("transform.scale.x", Value(1)),
        PropertyPath("transform.scale.y", Value(1)),
        PropertyPath("transform.translation", Value(0, 0), components: [["x"], ["y"]]),
        PropertyPath("cornerRadius", Value(0)),
        PropertyPath("borderWidth", Value(0)),
        PropertyPath("backgroundColor", Value(0, 0, 0, 0)),
        PropertyPath("borderColor", Value(0, 0, 0, 1)),
        PropertyPath("shadowOpacity", Value(0)),
        PropertyPath("shadowRadius", Value(3)),
        PropertyPath("shadowOffset", Value(0, -3), components: [["width"], ["height"]]),
    ]

    /// The property with this canonical name, if fxkit knows it.
    public static func named(_ name: String) -> PropertyPath? {
        byName[name]
    }

    /// The catalogue by name (the first entry of a name wins, as a scan from the start would find):
    /// every `set` and `animate` of a `.fx` file looks its property up here.
    private static let byName: [String: PropertyPath] = Dictionary(
        catalogue.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
}
