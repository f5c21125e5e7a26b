/// The ASCII bytes the formatters and writers emit, by name.
enum ASCII {
    static let zero: UInt8 = 0x30
    static let minus: UInt8 = 0x2D
    static let plus: UInt8 = 0x2B
    static let point: UInt8 = 0x2E
    static let lowercaseE: UInt8 = 0x65
    static let comma: UInt8 = 0x2C
    static let tab: UInt8 = 0x09
    static let newline: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D
    static let space: UInt8 = 0x20
    static let quote: UInt8 = 0x22
    static let backslash: UInt8 = 0x5C
    static let colon: UInt8 = 0x3A
    static let bar: UInt8 = 0x7C
    static let openBracket: UInt8 = 0x5B
    static let closeBracket: UInt8 = 0x5D
    static let openBrace: UInt8 = 0x7B
    static let closeBrace: UInt8 = 0x7D
}
