import EffectDSL
import Foundation
import TestSupport
import Testing

/// Every command and format on every built-in effect, through the built binary.
@Suite(.enabled(if: EndToEnd.isAvailable, EndToEnd.missingMessage))
struct EndToEndBuiltInTests {
    static let builtIns = ["reveal", "slide", "swap-card", "stack"]
    static let formats = ["csv", "tsv", "json", "markdown", "table"]

    /// In a directory without effect files, the built-ins and the shipped catalogue.
    @Test func listsTheBuiltInsAndTheShippedCatalogue() throws {
        let fx = try EndToEnd()
        defer { fx.remove() }
        let names = try fx.run(["list", "--names"])
        #expect(names.status == 0)
        let expected = (Self.builtIns + ShippedCatalogue.entries.map(\.name)).sorted()
        #expect(names.output == expected.map { $0 + "\n" }.joined())
        let table = try fx.run(["list"])
        #expect(table.status == 0)
        #expect(
            table.output.hasPrefix(
                "NAME             ORIGIN                                      DURATION  SUMMARY\n"))
        for name in expected { #expect(table.output.contains("\n\(name) ")) }
        #expect(table.output.contains("\nswap-card        built-in                                    1.2 s"))
        #expect(
            table.output.contains("\nfade             fxkit:effects/fade.fx:5                     0.25 s"))
        // A spring's settling time is listed to the millisecond; inspect gives every digit.
        #expect(
            table.output.contains(
                "\nspring-pop       fxkit:effects/examples/spring-pop.fx:6      1.358 s   A card"))
    }

    /// The built binary, run in a scratch folder outside the checkout, samples a shipped `.fx`
    /// effect and a file of the folder deriving from one.
    @Test func samplesAShippedEffectOutsideTheCheckout() throws {
        let fx = try EndToEnd()
        defer { fx.remove() }
        // The opacities alone: fade's layers also set their (constant) screen size and place.
        let fade = try fx.run(["sample", "fade", "--samples", "3", "--columns", "*.opacity"])
        #expect(fade.status == 0, "\(fade)")
        #expect(
            fade.output
                == "t,progress,outgoing.opacity,incoming.opacity\n0,0,1,0\n0.125,0.5,0.5,0.5\n0.25,1,0,1\n")
        try fx.write("effect slow-fade: fade { duration 1s }\n", to: "effects/slow.fx")
        let slow = try fx.run(["sample", "slow-fade", "--at", "0.5", "--columns", "*.opacity"])
        #expect(slow.status == 0, "\(slow)")
        #expect(slow.output == "t,progress,outgoing.opacity,incoming.opacity\n0.5,0.5,0.5,0.5\n")
    }

    @Test(arguments: builtIns, formats)
    func samplesInEveryFormat(_ effect: String, _ format: String) throws {
        let fx = try EndToEnd()
        defer { fx.remove() }
        let result = try fx.run(["sample", effect, "--samples", "5", "--format", format])
        #expect(result.status == 0, "\(result)")
        #expect(result.error == "")
        let csv = try fx.run(["sample", effect, "--samples", "5", "--format", "csv"])
        let table = try #require(EndToEndTables.delimited(csv.output, separator: ","))
        #expect(table.rows.count == 5)
        #expect(table.columns.prefix(2) == ["t", "progress"])
        switch format {
        case "tsv":
            let tsv = try #require(EndToEndTables.delimited(result.output, separator: "\t"))
            #expect(tsv.columns == table.columns)
            #expect(tsv.rows == table.rows)
        case "json":
            let rows = try #require(EndToEndTables.json(result.outputBytes))
            #expect(rows.count == 5)
            #expect(rows.first?.keys.sorted() == table.columns.sorted())
        case "markdown":
            let lines = result.output.split(separator: "\n")
            #expect(lines.count == 7)
            #expect(lines.allSatisfy { $0.hasPrefix("| ") && $0.hasSuffix(" |") })
        case "table":
            let lines = result.output.split(separator: "\n")
            #expect(lines.count == 7)
            #expect(Set(lines.map { $0.count }).count == 1, "every line of an aligned table is as wide")
        default:
            #expect(result.output == csv.output)
        }
    }

    @Test(arguments: builtIns)
    func samplesWithEveryGridOption(_ effect: String) throws {
        let fx = try EndToEnd()
        defer { fx.remove() }
        let frames = try #require(
            EndToEndTables.delimited(try fx.run(["sample", effect]).output, separator: ","))
        let last = try #require(frames.rows.last?.first)
        #expect(frames.rows.first?.first == 0)
        #expect(frames.rows.count == Int((last * 60).rounded()) + 1)
        let at = try fx.run([
            "sample", effect, "--at", "0,0.1", "--precision", "3", "--columns", "*.position.x",
        ])
        #expect(at.status == 0)
        let lines = at.output.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(
            lines.dropFirst().allSatisfy {
                $0.split(separator: ",").allSatisfy { $0.split(separator: ".").last?.count == 3 }
            })
        let progress = try fx.run(["sample", effect, "--progress", "--step", "0.25"])
        let table = try #require(EndToEndTables.delimited(progress.output, separator: ","))
        #expect(table.rows.map { $0[1] } == [0, 0.25, 0.5, 0.75, 1])
    }

    @Test(arguments: builtIns)
    func inspectsAsTextAndJSON(_ effect: String) throws {
        let fx = try EndToEnd()
        defer { fx.remove() }
        let text = try fx.run(["inspect", effect])
        #expect(text.status == 0)
        #expect(text.output.hasPrefix("\(effect): "))
        for section in ["PARAMETERS:", "TIMELINE (default parameters, viewport 375x667):", "  layer "] {
            #expect(text.output.contains(section))
        }
        let json = try fx.run(["inspect", effect, "--format", "json"])
        #expect(json.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: json.outputBytes) as? [String: Any])
        #expect(object["name"] as? String == effect)
        #expect((object["layers"] as? [Any])?.isEmpty == false)
        #expect((object["parameters"] as? [Any])?.isEmpty == false)
    }

    @Test(arguments: builtIns)
    func roundTripsThroughFXSource(_ effect: String) throws {
        let fx = try EndToEnd()
        defer { fx.remove() }
        let source = try fx.run(["inspect", effect, "--format", "fx"])
        #expect(source.status == 0)
        try fx.write(source.output, to: "\(effect).fx")
        let check = try fx.run(["check", "\(effect).fx"])
        #expect(check.status == 0, "\(check)")
        #expect(!check.error.contains("error:"))
        let original = try #require(
            EndToEndTables.delimited(try fx.run(["sample", effect]).output, separator: ","))
        let copy = try #require(
            EndToEndTables.delimited(try fx.run(["sample", "\(effect).fx"]).output, separator: ","))
        #expect(copy.columns == original.columns)
        let difference = try #require(EndToEndTables.maximumDifference(original.rows, copy.rows))
        #expect(difference <= 1e-9)
        let named = try fx.run(["sample", "\(effect).fx:\(effect)-copy"])
        #expect(named.status == 0)
    }

    @Test(arguments: builtIns)
    func plotsAndRendersWellFormedSVG(_ effect: String) throws {
        let fx = try EndToEnd()
        defer { fx.remove() }
        for arguments in [
            ["plot", effect], ["plot", effect, "--progress", "--columns", "*.position.*"],
            ["render", effect, "--frames", "4"], ["render", effect, "--viewport", "320x480"],
        ] {
            let result = try fx.run(arguments + ["-o", "out.svg"])
            #expect(result.status == 0, "\(result)")
            #expect(result.output == "")
            let svg = try #require(fx.read("out.svg"))
            #expect(XMLChecker.problem(in: svg) == nil, "\(arguments)")
        }
    }

    @Test func playsASequence() throws {
        let fx = try EndToEnd()
        defer { fx.remove() }
        let result = try fx.run([
            "sample", "swap-card", "--items", "3", "--play", "next,next", "--fps", "10", "--columns",
            "*.item",
        ])
        #expect(result.status == 0, "\(result)")
        let table = try #require(EndToEndTables.delimited(result.output, separator: ","))
        #expect(table.columns == ["t", "progress", "front.item", "back.item"])
        #expect(table.rows.first?.suffix(2) == [0, 1])
        #expect(table.rows.last?.suffix(2) == [1, 2])
    }

    @Test func tabulatesTimingFunctions() throws {
        let fx = try EndToEnd()
        defer { fx.remove() }
        let result = try fx.run(["timing", "cubic-bezier(.42,0,.58,1)", "--at", "0.25,0.5"])
        #expect(result.status == 0)
        let table = try #require(EndToEndTables.delimited(result.output, separator: ","))
        #expect(table.columns == ["x", "y"])
        #expect(table.rows[1] == [0.5, 0.5])
        #expect(abs(table.rows[0][1] - 0.12916193104731982) < 1e-9)
        let steps = try fx.run(["timing", "steps(4, jump-end)", "--samples", "5", "--format", "json"])
        #expect(EndToEndTables.json(steps.outputBytes)?.map { $0["y"] ?? -1 } == [0, 0.25, 0.5, 0.75, 1])
    }
}
