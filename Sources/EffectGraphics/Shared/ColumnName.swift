import EffectsRegistry

/// A sampled column's name split into its layer, property and component
/// (`front.position.x` → `front`, `position`, `x`), with the unit of its values.
///
/// The properties are the core's catalogue, each with its own column suffixes
/// (``PropertyPath/columnSuffixes``: `x`…`w` for a vector, `m11`…`m44` for `transform`), and the
/// geometry columns a sampler adds on request (``LayerGeometry/columnSuffixes``: `matrix.m11`…,
/// `corners.topLeft.x`…, `frontFacing`, `visible`).
struct ColumnName: Equatable, Sendable {
    /// The full column name.
    let name: String
    /// The layer part, empty for `t`, `progress` and names that match no known property.
    let layer: String
    /// The property key path (`position`, `transform.rotation`, `corners.topLeft`), or the whole name
    /// when unknown.
    let property: String
    /// The component suffix (`x`, `m11`) of a property with several columns, if any.
    let component: String?

    /// Splits `name` by the longest known property it ends with.
    init(_ name: String) {
        self.name = name
        for (property, components) in ColumnName.propertiesLongestFirst {
            for component in [nil] + components {
                let suffix = "." + property + (component.map { "." + $0 } ?? "")
                guard name.hasSuffix(suffix), name.count > suffix.count else { continue }
                self.layer = String(name.dropLast(suffix.count))
                self.property = property
                self.component = component
                return
            }
        }
        self.layer = ""
        self.property = name
        self.component = nil
    }

    /// The property with its component, the same for every layer (`position.x`): charts group by it.
    var propertyKey: String { component.map { "\(property).\($0)" } ?? property }

    /// The unit of the values: `s` for time, `rad` for angles, `pt` for lengths and projected
    /// corners, empty when unitless (progress, opacity, scale, anchor points, colours, booleans,
    /// matrix entries).
    var unit: String {
        switch property {
        case "t": "s"
        case "transform.rotation", "transform.rotation.x", "transform.rotation.y": "rad"
        case "position", "zPosition", "anchorPointZ", "bounds.size", "transform.translation",
            "transform.translation.z", "cornerRadius", "borderWidth", "shadowRadius", "shadowOffset",
            "corners.topLeft", "corners.topRight", "corners.bottomRight", "corners.bottomLeft":
            "pt"
        default: ""
        }
    }

    /// Every property a column can hold, with the suffixes of its columns (none for a property of
    /// one column), longest name first so `transform.rotation.x` wins over `transform.rotation`.
    private static let propertiesLongestFirst: [(name: String, components: [String?])] =
        (PropertyPath.catalogue.map { ($0.name, $0.columnSuffixes.map { Optional($0) }) } + geometry)
        .sorted { $0.name.count > $1.name.count }

    /// The geometry columns' properties: the suffixes of ``LayerGeometry/columnSuffixes`` split at
    /// their last dot (`corners.topLeft` with `x` and `y`, `matrix` with `m11` …); a suffix without a
    /// dot is a property of one column (`visible`).
    private static let geometry: [(name: String, components: [String?])] = {
        var result: [(name: String, components: [String?])] = []
        for suffix in LayerGeometry.columnSuffixes {
            let cut = suffix.lastIndex(of: ".")
            let name = cut.map { String(suffix[..<$0]) } ?? suffix
            let component = cut.map { String(suffix[suffix.index(after: $0)...]) }
            if let index = result.firstIndex(where: { $0.name == name }) {
                result[index].components.append(component)
            } else {
                result.append((name, component.map { [$0] } ?? []))
            }
        }
        return result
    }()
}
