import EffectDSL
import EffectsInterchange
import EffectsRegistry
import EffectsTool

extension ToolEquivalents {
    /// `inspect toast-entrance -p rise=40 --viewport 390x844`, as text, JSON (`--format json`) and
    /// `.fx` source (`--format fx`); `--format parameters` is the descriptor's `parameterNames`.
    public static func inspect() throws -> (text: String, json: String, fx: String) {
        let entry = try effect("toast-entrance")
        let parameters = try entry.effect.descriptor.bind(["rise": 40])
        let context = EffectContext(viewportWidth: 390, viewportHeight: 844)
        let inspection = try EffectInspection(entry, parameters: parameters, context: context)
        let fx = inspection.fxSource(writer: "my app", registry: EffectRegistry())
        return (inspection.text(exportCommand: "toastctl export"), inspection.json().text(), fx)
    }

    /// `export toast-entrance --format lottie --fps 30 --tolerance 0.5,0.05 --viewport 390x844`:
    /// the effect in another engine's format (`waapi`, `css`, `html` or `lottie`).
    public static func export() throws -> String {
        let entry = try effect("toast-entrance")
        let context = EffectContext(viewportWidth: 390, viewportHeight: 844)
        let timeline = try entry.effect.timeline(entry.effect.descriptor.defaults(), context: context)
        let options = try InterchangeOptions(
            context: context, tolerance: InterchangeTolerance(points: 0.5, unitless: 0.05),
            framesPerSecond: 30,
            title: entry.name)
        do {
            return try EffectsInterchange.export(timeline, as: .lottie, options: options)
        } catch {
            // `toast.fx:3: cannot export …` for an effect from a file: the error placed at its origin.
            throw error.located(at: entry.origin)
        }
    }
}
