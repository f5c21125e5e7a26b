// swift-tools-version: 6.0
// An app's own effects on top of fxkit: a Swift-defined toast entrance registered beside the
// built-ins and a directory of .fx files, sampled, plotted, exported and golden-tested, and the
// app's own fxctl (toastctl) over them. docs/Library.md walks through it; CI builds it, runs its
// tests and runs toastctl.
import PackageDescription

let package = Package(
    name: "Toast",
    dependencies: [
        // fxkit, two folders up. Outside this repository, name its Git URL and a branch:
        // .package(url: "<fxkit's repository URL>", branch: "main") (fxkit has no version tag yet).
        .package(name: "fxkit", path: "../..")
    ],
    targets: [
        .target(
            name: "ToastEffects",
            dependencies: [
                .product(name: "EffectsRegistry", package: "fxkit"),
                .product(name: "Effects", package: "fxkit"),
                .product(name: "EffectDSL", package: "fxkit"),
                .product(name: "EffectGraphics", package: "fxkit"),
                .product(name: "EffectsInterchange", package: "fxkit"),
                .product(name: "EffectsTool", package: "fxkit"),
            ]),
        .executableTarget(name: "toast-demo", dependencies: ["ToastEffects"]),
        .executableTarget(
            name: "toastctl",
            dependencies: [
                "ToastEffects",
                .product(name: "Effects", package: "fxkit"),
                .product(name: "EffectsTool", package: "fxkit"),
            ]),
        .testTarget(
            name: "ToastEffectsTests",
            dependencies: [
                "ToastEffects",
                .product(name: "EffectsRegistry", package: "fxkit"),
                .product(name: "EffectsTesting", package: "fxkit"),
            ],
            exclude: ["Golden"]),
    ],
    swiftLanguageModes: [.v6]
)
