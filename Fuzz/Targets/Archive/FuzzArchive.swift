@testable import EffectsInterchange

/// Fuzz target: the dotLottie archive reader and its DEFLATE inflater, on bytes the Lottie target
/// seldom reaches whole (a zip's directory, local headers, CRC-32s and Huffman codes).
///
/// The input is one archive, also inflated as a raw DEFLATE stream. Checked besides "no crash and
/// no hang": what is read stays within the limit, and every refusal is a sentence, never a Swift
/// enum's text.
enum ArchiveTarget {
    /// A limit far below the reader's own, so that bombs are refused quickly.
    static let limit = 1 << 20

    static func run(_ bytes: UnsafeBufferPointer<UInt8>) {
        let input = Array(bytes)
        do {
            let animation = try DotLottieReader.animation(in: input, limit: limit)
            FuzzInput.require(animation.json.count <= limit, "\(animation.json.count) bytes past the limit")
            FuzzInput.require(!animation.name.isEmpty, "an animation without a name")
        } catch {
            worded(error.description, "archive")
        }
        do {
            let inflated = try Inflater.inflate(input, limit: limit)
            FuzzInput.require(inflated.count <= limit, "inflated \(inflated.count) bytes past the limit")
        } catch {
            worded(error.description, "inflate")
        }
    }

    /// Requires a refusal in words: not empty, and not an enum case's text such as `tooLarge(limit: 5)`.
    static func worded(_ message: String, _ what: String) {
        FuzzInput.requireMessage(message, what)
        FuzzInput.require(
            !message.contains("(limit:") && !message.hasPrefix("invalid(\""), "\(what): \(message)")
    }
}

/// libFuzzer's entry point.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    ArchiveTarget.run(UnsafeBufferPointer(start: data, count: size))
    return 0
}
