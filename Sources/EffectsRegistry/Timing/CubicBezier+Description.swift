import EffectsText

extension CubicBezier: CustomStringConvertible, CustomDebugStringConvertible {
    /// The curve as CSS writes it: `ease` for the named curves, else `cubic-bezier(x1, y1, x2, y2)`.
    ///
    /// Without it, printing a curve (in a test's argument list or a debugger) would show only its
    /// storage reference, since the control points live there.
    public var description: String { cssText }

    /// The control points, for debugging: `CubicBezier(0.25, 0.1, 0.25, 1)`.
    public var debugDescription: String {
        "CubicBezier(" + [x1, y1, x2, y2].map(NumberText.shortest).joined(separator: ", ") + ")"
    }
}
