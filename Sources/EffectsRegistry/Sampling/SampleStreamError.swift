/// Why a ``StreamingSampler`` stopped: a sampled number that is not finite, or the sink's failure.
public enum SampleStreamError<SinkFailure: Error>: Error {
    /// A selected value is not finite (``SamplerError/nonFinite(column:time:)``); its row was not
    /// written.
    case sampling(SamplerError)
    /// The sink could not take a row.
    case sink(SinkFailure)
}

extension SampleStreamError: Equatable where SinkFailure: Equatable {}

extension SampleStreamError: CustomStringConvertible {
    /// The sampler's message, or the sink failure's description.
    public var description: String {
        switch self {
        case .sampling(let error): return error.description
        case .sink(let error): return String(describing: error)
        }
    }
}
