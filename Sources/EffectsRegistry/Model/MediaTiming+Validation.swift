import EffectsText

extension MediaTiming {
    /// Checks that every field is finite and in range; `owner` names the animation in messages.
    func validate(_ ownerText: @autoclosure () -> String) throws(TimelineError) {
        // The owner's name is made only for an error: tracks are validated by the thousand.
        var owner: String { ownerText() }
        let allFinite =
            beginTime.isFinite && duration.isFinite && repeatDuration.isFinite && speed.isFinite
            && timeOffset.isFinite
        for (name, value) in allFinite
            ? []
            : [
                ("begin time", beginTime), ("duration", duration), ("repeat duration", repeatDuration),
                ("speed", speed), ("time offset", timeOffset),
            ] where !value.isFinite
        {
            throw .nonFinite(what: "the \(name) of \(owner)")
        }
        guard !repeatCount.isNaN, repeatCount >= 0 else {
            throw .timing(
                what: "the repeat count of \(owner)",
                reason: "must be 0 or more, got \(NumberText.shortest(repeatCount))")
        }
        guard repeatDuration >= 0 else {
            throw .timing(
                what: "the repeat duration of \(owner)",
                reason: "must be 0 or more, got \(NumberText.shortest(repeatDuration))")
        }
        guard speed >= 0 else {
            throw .timing(
                what: "the speed of \(owner)", reason: "must be 0 or more, got \(NumberText.shortest(speed))")
        }
        for (name, value) in [
            ("begin time", beginTime), ("duration", duration), ("repeat duration", repeatDuration),
            ("time offset", timeOffset),
        ] {
            if let problem = MediaTiming.timeProblem(value) {
                throw .timing(what: "the \(name) of \(owner)", reason: problem)
            }
        }
        if let problem = MediaTiming.repeatCountProblem(repeatCount) {
            throw .timing(what: "the repeat count of \(owner)", reason: problem)
        }
        if let problem = MediaTiming.speedProblem(speed) {
            throw .timing(what: "the speed of \(owner)", reason: problem)
        }
    }
}
