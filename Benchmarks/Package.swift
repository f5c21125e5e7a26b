// swift-tools-version: 6.0
// fxkit benchmarks: a separate package so the main package stays dependency-free and `swift test`
// there never builds it. Run: `cd Benchmarks && swift run -c release fxbench [--quick] [figure…]`.
import PackageDescription

let package = Package(
    name: "fxkit-benchmarks",
    dependencies: [.package(name: "fxkit", path: "..")],
    targets: [
        .executableTarget(
            name: "fxbench",
            dependencies: [
                "CBaselines", "hello", "peakrss",
                .product(name: "EffectsRegistry", package: "fxkit"),
                .product(name: "EffectDSL", package: "fxkit"),
                .product(name: "EffectsInterchange", package: "fxkit"),
                .product(name: "fxctl", package: "fxkit"),
            ]),
        .executableTarget(name: "hello"),
        // A tiny C launcher reporting a child's peak RSS (see its source for why it is separate).
        .executableTarget(name: "peakrss"),
        .target(name: "CBaselines"),
    ],
    swiftLanguageModes: [.v6]
)
