/// The pixel rectangle of one plot area.
struct PanelFrame: Equatable, Sendable {
    /// The left edge.
    let left: Double
    /// The top edge.
    let top: Double
    /// The width.
    let width: Double
    /// The height.
    let height: Double

    /// The right edge.
    var right: Double { left + width }
    /// The bottom edge.
    var bottom: Double { top + height }

    /// The pixel row of a value at `fraction` of the axis (0 at the bottom, 1 at the top).
    func y(_ fraction: Double) -> Double { bottom - fraction * height }
}
