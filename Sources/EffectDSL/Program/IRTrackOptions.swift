import EffectsRegistry

/// The options of an `animate` or a `group`, resolved.
struct IRTrackOptions: Sendable {
    var duration: IRValue?
    var delay: IRValue?
    var speed: IRValue?
    var offset: IRValue?
    var repeatCount: IRValue?
    var repeatsForever = false
    var timing: IRTiming?
    var isAdditive = false
    var isCumulative = false
    var autoreverses = false
    var fill: FillMode?
    var mode: CalculationMode?
}
