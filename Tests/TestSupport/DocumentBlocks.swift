import Foundation

/// The fenced code blocks of a page of `docs/`, so that tests can run what a page shows and compare
/// what it prints.
public struct DocumentBlocks: Sendable {
    /// One fenced block: its tag (`csv`, `svg`, or empty for `.fx` source) and its lines.
    public struct Block: Sendable, Equatable {
        /// The word after the opening fence.
        public var tag: String
        /// The text between the fences, lines joined by line breaks, without a final one.
        public var text: String
    }

    /// The blocks in page order.
    public let blocks: [Block]

    /// The blocks of the page at `relativePath` from the repository root (empty when it cannot be
    /// read, which the tests' expectations then report).
    public init(_ relativePath: String) {
        let data = FileManager.default.contents(atPath: Repository.path(relativePath)) ?? Data()
        var blocks: [Block] = []
        var current: [Substring]?
        var tag = ""
        for line in String(decoding: data, as: UTF8.self).split(
            separator: "\n", omittingEmptySubsequences: false)
        {
            if line.hasPrefix("```") {
                if let lines = current {
                    blocks.append(Block(tag: tag, text: lines.joined(separator: "\n")))
                    current = nil
                } else {
                    tag = String(line.dropFirst(3))
                    current = []
                }
            } else {
                current?.append(line)
            }
        }
        self.blocks = blocks
    }

    /// The untagged block that contains `marker`, then the blocks after it, up to `count` in all.
    public func blocks(from marker: String, count: Int) -> [Block] {
        guard let start = blocks.firstIndex(where: { $0.tag.isEmpty && $0.text.contains(marker) }) else {
            return []
        }
        return Array(blocks[start...].prefix(count))
    }
}
