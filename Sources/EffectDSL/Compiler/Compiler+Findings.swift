import EffectsRegistry

extension Compiler {
    /// Reports each finding of the timeline's analysis as a warning at the track it is about; a
    /// track of the base effect has no place in this file, so its findings sit at the effect's name.
    ///
    /// The warnings keep the findings and write their words only when read (see ``DiagnosticText``).
    mutating func reportFindings(of timeline: Timeline) {
        for finding in TimelineAnalysis(timeline).findings {
            guard diagnostics.count <= limits.collectedErrors else { return }
            let range = trackRanges[finding.address] ?? program.name.range
            diagnostics.append(Diagnostic(finding: finding, at: range.range(in: program.source.name)))
        }
    }
}
