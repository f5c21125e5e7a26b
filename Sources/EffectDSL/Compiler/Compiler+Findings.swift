import EffectsRegistry

extension Compiler {
    /// Reports each finding of the timeline's analysis as a warning at the track it is about; a
    /// track of the base effect has no place in this file, so its findings sit at the effect's name.
    mutating func reportFindings(of timeline: Timeline) {
        for finding in TimelineAnalysis(timeline).findings {
            report(.timelineFinding(finding), at: trackRanges[finding.address] ?? program.name.range)
        }
    }
}
