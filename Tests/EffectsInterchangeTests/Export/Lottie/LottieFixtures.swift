import EffectsRegistry

/// Timelines more than one Lottie test exports.
enum LottieFixtures {
    /// One layer, `wheel`, turning on a barely damped spring for 100 s: its rotation rings for so
    /// long that a tight tolerance needs more keyframes than the exporter allows.
    static func ringingWheel() throws -> Timeline {
        let spin = try Track(
            keyPath: "transform.rotation", values: [Value(0), Value(1)],
            timingFunction: .spring(try Spring(damping: 0.01)),
            timing: MediaTiming(duration: 100))
        return try Timeline(duration: 100, layers: [Layer(name: "wheel", animations: [.track(spin)])])
    }
}
