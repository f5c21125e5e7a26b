/// An animation attached to a layer: a track or a group of animations.
public indirect enum Animation: Hashable, Sendable {
    /// A single animated property.
    case track(Track)
    /// Animations sharing one local time, clipped by the group's active interval.
    case group(AnimationGroup)

    /// Every track inside, depth first, in application order.
    public var tracks: [Track] {
        switch self {
        case .track(let track): return [track]
        case .group(let group): return group.animations.flatMap(\.tracks)
        }
    }
}
