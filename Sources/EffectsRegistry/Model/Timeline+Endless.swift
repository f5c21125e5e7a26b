extension Timeline {
    /// Whether something of the timeline plays for ever: a top-level track or group of some layer
    /// repeats without end, so that moments after ``duration`` show it still moving rather than
    /// what a fill holds (a CSS `infinite` animation, a spinner).
    public var playsForever: Bool {
        layers.contains { layer in
            layer.animations.contains { animation in
                let timing: MediaTiming
                switch animation {
                case .track(let track): timing = track.timing
                case .group(let group): timing = group.timing
                }
                return timing.speed != 0 && timing.activeDuration == .infinity
            }
        }
    }
}
