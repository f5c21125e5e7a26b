import Glibc

/// The few C math functions the libraries need, behind one name so that only the platform target
/// imports the C library (the standard library has no `exp` or `sin`, and fxkit does without
/// Foundation).
///
/// Inlinable: the sampler calls them for every spring and rotation it samples, and a call across
/// the module boundary to a one-instruction wrapper would cost more than the wrapper.
package enum Math {
    /// e raised to `x`.
    @inlinable @inline(__always) package static func exp(_ x: Double) -> Double { platformExp(x) }
    /// The natural logarithm of `x`.
    @inlinable @inline(__always) package static func log(_ x: Double) -> Double { platformLog(x) }
    /// The sine of `x` radians.
    @inlinable @inline(__always) package static func sin(_ x: Double) -> Double { platformSin(x) }
    /// The cosine of `x` radians.
    @inlinable @inline(__always) package static func cos(_ x: Double) -> Double { platformCos(x) }
    /// The hyperbolic sine of `x`.
    @inlinable @inline(__always) package static func sinh(_ x: Double) -> Double { platformSinh(x) }
    /// The hyperbolic cosine of `x`.
    @inlinable @inline(__always) package static func cosh(_ x: Double) -> Double { platformCosh(x) }
    /// The base-10 logarithm of `x`.
    @inlinable @inline(__always) package static func log10(_ x: Double) -> Double { platformLog10(x) }
    /// `x` raised to `y`.
    @inlinable @inline(__always) package static func pow(_ x: Double, _ y: Double) -> Double {
        platformPow(x, y)
    }
    /// The angle of the point (`x`, `y`), in radians.
    @inlinable @inline(__always) package static func atan2(_ y: Double, _ x: Double) -> Double {
        platformAtan2(y, x)
    }
}

// The C functions under names that cannot clash with the static members above (internal and
// inlinable, so that the members above can be inlined into other modules).
@inlinable @inline(__always) func platformExp(_ x: Double) -> Double { exp(x) }
@inlinable @inline(__always) func platformLog(_ x: Double) -> Double { log(x) }
@inlinable @inline(__always) func platformSin(_ x: Double) -> Double { sin(x) }
@inlinable @inline(__always) func platformCos(_ x: Double) -> Double { cos(x) }
@inlinable @inline(__always) func platformSinh(_ x: Double) -> Double { sinh(x) }
@inlinable @inline(__always) func platformCosh(_ x: Double) -> Double { cosh(x) }
@inlinable @inline(__always) func platformLog10(_ x: Double) -> Double { log10(x) }
@inlinable @inline(__always) func platformPow(_ x: Double, _ y: Double) -> Double { pow(x, y) }
@inlinable @inline(__always) func platformAtan2(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
