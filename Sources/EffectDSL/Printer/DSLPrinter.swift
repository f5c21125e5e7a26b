import EffectsRegistry
import EffectsText

/// Writes any effect, built-ins and Swift-defined ones included, as `.fx` source that loads without
/// errors and samples to the same table: what `fxctl inspect --format fx` prints.
///
/// The source is generated from the effect's timeline at the chosen parameters (every value is a
/// number, every track spells out its duration), with its examples: a frozen copy, without `param`
/// declarations, since no number of it would follow them; its header says at which values it was
/// taken. An effect with a DSL twin (the built-ins of `effects/seeds/`) is better printed from the
/// twin, whose parameters work: ``source(of:origin:twin:parameters:)``. The copy is named
/// `NAME` + ``nameSuffix``, so that the file can be loaded beside the original without clashing
/// with it.
///
/// ```swift
/// let effect: any TransitionEffect = Toast()
/// let source = try DSLPrinter().source(of: effect, origin: .builtIn, parameters: effect.descriptor.defaults())
/// ```
public struct DSLPrinter: Hashable, Sendable {
    /// Who the header comment says wrote the file: `fxctl inspect --format fx`, say.
    public var writer: String
    /// What is appended to the effect's name to name the copy.
    public var nameSuffix: String

    /// A printer whose header names `writer` and whose copies are named `NAME` + `nameSuffix`.
    public init(writer: String = "DSLPrinter", nameSuffix: String = "-copy") {
        self.writer = writer
        self.nameSuffix = nameSuffix
    }

    /// The source of `effect` (defined at `origin`) at `parameters` in `context`, ending with a
    /// newline; throws what the effect's `timeline` throws.
    public func source(
        of effect: any TransitionEffect, origin: EffectOrigin, parameters: ParameterValues,
        context: EffectContext = EffectContext()
    ) throws(EffectError) -> String {
        let timeline = try effect.timeline(parameters, context: context)
        return source(
            of: effect, origin: origin, parameters: parameters, timeline: timeline, context: context)
    }

    /// The source of `effect` from `timeline`, which it built at `parameters` in `context`: for a
    /// caller that has built the timeline already.
    public func source(
        of effect: any TransitionEffect, origin: EffectOrigin, parameters: ParameterValues,
        timeline: Timeline, context: EffectContext
    ) -> String {
        let descriptor = effect.descriptor
        var lines = [
            "// '\(descriptor.name)' (\(origin)) as .fx source, written by '\(writer)' from",
            "// its timeline on a \(context.viewportText) viewport. Every value below is that timeline's number,",
            "// frozen: the copy has no parameters.",
        ]
        lines += Self.commentLines(takenAt: parameters.assignments)
        lines += [
            "",
            "effect \(descriptor.name)\(nameSuffix) {",
            "    summary \(DSLLiteral.string(descriptor.summary))",
        ]
        if descriptor.drive == .progress { lines.append("    drive progress") }
        lines.append("    duration \(DSLLiteral.seconds(timeline.duration))")
        lines += Self.perspectiveLines(timeline.sublayerTransform)
        for layer in timeline.layers {
            lines.append("")
            lines.append("    layer \(layer.name) {")
            for model in layer.modelValues {
                lines.append("        set \(model.target.keyPath) = \(DSLLiteral.model(model))")
            }
            for animation in layer.animations { lines += Self.lines(animation, indent: 8) }
            lines.append("    }")
        }
        lines += Self.exampleLines(descriptor, at: parameters)
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }
}

extension DSLPrinter {
    /// `perspective D` for a viewport whose `sublayerTransform` is the perspective of distance `D`;
    /// nothing for the identity, and a comment for any other matrix, which `.fx` cannot say.
    static func perspectiveLines(_ transform: Matrix3D) -> [String] {
        guard transform != .identity else { return [] }
        var perspective = Matrix3D.identity
        perspective.m34 = transform.m34
        let distance = -1 / transform.m34
        if transform == perspective, distance.isFinite, distance > 0,
            TransformFunction.perspective(distance).matrix == transform
        {
            return ["    perspective \(NumberText.shortest(distance))"]
        }
        let entries = transform.entries.map(NumberText.shortest).joined(separator: ", ")
        return ["    // the viewport's sublayerTransform is matrix3d(\(entries)), which .fx cannot say"]
    }

    /// "// It was taken at a=1, b=2, …." over as many lines as it needs; none without parameters.
    static func commentLines(takenAt assignments: [String]) -> [String] {
        guard !assignments.isEmpty else { return [] }
        var lines: [String] = []
        var line = "// It was taken at"
        for (index, assignment) in assignments.enumerated() {
            let word = " " + assignment + (index == assignments.count - 1 ? "." : ",")
            if line.count + word.count > 100 && line != "//" {
                lines.append(line)
                line = "//"
            }
            line += word
        }
        return lines + [line]
    }
}
