import EffectsRegistry
import Testing

@testable import EffectDSL

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How the providers read and load the files they find: unreadable and special files, bytes that
/// are not UTF-8, the size limit, derivation across files, and one short failure per file.
@Suite struct ProviderReadingTests {
    @Test func reportsAFileThatCannotBeReadAndLoadsTheOthers() throws {
        let tree = try ScratchTree()
        defer { tree.remove() }
        try tree.effect("a", at: "effects/a.fx")
        // Opening /proc/self/mem succeeds and reading its first page fails, even for root.
        try tree.link("effects/mem.fx", to: "/proc/self/mem")
        let load = tree.load()
        #expect(load.effects.map(\.name) == ["a"])
        #expect(load.problems == [.unreadableFile(path: "effects/mem.fx", reason: "input/output error")])
        #expect(load.failures.map(\.source) == ["effects/mem.fx"])
    }

    @Test(.enabled(if: geteuid() != 0, "root reads files whatever their permissions"))
    func reportsAFileWithoutReadPermission() throws {
        let tree = try ScratchTree()
        defer { tree.remove() }
        try tree.effect("a", at: "effects/a.fx")
        #expect(chmod(tree.root + "/effects/a.fx", 0) == 0)
        #expect(tree.load().problems == [.unreadableFile(path: "effects/a.fx", reason: "permission denied")])
    }

    @Test(.enabled(if: geteuid() != 0, "root lists directories whatever their permissions"))
    func reportsASubdirectoryThatCannotBeListedAndSearchesTheRest() throws {
        let tree = try ScratchTree()
        defer {
            chmod(tree.root + "/effects/closed", 0o700)
            tree.remove()
        }
        try tree.effect("a", at: "effects/closed/a.fx")
        try tree.effect("b", at: "effects/open/b.fx")
        #expect(chmod(tree.root + "/effects/closed", 0) == 0)
        let load = tree.load()
        #expect(load.files == ["effects/open/b.fx"])
        #expect(load.problems == [.unreadableDirectory(path: "effects/closed", reason: "permission denied")])
    }

    @Test func neverOpensAPipeFoundInADirectory() throws {
        let tree = try ScratchTree()
        defer { tree.remove() }
        try tree.makeDirectory("effects")
        #expect(mkfifo(tree.root + "/effects/pipe.fx", 0o600) == 0)
        // Opening the pipe would wait for a writer forever; the search must not.
        #expect(tree.load().problems == [.notARegularFile(path: "effects/pipe.fx")])
    }

    @Test func reportsBytesThatAreNotUTF8AtTheirPlace() throws {
        let tree = try ScratchTree()
        defer { tree.remove() }
        try tree.write(
            Array("effect bad {\n    layer l".utf8) + [0xFF] + Array(" { }\n}\n".utf8), to: "effects/bad.fx")
        let load = tree.load()
        #expect(load.problems.isEmpty)
        #expect(load.result.failedFiles == ["effects/bad.fx"])
        #expect(
            load.failures.map(\.description) == [
                "effects/bad.fx: 1 error, the first at 2:12: unexpected byte 0xFF (the file is not valid UTF-8)"
            ])
    }

    @Test func reportsANameThatIsNotUTF8() throws {
        let tree = try ScratchTree()
        defer { tree.remove() }
        try tree.effect("a", at: "effects/a.fx")
        let name = Array((tree.root + "/effects/").utf8) + [0xFF] + Array(".fx".utf8) + [0]
        let descriptor = name.map { CChar(bitPattern: $0) }.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.map { open($0, O_CREAT | O_WRONLY, 0o600) } ?? -1
        }
        #expect(descriptor >= 0)
        close(descriptor)
        let load = tree.load()
        #expect(load.effects.map(\.name) == ["a"])
        #expect(load.problems == [.nameNotUTF8(directory: "effects")])
    }

    @Test func readsNoMoreThanOneBytePastTheSizeLimit() throws {
        let tree = try ScratchTree()
        defer { tree.remove() }
        try tree.write(String(repeating: "// padding\n", count: 20), to: "effects/big.fx")
        #expect(try FileReader.read(tree.root + "/effects/big.fx", limit: 40).count == 41)
        let load = tree.load(limits: DSLLimits(fileBytes: 40))
        #expect(
            load.failures.map(\.description) == [
                "effects/big.fx: 1 error, the first at 1:1: the file is larger than 40 bytes"
            ])
    }

    @Test func loadsEffectsThatDeriveFromLaterFilesAndOtherDirectories() throws {
        let tree = try ScratchTree()
        defer { tree.remove() }
        try tree.effect("grandchild", at: "first/a.fx", base: "child")
        try tree.effect("child", at: "effects/a.fx", base: "parent")
        try tree.effect("parent", at: "effects/b.fx")
        let load = tree.load(["first", "effects"])
        #expect(load.failures.isEmpty, "\(load.failures)")
        #expect(Set(load.effects.map(\.name)) == ["grandchild", "child", "parent"])
    }

    @Test func givesOneShortFailurePerBrokenFile() throws {
        let tree = try ScratchTree()
        defer { tree.remove() }
        try tree.write("effect bad {\n    layer l { set opacity = x + y + z }\n}\n", to: "effects/bad.fx")
        try tree.effect("child", at: "effects/child.fx", base: "bad")
        try tree.effect("good", at: "effects/good.fx")
        let load = tree.load()
        #expect(load.effects.map(\.name) == ["good"])
        #expect(
            load.failures.map(\.description) == [
                "effects/bad.fx: 3 errors, the first at 2:29: unknown name 'x'",
                "effects/child.fx: 1 error, the first at 1:15: the base effect 'bad' did not load",
            ])
        // The diagnostics stay in the report, positioned, for a caller that prints them in full.
        #expect(load.result.diagnostics(inFile: "effects/bad.fx").count == 3)
    }

    @Test func refusesOnlyTheEffectWhoseNameTheRegistryHolds() throws {
        let tree = try ScratchTree()
        defer { tree.remove() }
        try tree.write("effect probe { layer l { } }\neffect kept { layer l { } }\n", to: "effects/a.fx")
        let load = tree.load(registry: ProbeEffect.registry)
        #expect(load.effects.map(\.name) == ["kept"])
        #expect(
            load.failures.map(\.description) == [
                "effects/a.fx: effect 'probe' is defined twice, first built-in, then at effects/a.fx:1"
            ])
    }

    @Test func readsANamedFileWhateverItsName() throws {
        let tree = try ScratchTree()
        defer { tree.remove() }
        try tree.effect("noted", at: "notes.txt")
        let load = DSLFileProvider(paths: ["notes.txt", "missing.fx"], workingDirectory: tree.root).report(
            into: EffectRegistry())
        #expect(load.effects.map(\.origin) == [.file(path: "notes.txt", line: 1)])
        #expect(load.problems == [.unreadableFile(path: "missing.fx", reason: "no such file or directory")])
    }
}
