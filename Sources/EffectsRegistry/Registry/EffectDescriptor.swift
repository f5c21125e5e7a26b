/// What an effect is called, what it takes and what it animates: everything `list` and `inspect`
/// show without building a timeline.
public struct EffectDescriptor: Hashable, Sendable {
    /// The registry name in kebab-case, such as "swap-card".
    public var name: String
    /// One sentence saying what the effect looks like.
    public var summary: String
    /// The parameters, in the order listings show them.
    public var parameters: [ParameterDescriptor]
    /// The nominal duration in seconds with default parameters, for listings; the timeline's own
    /// duration is authoritative.
    ///
    /// With a ``durationParameter`` it is that parameter's default, kept in step by the descriptor
    /// itself; setting it stops the following.
    public var duration: Double {
        get { durationParameter.flatMap(defaultNumber(of:)) ?? fixedDuration }
        set {
            fixedDuration = newValue
            durationParameter = nil
        }
    }
    /// The number parameter whose default is the ``duration``, or `nil` for a duration given as a
    /// number (see ``init(name:summary:parameters:durationParameter:drive:layerNames:notes:examples:)``).
    public private(set) var durationParameter: String?
    /// The duration given as a number, used without a ``durationParameter``.
    private var fixedDuration: Double
    /// Whether the effect runs in time or follows a progress the user drives.
    public var drive: EffectDrive
    /// The names of the layers the effect animates, in drawing order.
    public var layerNames: [String]
    /// Remarks for `inspect`, such as where a bug of the seed code was fixed.
    public var notes: [String]
    /// Documented moments with the values the effect shows there, at the default 375 × 667
    /// viewport: `inspect` and the docs show them, and a test samples every one.
    public var examples: [EffectExample]

    /// A descriptor; only the name, summary and duration are required.
    public init(
        name: String, summary: String, parameters: [ParameterDescriptor] = [], duration: Double,
        drive: EffectDrive = .time, layerNames: [String] = [], notes: [String] = [],
        examples: [EffectExample] = []
    ) {
        self.name = name
        self.summary = summary
        self.parameters = parameters
        self.fixedDuration = duration
        self.drive = drive
        self.layerNames = layerNames
        self.notes = notes
        self.examples = examples
    }

    /// A descriptor whose ``duration`` follows the default of the number parameter
    /// `durationParameter` (a `duration` parameter, usually), so the two cannot drift apart.
    ///
    /// Registration refuses a descriptor whose `durationParameter` names no number parameter.
    public init(
        name: String, summary: String, parameters: [ParameterDescriptor], durationParameter: String,
        drive: EffectDrive = .time, layerNames: [String] = [], notes: [String] = [],
        examples: [EffectExample] = []
    ) {
        self.init(
            name: name, summary: summary, parameters: parameters, duration: 0, drive: drive,
            layerNames: layerNames, notes: notes, examples: examples)
        self.durationParameter = durationParameter
    }

    /// The default of the number parameter `name`, or `nil` when there is no such parameter.
    func defaultNumber(of name: String) -> Double? {
        guard let parameter = parameter(named: name), case .number(let value) = parameter.defaultValue
        else { return nil }
        return value
    }

    /// The parameter called `name`, if the effect declares one.
    public func parameter(named name: String) -> ParameterDescriptor? {
        parameters.first { $0.name == name }
    }

    /// The parameter names in declaration order.
    public var parameterNames: [String] {
        parameters.map(\.name)
    }
}
