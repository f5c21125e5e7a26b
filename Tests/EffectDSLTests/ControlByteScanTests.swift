import Testing

@testable import EffectDSL

/// The not-text check reads a file eight bytes at a time; it must find what a byte-by-byte scan
/// finds, wherever in a word (or in the tail after the last whole word) the control bytes sit.
@Suite struct ControlByteScanTests {
    /// The first control byte and how many follow, one byte at a time.
    private func reference(_ bytes: [UInt8]) -> (byte: UInt8, offset: Int, others: Int)? {
        let found = bytes.indices.filter { index in
            let byte = bytes[index]
            return (byte < 0x20 && ![0x09, 0x0A, 0x0C, 0x0D].contains(byte)) || byte == 0x7F
        }
        guard let first = found.first, found.count >= 2 else { return nil }
        return (bytes[first], first, found.count - 1)
    }

    @Test func findsWhatAByteByByteScanFinds() {
        let text = Array("effect e {\n\tlayer a { set opacity = 0.5 }\r\n}\n".utf8)
        let controls: [UInt8] = [0x00, 0x01, 0x08, 0x0B, 0x0E, 0x1F, 0x7F]
        for first in text.indices {
            for second in [first + 1, first + 7, first + 9, text.count - 1] where second < text.count {
                for byte in controls {
                    var bytes = text
                    bytes[first] = byte
                    bytes[second] = controls[(first + second) % controls.count]
                    let found = Parser.controlBytes(in: bytes)
                    let expected = reference(bytes)
                    #expect(found?.byte == expected?.byte)
                    #expect(found?.at.offset == expected?.offset)
                    #expect(found?.others == expected?.others)
                }
            }
        }
        // Text bytes next to the limits (space, '~', bytes of UTF-8 sequences) are not control bytes.
        let limits = Array("~ ~ é ~\u{80}".utf8) + [0x20, 0x7E, 0x80, 0xFF, 0x09, 0x0A, 0x0C, 0x0D]
        #expect(Parser.controlBytes(in: limits + limits) == nil)
    }
}
