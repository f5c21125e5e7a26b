import EffectsInterchange
import TestSupport
import Testing

/// `docs/export/swap-card.json`, the export docs/Export.md offers to open in a player, is what
/// `fxctl export swap-card --format lottie` writes today (`FXCTL_WRITE_DOCS=1` rewrites it).
@Suite struct LottieSampleFileTests {
    @Test func theCommittedExportIsCurrent() throws {
        let item = try #require(try LottieCases.all().first { $0.name == "swap-card" })
        let export = try LottieCases.export(item)
        try GeneratedDocument("docs/export/swap-card.json", checkedBy: "LottieSampleFileTests").expectCurrent(
            export.text)
    }
}
