import EffectsRegistry

/// What a line chart shows and how it is labelled.
public struct ChartSpec: Equatable, Sendable {
    /// The value columns to draw, in order; empty means every value column that changes (all of them
    /// when none does), without `t` and `progress`.
    public var columns: [String] = []
    /// The effect's layers in its order, which give each layer its colour (the same as in a
    /// ``FilmStrip`` given the same names); empty means the layers found in the table's columns.
    public var layerNames: [String] = []
    /// The horizontal axis.
    public var axis: ChartAxis = .time
    /// One panel or one per property.
    public var layout: ChartLayout = .automatic
    /// The heading: the effect's name.
    public var title: String
    /// The line under the heading: the parameters (`angle=0.15 offset=(90, -20)`), may be empty.
    public var subtitle: String = ""
    /// Times in seconds to mark with dashed vertical lines (keyframes, segment boundaries).
    public var keyframeTimes: [Double] = []
    /// The effect's nominal duration, to place keyframe times on a progress axis; when nil, the
    /// largest `t` of the table.
    public var duration: Double?
    /// The width of the whole chart in pixels.
    public var width: Double = 800
    /// The height of the whole chart in pixels, shared out among the panels (each at least 60); nil
    /// sizes the chart by ``panelHeight``.
    public var height: Double?
    /// The height of each plot area in pixels, before ``height``; when both are nil, 320 for one
    /// panel and 140 for several.
    public var panelHeight: Double?

    /// A chart titled `title` with the defaults.
    public init(title: String) {
        self.title = title
    }

    /// A chart titled `title` of `timeline`: its layers' columns grouped in its order, its keyframe
    /// times marked and its duration as the time axis's end.
    public init(title: String, timeline: Timeline) {
        self.title = title
        layerNames = timeline.layers.map(\.name)
        keyframeTimes = TimelineAnalysis(timeline).keyframeMarks
        duration = timeline.duration
    }
}
