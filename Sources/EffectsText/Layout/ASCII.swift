/// The ASCII bytes the formatters and writers emit, by name.
package enum ASCII {
    @inlinable package static var zero: UInt8 { 0x30 }
    @inlinable package static var minus: UInt8 { 0x2D }
    @inlinable package static var plus: UInt8 { 0x2B }
    @inlinable package static var point: UInt8 { 0x2E }
    @inlinable package static var lowercaseE: UInt8 { 0x65 }
    @inlinable package static var comma: UInt8 { 0x2C }
    @inlinable package static var tab: UInt8 { 0x09 }
    @inlinable package static var newline: UInt8 { 0x0A }
    @inlinable package static var carriageReturn: UInt8 { 0x0D }
    @inlinable package static var space: UInt8 { 0x20 }
    @inlinable package static var quote: UInt8 { 0x22 }
    @inlinable package static var backslash: UInt8 { 0x5C }
    @inlinable package static var colon: UInt8 { 0x3A }
    @inlinable package static var bar: UInt8 { 0x7C }
    @inlinable package static var openBracket: UInt8 { 0x5B }
    @inlinable package static var closeBracket: UInt8 { 0x5D }
    @inlinable package static var openBrace: UInt8 { 0x7B }
    @inlinable package static var closeBrace: UInt8 { 0x7D }
}
