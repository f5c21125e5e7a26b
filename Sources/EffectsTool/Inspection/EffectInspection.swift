import EffectDSL
import EffectsRegistry
import EffectsText

/// How an effect is built, at chosen parameters and viewport: its descriptor, its timeline with
/// every option spelled out, its notes and examples, what each export format holds exactly, and
/// the analysis's warnings — as text, as JSON, or as `.fx` source.
///
/// ```swift
/// let entry = RegisteredEffect(effect: ToastEntrance(), origin: .swift(provider: "toast effects"))
/// let inspection = try EffectInspection(entry, parameters: ToastEntrance().descriptor.defaults())
/// print(inspection.text())
/// ```
public struct EffectInspection: Sendable {
    /// The effect inspected, with where it was defined.
    public var effect: RegisteredEffect
    /// The parameters the timeline was built with.
    public var parameters: ParameterValues
    /// The viewport the timeline was built for.
    public var context: EffectContext
    /// The timeline at those parameters.
    public var timeline: Timeline
    /// What the timeline's analysis found.
    public var findings: [TimelineFinding]

    /// The inspection of `effect` at `parameters` in the viewport of `context`.
    ///
    /// - Throws: the effect's own error when it cannot build its timeline.
    public init(
        _ effect: RegisteredEffect, parameters: ParameterValues, context: EffectContext = EffectContext()
    )
        throws(EffectError)
    {
        self.effect = effect
        self.parameters = parameters
        self.context = context
        timeline = try effect.effect.timeline(parameters, context: context)
        findings = TimelineAnalysis(timeline).findings
    }

    /// The text: a header, the parameters, each layer's model values and animations with their
    /// keyframes, the notes, the examples, the export facts and the warnings; `exportCommand`
    /// (`fxctl export`) is named in the export section's heading.
    public func text(exportCommand: String? = nil) -> String {
        InspectText(
            effect: effect, parameters: parameters, timeline: timeline, context: context, findings: findings,
            exportCommand: exportCommand
        ).render()
    }

    /// The JSON document: the descriptor, the timeline, the notes, the examples, the export facts
    /// and the warnings.
    public func json() -> JSONValue {
        InspectJSON(
            effect: effect, parameters: parameters, timeline: timeline, context: context, findings: findings
        )
        .document()
    }

    /// The effect as `.fx` source a user can copy and edit, which samples as the effect does.
    ///
    /// Its header comment names `writer`. A built-in with a DSL twin in `registry` (`stack-fx` for
    /// `stack`) is printed from the twin's text.
    public func fxSource(writer: String, registry: EffectRegistry) -> String {
        let printer = DSLPrinter(writer: writer)
        let twinned = Self.twin(of: effect, in: registry).flatMap { twin in
            printer.source(of: effect.effect, origin: effect.origin, twin: twin, parameters: parameters)
        }
        return twinned
            ?? printer.source(
                of: effect.effect, origin: effect.origin, parameters: parameters, timeline: timeline,
                context: context)
    }

    /// The DSL twin of a built-in (`stack-fx` for `stack`), if the registry holds one.
    ///
    /// It is found by name through the registry, whatever loaded it (`./effects`, or a catalogue
    /// built into the binary), and the printer takes its text from the loaded effect: no file is
    /// read and no path of the twins is known.
    static func twin(of effect: RegisteredEffect, in registry: EffectRegistry) -> ScriptedEffect? {
        guard effect.origin == .builtIn else { return nil }
        return try? registry.effect(named: DSLPrinter.twinName(of: effect.name)) as? ScriptedEffect
    }
}
