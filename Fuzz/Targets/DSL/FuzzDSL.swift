import EffectDSL
import Effects
import EffectsInterchange
import EffectsRegistry

/// Fuzz target: the `.fx` pipeline, lexer → parser → checker → compiler → scripted effect → sampler,
/// and the timing-function parser of `fxctl timing`.
///
/// The input is one `.fx` file. Checked besides "no crash and no hang": every diagnostic has a
/// message and lies inside the file, the diagnostics render, a file with errors loads no effect,
/// every loaded effect has a sound descriptor whose defaults read back from their text, builds its
/// timeline at three viewports and samples a few frames to finite numbers or a sampler error; and
/// one input in sixteen exports (at the default viewport) to every web format and as Lottie, or
/// gives an export error with a message.
enum DSLTarget {
    /// The built-in effects and a small scripted one, for `effect NAME: BASE { … }`.
    static let registry: EffectRegistry = FuzzInput.immortal {
        var registry = EffectRegistry()
        _ = registry.load(from: BuiltInEffects.provider)
        let source = SourceFile(
            name: "base.fx",
            text: """
                effect base {
                    param size = 100 in 0...1000 "side"
                    param side = "left" in ["left", "right"]
                    duration 1s
                    layer box { set bounds.size = (size, size); animate opacity from 1 to 0 }
                }
                """)
        for effect in DSLLoader.load(source).effects {
            try? registry.register(effect, origin: .builtIn)
        }
        return registry
    }

    static let contexts = [
        EffectContext(), EffectContext(viewportWidth: 1e-6, viewportHeight: 2e-6),
        EffectContext(viewportWidth: 1e9, viewportHeight: 1e9),
    ]

    static func run(_ bytes: UnsafeBufferPointer<UInt8>) {
        FuzzInput.require(registry.count == BuiltInEffects.all.count + 1, "the base effects did not load")
        let source = SourceFile(name: "fuzz.fx", bytes: Array(bytes))
        let result = DSLLoader.load(source, registry: registry)
        FuzzInput.requirePositioned(result.diagnostics, inFileOf: bytes.count)
        let rendered = result.rendered()
        FuzzInput.require(result.diagnostics.isEmpty || !rendered.isEmpty, "nothing rendered")
        FuzzInput.require(!result.hasErrors || result.effects.isEmpty, "a file with errors loaded effects")
        // Exporting costs ten times the rest: one input in sixteen (by its length, so the choice is
        // the same on every run) is exported, which keeps the target near 2,000 inputs a second.
        let exports = bytes.count % 16 == 0
        for effect in result.effects {
            check(effect, exports: exports)
        }
        timing(FuzzInput.text(bytes))
    }

    static func check(_ effect: ScriptedEffect, exports: Bool) {
        let descriptor = effect.descriptor
        FuzzInput.require(descriptor.problems().isEmpty, "unsound descriptor: \(descriptor.problems())")
        let defaults = descriptor.defaults()
        do {
            let again = try descriptor.bind(
                defaults.names.compactMap { name in
                    defaults[name].map { "\(name)=\($0)" }
                })
            FuzzInput.require(again == defaults, "defaults do not read back from their text")
        } catch {
            FuzzInput.require(false, "defaults do not bind: \(error)")
        }
        for context in contexts {
            let timeline: Timeline
            do {
                timeline = try effect.timeline(defaults, context: context)
            } catch {
                FuzzInput.requireMessage(error.description, "timeline of \(descriptor.name)")
                continue
            }
            do {
                let table = try Sampler(timeline: timeline).table(.count(4))
                FuzzInput.require(table.values.allSatisfy(\.isFinite), "non-finite value in a table")
            } catch {
                FuzzInput.requireMessage(error.description, "table of \(descriptor.name)")
            }
            guard exports else { continue }
            if context == contexts[0] { exportEverywhere(timeline, descriptor.name) }
            lottie(timeline, context: context)
        }
    }

    /// Exports the timeline to every web format: a document, or an export error that says why.
    static func exportEverywhere(_ timeline: Timeline, _ name: String) {
        for format in InterchangeFormat.allCases where format != .lottie {
            do {
                let text = try export(timeline, as: format, options: InterchangeOptions(title: name))
                FuzzInput.require(!text.isEmpty, "an empty \(format.rawValue) export of \(name)")
            } catch {
                FuzzInput.requireMessage(error.description, "\(format.rawValue) export of \(name)")
            }
        }
    }

    /// The timeline as Lottie at a coarse tolerance (each input must finish in seconds): a
    /// document that starts as JSON, or an error that says why.
    static func lottie(_ timeline: Timeline, context: EffectContext) {
        do {
            let options = try InterchangeOptions(
                context: context, tolerance: InterchangeTolerance(points: 0.1, unitless: 0.01),
                framesPerSecond: 30)
            let export = try LottieExporter.export(timeline, options: options)
            FuzzInput.require(export.text.hasPrefix("{") && export.text.hasSuffix("}\n"), "not a JSON object")
        } catch {
            FuzzInput.requireMessage(error.description, "Lottie export")
        }
    }

    static func timing(_ text: String) {
        do {
            let function = try TimingFunctionParser.parse(text)
            for x in [-0.5, 0, 0.25, 0.5, 1, 2] {
                FuzzInput.require(function.value(at: x).isFinite, "\(function) at \(x) is not finite")
            }
        } catch {
            FuzzInput.requireMessage(error.description, "timing function")
        }
    }
}

/// libFuzzer's entry point.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    DSLTarget.run(UnsafeBufferPointer(start: data, count: size))
    return 0
}
