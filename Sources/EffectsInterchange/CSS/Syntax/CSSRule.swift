/// One declaration of a rule or a keyframe block: `name: value` with its `!important` flag.
public struct CSSDeclaration: Hashable, Sendable {
    /// The property name as written (custom properties keep their case; others are compared
    /// lowercased, through ``property``).
    public var name: String
    /// The value's component values, `!important` removed, trimmed.
    public var value: [CSSComponentValue]
    /// Whether the declaration ended in `!important`.
    public var isImportant: Bool
    /// The bytes of the whole declaration.
    public var range: Range<Int>
    /// The bytes of the name.
    public var nameRange: Range<Int>

    /// The property name as CSS compares it: lowercased, except a custom property's (`--x`).
    public var property: String { name.hasPrefix("--") ? name : name.lowercased() }

    /// Whether the declaration sets a custom property.
    public var isCustomProperty: Bool { name.hasPrefix("--") }

    /// The bytes of the value, or the end of the name when the value is empty.
    public var valueRange: Range<Int> { value.span(or: nameRange.upperBound..<nameRange.upperBound) }
}

/// A style rule: a selector list and its declarations.
public struct CSSStyleRule: Hashable, Sendable {
    /// The selector list's component values.
    public var prelude: [CSSComponentValue]
    /// The declarations, in source order.
    public var declarations: [CSSDeclaration]
    /// The bytes of the whole rule.
    public var range: Range<Int>
}

/// One block of a `@keyframes` rule: its selectors (`from`, `50%`) and declarations.
public struct CSSKeyframeBlock: Hashable, Sendable {
    /// The selector list's component values.
    public var prelude: [CSSComponentValue]
    /// The declarations, in source order.
    public var declarations: [CSSDeclaration]
    /// The bytes of the whole block.
    public var range: Range<Int>
}

/// A `@keyframes` (or `@-webkit-keyframes`) rule.
public struct CSSKeyframesRule: Hashable, Sendable {
    /// The name the rule defines.
    public var name: String
    /// The keyframe blocks, in source order.
    public var blocks: [CSSKeyframeBlock]
    /// The bytes of the whole rule.
    public var range: Range<Int>
    /// The bytes of the name.
    public var nameRange: Range<Int>
}

/// A conditional group rule the importer reads into (`@media`): its condition and its rules.
public struct CSSGroupRule: Hashable, Sendable {
    /// The at-rule's name, lowercased (`media`).
    public var name: String
    /// The condition's component values.
    public var prelude: [CSSComponentValue]
    /// The rules inside, in source order.
    public var rules: [CSSRule]
    /// The bytes of the whole rule.
    public var range: Range<Int>
}

/// One rule of a stylesheet that the importer reads; other at-rules are skipped when parsed.
public enum CSSRule: Hashable, Sendable {
    /// A style rule.
    case style(CSSStyleRule)
    /// A `@keyframes` rule.
    case keyframes(CSSKeyframesRule)
    /// A `@media` rule and what it holds.
    case group(CSSGroupRule)
}
