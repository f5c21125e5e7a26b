/// Decompresses DEFLATE data (RFC 1951: stored, fixed and dynamic Huffman blocks), as a zip's
/// deflated entries hold it, bounded: more output than the limit, or data that is cut or invalid, is
/// an error, never a crash.
///
/// Codes are decoded length by length from the counts of each code length (the canonical code's
/// structure, as zlib's `puff` does), which needs no lookup tables.
struct Inflater {
    /// Why data does not inflate.
    enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
        /// The data ends inside a block.
        case truncated
        /// A block type, code, length or distance DEFLATE does not have.
        case invalid(String)
        /// The output would pass the limit.
        case tooLarge(limit: Int)

        /// The failure in words, lowercase: "it would inflate to more than 67108864 bytes, …".
        var description: String {
            switch self {
            case .truncated: "its compressed data ends inside a block"
            case .invalid(let what): "its compressed data holds \(what), which DEFLATE does not have"
            case .tooLarge(let limit):
                "it would inflate to more than \(limit) bytes, the most the reader takes"
            }
        }
    }

    /// A canonical Huffman code: how many codes of each length (1…15), and the symbols by code.
    private struct Code {
        var counts = [Int](repeating: 0, count: 16)
        var symbols: [Int] = []

        /// The code of `lengths` (one per symbol, 0 for an unused one).
        init(_ lengths: [Int]) throws(Failure) {
            for length in lengths { counts[length] += 1 }
            counts[0] = 0
            var left = 1
            for length in 1...15 {
                left = left * 2 - counts[length]
                guard left >= 0 else { throw .invalid("an over-subscribed code") }
            }
            var offsets = [Int](repeating: 0, count: 16)
            for length in 1..<15 { offsets[length + 1] = offsets[length] + counts[length] }
            symbols = [Int](repeating: 0, count: lengths.count)
            for (symbol, length) in lengths.enumerated() where length != 0 {
                symbols[offsets[length]] = symbol
                offsets[length] += 1
            }
        }
    }

    private let input: [UInt8]
    private var byte = 0
    private var bit = 0
    private let limit: Int
    private var output: [UInt8] = []

    private static let lengthBase = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163,
        195, 227, 258,
    ]
    private static let lengthExtra = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    private static let distanceBase = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073,
        4097, 6145, 8193, 12289, 16385, 24577,
    ]
    private static let distanceExtra = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]
    private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// The inflation of `data`, at most `limit` bytes.
    static func inflate(_ data: [UInt8], limit: Int) throws(Failure) -> [UInt8] {
        var inflater = Inflater(input: data, limit: limit)
        var last = false
        while !last {
            last = try inflater.bits(1) == 1
            switch try inflater.bits(2) {
            case 0: try inflater.stored()
            case 1:
                let fixed = try Self.fixed.get()
                try inflater.block(fixed.literals, fixed.distances)
            case 2:
                let (literals, distances) = try inflater.dynamicCodes()
                try inflater.block(literals, distances)
            default: throw .invalid("block type 3")
            }
        }
        return inflater.output
    }

    private init(input: [UInt8], limit: Int) {
        self.input = input
        self.limit = limit
    }

    /// `count` bits, the first read the lowest.
    private mutating func bits(_ count: Int) throws(Failure) -> Int {
        var value = 0
        for index in 0..<count {
            guard byte < input.count else { throw .truncated }
            value |= Int((input[byte] >> UInt8(bit)) & 1) << index
            bit += 1
            if bit == 8 { (bit, byte) = (0, byte + 1) }
        }
        return value
    }

    /// One symbol of `code`.
    private mutating func decode(_ code: Code) throws(Failure) -> Int {
        var (value, first, index) = (0, 0, 0)
        for length in 1...15 {
            value |= try bits(1)
            let count = code.counts[length]
            if value - count < first {
                let position = index + (value - first)
                guard position >= 0, position < code.symbols.count else { throw .invalid("a code") }
                return code.symbols[position]
            }
            index += count
            first = (first + count) << 1
            value <<= 1
        }
        throw .invalid("a code longer than 15 bits")
    }

    /// A stored block: its length, its length's complement, its bytes.
    private mutating func stored() throws(Failure) {
        if bit != 0 { (bit, byte) = (0, byte + 1) }
        guard byte + 4 <= input.count else { throw .truncated }
        let length = Int(input[byte]) | Int(input[byte + 1]) << 8
        let complement = Int(input[byte + 2]) | Int(input[byte + 3]) << 8
        guard length == ~complement & 0xFFFF else { throw .invalid("a stored block's length") }
        byte += 4
        guard byte + length <= input.count else { throw .truncated }
        guard output.count + length <= limit else { throw .tooLarge(limit: limit) }
        output += input[byte..<(byte + length)]
        byte += length
    }

    /// The fixed codes of block type 1.
    private static let fixed: Result<(literals: Code, distances: Code), Failure> = {
        do throws(Failure) {
            let literals = try Code(
                Array(repeating: 8, count: 144) + Array(repeating: 9, count: 112)
                    + Array(repeating: 7, count: 24)
                    + Array(repeating: 8, count: 8))
            return .success((literals, try Code(Array(repeating: 5, count: 30))))
        } catch {
            return .failure(error)
        }
    }()

    /// The codes a dynamic block starts with.
    private mutating func dynamicCodes() throws(Failure) -> (Code, Code) {
        let literalCount = try bits(5) + 257
        let distanceCount = try bits(5) + 1
        let lengthCount = try bits(4) + 4
        guard literalCount <= 286, distanceCount <= 30 else { throw .invalid("a dynamic block's counts") }
        var lengths = [Int](repeating: 0, count: 19)
        for index in 0..<lengthCount { lengths[Self.codeLengthOrder[index]] = try bits(3) }
        let lengthCode = try Code(lengths)
        var all: [Int] = []
        while all.count < literalCount + distanceCount {
            let symbol = try decode(lengthCode)
            switch symbol {
            case 0...15: all.append(symbol)
            case 16:
                guard let previous = all.last else { throw .invalid("a repeat with nothing before it") }
                all += Array(repeating: previous, count: 3 + (try bits(2)))
            case 17: all += Array(repeating: 0, count: 3 + (try bits(3)))
            default: all += Array(repeating: 0, count: 11 + (try bits(7)))
            }
        }
        guard all.count == literalCount + distanceCount, all[256] != 0 else {
            throw .invalid("a dynamic block's lengths")
        }
        return (try Code(Array(all[..<literalCount])), try Code(Array(all[literalCount...])))
    }

    /// The symbols of a compressed block, up to its end (256).
    private mutating func block(_ literals: Code, _ distances: Code) throws(Failure) {
        while true {
            let symbol = try decode(literals)
            if symbol < 256 {
                guard output.count < limit else { throw .tooLarge(limit: limit) }
                output.append(UInt8(symbol))
                continue
            }
            if symbol == 256 { return }
            let index = symbol - 257
            guard index < Self.lengthBase.count else { throw .invalid("a length code") }
            let length = Self.lengthBase[index] + (try bits(Self.lengthExtra[index]))
            let distanceSymbol = try decode(distances)
            guard distanceSymbol < Self.distanceBase.count else { throw .invalid("a distance code") }
            let distance = Self.distanceBase[distanceSymbol] + (try bits(Self.distanceExtra[distanceSymbol]))
            guard distance <= output.count else { throw .invalid("a distance before the start") }
            guard output.count + length <= limit else { throw .tooLarge(limit: limit) }
            let start = output.count - distance
            for offset in 0..<length { output.append(output[start + offset]) }
        }
    }
}
