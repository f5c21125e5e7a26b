import EffectDSL

/// A JSON value with its path, read the way the Lottie reader reads fields: each accessor checks
/// the value's kind and range and throws a positioned problem that names the path.
struct LottieValue: Sendable {
    /// The largest magnitude a number may have: far beyond any coordinate, angle or frame of a
    /// real file, and small enough that no product or sum of a few of them overflows.
    static let largestMagnitude = 1e9

    /// The value.
    let node: JSONNode
    /// The document's top, from which ``path`` is found when a message needs it (paths are not
    /// kept: building one for every field read would cost the reader a third of its time).
    let root: JSONNode

    /// The document's top.
    init(root: JSONNode) {
        self.node = root
        self.root = root
    }

    private init(node: JSONNode, root: JSONNode) {
        self.node = node
        self.root = root
    }

    /// Where the value is.
    var path: JSONPath { root.path(toOffset: node.offset) }

    /// The member `key`, if the value is an object that has one.
    func member(_ key: String) -> LottieValue? {
        node[key].map { LottieValue(node: $0, root: root) }
    }

    /// Whether the value is an object with the member `key`.
    func has(_ key: String) -> Bool { node[key] != nil }

    /// The member `key`.
    ///
    /// - Throws: `lottie-value-invalid` when it is missing.
    func required(_ key: String, _ what: String) throws(LottieProblem) -> LottieValue {
        guard let value = member(key) else {
            throw LottieProblem(
                message: .lottieValueInvalid("'\(key)' (\(what)) is missing", at: path), offset: node.offset,
                path: path)
        }
        return value
    }

    /// The problem "expected `expected`, found …" about this value.
    func invalid(_ expected: String) -> LottieProblem {
        LottieProblem(
            message: .lottieValueInvalid("expected \(expected), found \(node.kindName)", at: path),
            offset: node.offset, path: path)
    }

    /// The problem `reason` (a refusal of something the import cannot read exactly) about this value.
    func refused(_ reason: String, hint: String) -> LottieProblem {
        LottieProblem(message: .lottieRefused(reason, at: path, hint: hint), offset: node.offset, path: path)
    }

    /// The number, finite and within ``largestMagnitude``; a one-element array counts as its element.
    func number() throws(LottieProblem) -> Double {
        if let elements = node.array, elements.count == 1 {
            return try LottieValue(node: elements[0], root: root).number()
        }
        guard let value = node.number else { throw invalid("a number") }
        return try checked(value)
    }

    /// The numbers of an array of numbers, or a number alone as one.
    func numbers() throws(LottieProblem) -> [Double] {
        if let value = node.number { return [try checked(value)] }
        guard let elements = node.array else { throw invalid("a number or an array of numbers") }
        var numbers: [Double] = []
        numbers.reserveCapacity(elements.count)
        for element in elements {
            guard let value = element.number else {
                throw LottieValue(node: element, root: root).invalid("a number")
            }
            numbers.append(try LottieValue(node: element, root: root).checked(value))
        }
        return numbers
    }

    /// The elements, each with its path.
    func array() throws(LottieProblem) -> [LottieValue] {
        guard let elements = node.array else { throw invalid("an array") }
        return elements.map { LottieValue(node: $0, root: root) }
    }

    /// The string.
    func string() throws(LottieProblem) -> String {
        guard let text = node.string else { throw invalid("a string") }
        return text
    }

    /// Whether a flag is set: `1`, `true`, or any nonzero number; `0`, `false` and `null` are not.
    var isSet: Bool {
        switch node.kind {
        case .bool(let flag): return flag
        case .number(let number): return number != 0
        default: return false
        }
    }

    /// `value`, unless it is beyond ``largestMagnitude``.
    private func checked(_ value: Double) throws(LottieProblem) -> Double {
        guard abs(value) <= Self.largestMagnitude else {
            throw LottieProblem(
                message: .lottieValueOutOfRange(
                    "the number \(DiagnosticMessage.number(value)) is beyond ±10⁹, more than any real file's coordinates or frames",
                    at: path), offset: node.offset, path: path)
        }
        return value
    }
}
