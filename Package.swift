// swift-tools-version: 6.0
// fxkit: UI transition effects defined in Swift or in a small text language, sampled into tables.
// docs/Architecture.md draws this graph and says who owns what; a test (ArchitectureDocumentTests)
// fails when the two disagree.
import PackageDescription

let package = Package(
    name: "fxkit",
    products: [
        .library(name: "EffectsRegistry", targets: ["EffectsRegistry"]),
        .library(name: "Effects", targets: ["Effects"]),
        .library(name: "EffectDSL", targets: ["EffectDSL"]),
        .library(name: "EffectsInterchange", targets: ["EffectsInterchange"]),
        .library(name: "EffectGraphics", targets: ["EffectGraphics"]),
        .library(name: "EffectsTesting", targets: ["EffectsTesting"]),
        .library(name: "EffectsText", targets: ["EffectsText"]),
        .library(name: "EffectsTool", targets: ["EffectsTool"]),
        .executable(name: "fxctl", targets: ["fxctl"]),
    ],
    targets: [
        // Text: the decimal engine and the one number-to-text API (shortest, fixed digits, seconds,
        // percent), JSON values, "did you mean" suggestions, XML and HTML escaping, text columns.
        // Depends on no other fxkit target; every target that writes text depends on it.
        .target(name: "EffectsText"),
        // The platform: the only target that imports Glibc (fxkit is Linux only). File kinds, bounded
        // reads, directory listings, canonical paths, atomic replacement, errno text, output sinks,
        // the environment, signals, threads, and the C math functions (libm). Internal to the package.
        .target(name: "Platform", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        // The core, under the name the design card gives it: the TransitionEffect protocol, the
        // registry and its providers, values, timing functions, transforms, tracks, timelines, the
        // sampler, tables and the analysis. Knows nothing about text formats or the command line.
        .target(name: "EffectsRegistry", dependencies: ["EffectsText", "Platform"]),
        // The built-in effects, one Swift type per effect.
        .target(name: "Effects", dependencies: ["EffectsRegistry", "EffectsText"]),
        // The .fx language (lexer, parser, checker, compiler, printer, diagnostics) and the one loader
        // of effect files: directories, references, the shipped catalogue, the load cache, checks, and
        // the plug-in point for the formats imported beside .fx (`EffectSourceFormat`).
        .target(name: "EffectDSL", dependencies: ["EffectsRegistry", "EffectsText", "Platform"]),
        // Every foreign format, a folder each: CSS (read), the web formats (CSS, Web Animations and the
        // preview page, written), Lottie (model, read, written, dotLottie) and the JSON reader, with the
        // options, error and per-track report every conversion shares.
        .target(
            name: "EffectsInterchange", dependencies: ["EffectsRegistry", "EffectsText", "Platform", "EffectDSL"]),
        // Line charts and film strips of sample tables, as SVG.
        .target(name: "EffectGraphics", dependencies: ["EffectsRegistry", "EffectsText", "Platform"]),
        // Golden tables for tests, fxkit's own and its users': sample, compare within a tolerance, update.
        .target(name: "EffectsTesting", dependencies: ["EffectsRegistry", "EffectsText", "Platform"]),
        // The command-line tool as a library: the generic argument parser (Arguments/), the inspection
        // documents (Inspection/), one `ToolCommand` type per command, the runner that turns errors
        // into messages and exit codes, and `CommandLineTool`, with which an app's executable becomes
        // a complete tool over its own effects.
        .target(
            name: "EffectsTool",
            dependencies: [
                "EffectsRegistry", "EffectsText", "Effects", "EffectDSL", "EffectGraphics", "EffectsInterchange",
                "Platform",
            ]),
        // The fxctl executable: its name, version and environment variables, passed to EffectsTool.
        // A release build links the Swift runtime in statically: the tool then runs without the
        // toolchain's libraries installed, and starts about a millisecond sooner (no libswiftCore
        // and its companions to load and bind).
        .executableTarget(
            name: "fxctl",
            dependencies: ["EffectsTool", "Effects"],
            linkerSettings: [
                .unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))
            ]),
        // Helpers shared by the test targets, fxctl's command table (FxctlCommands) among them.
        .target(name: "TestSupport", dependencies: ["EffectsTool"], path: "Tests/TestSupport"),
        // The platform's files, sinks and threads, tested against the real system in scratch directories.
        .testTarget(name: "PlatformTests", dependencies: ["Platform", "TestSupport"]),
        .testTarget(name: "EffectsTextTests", dependencies: ["EffectsText", "TestSupport"]),
        .testTarget(
            name: "EffectsRegistryTests",
            dependencies: ["EffectsRegistry", "EffectsText", "Platform", "TestSupport"]),
        // Effects tests also compare each built-in with its DSL twin in effects/seeds/.
        .testTarget(
            name: "EffectsTests", dependencies: ["Effects", "EffectDSL", "EffectsRegistry", "TestSupport"]),
        // Golden/ holds the sample tables of effects/ as CSV and BadInput/ the malformed-file corpus, read by
        // path, not bundled. Library/ tests the loader with the formats of EffectsInterchange.
        .testTarget(
            name: "EffectDSLTests",
            dependencies: [
                "EffectDSL", "Effects", "EffectsRegistry", "EffectsText", "EffectsTesting", "EffectsInterchange",
                "Platform", "TestSupport",
            ],
            exclude: ["Golden", "BadInput"]),
        // Import/Corpus holds the stylesheets the Chromium proof plays, Import/LottieCorpus the Lottie
        // files ThorVG plays, the Golden/ folders the diagnostics' expected text; the round trips export
        // the imports (CSS, Web Animations, Lottie) and play them again.
        .testTarget(
            name: "EffectsInterchangeTests",
            dependencies: [
                "EffectsInterchange", "EffectDSL", "Effects", "EffectGraphics", "EffectsRegistry", "EffectsText",
                "EffectsTesting", "TestSupport",
            ],
            exclude: [
                "Export/Lottie/lottie_check.py", "Export/Lottie/Cases", "Import/Corpus", "Import/Golden",
                "Import/LottieCorpus", "Import/Lottie/lottie_import_check.py",
            ]),
        .testTarget(
            name: "EffectGraphicsTests", dependencies: ["EffectGraphics", "EffectsRegistry", "TestSupport"]),
        .testTarget(
            name: "EffectsTestingTests", dependencies: ["EffectsTesting", "EffectsRegistry", "TestSupport"]),
        // The commands run in-process, with in-memory streams, over fake and real effects; the argument
        // parser and the inspection documents on their own.
        .testTarget(
            name: "EffectsToolTests",
            dependencies: [
                "EffectsTool", "EffectsRegistry", "Effects", "EffectDSL", "EffectGraphics", "EffectsInterchange",
                "Platform", "TestSupport",
            ]),
        // End-to-end runs of the fxctl binary, and the documentation's commands run as written.
        .testTarget(
            name: "fxctlTests",
            dependencies: ["fxctl", "EffectsTool", "EffectsRegistry", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
