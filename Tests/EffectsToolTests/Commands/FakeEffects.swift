import EffectsRegistry

@testable import EffectsTool

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

/// Small `.fx` sources for the in-process tests, loaded by the same EffectDSL providers as fxctl's.
enum Script {
    /// An effect `name` whose layer `panel` slides 100 points right in one second, or one deriving
    /// from `base` (with a duration of two seconds).
    static func effect(_ name: String, base: String? = nil) -> String {
        if let base { return "effect \(name): \(base) { duration 2s }\n" }
        return """
            effect \(name) {
                duration 1s
                layer panel {
                    set position.x = 100
                    animate position.x from 0 to 100
                }
            }

            """
    }

    /// An effect `name` whose layers use the unknown names `unknown`, one error each.
    static func broken(_ name: String, unknown: [String]) -> String {
        "effect \(name) {\n" + unknown.map { "    layer \($0)-layer { set opacity = \($0) }\n" }.joined()
            + "}\n"
    }
}
