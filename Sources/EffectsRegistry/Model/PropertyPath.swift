/// An animatable layer property of Core Animation, with its component count and default model value.
///
/// The catalogue holds the key paths fxkit knows; sub-key-paths such as `position.x` are resolved by
/// ``PropertyTarget`` into a component of their property.
///
/// The transform helper key paths (`transform.translation`, `.translation.z`, `transform.rotation`
/// `.x` `.y` `.z`, `transform.scale`, `.scale.x` `.y` `.z`) and `transform` itself are properties of
/// their own, each sampled into its own columns as written; ``LayerGeometry`` states how they compose
/// into what the layer shows.
public struct PropertyPath: Hashable, Sendable {
    /// The canonical key path, such as `position` or `transform.rotation`.
    public let name: String
    /// How many numbers a value of this property samples to: 1 to 4, or 16 for `transform`.
    public let componentCount: Int
    /// The value a layer shows when nothing sets the property (Core Animation's default).
    ///
    /// For `transform`, whose values are ``TransformList``s rather than a `Value`, this is the
    /// scalar 1 and has no meaning: its default is the identity, whose numbers are
    /// ``defaultComponents``.
    public let defaultValue: Value
    /// The default model value as the numbers of the property's columns: ``defaultValue``'s
    /// components, or the identity matrix's sixteen entries for `transform`.
    public let defaultComponents: [Double]
    /// The names of the components for sub-key-paths, if any: each component's canonical name
    /// first, the one its column prints (`x`, `y`), then its other spellings (`width`, `height`, as
    /// Core Animation writes a size's).
    public let componentNames: [[String]]
    /// Whether the property holds numbers, a boolean or a whole transform.
    public let kind: PropertyKind

    init(_ name: String, _ defaultValue: Value, components: [[String]] = [], kind: PropertyKind = .number) {
        self.name = name
        self.componentCount = defaultValue.count
        self.defaultValue = defaultValue
        self.defaultComponents = defaultValue.components
        self.componentNames = components
        self.kind = kind
    }

    /// Core Animation's `transform`: sixteen numbers whose default is the identity.
    private init(transform name: String) {
        self.name = name
        self.componentCount = 16
        self.defaultValue = Value(1)
        self.defaultComponents = Matrix3D.identity.entries
        self.componentNames = []
        self.kind = .transform
    }

    /// The suffixes of the sixteen columns of a matrix, `m11` … `m44` in `CATransform3D` order.
    public static let matrixSuffixes: [String] = (1...4).flatMap { row in (1...4).map { "m\(row)\($0)" } }

    /// What follows `layer.name.` in each of the property's columns: nothing for a scalar or a
    /// boolean, `x`, `y`, `z`, `w` for a vector, `m11` … `m44` for `transform`.
    public var columnSuffixes: [String] {
        if kind == .transform { return PropertyPath.matrixSuffixes }
        if componentCount == 1 { return [] }
        return Array(["x", "y", "z", "w"].prefix(componentCount))
    }

    /// The column names for this property on `layer`: `layer.name` for a scalar,
    /// `layer.name.x|y|z|w` for a vector, `layer.transform.m11` … `m44` for `transform`.
    public func columnNames(layer: String) -> [String] {
        // Concatenated rather than interpolated: every compile names every column.
        let base = layer + "." + name
        let suffixes = columnSuffixes
        if suffixes.isEmpty { return [base] }
        let prefix = base + "."
        return suffixes.map { prefix + $0 }
    }

    /// Core Animation's `transform`, a ``TransformList``.
    public static let transform = PropertyPath(transform: "transform")

    /// Every property fxkit knows, in the order `inspect` lists them.
    public static let catalogue: [PropertyPath] = [
        PropertyPath("position", Value(0, 0), components: [["x"], ["y"]]),
        PropertyPath("zPosition", Value(0)),
        PropertyPath("anchorPoint", Value(0.5, 0.5), components: [["x"], ["y"]]),
        PropertyPath("anchorPointZ", Value(0)),
        PropertyPath("bounds.size", Value(0, 0), components: [["x", "width"], ["y", "height"]]),
        PropertyPath("opacity", Value(1)),
        PropertyPath("hidden", Value(0), kind: .boolean),
        PropertyPath("doubleSided", Value(1), kind: .boolean),
        transform,
        PropertyPath("transform.rotation", Value(0)),
        PropertyPath("transform.rotation.x", Value(0)),
        PropertyPath("transform.rotation.y", Value(0)),
        PropertyPath("transform.scale", Value(1)),
        PropertyPath("transform.scale.x", Value(1)),
        PropertyPath("transform.scale.y", Value(1)),
        PropertyPath("transform.scale.z", Value(1)),
        PropertyPath("transform.translation", Value(0, 0), components: [["x"], ["y"]]),
        PropertyPath("transform.translation.z", Value(0)),
        PropertyPath("cornerRadius", Value(0)),
        PropertyPath("borderWidth", Value(0)),
        PropertyPath("backgroundColor", Value(0, 0, 0, 0)),
        PropertyPath("borderColor", Value(0, 0, 0, 1)),
        PropertyPath("shadowOpacity", Value(0)),
        PropertyPath("shadowRadius", Value(3)),
        PropertyPath("shadowOffset", Value(0, -3), components: [["x", "width"], ["y", "height"]]),
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
