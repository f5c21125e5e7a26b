import EffectsRegistry
import EffectsText

/// Runs a checked effect for one set of parameter values and builds its timeline.
///
/// Statements run in order; an error stops its statement and is collected, and the others go on.
/// Warnings (the timeline's findings, placed at the tracks that cause them) are gathered only when
/// asked, at load time with the default parameters.
struct Compiler {
    let program: EffectProgram
    let limits: DSLLimits
    let collectsWarnings: Bool
    var evaluator: Evaluator
    var diagnostics: [Diagnostic] = []
    var layers: [LayerDraft] = []
    var layerIndex: [String: Int] = [:]
    var trackCount = 0
    var loopTrips = 0
    var isAborted = false
    var effectDuration = MediaTiming.defaultDuration
    /// Whether the effect has a duration of its own (its `duration`, or its base's), which its
    /// tracks and groups take by default.
    var hasEffectDuration = false
    /// When the last top-level track that lasts its spring's settling duration ends: an effect
    /// without a duration lasts at least until then.
    var springTracksEnd = 0.0
    /// How many groups enclose the statements being run.
    var groupDepth = 0
    var effectTiming: TimingFunction?
    /// The viewport's `sublayerTransform`: the effect's `perspective`, else its base's.
    var sublayerTransform = Matrix3D.identity
    /// Where each track of this file was written, by its address in the timeline; tracks of a base
    /// effect have none.
    var trackRanges: [TrackAddress: Range<SourcePosition>] = [:]

    /// What a derived effect changes in its base's timeline: the duration (by playing it faster or
    /// slower) and the default timing.
    struct Overrides {
        var duration: Double?
        var timing: TimingFunction?
    }

    init(program: EffectProgram, context: EffectContext, limits: DSLLimits, collectsWarnings: Bool) {
        self.program = program
        self.limits = limits
        self.collectsWarnings = collectsWarnings
        self.evaluator = Evaluator(
            slotCount: program.slotCount, functions: program.functions, context: context, limits: limits,
            file: program.source.name)
    }

    /// The timeline for `parameters`, or `nil`, and every diagnostic found on the way.
    static func compile(
        _ program: EffectProgram, parameters: ParameterValues, context: EffectContext, limits: DSLLimits,
        overrides: Overrides = Overrides(), collectsWarnings: Bool
    ) -> (Timeline?, [Diagnostic]) {
        var compiler = Compiler(
            program: program, context: context, limits: limits, collectsWarnings: collectsWarnings)
        let timeline = compiler.run(parameters, overrides: overrides)
        let errors = compiler.diagnostics.contains { $0.severity == .error }
        return (errors ? nil : timeline, compiler.diagnostics)
    }

    mutating func report(
        _ message: DiagnosticMessage, at range: Range<SourcePosition>, notes: [DiagnosticNote] = []
    ) {
        guard diagnostics.count <= limits.collectedErrors else { return }
        if message.severity == .warning && !collectsWarnings { return }
        diagnostics.append(Diagnostic(message, at: range, in: program.source.name, notes: notes))
    }

    /// Records why a statement stopped; too many steps stops everything.
    mutating func record(_ error: EvaluationError, at range: Range<SourcePosition>) {
        switch error {
        case .diagnostic(let diagnostic):
            guard diagnostics.count <= limits.collectedErrors else { return }
            diagnostics.append(diagnostic)
        case .silent:
            break
        case .tooManySteps:
            if !isAborted { report(.evaluationTooLong(limit: limits.evaluationSteps), at: range) }
            isAborted = true
        }
    }

    private mutating func run(_ parameters: ParameterValues, overrides: Overrides) -> Timeline? {
        for parameter in program.parameters {
            guard let value = parameters[parameter.descriptor.name] else { continue }
            switch value {
            case .number(let number): evaluator.slots[parameter.slot] = .number(number)
            case .vector(let vector): evaluator.slots[parameter.slot] = .vector(vector)
            case .bool(let flag): evaluator.slots[parameter.slot] = .bool(flag)
            case .choice(let text): evaluator.slots[parameter.slot] = .string(text)
            }
        }
        // The effect's own `let`s run first, since its duration and default timing may read them (a
        // named timing function's arguments, say); no `let` of the effect reads a layer.
        for case .assign(let slot, let value) in program.statements where !isAborted { assign(slot, value) }
        if let duration = program.duration {
            do {
                let seconds = try evaluator.number(duration.expression)
                if let problem = MediaTiming.timeProblem(seconds) {
                    report(.timeOutOfRange("the effect's duration", problem), at: duration.range)
                } else if seconds > 0 {
                    effectDuration = seconds
                    hasEffectDuration = true
                } else {
                    report(
                        .durationNotPositive("the effect's duration", NumberText.seconds(seconds, digits: 6)),
                        at: duration.range)
                }
            } catch {
                record(error, at: duration.range)
            }
        }
        if let perspective = program.perspective { runPerspective(perspective) }
        if let timing = program.timing { effectTiming = timingFunction(timing) }
        if let timing = overrides.timing { effectTiming = timing }
        if let base = program.base { addBaseLayers(base, parameters) }
        for statement in program.statements where !isAborted {
            if case .assign = statement { continue }
            runEffectStatement(statement)
        }
        guard !isAborted else { return nil }
        var built: [Layer] = []
        for layer in layers { built.append(finish(layer, index: built.count)) }
        if !hasEffectDuration { effectDuration = max(effectDuration, springTracksEnd) }
        do {
            let context = evaluator.context
            let timeline = try Timeline(
                duration: effectDuration, layers: built, sublayerTransform: sublayerTransform,
                viewportSize: Value(context.viewportWidth, context.viewportHeight))
            if collectsWarnings { reportFindings(of: timeline) }
            return timeline
        } catch {
            report(.timelineInvalid(error.description), at: program.name.range)
            return nil
        }
    }

    /// The effect's `perspective D`: the viewport's `sublayerTransform` gets `m34 = −1/D`, as an
    /// iOS scene gets its perspective; a distance below 1 point counts as 1, as CSS clamps it.
    private mutating func runPerspective(_ value: IRValue) {
        guard let distance = number(value) else { return }
        guard distance >= 0 else {
            report(.perspectiveNegative("the perspective", NumberText.shortest(distance)), at: value.range)
            return
        }
        sublayerTransform = TransformFunction.perspective(distance).matrix
    }
}
