// swift-tools-version: 6.0
// fxkit: UI transition effects defined in Swift or in a small text language, sampled into tables.
import PackageDescription

let package = Package(
    name: "fxkit",
    products: [
        .library(name: "EffectsText", targets: ["EffectsText"]),
        .library(name: "EffectsCore", targets: ["EffectsCore"]),
        // The core's name before 0.2: apps that depend on `EffectsRegistry` and `import EffectsRegistry` still
        // build (the module re-exports EffectsCore).
        .library(name: "EffectsRegistry", targets: ["EffectsRegistry"]),
        .library(name: "Effects", targets: ["Effects"]),
        .library(name: "EffectDSL", targets: ["EffectDSL"]),
        .library(name: "EffectGraphics", targets: ["EffectGraphics"]),
        .library(name: "EffectsTesting", targets: ["EffectsTesting"]),
        .library(name: "EffectsInterchange", targets: ["EffectsInterchange"]),
        .library(name: "EffectsExport", targets: ["EffectsExport"]),
        .library(name: "EffectsImport", targets: ["EffectsImport"]),
        .library(name: "EffectsLoading", targets: ["EffectsLoading"]),
        .library(name: "EffectsInspection", targets: ["EffectsInspection"]),
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
        // The core: values, timing functions, tracks, timelines, the sampler, the effect protocol
        // and the registry. Knows nothing about the DSL or the command line.
        .target(
            name: "EffectsCore", dependencies: ["EffectsText", "Platform"]),
        // The core's former name, kept for apps written against it: one file that re-exports EffectsCore.
        .target(name: "EffectsRegistry", dependencies: ["EffectsCore"]),
        // The built-in effects, one Swift type per effect.
        .target(name: "Effects", dependencies: ["EffectsCore", "EffectsText"]),
        // The .fx language: lexer, parser, checker, compiler and the file providers.
        .target(name: "EffectDSL", dependencies: ["EffectsCore", "EffectsText", "Platform"]),
        // Line charts and film strips of sample tables, as SVG.
        .target(name: "EffectGraphics", dependencies: ["EffectsCore", "EffectsText", "Platform"]),
        // What every conversion between fxkit and another format shares, exporters and importers
        // alike: the formats, the options (viewport, tolerance, frame rate), the one error and the
        // per-track report.
        .target(name: "EffectsInterchange", dependencies: ["EffectsCore", "EffectsText"]),
        // Effects in other engines' formats: Web Animations JSON, CSS, a preview page and Lottie.
        .target(
            name: "EffectsExport",
            dependencies: ["EffectsCore", "EffectsText", "Platform", "EffectsInterchange"]),
        // Effects read from other formats: a stylesheet's `@keyframes` and the cascade that times them,
        // a Lottie file's layers. Uses the DSL's positioned diagnostics and its `.fx` printer, and the
        // interchange report of what a Lottie import sampled.
        .target(
            name: "EffectsImport",
            dependencies: ["EffectsCore", "EffectsText", "Platform", "EffectDSL", "EffectsInterchange"]),
        // The effects of a run from every source format: the built-ins, the effect directories,
        // `.fx` files and the imported formats beside them (`EffectSourceFormat`: stylesheets,
        // Lottie files), the shipped catalogue, effect references (`path:name`), checks with their
        // JSON, and the listing through the load cache. The DSL and the importers are its providers.
        .target(
            name: "EffectsLoading",
            dependencies: ["EffectsCore", "EffectsText", "Platform", "EffectDSL", "EffectsImport"]),
        // How an effect is built, as a document: text, JSON or `.fx` source, with what each export
        // format holds exactly.
        .target(
            name: "EffectsInspection",
            dependencies: ["EffectsCore", "EffectsText", "EffectDSL", "EffectsExport"]),
        // The generic command-line parser: command tables, parsing, help, usage errors, completion
        // scripts. Internal to the package (no product).
        .target(name: "ArgumentParsing", dependencies: ["EffectsText"]),
        // Golden tables for tests, fxkit's own and its users': sample, compare within a tolerance, update.
        .target(name: "EffectsTesting", dependencies: ["EffectsCore", "EffectsText", "Platform"]),
        // The command-line tool as a library: the command table (one `ToolCommand` type per
        // command, its spec and its run), the runner that turns errors into messages and exit codes,
        // and `CommandLineTool`, with which an app's executable becomes a complete tool over its
        // own effects. Reads options and words what the libraries compute.
        .target(
            name: "EffectsTool",
            dependencies: [
                "EffectsCore", "EffectsText", "Effects", "EffectDSL", "EffectGraphics", "EffectsInterchange",
                "EffectsExport", "EffectsImport", "EffectsLoading", "EffectsInspection", "ArgumentParsing",
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
        // Helpers shared by the test targets.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        // The platform's files, sinks and threads, tested against the real system in scratch directories.
        .testTarget(name: "PlatformTests", dependencies: ["Platform", "TestSupport"]),
        .testTarget(name: "EffectsTextTests", dependencies: ["EffectsText", "TestSupport"]),
        .testTarget(
            name: "EffectsCoreTests", dependencies: ["EffectsCore", "EffectsText", "Platform", "TestSupport"]),
        // The former module name still gives the core's API.
        .testTarget(name: "EffectsRegistryTests", dependencies: ["EffectsRegistry"]),
        // Effects tests also compare each built-in with its DSL twin in effects/seeds/.
        .testTarget(
            name: "EffectsTests", dependencies: ["Effects", "EffectDSL", "EffectsCore", "TestSupport"]),
        // Golden/ holds the sample tables of effects/ as CSV and BadInput/ the malformed-file corpus, read by
        // path, not bundled.
        .testTarget(
            name: "EffectDSLTests",
            dependencies: [
                "EffectDSL", "Effects", "EffectsCore", "EffectsText", "EffectsTesting", "TestSupport",
            ],
            exclude: ["Golden", "BadInput"]),
        .testTarget(
            name: "EffectGraphicsTests", dependencies: ["EffectGraphics", "EffectsCore", "TestSupport"]),
        // End-to-end runs of the fxctl binary, and the documentation's commands run as written.
        .testTarget(
            name: "fxctlTests",
            dependencies: ["fxctl", "EffectsTool", "ArgumentParsing", "EffectsCore", "TestSupport"]),
        // The commands run in-process, with in-memory streams, over fake and real effects.
        .testTarget(
            name: "EffectsToolTests",
            dependencies: [
                "EffectsTool", "EffectsLoading", "EffectsCore", "Effects", "EffectDSL", "EffectGraphics",
                "ArgumentParsing",
                "Platform",
                "TestSupport",
            ]),
        .testTarget(name: "ArgumentParsingTests", dependencies: ["ArgumentParsing"]),
        .testTarget(
            name: "EffectsLoadingTests",
            dependencies: ["EffectsLoading", "EffectsCore", "EffectDSL", "Effects", "TestSupport"]),
        .testTarget(
            name: "EffectsInspectionTests",
            dependencies: ["EffectsInspection", "EffectsCore", "Effects", "EffectDSL"]),
        .testTarget(
            name: "EffectsExportTests",
            dependencies: [
                "EffectsExport", "EffectsInterchange", "Effects", "EffectDSL", "EffectGraphics",
                "EffectsCore", "EffectsImport",
                "TestSupport",
            ],
            exclude: ["Lottie/lottie_check.py", "Lottie/Cases"]),
        .testTarget(name: "EffectsInterchangeTests", dependencies: ["EffectsInterchange", "EffectsCore"]),
        // Corpus/ holds the stylesheets the Chromium proof plays, Golden/ the diagnostics' expected text.
        // The round trips export the imports (CSS, Web Animations, Lottie) and play them again.
        .testTarget(
            name: "EffectsImportTests",
            dependencies: [
                "EffectsImport", "EffectDSL", "EffectsCore", "EffectsText", "EffectsExport", "EffectsInterchange",
                "EffectsTesting", "TestSupport",
            ],
            exclude: ["Corpus", "Golden", "LottieCorpus", "Lottie/lottie_import_check.py"]),
        .testTarget(
            name: "EffectsTestingTests", dependencies: ["EffectsTesting", "EffectsCore", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
