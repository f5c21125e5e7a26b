/// fxkit layer names made from a format's own (a Lottie layer's `nm`, a page element's id or
/// classes): identifiers (an ASCII letter, then letters, digits, `-` and `_`), each unique in its
/// effect.
///
/// Letters and digits are kept (lowercase), every other run of characters becomes one `-`:
/// "Shape Layer 1" is `shape-layer-1`. A name that would not start with a letter gets `layer-` (or
/// the caller's prefix) in front; a name already taken gets `-2`, `-3`, … after it, in file order.
struct LayerNames: Sendable {
    /// The names given so far.
    private var taken: Set<String> = []
    /// For each identifier made unique before, the number to try next: every number below it is
    /// taken, so a file of 5,000 layers of one name costs a lookup each, not a search from 2.
    private var nextNumber: [String: Int] = [:]

    /// The identifier of `name`, or `fallback` when nothing of it is left.
    static func identifier(_ name: String, prefix: String = "layer") -> String {
        var text = ""
        var pendingDash = false
        for scalar in name.unicodeScalars {
            let isLetter = ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
            if isLetter || ("0"..."9").contains(scalar) || scalar == "_" {
                if pendingDash && !text.isEmpty { text += "-" }
                pendingDash = false
                text += String(scalar).lowercased()
            } else {
                pendingDash = true
            }
        }
        guard let first = text.unicodeScalars.first, ("a"..."z").contains(first) else {
            return text.isEmpty ? prefix : prefix + "-" + text
        }
        return text
    }

    /// A unique identifier for `name`.
    mutating func unique(_ name: String) -> String {
        let base = Self.identifier(name)
        var candidate = base
        var number = nextNumber[base] ?? 2
        while taken.contains(candidate) {
            candidate = "\(base)-\(number)"
            number += 1
        }
        if candidate != base { nextNumber[base] = number }
        taken.insert(candidate)
        return candidate
    }
}
