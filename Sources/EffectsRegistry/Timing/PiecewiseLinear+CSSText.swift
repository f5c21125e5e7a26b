import EffectsText

extension PiecewiseLinear {
    /// `linear(…)` with one stop per point, leaving out every percentage the resolution rules put back
    /// exactly (a first 0%, a last 100%, evenly spaced runs): `linear(0, 0.25 75%, 1)`.
    ///
    /// Reads back as an equal function when the inputs came from percentages (p / 100), as they do
    /// from text: those are the ones written, and the evenly spaced runs are left out.
    var cssText: String {
        let written = writtenInputs()
        let stops = points.indices.map { index in
            let output = NumberText.shortest(points[index].output)
            return written[index]
                ? output + " " + NumberText.percent(points[index].input, readBy: .dividingBy100) : output
        }
        return "linear(" + stops.joined(separator: ", ") + ")"
    }

    /// For each point, whether its input must be written; the rest are put back exactly by the rules.
    ///
    /// Left to right, each run of points is left out as long as it can be: for a run starting at
    /// `index` after the last written point, every later point is tried as its right end, longest
    /// first, checking the run's first point before the whole run so most tries cost O(1).
    func writtenInputs() -> [Bool] {
        let last = points.count - 1
        var written = [Bool](repeating: true, count: points.count)
        written[0] = points[0].input != 0
        // The last point whose input is known: written, or the first (which resolves to 0 or its own).
        var anchor = 0
        var index = 1
        while index <= last {
            if index == last {
                // A last input left out becomes the larger of 1 and the largest input before it.
                written[last] = points[last].input != max(1, points[anchor].input)
                break
            }
            var end: Int?
            for candidate in stride(from: last, to: index, by: -1)
            where spreads(from: anchor, to: candidate, matchesFrom: index, through: index)
                && spreads(from: anchor, to: candidate, matchesFrom: index, through: candidate - 1)
            {
                end = candidate
                break
            }
            guard let end else {
                anchor = index
                index += 1
                continue
            }
            for skipped in index..<end {
                written[skipped] = false
            }
            if end == last {
                written[last] = points[last].input != max(1, points[anchor].input)
                break
            }
            anchor = end
            index = end + 1
        }
        return written
    }

    /// Whether spreading inputs evenly between points `start` and `end` (as `resolve` does) gives
    /// exactly the inputs of points `first...through`.
    private func spreads(from start: Int, to end: Int, matchesFrom first: Int, through: Int) -> Bool {
        let low = points[start].input
        let high = points[end].input
        let gap = Double(end - start)
        return (first...through).allSatisfy { index in
            low + (high - low) * Double(index - start) / gap == points[index].input
        }
    }
}
