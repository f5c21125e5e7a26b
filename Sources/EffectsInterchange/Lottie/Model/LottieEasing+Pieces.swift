extension LottieEasing {
    /// The parameters in 0…1, in order, where the progress crosses 0 or 1 (an overshooting
    /// easing's): sign changes on 256 steps, each bisected to a double's resolution.
    func progressCrossings() -> [Double] {
        guard !((0...1).contains(y1) && (0...1).contains(y2)) else { return [] }
        var crossings: [Double] = []
        for level in [0.0, 1.0] {
            func above(_ s: Double) -> Bool { point(s).y > level }
            for step in 1..<256 {
                var (low, high) = (Double(step - 1) / 256, Double(step) / 256)
                // The ends are on the levels already: only crossings inside count.
                guard above(low) != above(high), level == 0 ? low > 0 : high < 1 else { continue }
                let rising = above(high)
                for _ in 0..<60 {
                    let middle = (low + high) / 2
                    if above(middle) == rising { high = middle } else { low = middle }
                }
                crossings.append(high)
            }
        }
        return crossings.sorted()
    }

    /// The time handles of the curve between parameters `a` and `b`, stretched back to 0…1: the
    /// x handles of a key segment that covers that stretch of this one, exactly (the time of a
    /// cubic's piece is a cubic of the piece's own parameter); `nil` when the stretch takes no
    /// time or its handles would leave 0…1.
    func timeHandles(fromParameter a: Double, toParameter b: Double) -> (x1: Double, x2: Double)? {
        let (start, first, second, end) = Self.piece(of: (x1, x2), from: a, to: b)
        let width = end - start
        guard width > 0 else { return nil }
        let handles = (x1: (first - start) / width, x2: (second - start) / width)
        guard (0...1).contains(handles.x1), (0...1).contains(handles.x2) else { return nil }
        return handles
    }

    /// The progress handles of the curve between parameters `a` and `b`, stretched by the
    /// progress it makes there: with ``timeHandles(fromParameter:toParameter:)``, the easing of a
    /// key segment that covers that stretch of this one exactly; `nil` when the progress does not
    /// change there.
    func progressHandles(fromParameter a: Double, toParameter b: Double) -> (y1: Double, y2: Double)? {
        let (start, first, second, end) = Self.piece(of: (y1, y2), from: a, to: b)
        let height = end - start
        guard height != 0 else { return nil }
        return ((first - start) / height, (second - start) / height)
    }

    /// The control values, between parameters `a` and `b`, of one coordinate of the curve whose
    /// control values are 0, `handles` and 1: the blossom at (a, a, a), (a, a, b), (a, b, b) and
    /// (b, b, b).
    private static func piece(of handles: (Double, Double), from a: Double, to b: Double) -> (
        Double, Double, Double, Double
    ) {
        func blossom(_ t1: Double, _ t2: Double, _ t3: Double) -> Double {
            func along(_ a: Double, _ b: Double, _ t: Double) -> Double { a + (b - a) * t }
            let (c1, c2) = handles
            return along(
                along(along(0, c1, t1), along(c1, c2, t1), t2),
                along(along(c1, c2, t1), along(c2, 1, t1), t2), t3)
        }
        return (blossom(a, a, a), blossom(a, a, b), blossom(a, b, b), blossom(b, b, b))
    }
}
