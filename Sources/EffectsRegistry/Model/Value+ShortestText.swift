import EffectsText

extension Value {
    /// The value as listings and `.fx` source write it: a scalar as its shortest round-trip number,
    /// a vector as `(x, y)`.
    ///
    /// Whole numbers have no fraction (`1`, not Swift's `1.0`) and `-0` is `0`, so the text reads
    /// back as a literal of the same value; ``description`` is the same text.
    public var shortestText: String {
        count == 1
            ? NumberText.shortest(x)
            : "(" + components.map(NumberText.shortest).joined(separator: ", ") + ")"
    }

    /// The value as findings show it, each number rounded to at most `digits` decimals:
    /// `0.1378`, `(90, -20)`.
    package func roundedText(digits: Int) -> String {
        count == 1
            ? NumberText.rounded(x, digits: digits)
            : "(" + components.map { NumberText.rounded($0, digits: digits) }.joined(separator: ", ") + ")"
    }
}
