/// How many rows an export may ask for before it is refused: fitting is bounded, so no effect (an
/// endless repeat sampled at a fine tolerance, a fuzzed file) can make an export slow.
///
/// A row ``LottieRowCache`` already holds counts as well: the fitting done with each row, not only
/// the sampling, is the work bounded, and the refusals stay where they were before the cache.
final class LottieSampleBudget {
    private var remaining: Int
    private let limit: Int

    /// A budget of `limit` rows (``InterchangeOptions/sampleBudget``).
    init(limit: Int = InterchangeOptions.standardSampleBudget) {
        self.limit = limit
        self.remaining = limit
    }

    /// Takes one row from the budget, or refuses the export once it is spent.
    func spend() throws(InterchangeError) {
        guard remaining > 0 else { throw .tooComplex(samples: limit) }
        remaining -= 1
    }
}
