import EffectsRegistry

@testable import fxctl

/// A small effect with a real timeline: a panel slides `distance` points right in `length` seconds.
struct Wipe: TransitionEffect {
    var name = "wipe"
    var drive = EffectDrive.time

    var descriptor: EffectDescriptor {
        EffectDescriptor(
            name: name, summary: "A panel slides to the right",
            parameters: [
                .number("distance", default: 100, in: 0...1000, unit: "pt", help: "how far the panel goes"),
                .number("length", default: 1, in: 0.1...10, unit: "s", help: "how long it takes"),
                .choice("side", ["left", "right"], default: "right", help: "where it goes"),
            ],
            duration: 1, drive: drive, layerNames: ["panel"])
    }

    func timeline(_ parameters: ParameterValues, context: EffectContext) throws(EffectError) -> Timeline {
        let distance = try parameters.number("distance") * (try parameters.choice("side") == "left" ? -1 : 1)
        let length = try parameters.number("length")
        do {
            let opacity = try ModelValue(
                target: PropertyTarget(keyPath: "opacity").unwrapped(), value: Value(1))
            let width = try ModelValue(
                target: PropertyTarget(keyPath: "bounds.size.width").unwrapped(),
                value: Value(context.viewportWidth))
            let track = try Track(
                keyPath: "position.x", values: [Value(0), Value(distance)],
                timing: MediaTiming(duration: length))
            let layer = Layer(name: "panel", modelValues: [opacity, width], animations: [.track(track)])
            return try Timeline(duration: length, layers: [layer])
        } catch {
            throw EffectError(error)
        }
    }
}

/// An effect whose timeline always fails.
struct Broken: TransitionEffect {
    var descriptor: EffectDescriptor {
        EffectDescriptor(name: "broken", summary: "Never builds", duration: 1)
    }

    func timeline(_ parameters: ParameterValues, context: EffectContext) throws(EffectError) -> Timeline {
        throw .failed("the broken effect always fails")
    }
}

extension Optional where Wrapped == PropertyTarget {
    /// The target, or a timeline error for a key path the catalogue lacks.
    func unwrapped() throws(TimelineError) -> PropertyTarget {
        guard let self else { throw .unknownKeyPath("?", suggestions: []) }
        return self
    }
}

/// The built-ins of the in-process tests.
enum FakeBuiltIns {
    static let provider = StaticEffectProvider(
        name: "built-in effects", effects: [Wipe(), Wipe(name: "drag", drive: .progress), Broken()])
}

/// A stand-in for the effect language: each line `effect NAME` defines an effect (a wipe of that
/// name), `derive NAME BASE` one that needs BASE registered first, and `error TEXT` is an error at
/// that line; `warn TEXT` a warning.
struct LineCompiler: ScriptCompiler {
    func compile(_ script: EffectScript, registry: EffectRegistry) -> ScriptCompilation {
        var effects: [RegisteredEffect] = []
        var diagnostics: [ScriptDiagnostic] = []
        let lines = String(decoding: script.bytes, as: UTF8.self).split(
            separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() {
            let words = line.split(separator: " ").map(String.init)
            let origin = EffectOrigin.file(path: script.name, line: index + 1)
            func problem(_ severity: ScriptDiagnostic.Severity, _ text: String) {
                diagnostics.append(
                    ScriptDiagnostic(
                        file: script.name, line: index + 1, column: 1, endLine: index + 1,
                        endColumn: line.utf8.count + 1,
                        severity: severity, message: text, hints: []))
            }
            switch words.first {
            case "effect" where words.count == 2:
                effects.append(RegisteredEffect(effect: Wipe(name: words[1]), origin: origin))
            case "derive" where words.count == 3:
                if registry.entry(named: words[2]) != nil {
                    effects.append(RegisteredEffect(effect: Wipe(name: words[1]), origin: origin))
                } else {
                    problem(.error, "unknown base effect '\(words[2])'")
                }
            case "error": problem(.error, words.dropFirst().joined(separator: " "))
            case "warn": problem(.warning, words.dropFirst().joined(separator: " "))
            default: break
            }
        }
        let hasErrors = diagnostics.contains { $0.severity == .error }
        let rendered = diagnostics.map { d in
            "\(d.file):\(d.line):\(d.column): \(d.severity.rawValue): \(d.message)\n"
        }.joined()
        return ScriptCompilation(effects: hasErrors ? [] : effects, diagnostics: diagnostics) { colors in
            colors ? "\u{1B}[1m" + rendered + "\u{1B}[0m" : rendered
        }
    }

    func timingFunction(_ text: String) -> Result<TimingFunction, ScriptTextError> {
        text == "linear" ? .success(.linear) : .failure(ScriptTextError("unknown timing function '\(text)'"))
    }
}
