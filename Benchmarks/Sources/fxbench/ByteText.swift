/// Appends text and numbers to a byte buffer, for the generators (no String building per number).
struct ByteText {
    /// The bytes written so far.
    private(set) var bytes: [UInt8] = []

    /// Appends `text`.
    mutating func append(_ text: String) { bytes.append(contentsOf: text.utf8) }

    /// Appends `text` `count` times (indentation).
    mutating func repeated(_ text: String, _ count: Int) {
        for _ in 0..<count { append(text) }
    }

    /// Appends `value`, which has at most three decimals, in its shortest plain spelling
    /// ("12", "-0.5", "3.141").
    mutating func number(_ value: Double) {
        let thousandths = Int((value * 1000).rounded())
        if thousandths < 0 { bytes.append(UInt8(ascii: "-")) }
        let magnitude = abs(thousandths)
        append(String(magnitude / 1000))
        var fraction = magnitude % 1000
        guard fraction != 0 else { return }
        bytes.append(UInt8(ascii: "."))
        var digits = 3
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        let text = String(fraction)
        for _ in text.count..<digits { bytes.append(UInt8(ascii: "0")) }
        append(text)
    }
}
