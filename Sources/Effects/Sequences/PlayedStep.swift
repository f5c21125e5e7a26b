import EffectsRegistry

/// One step of a played sequence: when it runs and what each layer shows meanwhile.
public struct PlayedStep: Hashable, Sendable {
    /// The step's name, such as `next`.
    public let name: String
    /// When the step starts in the sequence's timeline, seconds.
    public let start: Double
    /// How long it runs, seconds (its effect timeline's duration).
    public let duration: Double
    /// The item each layer shows during the step, in the timeline's layer order (−1: none).
    public let items: [Int]
    /// The parameters the step's timeline was built with.
    public let parameters: ParameterValues

    /// A played step.
    public init(name: String, start: Double, duration: Double, items: [Int], parameters: ParameterValues) {
        self.name = name
        self.start = start
        self.duration = duration
        self.items = items
        self.parameters = parameters
    }

    /// When the step ends: `start + duration`, the next step's start.
    public var end: Double { start + duration }
}
