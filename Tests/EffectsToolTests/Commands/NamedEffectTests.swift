import Testing

@testable import EffectsTool

/// An effect named by its name whose file is broken, or a directory named like an effect, is
/// reported as what it is: the file's diagnostics in full, or "is a directory".
@Suite struct NamedEffectTests {
    @Test func reportsABrokenEffectNamedByItsNameInFull() throws {
        let fx = try InProcess()
        defer { fx.remove() }
        try fx.write(Script.broken("bad", unknown: ["oops"]), to: "effects/bad.fx")
        try fx.write(Script.broken("worse", unknown: ["nope"]), to: "effects/worse.fx")
        let result = fx.run(["sample", "bad"])
        #expect(result.status == 1)
        #expect(result.output == "")
        // The named effect's file in full, not "unknown effect"; the other broken file briefly.
        #expect(
            result.error == """
                Warning: skipped effects/worse.fx: 1 error, the first at 2:38: unknown name 'nope'
                effects/bad.fx:2:38: error: unknown name 'oops'
                    layer oops-layer { set opacity = oops }
                                                     ^~~~

                """)
    }

    @Test func aDirectoryNamedWithoutItsSlashIsADirectoryToo() throws {
        let fx = try InProcess()
        defer { fx.remove() }
        try fx.write(Script.effect("good"), to: "somedir/a.fx")
        let bare = fx.run(["sample", "somedir"])
        let slashed = fx.run(["sample", "somedir/"])
        #expect(bare.status == 1 && slashed.status == 1)
        #expect(bare.error == "Error: cannot read 'somedir': is a directory\n")
        #expect(slashed.error == "Error: cannot read 'somedir/': is a directory\n")
    }
}
