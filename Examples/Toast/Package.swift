// swift-tools-version: 6.0
// An app's own effects on top of fxkit: a Swift-defined toast entrance registered beside the
// built-ins and a directory of .fx files, sampled, plotted and golden-tested. docs/Library.md walks
// through it; CI builds it and runs its tests.
import PackageDescription

let package = Package(
    name: "Toast",
    dependencies: [
        // In your own package: .package(url: "<fxkit's repository>", from: "…") instead.
        .package(name: "fxkit", path: "../..")
    ],
    targets: [
        .target(
            name: "ToastEffects",
            dependencies: [
                .product(name: "EffectsCore", package: "fxkit"),
                .product(name: "Effects", package: "fxkit"),
                .product(name: "EffectDSL", package: "fxkit"),
                .product(name: "EffectGraphics", package: "fxkit"),
            ]),
        .executableTarget(name: "toast-demo", dependencies: ["ToastEffects"]),
        .testTarget(
            name: "ToastEffectsTests",
            dependencies: [
                "ToastEffects",
                .product(name: "EffectsCore", package: "fxkit"),
                .product(name: "EffectsTesting", package: "fxkit"),
            ],
            exclude: ["Golden"]),
    ],
    swiftLanguageModes: [.v6]
)
