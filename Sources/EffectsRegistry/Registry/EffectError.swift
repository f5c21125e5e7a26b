/// Why an effect could not produce a timeline.
public enum EffectError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A parameter could not be bound, or the effect read one it does not declare or as the wrong kind.
    case parameter(ParameterError)
    /// The timeline the effect built is not valid; the message says what is wrong with it.
    case invalidTimeline(String)
    /// Any other failure, such as the diagnostics of an effect defined in a file, as one message.
    case failed(String)

    /// An invalid-timeline error carrying the message of a ``TimelineError``.
    public init(_ error: TimelineError) {
        self = .invalidTimeline(error.description)
    }

    /// A lowercase message: the parameter error's own, "invalid timeline: …", or the message as given.
    public var description: String {
        switch self {
        case .parameter(let error): return error.description
        case .invalidTimeline(let message): return "invalid timeline: \(message)"
        case .failed(let message): return message
        }
    }
}
