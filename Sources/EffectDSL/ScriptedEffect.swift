import EffectsRegistry

/// An effect defined in a `.fx` file: a ``TransitionEffect`` like the built-ins.
///
/// It holds the checked program; each call of ``timeline(_:context:)`` runs it for the given
/// parameters. Errors that depend on the values (a division by zero, keyframes out of order) are
/// thrown as one ``EffectError/failed(_:)`` carrying the rendered diagnostics.
public struct ScriptedEffect: TransitionEffect {
    /// The name, summary, parameters, duration and layers.
    public let descriptor: EffectDescriptor
    /// The warnings found when the effect was loaded with its default parameters.
    public let warnings: [Diagnostic]
    let program: EffectProgram
    let limits: DSLLimits

    init(descriptor: EffectDescriptor, warnings: [Diagnostic], program: EffectProgram, limits: DSLLimits) {
        self.descriptor = descriptor
        self.warnings = warnings
        self.program = program
        self.limits = limits
    }

    /// Where the effect's definition starts.
    public var location: SourceLocation { program.name.range.start.location(in: program.source.name) }

    /// The name of the effect it derives from, if any.
    public var baseName: String? { program.base?.descriptor.name }

    /// The timeline for `parameters` (bound by this effect's descriptor).
    public func timeline(_ parameters: ParameterValues, context: EffectContext) throws(EffectError)
        -> Timeline
    {
        try timeline(parameters, context: context, overrides: Compiler.Overrides())
    }

    /// The timeline with a derived effect's duration and timing in place of this effect's own.
    func timeline(_ parameters: ParameterValues, context: EffectContext, overrides: Compiler.Overrides)
        throws(EffectError) -> Timeline
    {
        let (timeline, diagnostics) = Compiler.compile(
            program, parameters: parameters, context: context, limits: limits, overrides: overrides,
            collectsWarnings: false)
        if let timeline { return timeline }
        let errors = diagnostics.filter(\.isError)
        let renderer = DiagnosticRenderer(sources: [program.source])
        var message = renderer.render(errors)
        if message.hasSuffix("\n") { message.removeLast() }
        throw .failed(message.isEmpty ? "effect '\(descriptor.name)' could not be built" : message)
    }
}
