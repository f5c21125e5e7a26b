#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#elseif canImport(ucrt)
    import ucrt
#endif

/// The few C math functions the core needs, behind one name so only this file imports the platform's
/// C library (the standard library has no `exp` or `sin`, and the core stays free of Foundation).
///
/// Package-wide, so the other library targets (EffectGraphics, EffectDSL's built-in functions) need no
/// platform import of their own.
package enum Math {
    /// e raised to `x`.
    @inline(__always) package static func exp(_ x: Double) -> Double { platformExp(x) }
    /// The natural logarithm of `x`.
    @inline(__always) package static func log(_ x: Double) -> Double { platformLog(x) }
    /// The sine of `x` radians.
    @inline(__always) package static func sin(_ x: Double) -> Double { platformSin(x) }
    /// The cosine of `x` radians.
    @inline(__always) package static func cos(_ x: Double) -> Double { platformCos(x) }
    /// The hyperbolic sine of `x`.
    @inline(__always) package static func sinh(_ x: Double) -> Double { platformSinh(x) }
    /// The hyperbolic cosine of `x`.
    @inline(__always) package static func cosh(_ x: Double) -> Double { platformCosh(x) }
    /// The base-10 logarithm of `x`.
    @inline(__always) package static func log10(_ x: Double) -> Double { platformLog10(x) }
    /// `x` raised to `y`.
    @inline(__always) package static func pow(_ x: Double, _ y: Double) -> Double { platformPow(x, y) }
    /// The angle of the point (`x`, `y`), in radians.
    @inline(__always) package static func atan2(_ y: Double, _ x: Double) -> Double { platformAtan2(y, x) }
}

// The C functions under names that cannot clash with the static members above.
@inline(__always) private func platformExp(_ x: Double) -> Double { exp(x) }
@inline(__always) private func platformLog(_ x: Double) -> Double { log(x) }
@inline(__always) private func platformSin(_ x: Double) -> Double { sin(x) }
@inline(__always) private func platformCos(_ x: Double) -> Double { cos(x) }
@inline(__always) private func platformSinh(_ x: Double) -> Double { sinh(x) }
@inline(__always) private func platformCosh(_ x: Double) -> Double { cosh(x) }
@inline(__always) private func platformLog10(_ x: Double) -> Double { log10(x) }
@inline(__always) private func platformPow(_ x: Double, _ y: Double) -> Double { pow(x, y) }
@inline(__always) private func platformAtan2(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
