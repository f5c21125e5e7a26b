import EffectDSL
import Testing

@testable import EffectsTool

/// The shipped `.fx` catalogue is part of the tool: its effects work in any directory, a user's
/// own file of the same name replaces one, and `list` shows them with a `fxkit:` origin.
@Suite struct ShippedCatalogueCommandTests {
    /// A scratch directory with no `effects/` of its own, the shipped catalogue on.
    static func fresh() throws -> InProcess {
        var fx = try InProcess()
        fx.shipsCatalogue = true
        return fx
    }

    @Test func aShippedEffectSamplesInADirectoryWithoutEffects() throws {
        let fx = try Self.fresh()
        defer { fx.remove() }
        let result = fx.run(["sample", "fade", "--at", "0.125", "--columns", "*.opacity"])
        #expect(result.status == 0, "\(result)")
        #expect(result.output == "t,progress,outgoing.opacity,incoming.opacity\n0.125,0.5,0.5,0.5\n")
        #expect(result.error == "")
    }

    @Test func aDerivedShippedEffectBringsItsBase() throws {
        let fx = try Self.fresh()
        defer { fx.remove() }
        let result = fx.run(["inspect", "swap-card-slow"])
        #expect(result.status == 0, "\(result)")
        #expect(result.output.contains("fxkit:effects/examples/swap-card-slow.fx:6"), "\(result)")
    }

    @Test func listShowsTheCatalogueWithItsOrigin() throws {
        let fx = try Self.fresh()
        defer { fx.remove() }
        let result = fx.run(["list"])
        #expect(result.status == 0, "\(result)")
        for entry in ShippedCatalogue.entries {
            #expect(result.output.contains(entry.origin), "\(entry.name)")
        }
        #expect(result.output.contains("fade             fxkit:effects/fade.fx:5"), "\(result)")
        let names = fx.run(["list", "--names"])
        #expect(names.output.split(separator: "\n").count == ShippedCatalogue.entries.count + 3)
    }

    @Test func theUsersOwnFileReplacesTheShippedEffectOfItsName() throws {
        let fx = try Self.fresh()
        defer { fx.remove() }
        try fx.write(Script.effect("fade"), to: "effects/fade.fx")
        let list = fx.run(["list"])
        let row = list.output.split(separator: "\n").first { $0.hasPrefix("fade ") }
        #expect(row?.split(separator: " ").dropFirst().first == "effects/fade.fx:1", "\(list)")
        #expect(!list.output.contains("fxkit:effects/fade.fx"), "\(list)")
        let sample = fx.run(["sample", "fade", "--at", "0.5", "--columns", "*.x"])
        #expect(sample.output == "t,progress,panel.position.x\n0.5,0.5,50\n", "\(sample)")
        #expect(sample.error == "")
        let check = fx.run(["check", "effects/fade.fx"])
        #expect(check.status == 0, "\(check)")
    }

    @Test func aUsersFileDerivesFromAShippedEffect() throws {
        let fx = try Self.fresh()
        defer { fx.remove() }
        try fx.write(Script.effect("slow-fade", base: "fade"), to: "effects/slow.fx")
        let sample = fx.run(["sample", "slow-fade", "--at", "1", "--columns", "*.opacity"])
        #expect(sample.status == 0, "\(sample)")
        #expect(sample.output == "t,progress,outgoing.opacity,incoming.opacity\n1,0.5,0.5,0.5\n")
        let check = fx.run(["check", "effects/slow.fx"])
        #expect(check.status == 0, "\(check)")
    }

    @Test func checkingAUsersCopyOfAShippedBaseIsNoDuplicate() throws {
        let fx = try Self.fresh()
        defer { fx.remove() }
        // effects/derived.fx needs swap-card-fx; the file checked defines it again.
        try fx.write("effect derived: swap-card-fx { duration 2s }\n", to: "effects/derived.fx")
        try fx.write(Script.effect("swap-card-fx"), to: "mine.fx")
        let check = fx.run(["check", "mine.fx"])
        #expect(check.status == 0, "\(check)")
        #expect(check.error == "")
    }

    @Test func aShippedEffectIsCheckedByName() throws {
        let fx = try Self.fresh()
        defer { fx.remove() }
        let check = fx.run(["check", "fade"])
        #expect(check.status == 0, "\(check)")
    }

    @Test func aMistypedNameSuggestsAShippedEffect() throws {
        let fx = try Self.fresh()
        defer { fx.remove() }
        let result = fx.run(["sample", "fdae"])
        #expect(result.status == 1)
        #expect(result.error.contains("did you mean 'fade'"), "\(result)")
    }
}
