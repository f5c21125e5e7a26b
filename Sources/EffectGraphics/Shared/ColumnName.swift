import EffectsRegistry

/// A sampled column's name split into its layer, property and component
/// (`front.position.x` → `front`, `position`, `x`), with the unit of its values.
struct ColumnName: Equatable, Sendable {
    /// The full column name.
    let name: String
    /// The layer part, empty for `t`, `progress` and names that match no known property.
    let layer: String
    /// The property key path (`position`, `transform.rotation`), or the whole name when unknown.
    let property: String
    /// The component suffix (`x`, `y`, `z`, `w`) of a vector property, if any.
    let component: String?

    /// Splits `name` by the longest known property it ends with.
    init(_ name: String) {
        self.name = name
        for property in ColumnName.propertiesLongestFirst {
            for component in [nil] + ColumnName.componentSuffixes(of: property) {
                let suffix = "." + property.name + (component.map { "." + $0 } ?? "")
                guard name.hasSuffix(suffix), name.count > suffix.count else { continue }
                self.layer = String(name.dropLast(suffix.count))
                self.property = property.name
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

    /// The unit of the values: `s` for time, `rad` for angles, `pt` for lengths, empty when unitless
    /// (progress, opacity, scale, anchor points, colours).
    var unit: String {
        switch property {
        case "t": "s"
        case "transform.rotation", "transform.rotation.x", "transform.rotation.y": "rad"
        case "position", "zPosition", "bounds.size", "transform.translation", "cornerRadius", "borderWidth",
            "shadowRadius", "shadowOffset":
            "pt"
        default: ""
        }
    }

    /// Catalogue properties, longest name first so `transform.rotation.x` wins over `transform.rotation`.
    private static let propertiesLongestFirst: [PropertyPath] = PropertyPath.catalogue.sorted {
        $0.name.count > $1.name.count
    }

    /// The column suffixes a property's components get (`x`, `y`, …), none for a scalar.
    private static func componentSuffixes(of property: PropertyPath) -> [String?] {
        property.componentCount == 1 ? [] : ["x", "y", "z", "w"].prefix(property.componentCount).map { $0 }
    }
}
