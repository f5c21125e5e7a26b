import EffectGraphics
import EffectsRegistry

/// `render EFFECT`: an SVG film strip of the layers' projected quadrilaterals at evenly spaced
/// moments.
struct RenderCommand: ToolCommand {
    /// What the command works with.
    var context: CommandContext

    /// The most frames a strip may have.
    static let maximumFrames = 1000

    /// Samples the effect at `--frames` moments from start to end and writes the strip.
    func run() throws(CommandError) {
        let command = context.command
        try context.checkOutputExtension(["svg"], writes: "SVG")
        let frames = try context.usage { () throws(UsageError) in try command.int("frames", atLeast: 1) } ?? 6
        guard frames <= RenderCommand.maximumFrames else {
            throw context.invalid(
                String(frames), option: "--frames", reason: "expected at most \(RenderCommand.maximumFrames)")
        }
        let effectContext = try context.effectContext()
        let (resolved, _) = try context.resolveEffect()
        let timeline = try context.timeline(of: resolved.effect)
        let table: SampleTable
        do {
            table = try FilmStrip.table(of: timeline, grid: .count(frames), viewport: effectContext)
        } catch {
            throw .input(error)
        }
        var spec = FilmStripSpec(title: resolved.name, timeline: timeline)
        spec.viewport = effectContext
        spec.subtitle = PlotCommand.subtitle(command.strings("param"))
        let strip: FilmStrip
        do {
            strip = try FilmStrip(table: table, spec: spec)
        } catch {
            throw .input(error.message)
        }
        try context.emit(strip.svg())
    }
}
