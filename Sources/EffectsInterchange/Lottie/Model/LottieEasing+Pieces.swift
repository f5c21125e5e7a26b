extension LottieEasing {
    /// Whether the progress never runs back (both handles' y within 0…1), so each progress is
    /// reached at one parameter.
    var progressIsMonotonic: Bool { (0...1).contains(y1) && (0...1).contains(y2) }

    /// The parameter where the progress is `progress` (0…1), for a monotonic progress: Newton
    /// steps kept inside a shrinking bracket, to a double's resolution.
    func parameter(atProgress progress: Double) -> Double {
        var (low, high) = (0.0, 1.0)
        var s = progress
        for _ in 0..<64 {
            let u = 1 - s
            let value = 3 * u * u * s * y1 + 3 * u * s * s * y2 + s * s * s - progress
            if abs(value) <= 1e-15 { return s }
            if value < 0 { low = s } else { high = s }
            let slope = 3 * u * u * y1 + 6 * u * s * (y2 - y1) + 3 * s * s * (1 - y2)
            var next = slope > 0 ? s - value / slope : (low + high) / 2
            if !(next > low && next < high) { next = (low + high) / 2 }
            if high - low <= 1e-16 { return next }
            s = next
        }
        return s
    }

    /// The curve between parameters `a` and `b`, stretched back to (0, 0)…(1, 1): the easing of a
    /// key segment that covers that stretch of this one, exactly; `nil` when the stretch changes no
    /// time or progress, or its handles' time would leave 0…1.
    func piece(fromParameter a: Double, toParameter b: Double) -> LottieEasing? {
        // The blossom of the cubic whose control points are (0, 0), (x1, y1), (x2, y2), (1, 1).
        func blossom(_ t1: Double, _ t2: Double, _ t3: Double) -> (x: Double, y: Double) {
            func along(_ a: Double, _ b: Double, _ t: Double) -> Double { a + (b - a) * t }
            let x = along(
                along(along(0, x1, t1), along(x1, x2, t1), t2),
                along(along(x1, x2, t1), along(x2, 1, t1), t2), t3)
            let y = along(
                along(along(0, y1, t1), along(y1, y2, t1), t2),
                along(along(y1, y2, t1), along(y2, 1, t1), t2), t3)
            return (x, y)
        }
        let (start, first, second, end) = (
            blossom(a, a, a), blossom(a, a, b), blossom(a, b, b), blossom(b, b, b)
        )
        let width = end.x - start.x
        let height = end.y - start.y
        guard width > 0, height > 0 else { return nil }
        let piece = LottieEasing(
            x1: (first.x - start.x) / width, y1: (first.y - start.y) / height,
            x2: (second.x - start.x) / width, y2: (second.y - start.y) / height)
        guard (0...1).contains(piece.x1), (0...1).contains(piece.x2) else { return nil }
        return piece
    }
}
