import EffectsRegistry
import Testing

@testable import EffectDSL

/// How the providers find `.fx` files: order, depth, hidden entries, links, duplicates and limits
/// (the policy of docs/DSL.md, "Finding files").
@Suite struct ProviderSearchTests {
    @Test func ordersByTheBytesOfNamesWithADirectorysFilesBeforeItsSubdirectories() throws {
        let tree = try ScratchTree()
        defer { tree.remove() }
        // "e" + combining acute (65 CC 81) sorts before "f" by bytes, after it as a Swift String.
        try tree.effect("f", at: "effects/f.fx")
        try tree.effect("e-acute", at: "effects/e\u{301}.fx")
        try tree.effect("upper-b", at: "effects/B.fx")
        try tree.effect("lower-b", at: "effects/b.fx")
        try tree.effect("nested", at: "effects/a/z.fx")
        let expected = [
            "effects/B.fx", "effects/b.fx", "effects/e\u{301}.fx", "effects/f.fx", "effects/a/z.fx",
        ]
        #expect(tree.load().files == expected)
        #expect(tree.load().files == expected)
        #expect(tree.load().effects.map(\.name) == ["upper-b", "lower-b", "e-acute", "f", "nested"])
    }

    @Test func leavesOutHiddenEntriesAndOtherNames() throws {
        let tree = try ScratchTree()
        defer { tree.remove() }
        try tree.effect("shown", at: "effects/shown.fx")
        try tree.effect("hidden", at: "effects/.hidden.fx")
        try tree.effect("in-git", at: "effects/.git/x.fx")
        try tree.effect("text", at: "effects/notes.txt")
        let load = tree.load()
        #expect(load.files == ["effects/shown.fx"])
        #expect(load.problems.isEmpty)
    }

    @Test func searchesAtMostTheDepthLimitAndSaysWhereItStopped() throws {
        let tree = try ScratchTree()
        defer { tree.remove() }
        try tree.effect("one", at: "effects/one/a.fx")
        try tree.effect("two", at: "effects/one/two/b.fx")
        let load = tree.load(limits: DSLLimits(directoryDepth: 1))
        #expect(load.files == ["effects/one/a.fx"])
        #expect(load.problems == [.tooDeep(path: "effects/one/two", limit: 1)])
        #expect(
            load.failures.map(\.description) == [
                "effects/one/two: cannot read the directory 'effects/one/two': more than 1 levels deep"
            ])
        #expect(tree.load().files == ["effects/one/a.fx", "effects/one/two/b.fx"])
    }

    @Test func loadsAtMostTheFileLimit() throws {
        let tree = try ScratchTree()
        defer { tree.remove() }
        for name in ["a", "b", "c"] { try tree.effect(name, at: "effects/\(name).fx") }
        let load = tree.load(limits: DSLLimits(files: 2))
        #expect(load.files == ["effects/a.fx", "effects/b.fx"])
        #expect(load.effects.map(\.name) == ["a", "b"])
        #expect(load.problems == [.tooManyFiles(path: "effects", limit: 2)])
    }

    @Test func followsLinksToFilesAndDirectories() throws {
        let tree = try ScratchTree()
        defer { tree.remove() }
        try tree.effect("outside", at: "outside/x.fx")
        try tree.effect("other", at: "others/y.fx")
        try tree.makeDirectory("effects")
        try tree.link("effects/linked.fx", to: "../outside/x.fx")
        try tree.link("effects/more", to: "../others")
        let load = tree.load()
        #expect(load.files == ["effects/linked.fx", "effects/more/y.fx"])
        #expect(
            load.effects.map(\.origin) == [
                .file(path: "effects/linked.fx", line: 1), .file(path: "effects/more/y.fx", line: 1),
            ])
    }

    @Test func searchesADirectoryOnceWhateverLinksLeadBackToIt() throws {
        let tree = try ScratchTree()
        defer { tree.remove() }
        try tree.effect("a", at: "effects/a.fx")
        try tree.link("effects/loop", to: ".")
        try tree.link("effects/up", to: "..")
        let load = tree.load()
        #expect(load.files == ["effects/a.fx"])
        #expect(load.problems.isEmpty)
        #expect(load.result.diagnostics.isEmpty)
    }

    @Test func loadsAFileReachedTwiceOnceUnderItsFirstPath() throws {
        let tree = try ScratchTree()
        defer { tree.remove() }
        try tree.effect("a", at: "effects/a.fx")
        try tree.link("effects/alias.fx", to: "a.fx")
        #expect(tree.load().files == ["effects/a.fx"])
        #expect(tree.load(["effects", "./effects/", tree.root + "/effects"]).files == ["effects/a.fx"])
        // A file named on its own keeps the path it was named by, wherever the directories reach it.
        let named = tree.load(files: ["./effects//a.fx"])
        #expect(named.files == ["./effects//a.fx"])
        #expect(named.result.diagnostics.isEmpty, "\(named.result.rendered())")
        // A file left out of the directories (check loads it itself) is still loaded when named.
        func load(files: [String], excluding: [String]) -> [String] {
            DSLDirectoryProvider(
                paths: ["effects"], files: files, excluding: excluding, workingDirectory: tree.root
            ).report(into: EffectRegistry()).files
        }
        #expect(load(files: [], excluding: ["effects/a.fx"]).isEmpty)
        #expect(load(files: ["effects/a.fx"], excluding: ["./effects/a.fx"]) == ["effects/a.fx"])
    }

    @Test func reportsADanglingLinkNamedLikeAnEffectFile() throws {
        let tree = try ScratchTree()
        defer { tree.remove() }
        try tree.effect("a", at: "effects/a.fx")
        try tree.link("effects/gone.fx", to: "nowhere.fx")
        try tree.link("effects/gone-directory", to: "nowhere")
        try tree.link("effects/self.fx", to: "self.fx")
        let load = tree.load()
        #expect(load.files == ["effects/a.fx"])
        #expect(
            load.problems == [
                .danglingLink(path: "effects/gone.fx"),
                .unreadableFile(path: "effects/self.fx", reason: "too many levels of symbolic links"),
            ])
        #expect(
            load.failures.first?.message == "cannot read 'effects/gone.fx': a symbolic link to nothing")
    }

    @Test func reportsADirectoryThatDoesNotExistOrIsAFile() throws {
        let tree = try ScratchTree()
        defer { tree.remove() }
        try tree.effect("a", at: "a.fx")
        let load = tree.load(["nowhere", "a.fx"])
        #expect(
            load.problems == [
                .unreadableDirectory(path: "nowhere", reason: "no such file or directory"),
                .unreadableDirectory(path: "a.fx", reason: "not a directory"),
            ])
        #expect(
            load.failures.map(\.description) == [
                "nowhere: cannot read the directory 'nowhere': no such file or directory",
                "a.fx: cannot read the directory 'a.fx': not a directory",
            ])
    }
}

extension ProviderSearchTests {
    @Test func loadsNamedFilesFirstSoThatTheirEffectsWin() throws {
        let tree = try ScratchTree()
        defer { tree.remove() }
        try tree.effect("same", at: "effects/a.fx")
        try tree.write("effect same { layer mine { } }\n", to: "copy.fx")
        let load = tree.load(files: ["copy.fx"], limits: DSLLimits(files: 1))
        #expect(load.files == ["copy.fx", "effects/a.fx"])
        #expect(load.effects.map(\.origin) == [.file(path: "copy.fx", line: 1)])
        #expect(load.failures.map(\.source) == ["effects/a.fx"])
    }
}
