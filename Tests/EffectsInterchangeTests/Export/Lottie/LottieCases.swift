import EffectDSL
import Effects
import EffectsInterchange
import EffectsRegistry
import Synchronization
import TestSupport

/// The effects every Lottie test exports: the built-ins, the shipped `.fx` files, and
/// `Cases/lottie-features.fx`, which holds each construct the export maps (discrete, steps,
/// repeats with autoreverse, speed, offset, delay, a cutting group, additive, springs, `linear()`,
/// paced, rotation about y, animated bounds), and `Cases/lottie-transforms.fx`, the transform
/// constructs no shipped effect holds.
enum LottieCases {
    /// One effect instance to export.
    struct Case: Sendable {
        var name: String
        var timeline: Timeline
        var context: EffectContext
        /// The options it exports with: the defaults, or for an effect refused at them (see
        /// ``refused``) a tolerance that allows its flat approximation.
        var options: InterchangeOptions
    }

    /// The effects whose layers leave the viewport's plane in perspective (at the default tolerance
    /// exported as the paths of their projected corners, refused so when rounded), with this layer
    /// and key path, and the point tolerance that lets them export as a flat map.
    static let refused: [String: (layer: String, keyPath: String, tolerance: Double)] = [
        "flip-x": ("card", "transform", 40)
    ]

    /// The file of constructs, relative to the repository.
    static let featuresFile = "Tests/EffectsInterchangeTests/Export/Lottie/Cases/lottie-features.fx"

    /// The transform constructs no shipped effect holds (a matrix in a list, rotations about x and y
    /// together, a single-sided back, `hidden`), relative to the repository.
    static let transformsFile = "Tests/EffectsInterchangeTests/Export/Lottie/Cases/lottie-transforms.fx"

    /// The exports made so far, by case name and options: the player, tolerance and document
    /// suites export the same cases, and an export takes seconds in a debug build.
    private static let exports = Mutex<[String: LottieExport]>([:])

    /// The cases, made once.
    private static let made = Result { try cases() }

    /// Every case, named as the registry names the effect.
    static func all() throws -> [Case] {
        try made.get()
    }

    /// The export of `item` at `options` (its own by default), made once for the whole run.
    static func export(_ item: Case, options: InterchangeOptions? = nil) throws -> LottieExport {
        let options = options ?? item.options
        let key = "\(item.name) \(options)"
        if let export = exports.withLock({ $0[key] }) { return export }
        let export = try LottieExporter.export(item.timeline, options: options)
        exports.withLock { $0[key] = export }
        return export
    }

    private static func cases() throws -> [Case] {
        var registry = EffectRegistry()
        _ = registry.load(from: BuiltInEffects.provider)
        _ = registry.load(
            from: DSLDirectoryProvider(
                paths: [], files: ShippedEffects.files + [featuresFile, transformsFile],
                workingDirectory: Repository.root))
        let context = EffectContext()
        return try registry.names.sorted().map { name in
            Case(
                name: name,
                timeline: try registry.effect(named: name).timeline(assignments: [], context: context),
                context: context,
                options: try refused[name].map {
                    InterchangeOptions(tolerance: try InterchangeTolerance(points: $0.tolerance))
                }
                    ?? InterchangeOptions())
        }
    }
}
