import Foundation
import Testing

/// The built binary's load cache: on where the environment puts it, keyed on the binary itself,
/// and the output the same with it, without it, cold or warm.
@Suite(.enabled(if: EndToEnd.isAvailable, EndToEnd.missingMessage))
struct EndToEndCacheTests {
    @Test func listPrintsTheSameColdWarmAndWithoutTheCache() throws {
        let fx = try EndToEnd()
        let store = try EndToEnd()
        defer {
            fx.remove()
            store.remove()
        }
        try fx.write(
            "effect mine {\n    duration 1s\n    layer a { animate opacity from 0 to 1 }\n}\n",
            to: "effects/a.fx")
        try fx.write("effect broken { layer a { set opacity = nope } }\n", to: "effects/b.fx")
        let off = try fx.run(["list"], environment: ["FXCTL_CACHE_DIR": ""])
        #expect(off.error.contains("Warning: skipped effects/b.fx"), "\(off)")
        let environment = ["FXCTL_CACHE_DIR": store.path("cache")]
        let cold = try fx.run(["list"], environment: environment)
        let stored = try FileManager.default.contentsOfDirectory(atPath: store.path("cache"))
        #expect(stored.count == 1 && stored.allSatisfy { $0.hasPrefix("list-") && $0.hasSuffix(".cache") })
        let warm = try fx.run(["list"], environment: environment)
        #expect(cold.description == off.description)
        #expect(warm.description == off.description)
        #expect(fx.entries() == ["effects"])
    }

    @Test func theDefaultPlaceIsUnderHome() throws {
        let fx = try EndToEnd()
        let home = try EndToEnd()
        defer {
            fx.remove()
            home.remove()
        }
        _ = try fx.run(["list"], environment: ["HOME": home.directory.path])
        let stored = try FileManager.default.contentsOfDirectory(atPath: home.path(".cache/fxkit"))
        #expect(stored.count == 1)
        #expect(fx.entries() == [])
    }
}
