/// A format effects are converted to or from besides the `.fx` language, named as `--format`
/// names it (`waapi`, `css`, `html`, `lottie`).
///
/// The set is open: each format declares its name beside its reader and writer (`Web/`, `CSS/`,
/// `Lottie/`) and registers them once, in ``EffectFormats/all``.
public struct InterchangeFormat: Hashable, Sendable, CustomStringConvertible {
    /// The name: `--format`'s value, the words of a message, and a format's diagnostic domain.
    public let rawValue: String

    /// The format named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The name (`rawValue`).
    public var description: String { rawValue }

    /// The formats fxkit writes, in the order `--format` lists them (``EffectFormats/all``).
    public static var allCases: [InterchangeFormat] { EffectFormats.writers.map(\.format) }
}
