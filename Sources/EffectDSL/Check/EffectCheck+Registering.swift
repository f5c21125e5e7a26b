import EffectsRegistry

extension EffectCheck {
    /// `compilation`, its effects registered when it has no error; an effect the registry refuses
    /// (a name defined twice) becomes an error at the line that defines it.
    ///
    /// A checked file's effect replaces a shipped one of its name, as in every other command.
    mutating func registeringClean(_ compilation: ScriptCompilation) -> ScriptCompilation {
        guard !compilation.hasErrors else { return compilation }
        var extra: [ScriptDiagnostic] = []
        for entry in compilation.effects {
            if case .file(let path, _)? = registry.entry(named: entry.name)?.origin,
                path.hasPrefix(ShippedCatalogue.namePrefix)
            {
                registry.remove(named: entry.name)
            }
            do {
                try registry.register(entry.effect, origin: entry.origin)
            } catch {
                var file = ""
                var line = 1
                if case .file(let path, let number) = entry.origin { (file, line) = (path, number) }
                extra.append(
                    ScriptDiagnostic(
                        file: file, line: line, column: 1, endLine: line, endColumn: 1, severity: .error,
                        message: error.description, hints: []))
            }
        }
        guard !extra.isEmpty else { return compilation }
        let render = compilation.render
        let lines = extra.map { "\($0.file):\($0.line):\($0.column): error: \($0.message)\n" }.joined()
        return ScriptCompilation(effects: [], diagnostics: compilation.diagnostics + extra) { colors in
            render(colors) + lines
        }
    }

    /// The findings of an effect's timeline at its default parameters, placed at its name: those of
    /// a `.fx` effect are the ones checking its file reports at its tracks.
    static func findings(of effect: any TransitionEffect, named name: String) -> ScriptCompilation {
        let diagnostics: [ScriptDiagnostic]
        do {
            let timeline = try effect.timeline(effect.descriptor.defaults(), context: EffectContext())
            diagnostics = TimelineAnalysis(timeline).findings.map { finding in
                ScriptDiagnostic(
                    file: name, line: 1, column: 1, endLine: 1, endColumn: 1, severity: .warning,
                    message: finding.message, hints: [finding.hint])
            }
        } catch {
            diagnostics = [.error(error.description, file: name)]
        }
        return ScriptCompilation(effects: [], diagnostics: diagnostics) { _ in
            diagnostics.map { diagnostic in
                "\(name): \(diagnostic.severity.rawValue): \(diagnostic.message)\n"
                    + diagnostic.hints.map { "hint: \($0)\n" }.joined()
            }.joined()
        }
    }
}
