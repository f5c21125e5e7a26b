import EffectsRegistry

extension DiagnosticID {
    /// The message a finding of the timeline's analysis is reported as.
    init(_ finding: TimelineFinding) {
        switch finding.kind {
        case .cutByGroup: self = .trackCutByGroup
        case .snapsBack: self = .propertySnapsBack
        case .runsPastEnd: self = .trackRunsPastEnd
        case .springCut: self = .springCut
        }
    }
}
