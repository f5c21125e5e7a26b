/// Everything one timeline's structure says beyond its samples: where each track plays in timeline
/// time and when its keyframes are reached, where groups cut tracks, where springs are cut, where values snap back, what
/// runs past the end, and the findings that `check`, `inspect`, `plot` and the exporters report.
///
/// There is one analysis so that every tool states the same facts in the same words.
public struct TimelineAnalysis: Sendable {
    /// The timeline analysed.
    public let timeline: Timeline
    /// Every track, layer by layer, in application order.
    public let tracks: [PlacedTrack]
    /// The tracks an enclosing group cuts, with where and at what value.
    public let cutPoints: [CutPoint]
    /// The values that jump back when an animation ends.
    public let snapBacks: [SnapBack]
    /// The tracks still running when the timeline ends.
    public let overruns: [Overrun]
    /// The springs stopped before they settle.
    public let springCuts: [SpringCut]
    /// What is worth telling the author, in track order.
    public let findings: [TimelineFinding]

    /// Analyses `timeline`.
    public init(_ timeline: Timeline) {
        self.timeline = timeline
        let tracks = TimelineAnalysis.placedTracks(of: timeline)
        self.tracks = tracks
        var cutPoints: [CutPoint] = []
        var snapBacks: [SnapBack] = []
        var overruns: [Overrun] = []
        var springCuts: [SpringCut] = []
        var findings: [TimelineFinding] = []
        var probe = SnapBackProbe(timeline, tracks: tracks)
        let tolerance = 1e-9 * max(1, timeline.duration)
        // By index: a placed track is large to copy, and most need none of it.
        for index in tracks.indices {
            if tracks[index].isCut {
                let cut = TimelineAnalysis.cutPoint(of: tracks[index])
                cutPoints.append(cut)
                findings.append(TimelineFinding(.cutByGroup(cut), of: tracks[index]))
            }
            if let cut = TimelineAnalysis.springCut(of: tracks[index]) {
                springCuts.append(cut)
                findings.append(TimelineFinding(.springCut(cut), of: tracks[index]))
            }
            if tracks[index].end > timeline.duration + tolerance {
                let overrun = Overrun(
                    address: tracks[index].address, until: tracks[index].end, timelineEnd: timeline.duration)
                overruns.append(overrun)
                findings.append(TimelineFinding(.runsPastEnd(overrun), of: tracks[index]))
                continue
            }
            if let snapBack = probe.snapBack(ofTrackAt: index) {
                snapBacks.append(snapBack)
                findings.append(TimelineFinding(.snapsBack(snapBack), of: tracks[index]))
            }
        }
        self.cutPoints = cutPoints
        self.snapBacks = snapBacks
        self.overruns = overruns
        self.springCuts = springCuts
        self.findings = findings
    }

    /// The moments to mark on a chart: every keyframe of every track within the timeline, sorted,
    /// each once (moments closer than a nanosecond count as one).
    public var keyframeMarks: [Double] {
        var marks: [Double] = []
        for time in tracks.flatMap(\.keyTimes).sorted() where marks.last.map({ time - $0 > 1e-9 }) ?? true {
            marks.append(time)
        }
        return marks
    }
}
