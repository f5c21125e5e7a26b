#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The C library's trigonometry, in one place (the standard library has none).
enum Math {
    /// The sine of an angle in radians.
    static func sin(_ x: Double) -> Double { cLibrarySin(x) }
    /// The cosine of an angle in radians.
    static func cos(_ x: Double) -> Double { cLibraryCos(x) }
    /// The angle of the point (x, y), in radians.
    static func atan2(_ y: Double, _ x: Double) -> Double { cLibraryAtan2(y, x) }
}

private func cLibrarySin(_ x: Double) -> Double { sin(x) }
private func cLibraryCos(_ x: Double) -> Double { cos(x) }
private func cLibraryAtan2(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
