/// A polyline through samples of a curve that stays within a tolerance of it: how springs become
/// `linear()` stops and spline tracks become keyframes.
///
/// The curve is sampled on a fine grid; the polyline keeps the grid points it needs, each segment
/// reaching as far as it can while every grid point it spans stays within the tolerance. The error is
/// then measured on a grid eight times finer, so the figure reported is the error found between the
/// kept points too, not only at them.
struct PolylineFit {
    /// The kept inputs, in 0...1, first 0 and last 1.
    let inputs: [Double]
    /// The curve's value at each kept input, one array of components each.
    let outputs: [[Double]]
    /// The largest difference between the polyline and the curve found, per component's scale.
    let largestError: Double

    /// The grid the points are chosen on.
    static let gridSize = 8192
    /// The most points a fit may keep before it counts as failed: `linear()` stops or keyframes.
    static let maximumPoints = 4096

    /// Fits `curve` (a vector function on 0...1) within `tolerance` in every component; `nil` when
    /// no polyline of at most ``maximumPoints`` points does, or when the curve is not finite at a
    /// point of the grid (no polyline is within a tolerance of `nan`).
    ///
    /// `breaks` are inputs the polyline must keep (where the curve has a corner or a jump).
    init?(
        tolerance: Double, gridSize size: Int = PolylineFit.gridSize,
        maximumPoints: Int = PolylineFit.maximumPoints,
        breaks: [Double] = [], curve: (Double) -> [Double]
    ) {
        var grid = (0...size).map { Double($0) / Double(size) }
        grid += breaks.filter { $0 > 0 && $0 < 1 }
        grid.sort()
        let values = grid.map(curve)
        guard values.allSatisfy({ $0.allSatisfy(\.isFinite) }) else { return nil }
        var budget = tolerance * 0.5
        for _ in 0..<6 {
            let kept = PolylineFit.keep(grid: grid, values: values, tolerance: budget, breaks: Set(breaks))
            guard kept.count <= maximumPoints else { return nil }
            let inputs = kept.map { grid[$0] }
            let outputs = kept.map { values[$0] }
            let error = PolylineFit.measure(inputs: inputs, outputs: outputs, grid: size, curve: curve)
            if error <= tolerance {
                self.inputs = inputs
                self.outputs = outputs
                largestError = error
                return
            }
            budget /= 4
        }
        return nil
    }

    /// The indexes of the grid points to keep: greedy, each segment as long as it stays within
    /// `tolerance` at every grid point it spans.
    ///
    /// The values are read from one flat buffer: a segment over a settled spring spans thousands of
    /// grid points and is checked again at each one it grows by, so this loop is the fit's cost.
    private static func keep(grid: [Double], values: [[Double]], tolerance: Double, breaks: Set<Double>)
        -> [Int]
    {
        let width = values.first?.count ?? 0
        // Every sample has the curve's components; should one not, every point is kept.
        guard values.allSatisfy({ $0.count == width }) else { return Array(grid.indices) }
        let flat = values.flatMap { $0 }
        return grid.withUnsafeBufferPointer { grid in
            flat.withUnsafeBufferPointer { flat in
                var kept = [0]
                var start = 0
                while start < grid.count - 1 {
                    var end = start + 1
                    var candidate = end + 1
                    while candidate < grid.count && !breaks.contains(grid[candidate - 1])
                        && fits(start, candidate, grid, flat, width, tolerance)
                    {
                        end = candidate
                        candidate += 1
                    }
                    kept.append(end)
                    start = end
                }
                return kept
            }
        }
    }

    /// Whether the chord from grid point `start` to `end` stays within `tolerance` of every point
    /// between; `values` holds `width` components a grid point.
    private static func fits(
        _ start: Int, _ end: Int, _ grid: UnsafeBufferPointer<Double>, _ values: UnsafeBufferPointer<Double>,
        _ width: Int, _ tolerance: Double
    ) -> Bool {
        let span = grid[end] - grid[start]
        guard span > 0 else { return false }
        for index in (start + 1)..<end {
            let amount = (grid[index] - grid[start]) / span
            for component in 0..<width {
                let a = values[start * width + component]
                let b = values[end * width + component]
                if abs(a + (b - a) * amount - values[index * width + component]) > tolerance { return false }
            }
        }
        return true
    }

    /// The largest difference between the polyline and the curve on a grid eight times finer than
    /// the fitting grid, within each segment.
    private static func measure(
        inputs: [Double], outputs: [[Double]], grid: Int, curve: (Double) -> [Double]
    ) -> Double {
        var largest = 0.0
        for segment in 0..<(inputs.count - 1) {
            let (from, to) = (inputs[segment], inputs[segment + 1])
            let steps = max(8, Int(((to - from) * Double(grid * 8)).rounded(.up)))
            for step in 1..<steps {
                let amount = Double(step) / Double(steps)
                let value = curve(from + (to - from) * amount)
                for component in value.indices {
                    let a = outputs[segment][component]
                    let b = outputs[segment + 1][component]
                    largest = max(largest, abs(a + (b - a) * amount - value[component]))
                }
            }
        }
        return largest
    }
}
