import EffectsCore

/// How far an approximated track may stray from the sampler's value.
///
/// Lengths (positions, sizes, translations, radii, zPosition) are bounded in points, everything
/// else (opacity, scale, radians) in its own unit.
public struct ExportTolerance: Hashable, Sendable {
    /// The largest error in points.
    public var points: Double
    /// The largest error of a unitless value (opacity, scale, an angle in radians).
    public var unitless: Double

    /// A tolerance; the defaults are 0.001 points and 1e-4.
    public init(points: Double = 0.001, unitless: Double = 1e-4) {
        self.points = points
        self.unitless = unitless
    }

    /// The tolerance for values of `property`.
    public func bound(for property: PropertyPath) -> Double {
        Self.isLength(property) ? points : unitless
    }

    /// Whether the property's values are lengths in points.
    static func isLength(_ property: PropertyPath) -> Bool {
        lengths.contains(property.name)
    }

    /// The properties whose values are lengths in points: the one list both exporters classify by.
    static let lengths: Set<String> = [
        "position", "zPosition", "bounds.size", "transform.translation", "transform.translation.z",
        "anchorPointZ", "cornerRadius", "borderWidth", "shadowRadius", "shadowOffset",
    ]
}
