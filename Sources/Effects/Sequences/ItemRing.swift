/// The items a gallery or deck shows, `0..<count`, and whether stepping past an end wraps around.
public struct ItemRing: Hashable, Sendable {
    /// How many items there are, 1 or more.
    public let count: Int
    /// Whether stepping past the last item comes back to the first, and the other way round.
    public let wraps: Bool

    /// A ring of `count` items; ``EffectSequence`` checks that `count` is 1 or more.
    public init(count: Int, wraps: Bool) {
        self.count = count
        self.wraps = wraps
    }

    /// The item `offset` places from `item`: `(item + offset) mod count` when wrapping, otherwise
    /// `nil` past either end.
    public func item(_ item: Int, offset: Int) -> Int? {
        guard count > 0 else { return nil }
        let (sum, overflow) = item.addingReportingOverflow(offset)
        guard !overflow else { return nil }
        if wraps {
            let remainder = sum % count
            return remainder < 0 ? remainder + count : remainder
        }
        return (0..<count).contains(sum) ? sum : nil
    }
}
