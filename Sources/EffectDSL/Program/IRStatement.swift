import EffectsRegistry

/// A statement with its names resolved: what the compiler runs.
indirect enum IRStatement: Sendable {
    /// A `let` value: evaluate and store in a slot.
    case assign(Int, IRValue)
    /// A layer.
    case layer(IRLayer)
    /// A `for` loop.
    case loop(IRLoop)
    /// An `if`: the condition, then the two branches.
    case branch(IRValue, [IRStatement], [IRStatement])
    /// A model value.
    case set(IRSet)
    /// A track.
    case animate(IRAnimate)
    /// A group.
    case group(IRGroup)
}

/// `layer NAME[INDEX] { … }`.
struct IRLayer: Sendable {
    var name: Identifier
    var index: IRValue?
    var body: [IRStatement]
    var range: SourceSpan
}

/// `for SLOT in LOWER..<UPPER { … }`.
struct IRLoop: Sendable {
    var slot: Int
    var lower: IRValue
    var upper: IRValue
    var isClosed: Bool
    var body: [IRStatement]
    var range: SourceSpan
}

/// `set KEYPATH = VALUE`.
struct IRSet: Sendable {
    var target: PropertyTarget
    var value: IRValue
    var range: SourceSpan
}

/// `group OPTIONS { … }`.
struct IRGroup: Sendable {
    var options: IRTrackOptions
    var body: [IRStatement]
    var range: SourceSpan
}

/// `animate KEYPATH OPTIONS …`.
struct IRAnimate: Sendable {
    /// The values of the track.
    enum Body: Sendable {
        /// `from A to B`; no `from` starts at the model value.
        case fromTo(IRValue?, IRValue)
        /// A keyframe block.
        case keyframes([IRKeyframe])
    }

    var target: PropertyTarget
    var keyPath: KeyPathSyntax
    var options: IRTrackOptions
    var body: Body
    var range: SourceSpan
}

/// One keyframe line.
struct IRKeyframe: Sendable {
    /// Where the keyframe sits.
    enum Offset: Sendable {
        /// No offset: keyframes are spaced evenly.
        case none
        /// A fraction of the track: `from`, `to`, `N%`.
        case fraction(IRValue)
        /// A time, divided by the track's duration.
        case time(IRValue)
    }

    var offset: Offset
    var value: IRValue
    var timing: IRTiming?
    var tension: IRValue?
    var continuity: IRValue?
    var bias: IRValue?
    var range: SourceSpan
}
