import EffectsRegistry
import EffectsTesting
import Testing
import ToastEffects

/// The library calls docs/Library.md gives for each command give what the command prints.
struct ToolEquivalentsTests {
    @Test func listAndCheckSeeTheAppsEffects() throws {
        let list = try ToolEquivalents.list()
        #expect(list.contains("toast-entrance  toast effects  0.4 s  A toast rises"))
        #expect(try ToolEquivalents.list(names: true).split(separator: "\n").contains("swap-card"))
        let file = TestResources.path("../../effects/toast-dismiss.fx")
        let check = try ToolEquivalents.check([file, "toast-entrance"])
        #expect(!check.hasErrors)
        #expect(check.json == "[]\n")
    }

    @Test func sampleTimingAndSequencesAreTables() throws {
        let sample = try ToolEquivalents.sample().split(separator: "\n")
        #expect(sample.count == 8)
        #expect(sample.first?.hasPrefix("t,progress,toast.") == true)
        #expect(sample.last?.hasPrefix("0.400,1.000,") == true)
        let timing = try ToolEquivalents.timing().split(separator: "\n")
        #expect(timing.count == 6 && timing.first == "x,y" && timing.last == "1,1")
        #expect(timing[3] == "0.5,0.5" && timing[2].hasPrefix("0.25,0.129"))
        #expect(try ToolEquivalents.sampleSequence().contains("item"))
    }

    @Test func aLongTableOnFourThreadsHasEveryRow() throws {
        struct Lines: TableSink {
            var count = 0
            mutating func write(_ bytes: UnsafeRawBufferPointer) {
                count += bytes.count { $0 == UInt8(ascii: "\n") }
            }
        }
        #expect(try ToolEquivalents.sampleLong(to: Lines()).count == 100_001)
    }

    @Test func theDocumentsAreTheCommandsOutputs() throws {
        let inspect = try ToolEquivalents.inspect()
        #expect(inspect.text.contains("TIMELINE (rise=40, viewport 390x844):"))
        #expect(inspect.text.contains("EXPORT (toastctl export):"))
        #expect(inspect.json.contains("\"name\": \"toast-entrance\""))
        #expect(inspect.fx.contains("effect toast-entrance"))
        #expect(try ToolEquivalents.export().contains("\"fr\": 30"))
        #expect(try ToolEquivalents.plot().contains("<svg"))
        #expect(try ToolEquivalents.render().contains("<svg"))
    }
}
