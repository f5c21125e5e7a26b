import EffectGraphics
import EffectsRegistry

extension ToolEquivalents {
    /// `plot toast-entrance --columns 'toast.opacity' --progress --width 1200 --height 400`: an SVG
    /// line chart with the keyframe times marked.
    public static func plot() throws -> String {
        let entry = try effect("toast-entrance")
        let timeline = try entry.effect.timeline(entry.effect.descriptor.defaults(), context: EffectContext())
        let compiled = CompiledTimeline(timeline)
        let selection = try ColumnSelection(columns: compiled.columnNames, patterns: ["toast.opacity"])
        let table = try StreamingSampler(compiled, grid: .count(481), selection: selection).table()
        var spec = ChartSpec(title: entry.name, timeline: timeline)
        spec.columns = ["toast.opacity"]
        spec.axis = .progress
        spec.width = 1200
        spec.height = 400
        spec.subtitle = "default parameters"
        return try LineChart(table: table, spec: spec).svg()
    }

    /// `render toast-entrance --frames 6 --viewport 390x844`: an SVG film strip of the layers'
    /// projected rectangles.
    public static func render() throws -> String {
        let entry = try effect("toast-entrance")
        let context = EffectContext(viewportWidth: 390, viewportHeight: 844)
        let timeline = try entry.effect.timeline(entry.effect.descriptor.defaults(), context: context)
        let table = try FilmStrip.table(of: timeline, grid: .count(6), viewport: context)
        var spec = FilmStripSpec(title: entry.name, timeline: timeline)
        spec.viewport = context
        return try FilmStrip(table: table, spec: spec).svg()
    }
}
