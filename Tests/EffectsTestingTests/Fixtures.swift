import EffectsRegistry

/// A small effect and its table, shared by the golden-helper tests.
enum Fixtures {
    /// One layer, `box`, fading in over one second (and snapping back to opacity 1 at the end, as
    /// Core Animation does without a fill).
    static func fadeTimeline() throws(TimelineError) -> Timeline {
        let track = try Track(
            keyPath: "opacity", values: [Value(0), Value(1)], timing: MediaTiming(duration: 1))
        return try Timeline(duration: 1, layers: [Layer(name: "box", animations: [.track(track)])])
    }

    /// The fade as an effect.
    struct Fade: TransitionEffect {
        let descriptor = EffectDescriptor(name: "box-fade", summary: "a box fades in", duration: 1)

        func timeline(_ parameters: ParameterValues, context: EffectContext) throws(EffectError) -> Timeline {
            do {
                return try Fixtures.fadeTimeline()
            } catch {
                throw EffectError(error)
            }
        }
    }

    /// The fade sampled at five evenly spaced moments, as csv.
    static let fadeCSV = """
        t,progress,box.opacity
        0,0,0
        0.25,0.25,0.25
        0.5,0.5,0.5
        0.75,0.75,0.75
        1,1,1

        """

    /// The fade's table, read from ``fadeCSV``.
    static func fadeTable() throws -> SampleTable {
        try SampleTable(csv: Array(fadeCSV.utf8))
    }

    /// A table of `columns` with `rows`.
    static func table(_ columns: [String], _ rows: [[Double]]) throws -> SampleTable {
        var table = SampleTable(columns: columns)
        for row in rows { try table.appendRow(row) }
        return table
    }
}
