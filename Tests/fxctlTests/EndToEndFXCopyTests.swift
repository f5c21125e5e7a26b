import Testing

/// `fxctl inspect BUILTIN --format fx` prints a copy whose parameters work: the source of the
/// built-in's DSL twin, found through the registry, or else a frozen copy without parameters.
@Suite(.enabled(if: EndToEnd.isAvailable, EndToEnd.missingMessage))
struct EndToEndFXCopyTests {
    private typealias Table = (columns: [String], rows: [[Double]])

    /// `fxctl sample ARGUMENTS` as a table.
    private static func table(_ fx: EndToEnd, _ arguments: [String]) throws -> Table {
        let run = try fx.run(["sample"] + arguments)
        #expect(run.status == 0, "\(run)")
        return try #require(EndToEndTables.delimited(run.output, separator: ","))
    }

    private static func expectSame(_ a: Table, _ b: Table, _ comment: Comment) {
        #expect(a.columns == b.columns, comment)
        #expect((EndToEndTables.maximumDifference(a.rows, b.rows) ?? .infinity) <= 1e-9, comment)
    }

    @Test(arguments: [
        ("stack", "mode=swipe", "mode=drag"), ("reveal", "from=top", "timing=ease-in"),
        ("slide", "orientation=vertical", "spacing=20"), ("swap-card", "forward=false", "forward=true"),
    ])
    func theCopyOfABuiltInWithATwinTakesItsParameters(_ effect: String, _ asked: String, _ other: String)
        throws
    {
        let fx = try EndToEnd()
        defer { fx.remove() }
        let effects = ["--effects", EndToEndScriptTests.effects]
        let source = try fx.run(["inspect", effect, "-p", asked, "--format", "fx"] + effects)
        #expect(source.status == 0, "\(source)")
        #expect(source.output.contains("from its DSL twin\n// '\(effect)-fx' ("))
        #expect(source.output.contains("effect \(effect)-copy {"))
        try fx.write(source.output, to: "copy.fx")
        // Every parameter declared is used (swap-card's cut rotation is warned about, as the twin's).
        let check = try fx.run(["check", "copy.fx"])
        #expect(check.status == 0 && !check.error.contains("never used"), "\(check)")
        // The asked values are the copy's defaults, and other values work as on the built-in.
        Self.expectSame(
            try Self.table(fx, ["copy.fx"]), try Self.table(fx, [effect, "-p", asked]),
            "\(effect) at \(asked)")
        let both =
            asked.hasPrefix(other.prefix { $0 != "=" } + "=") ? ["-p", other] : ["-p", asked, "-p", other]
        Self.expectSame(
            try Self.table(fx, ["copy.fx", "-p", other]), try Self.table(fx, [effect] + both),
            "\(effect) at \(asked), then \(other)")
    }

    @Test func withoutItsTwinABuiltInIsFrozenWithoutParameters() throws {
        let fx = try EndToEnd()
        defer { fx.remove() }
        // No effects directory: the registry holds no twin.
        let source = try fx.run(["inspect", "stack", "-p", "mode=swipe", "--format", "fx"])
        #expect(source.status == 0, "\(source)")
        guard !source.output.contains("from its DSL twin") else { return }  // a catalogue built in
        #expect(source.output.contains("frozen: the copy has no parameters."))
        #expect(source.output.contains("mode=swipe"))
        #expect(!source.output.contains("    param "))
        try fx.write(source.output, to: "copy.fx")
        let check = try fx.run(["check", "copy.fx"])
        #expect(check.status == 0 && !check.error.contains("never used"), "\(check)")
        Self.expectSame(
            try Self.table(fx, ["copy.fx"]), try Self.table(fx, ["stack", "-p", "mode=swipe"]),
            "frozen at mode=swipe")
    }
}
