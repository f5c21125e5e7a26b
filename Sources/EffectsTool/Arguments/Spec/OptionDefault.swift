/// The default an option takes when it is not given, as the help shows it.
package enum OptionDefault: Sendable, Equatable {
    /// A concrete value: accessors of `ParsedCommand` return it when the option is absent.
    case value(String)
    /// A default that depends on the context (such as "table on a terminal, csv otherwise"):
    /// shown in help only, so the command decides.
    case described(String)

    /// The text shown in help after "default: ".
    var helpText: String {
        switch self {
        case .value(let value): return value
        case .described(let text): return text
        }
    }
}
