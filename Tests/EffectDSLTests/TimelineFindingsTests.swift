import EffectsRegistry
import Testing

@testable import EffectDSL

/// The timeline's findings as the compiler places them, and the keyframe marks of the shipped
/// effects.
@Suite struct TimelineFindingsTests {
    /// The effects of `effects/`, loaded together (one derives from another).
    static func shipped(_ name: String) throws -> ScriptedEffect {
        let result = DSLLoader.load(try TestFiles.effectSources())
        return try #require(result.effects.first { $0.descriptor.name == name })
    }

    @Test func aDerivedEffectsMarksAreItsOwnTimes() throws {
        // swap-card-slow plays the seed's 1.2 s swap over 2.4 s: every base keyframe moment doubles
        // (the rotation's peak at 1 s is at 2 s), and the shadow's keyframes add 1.2 s.
        let effect = try Self.shipped("swap-card-slow")
        let timeline = try effect.timeline(effect.descriptor.defaults(), context: EffectContext())
        #expect(TimelineAnalysis(timeline).keyframeMarks == [0, 1.2, 2, 2.4])
        let base = try Self.shipped("swap-card-fx")
        let baseTimeline = try base.timeline(base.descriptor.defaults(), context: EffectContext())
        #expect(TimelineAnalysis(baseTimeline).keyframeMarks == [0, 0.6, 1, 1.2])
    }

    @Test func findingsSitAtTheTrackThroughGroups() throws {
        let text = """
            effect e {
                duration 1s
                layer l {
                    set opacity = 1
                    group fill forwards {
                        group {
                            animate opacity duration 2s from 1 to 0
                        }
                    }
                    animate position.x from 0 to 10
                }
            }
            """
        let result = DSLLoader.load(SourceFile(name: "nested.fx", text: text))
        #expect(
            result.diagnostics.map { "\($0.range.start.line):\($0.range.start.column) \($0.id.rawValue)" }
                == [
                    "7:17 track-cut-by-group", "7:17 property-snaps-back", "10:9 property-snaps-back",
                ])
    }

    @Test func aTransformTrackThatSnapsBackIsWarnedAtItsTrack() throws {
        let text = """
            effect e {
                duration 1s
                layer l {
                    animate transform duration 0.5s from none to rotate(90deg)
                    animate transform.rotation duration 0.5s fill forwards from 0 to 1
                }
            }
            """
        let result = DSLLoader.load(SourceFile(name: "turn.fx", text: text))
        #expect(
            result.diagnostics.map { "\($0.range.start.line):\($0.range.start.column) \($0.message)" } == [
                "4:9 'l.transform' jumps from matrix(0, 1, -1, 0, 0, 0) to none at 0.5 s when its animation ends"
            ])
    }

    @Test func aBaseEffectsTrackHasItsFindingsAtTheDerivedEffectsName() throws {
        let result = DSLLoader.load(try TestFiles.effectSources())
        let derived = result.diagnostics(inFile: "effects/examples/swap-card-slow.fx")
        #expect(derived.count == 4)
        #expect(derived.allSatisfy { $0.range.start.line == 6 && $0.id.isTimelineFinding })
    }

    @Test func aLoadWithoutWarningsLoadsTheSameEffectsAndKeepsEveryError() throws {
        let sources =
            try TestFiles.effectSources() + [
                SourceFile(
                    name: "warned.fx",
                    text: "effect warned { param p = 1\n layer l { animate opacity from 1 to 0 } }"),
                SourceFile(
                    name: "broken.fx", text: "effect broken { layer l { animate opacity from 1 to oops } }"),
            ]
        let full = DSLLoader.load(sources)
        let quiet = DSLLoader.load(sources, collectsWarnings: false)
        #expect(full.diagnostics.contains { !$0.isError && $0.range.start.file == "warned.fx" })
        #expect(quiet.effects.map(\.descriptor) == full.effects.map(\.descriptor))
        #expect(quiet.diagnostics.map(\.message) == full.diagnostics.filter(\.isError).map(\.message))
        #expect(quiet.failedFiles == ["broken.fx"])
        #expect(quiet.effects.allSatisfy { $0.warnings.isEmpty })
    }

    // A finding's warning writes its words when read; it must compare, hash and change as one
    // written out does.
    @Test func aFindingsWarningIsTheSameAsItsWordsWrittenOut() throws {
        let text = "effect e { layer l { set opacity = 1; animate opacity from 1 to 0 } }"
        let found = DSLLoader.load(SourceFile(name: "snap.fx", text: text)).diagnostics
        let warning = try #require(found.first { $0.id == .propertySnapsBack })
        #expect(warning.message == "'l.opacity' jumps from 0 to 1 at 0.25 s when its animation ends")
        #expect(warning.hint?.isEmpty == false)
        var written = warning
        written.message = warning.message
        #expect(written == warning)
        #expect(written.hashValue == warning.hashValue)
        #expect(Set([written, warning]).count == 1)
        written.hint = nil
        #expect(written != warning)
        #expect(written.message == warning.message)
        var renamed = warning
        renamed.message = "another"
        #expect(renamed != warning)
        #expect(renamed.hint == warning.hint)
    }

    @Test func aFileWithErrorsHasNoTimelineFindings() throws {
        let text = "effect e { layer l { animate opacity from 1 to 0; animate opacity from 1 to oops } }"
        let result = DSLLoader.load(SourceFile(name: "broken.fx", text: text))
        #expect(result.hasErrors)
        #expect(!result.diagnostics.contains { $0.id.isTimelineFinding })
    }
}
