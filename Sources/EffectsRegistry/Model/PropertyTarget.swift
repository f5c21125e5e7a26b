/// What a `set` or a track writes to: a whole property, or one component of it.
///
/// `position` targets the whole point; `position.x` targets component 0 of `position`, so an animation
/// of `position.x` leaves `y` to the model value or to other animations, as in Core Animation.
/// `transform.rotation.z` is the same property as `transform.rotation`.
public struct PropertyTarget: Hashable, Sendable {
    /// The property written to.
    public let property: PropertyPath
    /// The component written to, or `nil` for the whole value.
    public let component: Int?

    /// The whole of `property`.
    public init(_ property: PropertyPath) {
        self.property = property
        self.component = nil
    }

    /// Resolves a key path as written (`position`, `position.x`, `bounds.size.x` or its other
    /// spelling `bounds.size.width`, `transform.rotation.z`); `nil` when fxkit does not know it.
    public init?(keyPath: String) {
        if keyPath == "transform.rotation.z", let rotation = PropertyPath.named("transform.rotation") {
            self.init(rotation)
            return
        }
        if let property = PropertyPath.named(keyPath) {
            self.init(property)
            return
        }
        guard let dot = keyPath.lastIndex(of: "."),
            let property = PropertyPath.named(String(keyPath[..<dot]))
        else { return nil }
        let suffix = String(keyPath[keyPath.index(after: dot)...])
        guard let index = property.componentNames.firstIndex(where: { $0.contains(suffix) }) else {
            return nil
        }
        self.init(property, component: index)
    }

    private init(_ property: PropertyPath, component: Int?) {
        self.property = property
        self.component = component
    }

    /// The number of components a value written here has: the property's, or 1 for a component.
    public var valueCount: Int { component == nil ? property.componentCount : 1 }

    /// The key path in its canonical spelling, the one the columns print (`position.x`,
    /// `bounds.size.x`).
    public var keyPath: String {
        guard let component, let names = property.componentNames.dropFirst(component).first,
            let first = names.first
        else { return property.name }
        return "\(property.name).\(first)"
    }

    /// Every key path that resolves to a target, every spelling of a component included, for "did
    /// you mean" suggestions.
    ///
    /// `transform.rotation.z`, the other spelling of `transform.rotation`, follows
    /// `transform.rotation.y`.
    public static var knownKeyPaths: [String] {
        PropertyPath.catalogue.flatMap { property in
            [property.name] + property.componentNames.flatMap { $0.map { "\(property.name).\($0)" } }
                + (property.name == "transform.rotation.y" ? ["transform.rotation.z"] : [])
        }
    }
}
