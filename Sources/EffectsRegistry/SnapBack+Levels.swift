import EffectsText

extension SnapBack {
    /// The jump between the numbers of a property's columns just `before` and `after` the end: a
    /// `Value` for up to four numbers, the matrices of a `transform` track for sixteen; `nil` for
    /// any other count.
    ///
    /// The value before is rounded to a millionth (it is the slope times an instant).
    init?(address: TrackAddress, time: Double, before: [Double], after: [Double]) {
        let rounded = before.map { ($0 * 1e6).rounded() / 1e6 }
        self.address = address
        self.time = time
        if before.count == 16, after.count == 16, let from = Matrix3D(entries: rounded),
            let to = Matrix3D(entries: after)
        {
            (self.from, self.to, self.fromMatrix, self.toMatrix) = (nil, nil, from, to)
            return
        }
        guard let from = Value(components: rounded), let to = Value(components: after) else { return nil }
        (self.from, self.to, self.fromMatrix, self.toMatrix) = (from, to, nil, nil)
    }

    /// The value before as findings word it: `0.1378`, `(90, -20)`, or for a transform its
    /// matrix in CSS (`matrix(0, 1, -1, 0, 0, 0)`, `none` for the identity).
    var fromText: String { Self.text(from, fromMatrix) }

    /// The value after, as ``fromText``.
    var toText: String { Self.text(to, toMatrix) }

    private static func text(_ value: Value?, _ matrix: Matrix3D?) -> String {
        if let value { return value.roundedText(digits: 4) }
        guard let matrix else { return "?" }
        return roundedText(matrix)
    }

    /// A matrix as CSS writes it, each entry to at most 4 decimals: `none` for the identity,
    /// `matrix(a, b, c, d, e, f)` when it is 2D, `matrix3d(…)` otherwise.
    private static func roundedText(_ matrix: Matrix3D) -> String {
        func text(_ numbers: [Double]) -> [String] { numbers.map { NumberText.rounded($0, digits: 4) } }
        let entries = text(matrix.entries)
        if entries == text(Matrix3D.identity.entries) { return "none" }
        guard matrix.is2D else { return "matrix3d(" + entries.joined(separator: ", ") + ")" }
        let six = text([matrix.m11, matrix.m12, matrix.m21, matrix.m22, matrix.m41, matrix.m42])
        return "matrix(" + six.joined(separator: ", ") + ")"
    }
}
