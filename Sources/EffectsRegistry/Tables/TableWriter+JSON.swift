import EffectsText

extension TableWriter {
    /// Remembers each column's object key, `"name":` with the name escaped as a JSON string.
    mutating func prepareJSONKeys(columns: [String]) {
        jsonKeys = []
        jsonKeyEnds = []
        for name in columns {
            TableWriter.appendJSONKey(name, to: &jsonKeys)
            jsonKeyEnds.append(jsonKeys.count)
        }
    }

    /// Appends `"name":`, escaping quotes, backslashes and control characters.
    static func appendJSONKey(_ name: String, to bytes: inout [UInt8]) {
        bytes.append(ASCII.quote)
        for byte in name.utf8 {
            switch byte {
            case ASCII.quote, ASCII.backslash:
                bytes.append(ASCII.backslash)
                bytes.append(byte)
            case ASCII.newline: bytes.append(contentsOf: "\\n".utf8)
            case ASCII.carriageReturn: bytes.append(contentsOf: "\\r".utf8)
            case ASCII.tab: bytes.append(contentsOf: "\\t".utf8)
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: "\\u00".utf8)
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 0xF)])
            default: bytes.append(byte)
            }
        }
        bytes.append(ASCII.quote)
        bytes.append(ASCII.colon)
    }

    /// One json line, `{"t":0,"progress":0,…}`, after a line break and (unless first) a comma.
    ///
    /// A non-finite value is `null`. Values past the columns given to `writeHeader` are keyed by
    /// their position.
    func writeJSONRow(_ row: UnsafeBufferPointer<Double>, isFirst: Bool, to bytes: inout [UInt8]) {
        let style = numberStyle
        jsonKeys.withUnsafeBufferPointer { keys in
            ByteStaging.with { staging in
                if !isFirst { staging.append(ASCII.comma, flushingTo: &bytes) }
                staging.append(ASCII.newline, flushingTo: &bytes)
                staging.append(ASCII.openBrace, flushingTo: &bytes)
                var keyStart = 0
                for index in row.indices {
                    if index > 0 { staging.append(ASCII.comma, flushingTo: &bytes) }
                    if index < jsonKeyEnds.count {
                        let keyEnd = jsonKeyEnds[index]
                        staging.append(
                            contentsOf: UnsafeBufferPointer(rebasing: keys[keyStart..<keyEnd]),
                            flushingTo: &bytes)
                        keyStart = keyEnd
                    } else {
                        var key: [UInt8] = []
                        TableWriter.appendJSONKey(String(index), to: &key)
                        key.withUnsafeBufferPointer { staging.append(contentsOf: $0, flushingTo: &bytes) }
                    }
                    let value = row[index]
                    if value.isFinite {
                        staging.append(value, style: style, flushingTo: &bytes)
                    } else {
                        ("null" as StaticString).withUTF8Buffer {
                            staging.append(contentsOf: $0, flushingTo: &bytes)
                        }
                    }
                }
                staging.append(ASCII.closeBrace, flushingTo: &bytes)
                staging.flush(to: &bytes)
            }
        }
    }
}
