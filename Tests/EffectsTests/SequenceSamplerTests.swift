import EffectsRegistry
import TestSupport
import Testing

@testable import Effects

/// Sampling a sequence: the core sampler's columns with an item column after each layer's block.
@Suite struct SequenceSamplerTests {
    @Test func itemColumnsFollowEachLayersColumns() throws {
        let played = try EffectSequence(effect: SwapCard(), items: 5).play(["next"])
        #expect(
            SequenceSampler(played).columnNames == [
                "t", "progress", "front.zPosition", "front.position.x", "front.position.y",
                "front.bounds.size.x", "front.bounds.size.y", "front.transform.rotation", "front.item",
                "back.zPosition", "back.position.x", "back.position.y", "back.bounds.size.x",
                "back.bounds.size.y", "back.transform.rotation", "back.item",
            ])
        #expect(played.itemColumnNames == ["front.item", "back.item"])
    }

    @Test func geometryColumnsSitBetweenEachLayersColumnsAndItsItem() throws {
        let played = try EffectSequence(effect: SwapCard(), items: 5).play(["next", "previous"])
        let sampler = SequenceSampler(played, geometry: true)
        let own = SequenceSampler(played).columnNames
        var expected = Array(own.prefix(2))
        for layer in ["front", "back"] {
            expected += own.filter { $0.hasPrefix(layer + ".") && $0 != layer + ".item" }
            expected += LayerGeometry.columnNames(layer: layer) + [layer + ".item"]
        }
        #expect(sampler.columnNames == expected)
        // The values are the core sampler's with geometry, and the items those without it.
        let core = Sampler(timeline: played.timeline, geometry: true)
        let plain = SequenceSampler(played)
        for time in [0, 0.3, 0.6, 1.2, 1.5, 2.4] {
            let named = Dictionary(uniqueKeysWithValues: zip(sampler.columnNames, sampler.values(at: time)))
            for (column, value) in zip(core.columnNames, core.values(at: time)) {
                #expect(named[column] == value, "\(column) at \(time)")
            }
            let items = Dictionary(uniqueKeysWithValues: zip(plain.columnNames, plain.values(at: time)))
            #expect(named["front.item"] == items["front.item"] && named["back.item"] == items["back.item"])
        }
    }

    @Test func tableShowsTheItemsOfEachStep() throws {
        let played = try EffectSequence(effect: SwapCard(), items: 5).play(["next", "next", "previous"])
        let table = try SequenceSampler(played).table(.framesPerSecond(60))
        #expect(table.rowCount == 217)
        let times = try #require(table.column(named: "t"))
        let front = try #require(table.column(named: "front.item"))
        let back = try #require(table.column(named: "back.item"))
        for (row, time) in times.enumerated() {
            let step = time < 1.2 - 1e-9 ? 0 : time < 2.4 - 1e-9 ? 1 : 2
            #expect(front[row] == [0, 1, 2][step], "front at \(time)")
            #expect(back[row] == [1, 2, 1][step], "back at \(time)")
        }
        #expect(table.row(216).map(Array.init)?.first == 3.6)
        let progress = try #require(table.column(named: "progress"))
        #expect(isClose(progress[108], 0.5))
    }

    @Test func sampledColumnsAreTheCoreSamplersValues() throws {
        let played = try EffectSequence(effect: Stack(), items: 4).play([
            "swipe-right", "swipe-right", "undo",
        ])
        let sampler = SequenceSampler(played)
        let core = Sampler(timeline: played.timeline)
        for time in [0, 0.1, 0.25, 0.5, 0.7, 1, 1.3, 1.5] {
            let row = sampler.values(at: time)
            let named = Dictionary(uniqueKeysWithValues: zip(sampler.columnNames, row))
            for (column, value) in zip(core.columnNames, core.values(at: time)) {
                #expect(named[column] == value, "\(column) at \(time)")
            }
            // The top card shows item 0, then 1; the undo (from 1 s) shows the deck it restores, top 1.
            #expect(named["card[0].item"] == (time < 0.5 ? 0 : 1))
            #expect(named["card[3].item"] == (time < 0.5 ? 3 : 0))
        }
        let table = try sampler.table(.times([0.2, 0.9]))
        #expect(table.row(0).map(Array.init) == sampler.values(at: 0.2))
        #expect(table.row(1).map(Array.init) == sampler.values(at: 0.9))
    }

    @Test func emptySlotsShowMinusOne() throws {
        let played = try EffectSequence(effect: Stack(), items: 2, wrap: false).play(["swipe-left"])
        let row = SequenceSampler(played).values(at: 0.25)
        let named = Dictionary(uniqueKeysWithValues: zip(SequenceSampler(played).columnNames, row))
        #expect(named["card[0].item"] == 0)
        #expect(named["card[1].item"] == 1)
        #expect(named["card[2].item"] == -1)
        #expect(named["card[3].item"] == -1)
    }

    @Test func refusesTablesOverTheCellLimit() throws {
        let played = try EffectSequence(effect: Reveal(), items: 3).play(["next"])
        #expect(
            errorMessage(SamplerError.self) { try SequenceSampler(played).table(.count(20_000_000)) }
                == "260000000 table cells requested; the limit is 100000000")
    }

    @Test func streamingSomeColumnsGivesTheirNumbersFromFewerTracks() throws {
        let played = try EffectSequence(effect: SwapCard(), items: 5).play(["next", "previous"])
        let source = SequenceRowSource(played)
        let patterns = ["back.transform.rotation", "*.item"]
        let selection = try ColumnSelection(columns: source.columnNames, patterns: patterns)
        let sampler = try StreamingSampler(source, grid: .step(0.05, in: .progress), selection: selection)
        #expect(
            sampler.columnNames == ["t", "progress", "front.item", "back.transform.rotation", "back.item"])
        let whole = try SequenceSampler(played).table(.step(0.05, in: .progress))
        #expect(try sampler.table() == whole.selecting(columns: patterns))
    }
}
