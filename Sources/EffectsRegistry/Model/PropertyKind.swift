/// What kind of value a property holds: numbers, a boolean, or a whole transform.
///
/// The kind decides how a property is validated, interpolated and sampled: numbers interpolate
/// component-wise, booleans hold each keyframe (see ``PropertyKind/boolean``), and `transform` holds
/// a ``TransformList`` that samples into the sixteen entries of its matrix.
public enum PropertyKind: String, CaseIterable, Hashable, Sendable {
    /// A scalar or a vector of up to four numbers (points, sizes, colours, angles, opacity).
    case number
    /// A boolean stored as a number, true when nonzero (`hidden`, `doubleSided`), as Objective-C
    /// reads a `BOOL` from an `NSNumber`.
    ///
    /// Booleans do not interpolate: a track on one is sampled in the `discrete` calculation mode
    /// whatever mode it was given (``Track`` stores `discrete`), so each keyframe's value holds
    /// from its key time to the next, as Core Animation's discrete keyframe animations hold. A
    /// basic animation `from 0 to 1` therefore switches half way through its (eased) progress,
    /// where Web Animations also switches a discrete property. CSS `visibility` is the exception an
    /// exporter must mind: CSS interpolates it so that the element is visible for the whole of an
    /// interval whose either end is visible (`hidden` switches to 0 as the interval starts, not at
    /// its middle).
    case boolean
    /// Core Animation's `transform`: a ``TransformList`` per model value and keyframe, sampled as
    /// the sixteen entries of its matrix (`layer.transform.m11` … `m44`, `CATransform3D` order).
    case transform
}
