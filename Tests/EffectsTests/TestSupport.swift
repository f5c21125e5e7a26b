import EffectDSL
import EffectsRegistry
import TestSupport
import Testing

@testable import Effects

/// Every effect fxkit ships: the built-ins, then the `.fx` files of ``ShippedEffects/files`` (not a
/// user's own beside them in `effects/`), through the provider fxctl uses; a fresh registry each call.
func shippedRegistry() -> EffectRegistry {
    var registry = EffectRegistry()
    _ = registry.load(from: BuiltInEffects.provider)
    _ = registry.load(
        from: DSLDirectoryProvider(paths: [], files: ShippedEffects.files, workingDirectory: Repository.root))
    return registry
}

/// The default viewport, 375 × 667 points.
let viewportWidth = 375.0
let viewportHeight = 667.0

/// An effect instance compiled for sampling, with lookups by column name.
struct Probe {
    let timeline: Timeline
    let sampler: Sampler

    init(
        _ effect: some TransitionEffect, _ assignments: [String] = [],
        context: EffectContext = EffectContext()
    ) throws {
        timeline = try effect.timeline(assignments: assignments, context: context)
        sampler = Sampler(timeline: timeline)
    }

    /// The value of `column` at `time` seconds.
    func value(_ column: String, at time: Double) throws -> Double {
        try #require(sampler.value(of: column, at: time), "no column \(column)")
    }

    /// The value of `column` at `progress` of the duration.
    func value(_ column: String, progress: Double) throws -> Double {
        try value(column, at: progress * timeline.duration)
    }

    /// The point in `layer.position` at `time`.
    func position(_ layer: String, at time: Double) throws -> Value {
        Value(try value("\(layer).position.x", at: time), try value("\(layer).position.y", at: time))
    }

    /// The whole row at `time`, by column name.
    func row(at time: Double) -> [String: Double] {
        Dictionary(uniqueKeysWithValues: zip(sampler.columnNames, sampler.values(at: time)))
    }
}

/// Whether `a` and `b` differ by at most `tolerance`.
func isClose(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

/// Whether every component of `a` and `b` differs by at most `tolerance`.
func isClose(_ a: Value, _ b: Value, _ tolerance: Double = 1e-9) -> Bool {
    a.count == b.count && zip(a.components, b.components).allSatisfy { isClose($0, $1, tolerance) }
}
