import EffectsRegistry

/// How far a converted track may stray from the sampler's value: what an export may approximate
/// and what an import may sample.
///
/// Lengths (positions, sizes, translations, radii, zPosition) are bounded in points, everything
/// else (opacity, scale, radians) in its own unit. Both bounds are finite and above 0: the
/// initialiser refuses any other, so no converter sees an invalid tolerance.
public struct InterchangeTolerance: Hashable, Sendable {
    /// The largest error in points.
    public let points: Double
    /// The largest error of a unitless value (opacity, scale, an angle in radians).
    public let unitless: Double

    /// The default tolerance: 0.001 points and 1e-4.
    public init() {
        points = 0.001
        unitless = 1e-4
    }

    /// A tolerance of `points` and `unitless`.
    ///
    /// - Throws: ``InterchangeError`` (for the option `tolerance`) when a bound is not a finite
    ///   number above 0.
    public init(points: Double = 0.001, unitless: Double = 1e-4) throws(InterchangeError) {
        for value in [points, unitless] {
            guard value.isFinite, value > 0 else {
                throw .invalidOption(name: "tolerance", reason: "must be above 0")
            }
        }
        self.points = points
        self.unitless = unitless
    }

    /// The tolerance for values of `property`.
    public func bound(for property: PropertyPath) -> Double {
        Self.isLength(property) ? points : unitless
    }

    /// Whether the property's values are lengths in points.
    package static func isLength(_ property: PropertyPath) -> Bool {
        lengths.contains(property.name)
    }

    /// The properties whose values are lengths in points: the one list every converter classifies by.
    package static let lengths: Set<String> = [
        "position", "zPosition", "bounds.size", "transform.translation", "transform.translation.z",
        "anchorPointZ", "cornerRadius", "borderWidth", "shadowRadius", "shadowOffset",
    ]
}
