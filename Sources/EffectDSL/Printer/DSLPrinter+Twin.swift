import EffectsRegistry

extension DSLPrinter {
    /// The registry name of the DSL twin of the effect `name`: `stack` → `stack-fx`, as the files
    /// of `effects/seeds/` name the built-ins re-expressed in the DSL.
    public static func twinName(of name: String) -> String { name + "-fx" }

    /// A copy of `effect` whose parameters work: the source of `twin`, the effect re-expressed in the
    /// DSL, renamed `NAME` + ``nameSuffix`` and with `parameters` as its defaults; `nil` when the
    /// twin's parameters are not the effect's, it derives from another effect (its text alone would
    /// not stand), or its source cannot be found again.
    ///
    /// The text is the twin's own, comments included, as its file holds it; an example of the twin
    /// that relies on a default the copy changes gets the twin's value in its `where`, so that it
    /// still holds. The copy does not depend on the viewport: it is the twin's source.
    public func source(
        of effect: any TransitionEffect, origin: EffectOrigin, twin: ScriptedEffect,
        parameters: ParameterValues
    ) -> String? {
        let descriptor = effect.descriptor
        let twinParameters = twin.descriptor.parameters
        guard twinParameters.map(\.name) == descriptor.parameters.map(\.name), twin.baseName == nil,
            let syntax = Self.effectSyntax(named: twin.descriptor.name, in: twin.program.source)
        else { return nil }
        // The parameters whose asked value is not the twin's default, with both values as source.
        var changed: [(name: String, asked: String, original: String)] = []
        for parameter in twinParameters {
            guard let asked = parameters[parameter.name], asked != parameter.defaultValue else { continue }
            changed.append(
                (
                    parameter.name, DSLLiteral.parameter(asked, unit: parameter.unit),
                    DSLLiteral.parameter(parameter.defaultValue, unit: parameter.unit)
                ))
        }
        var edits = [(range: syntax.name.range, text: descriptor.name + nameSuffix)]
        for statement in syntax.body {
            switch statement {
            case .parameter(let node):
                if let change = changed.first(where: { $0.name == node.name.text }) {
                    edits.append((node.defaultValue.range, change.asked))
                }
            case .example(let node):
                let missing = changed.filter { change in
                    !node.assignments.contains { $0.name.text == change.name }
                }
                guard !missing.isEmpty else { continue }
                let assigned = missing.map { "\($0.name) = \($0.original)" }.joined(separator: ", ")
                if let last = node.assignments.last {
                    edits.append((last.value.range.upperBound..<last.value.range.upperBound, ", " + assigned))
                } else {
                    edits.append(
                        (node.moment.range.upperBound..<node.moment.range.upperBound, " where " + assigned))
                }
            default:
                continue
            }
        }
        let location = twin.location
        var header = [
            "// '\(descriptor.name)' (\(origin)) as .fx source, written by '\(writer)' from its DSL twin",
            "// '\(twin.descriptor.name)' (\(location.file):\(location.line)), renamed: its parameters work, as the original's do.",
        ]
        if !changed.isEmpty {
            let asked = changed.map { "\($0.name) = \($0.asked)" }.joined(separator: ", ")
            header.append("// The defaults are the twin's but for \(asked), as asked.")
        }
        header.append("")
        let text = Self.applying(edits, to: twin.program.source.bytes, within: syntax.range)
        return header.joined(separator: "\n") + "\n" + text + "\n"
    }

    /// The effect `name` of `source`, parsed again for the places of its name, defaults and examples.
    private static func effectSyntax(named name: String, in source: SourceFile) -> EffectSyntax? {
        Parser.parse(source).0.effects.first { $0.name.text == name }
    }

    /// The text of `range` of `bytes` with `edits` (ranges within it) replaced.
    private static func applying(
        _ edits: [(range: Range<SourcePosition>, text: String)], to bytes: [UInt8],
        within range: Range<SourcePosition>
    ) -> String {
        var result: [UInt8] = []
        var position = range.lowerBound.offset
        for edit in edits.sorted(by: { $0.range.lowerBound.offset < $1.range.lowerBound.offset }) {
            let start = min(max(edit.range.lowerBound.offset, position), range.upperBound.offset)
            result += bytes[position..<start]
            result += Array(edit.text.utf8)
            position = min(max(edit.range.upperBound.offset, start), range.upperBound.offset)
        }
        result += bytes[position..<min(range.upperBound.offset, bytes.count)]
        return String(decoding: result, as: UTF8.self)
    }
}
