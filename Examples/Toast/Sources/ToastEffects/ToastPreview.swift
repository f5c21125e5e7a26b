import EffectGraphics
import EffectsRegistry

/// The files an app's developer looks at: an effect's table as CSV and its chart as SVG.
public enum ToastPreview {
    /// The effect called `name` in `registry`, with default parameters, sampled at `fps` frames a
    /// second and written as CSV text.
    public static func csv(of name: String, in registry: EffectRegistry, fps: Double = 60) throws -> String {
        let timeline = try registry.effect(named: name).timeline()
        let table = try Sampler(timeline: timeline).table(.framesPerSecond(fps))
        return TableWriter(format: .csv).string(table)
    }

    /// The same effect as an SVG line chart of every column over time.
    public static func chart(of name: String, in registry: EffectRegistry) throws -> String {
        let timeline = try registry.effect(named: name).timeline()
        let table = try Sampler(timeline: timeline).table(.count(241))
        var spec = ChartSpec(title: name)
        spec.duration = timeline.duration
        return try LineChart(table: table, spec: spec).svg()
    }
}
