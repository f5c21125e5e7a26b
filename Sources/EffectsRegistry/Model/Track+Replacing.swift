extension Track {
    /// The same track with the fields given replaced, validated again: a `transform` track stays
    /// one (its ``transforms`` kept), any other keeps its ``values`` unless `values` is given.
    ///
    /// The analysis' probes and ``Layer/withTransformOrigin(_:)`` change tracks only through this,
    /// so that neither loses the keyframes of a kind it does not look at.
    func replacing(
        values newValues: [Value]? = nil, timingFunctions newFunctions: [TimingFunction]?? = nil,
        timingFunction newFunction: TimingFunction?? = nil, isAdditive newAdditive: Bool? = nil,
        isCumulative newCumulative: Bool? = nil, timing newTiming: MediaTiming? = nil
    ) throws(TimelineError) -> Track {
        let functions = newFunctions ?? timingFunctions
        let function = newFunction ?? timingFunction
        if let transforms {
            return try Track(
                transform: transforms, keyTimes: keyTimes, timingFunctions: functions,
                timingFunction: function, calculationMode: calculationMode,
                isAdditive: newAdditive ?? isAdditive, isCumulative: newCumulative ?? isCumulative,
                timing: newTiming ?? timing)
        }
        return try Track(
            target: target, values: newValues ?? values, keyTimes: keyTimes, timingFunctions: functions,
            timingFunction: function, calculationMode: calculationMode, tension: tension,
            continuity: continuity, bias: bias, isAdditive: newAdditive ?? isAdditive,
            isCumulative: newCumulative ?? isCumulative, timing: newTiming ?? timing)
    }
}
