/// `layer NAME[ [INDEX] ] { … }`.
public struct LayerSyntax: Hashable, Sendable {
    /// The name.
    public var name: Identifier
    /// The index, as in `card[i]`, if written.
    public var index: ExpressionSyntax?
    /// The statements inside.
    public var body: [StatementSyntax]
    /// Where the statement is.
    public var range: SourceSpan
}

/// `for NAME in A..<B { … }` or `for NAME in A...B { … }`.
public struct ForSyntax: Hashable, Sendable {
    /// The loop variable.
    public var variable: Identifier
    /// The first value.
    public var lower: ExpressionSyntax
    /// The bound: excluded for `..<`, included for `...`.
    public var upper: ExpressionSyntax
    /// Whether the range is `...` (closed).
    public var isClosed: Bool
    /// The statements inside.
    public var body: [StatementSyntax]
    /// Where the statement is.
    public var range: SourceSpan
}

/// `if COND { … } [else { … } | else if …]`.
public struct IfSyntax: Hashable, Sendable {
    /// The condition, a boolean.
    public var condition: ExpressionSyntax
    /// The statements run when it holds.
    public var body: [StatementSyntax]
    /// The statements run otherwise (an `else if` is an `if` statement in here).
    public var elseBody: [StatementSyntax]?
    /// Where the statement is.
    public var range: SourceSpan
}

/// `set KEYPATH = EXPR`: a model value.
public struct SetSyntax: Hashable, Sendable {
    /// The property or component.
    public var keyPath: KeyPathSyntax
    /// The value.
    public var value: ExpressionSyntax
    /// Where the statement is.
    public var range: SourceSpan
}

/// `animate KEYPATH OPTIONS [from A] to B` or `animate KEYPATH OPTIONS { keyframes }`.
public struct AnimateSyntax: Hashable, Sendable {
    /// What the animation runs through.
    public enum Body: Hashable, Sendable {
        /// `from A to B`; `from` omitted starts at the model value.
        indirect case fromTo(from: ExpressionSyntax?, to: ExpressionSyntax)
        /// A keyframe block.
        case keyframes([KeyframeSyntax], SourceSpan)
    }

    /// The property or component.
    public var keyPath: KeyPathSyntax
    /// The options, in the order written.
    public var options: [TrackOptionSyntax]
    /// The values.
    public var body: Body
    /// Where the statement is.
    public var range: SourceSpan
}

/// `group OPTIONS { … }`: animations sharing one local time, clipped by the group.
public struct GroupSyntax: Hashable, Sendable {
    /// The options, in the order written.
    public var options: [TrackOptionSyntax]
    /// The statements inside.
    public var body: [StatementSyntax]
    /// Where the statement is.
    public var range: SourceSpan
}

/// `effect NAME[: BASE] { … }`.
public struct EffectSyntax: Hashable, Sendable {
    /// The effect's name.
    public var name: Identifier
    /// The effect it derives from, if any.
    public var base: Identifier?
    /// The statements inside.
    public var body: [StatementSyntax]
    /// Where the whole effect is.
    public var range: SourceSpan
}

/// A parsed `.fx` file: its effects in order.
public struct FileSyntax: Hashable, Sendable {
    /// The source it was parsed from.
    public var source: SourceFile
    /// The effects, in order.
    public var effects: [EffectSyntax]
}
