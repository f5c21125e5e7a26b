import Foundation
import TestSupport
import Testing

/// `docs/Effects.md` is generated from the registry and must match it.
@Suite struct EffectsReferenceTests {

    static var generated: String {
        EffectsReference.document(EffectExampleTests.registry, root: Repository.root)
    }

    @Test func theCommittedPageIsCurrent() throws {
        try GeneratedDocument("docs/Effects.md", checkedBy: "EffectsReferenceTests").expectCurrent(
            Self.generated)
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
