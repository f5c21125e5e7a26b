import EffectDSL
import Effects
import EffectsRegistry
import TestSupport

/// The effects every Lottie test exports: the built-ins, the shipped `.fx` files, and
/// `Cases/lottie-features.fx`, which holds each construct the export maps (discrete, steps,
/// repeats with autoreverse, speed, offset, delay, a cutting group, additive, springs, `linear()`,
/// paced, rotation about y, animated bounds).
enum LottieCases {
    /// One effect instance to export.
    struct Case: Sendable {
        var name: String
        var timeline: Timeline
        var context: EffectContext
    }

    /// The file of constructs, relative to the repository.
    static let featuresFile = "Tests/EffectsExportTests/Lottie/Cases/lottie-features.fx"

    /// Every case, named as the registry names the effect.
    static func all() throws -> [Case] {
        var registry = EffectRegistry()
        _ = registry.load(from: BuiltInEffects.provider)
        _ = registry.load(
            from: DSLDirectoryProvider(
                paths: [], files: ShippedEffects.files + [featuresFile], workingDirectory: Repository.root))
        let context = EffectContext()
        return try registry.names.sorted().map { name in
            Case(
                name: name,
                timeline: try registry.effect(named: name).timeline(assignments: [], context: context),
                context: context)
        }
    }
}
