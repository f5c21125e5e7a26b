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
    /// `set origin = (x, y[, z])`: the layer's transform origin, in points of its bounds; the
    /// range is the statement's.
    case origin(IRValue, Range<SourcePosition>)
    /// A track.
    case animate(IRAnimate)
    /// A group.
    case group(IRGroup)
}
