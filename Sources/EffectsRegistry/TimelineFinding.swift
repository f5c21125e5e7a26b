import EffectsText

/// One thing worth telling an effect's author about its timeline, in the words every tool prints.
public struct TimelineFinding: Hashable, Sendable {
    /// What was found.
    public enum Kind: Hashable, Sendable {
        /// An enclosing group ends before the track does and cuts it.
        case cutByGroup(CutPoint)
        /// The property's value jumps when the track ends.
        case snapsBack(SnapBack)
        /// The track is still running when the timeline ends.
        case runsPastEnd(Overrun)
        /// The track (or a keyframe segment) ends before its spring settles.
        case springCut(SpringCut)
    }

    /// How serious a finding is.
    public enum Severity: String, Hashable, Sendable {
        /// Legal, and probably not what was meant.
        case warning
    }

    /// What was found, with its numbers.
    public let kind: Kind
    /// The track it is about.
    public let address: TrackAddress
    /// The track as `layer.keyPath`: `front.transform.rotation`; written when read, as the message is.
    public var subject: String { layer + "." + keyPath }
    /// The track's key path: `transform.rotation`.
    public let keyPath: String
    /// The name of the track's layer.
    private let layer: String

    /// A finding about `placed`.
    init(_ kind: Kind, of placed: PlacedTrack) {
        self.kind = kind
        self.address = placed.address
        self.layer = placed.layer
        self.keyPath = placed.track.target.keyPath
    }

    /// How serious it is: every finding so far is a warning.
    public var severity: Severity { .warning }

    /// A stable identity for tools and tests; the DSL's diagnostics use the same names.
    public var id: String {
        switch kind {
        case .cutByGroup: return "track-cut-by-group"
        case .snapsBack: return "property-snaps-back"
        case .runsPastEnd: return "track-runs-past-end"
        case .springCut: return "spring-cut"
        }
    }

    /// The message: lowercase, the track quoted in '…'.
    public var message: String {
        switch kind {
        case .cutByGroup(let cut):
            let value = atValue(cut.value)
            let share =
                cut.fraction.map {
                    ", \(NumberText.percent($0, digits: 4)) into its run" + (value.isEmpty ? "" : ",")
                }
                ?? ""
            return
                "'\(subject)' is cut by its group at \(NumberText.seconds(cut.time, digits: 6))\(share)\(value)"
        case .snapsBack(let jump):
            return "'\(subject)' jumps from \(jump.fromText) to \(jump.toText) "
                + "at \(NumberText.seconds(jump.time, digits: 6)) when its animation ends"
        case .runsPastEnd(let overrun):
            let until =
                overrun.until.isFinite ? "until \(NumberText.seconds(overrun.until, digits: 6))" : "forever"
            return "'\(subject)' runs \(until), past the end of the timeline at "
                + NumberText.seconds(overrun.timelineEnd, digits: 6)
        case .springCut(let cut):
            return "'\(subject)' cuts its spring at \(NumberText.seconds(cut.time, digits: 6)), "
                + "\(NumberText.seconds(cut.elapsed, digits: 6)) into it,\(atValue(cut.value)); "
                + "it settles after \(NumberText.seconds(cut.settlingDuration, digits: 6))"
        }
    }

    /// " at the value …", or nothing for a `transform` track, whose sixteen numbers a `Value` does
    /// not hold.
    private func atValue(_ value: Value) -> String {
        keyPath == PropertyPath.transform.name ? "" : " at the value \(value.roundedText(digits: 4))"
    }

    /// What to do about it.
    public var hint: String {
        switch kind {
        case .cutByGroup: return "a group clips its animations; it does not scale them"
        case .snapsBack:
            return "with fill 'none' the model value shows again: set '\(keyPath)' to the end value, "
                + "or fill forwards"
        case .runsPastEnd:
            return "samples stop at the timeline's duration: lengthen it or shorten the animation"
        case .springCut:
            return "a spring runs in seconds, not stretched to fit: give it at least its settling "
                + "duration (a track with no duration anywhere takes it)"
        }
    }
}
