/// A statement of an effect, layer or group body.
public indirect enum StatementSyntax: Hashable, Sendable {
    /// `summary "text"`.
    case summary(SummarySyntax)
    /// `param NAME = DEFAULT [in …] ["help"]`.
    case parameter(ParameterSyntax)
    /// `let NAME = EXPR` or `let NAME(a, b) = EXPR`.
    case letBinding(LetSyntax)
    /// `let NAME = TF`, a named timing function.
    case timingBinding(TimingLetSyntax)
    /// `duration T`.
    case duration(DurationSyntax)
    /// `timing TF`.
    case timing(TimingStatementSyntax)
    /// `drive time` or `drive progress`.
    case drive(DriveSyntax)
    /// `perspective D`: the viewport's perspective.
    case perspective(PerspectiveSyntax)
    /// `layer NAME[ [INDEX] ] { … }`.
    case layer(LayerSyntax)
    /// `for NAME in A..<B { … }` or `A...B`.
    case forLoop(ForSyntax)
    /// `if COND { … } else { … }`.
    case ifElse(IfSyntax)
    /// `set KEYPATH = EXPR`.
    case set(SetSyntax)
    /// `animate KEYPATH OPTIONS …`.
    case animate(AnimateSyntax)
    /// `group OPTIONS { … }`.
    case group(GroupSyntax)
    /// `example "sentence" at MOMENT [where …] [within T] { COLUMN = VALUE … }`.
    case example(ExampleSyntax)

    /// Where the whole statement is.
    public var range: Range<SourcePosition> {
        switch self {
        case .summary(let node): return node.range
        case .parameter(let node): return node.range
        case .letBinding(let node): return node.range
        case .timingBinding(let node): return node.range
        case .duration(let node): return node.range
        case .timing(let node): return node.range
        case .drive(let node): return node.range
        case .perspective(let node): return node.range
        case .layer(let node): return node.range
        case .forLoop(let node): return node.range
        case .ifElse(let node): return node.range
        case .set(let node): return node.range
        case .animate(let node): return node.range
        case .group(let node): return node.range
        case .example(let node): return node.range
        }
    }
}
