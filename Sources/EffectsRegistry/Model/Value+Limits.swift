extension Value {
    /// The largest magnitude of a property value or transform argument an effect may write: 10¹⁵.
    ///
    /// The sampler is proven finite for values up to it at any time up to 10⁹ s (the `timeline`
    /// fuzz target), with room above the viewport's largest size (10⁹ points) for the lengths an
    /// effect derives from it; no sum or product of a few such values — a transform's matrix, an
    /// interpolation, an export's fit — overflows. A finite 1.7e308 used to leave a `nan` in an
    /// exported `matrix3d()`. The CSS and Lottie readers hold the numbers of their files to a
    /// tighter 10⁹.
    public static let magnitudeLimit = 1e15

    /// The largest magnitude among the components.
    public var magnitude: Double { Swift.max(x.magnitude, y.magnitude, z.magnitude, w.magnitude) }
}
