extension Track {
    /// The same track with the fields given replaced, validated again; a field left `nil` keeps its
    /// value (pass `.some(nil)` to remove a timing function or the segment functions).
    ///
    /// A `transform` track stays one, its ``transforms`` kept (`values` is ignored for it); any other
    /// keeps its ``values`` unless `values` is given. Code that rebuilds tracks (a derived effect
    /// retiming its base's, the analysis' probes, ``Layer/withTransformOrigin(_:)``) goes through
    /// this, so that it never loses the keyframes of a kind it does not look at.
    public func replacing(
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
