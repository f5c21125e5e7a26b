import Foundation
import TestSupport
import Testing

/// `docs/Effects.md` is generated from the registry and must match it.
@Suite struct EffectsReferenceTests {
    static let path = Repository.root + "/docs/Effects.md"

    static var generated: String {
        EffectsReference.document(EffectExampleTests.registry, root: Repository.root)
    }

    @Test func theCommittedPageIsCurrent() throws {
        let generated = Self.generated
        if ProcessInfo.processInfo.environment["FXCTL_WRITE_DOCS"] != nil {
            try Data(generated.utf8).write(to: URL(fileURLWithPath: Self.path))
        }
        let committed = FileManager.default.contents(atPath: Self.path).map {
            String(decoding: $0, as: UTF8.self)
        }
        #expect(
            committed == generated,
            "docs/Effects.md is stale: run FXCTL_WRITE_DOCS=1 swift test --filter EffectsReferenceTests")
    }

    @Test func listsEveryEffectWithItsExamples() {
        let page = Self.generated
        for entry in EffectExampleTests.registry.entries {
            #expect(page.contains("\n## \(entry.name)\n"), "\(entry.name)")
            for example in entry.effect.descriptor.examples {
                #expect(page.contains(example.note), "\(entry.name): \(example.note)")
            }
        }
    }
}
