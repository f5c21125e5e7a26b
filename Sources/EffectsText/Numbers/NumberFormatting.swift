/// Formats doubles as bytes, without Foundation and independent of the locale.
///
/// Two styles (see `NumberStyle`): the shortest round-trip decimal, and fixed digits after the
/// point. Neither ever prints "-0": a negative zero, or a negative number that rounds to zero, prints
/// as zero. Non-finite values print as "nan", "inf" and "-inf" (which `Double(String)` reads back);
/// the table writers print an empty cell or JSON `null` for them instead.
public enum NumberFormatting {
    /// Appends the text of `value` in `style` to `bytes`.
    public static func append(_ value: Double, style: NumberStyle, to bytes: inout [UInt8]) {
        guard value.isFinite else {
            appendNonFinite(value, to: &bytes)
            return
        }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: scratchCapacity) { scratch in
            guard let base = scratch.baseAddress else { return }
            if let count = write(value, style: style, to: base) {
                bytes.append(contentsOf: UnsafeBufferPointer(start: base, count: count))
            } else {
                appendLargeFixed(value, digits: style.clampedFixedDigits ?? 0, to: &bytes)
            }
        }
    }

    /// The text of `value` in `style` as a string.
    public static func string(_ value: Double, style: NumberStyle = .shortest) -> String {
        var bytes: [UInt8] = []
        append(value, style: style, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The bytes `write(_:style:to:)` may use; every shortest text and every fixed text of a value
    /// below 2^64 fits.
    @inlinable package static var scratchCapacity: Int { 64 }

    /// Writes finite `value` in `style` to `out` (room for `scratchCapacity` bytes) and returns the
    /// byte count, or `nil` when the fixed text of a value of 2^64 or more is too long for the
    /// scratch space (then `appendLargeFixed` prints it).
    @inline(__always)
    package static func write(_ value: Double, style: NumberStyle, to out: UnsafeMutablePointer<UInt8>)
        -> Int?
    {
        switch style {
        case .shortest: return writeShortest(value, to: out)
        case .fixed(let digits):
            return writeFixed(value, digits: min(max(digits, 0), NumberStyle.maximumFixedDigits), to: out)
        }
    }

    /// Appends "nan", "inf" or "-inf".
    static func appendNonFinite(_ value: Double, to bytes: inout [UInt8]) {
        if value.isNaN {
            bytes.append(contentsOf: "nan".utf8)
        } else {
            bytes.append(contentsOf: value < 0 ? "-inf".utf8 : "inf".utf8)
        }
    }
}
