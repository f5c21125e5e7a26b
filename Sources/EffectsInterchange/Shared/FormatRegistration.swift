import EffectDSL
import EffectsRegistry

/// One foreign format as every tool sees it: its name, how it reads effects from files, how it
/// writes them, and its diagnostics — declared once, in its folder, and listed in
/// ``EffectFormats/all``.
public struct FormatRegistration: Sendable {
    /// The format's name: `--format`'s value and its diagnostics' domain.
    public let name: String
    /// The format as the loader reads it, made with the run's import settings; `nil` for a
    /// format effects are only written to.
    public let reading: (@Sendable (ImportSettings) -> any EffectSourceFormat)?
    /// How the format is written; `nil` for a format effects are only read from.
    public let writing: FormatWriting?
    /// The messages of the format's reader, all in the domain `name`.
    public let diagnostics: [DiagnosticID]

    /// A format named `name` that reads with `reading`, writes with `writing` and reports
    /// `diagnostics`.
    public init(
        name: String, reading: (@Sendable (ImportSettings) -> any EffectSourceFormat)? = nil,
        writing: FormatWriting? = nil, diagnostics: [DiagnosticID] = []
    ) {
        self.name = name
        self.reading = reading
        self.writing = writing
        self.diagnostics = diagnostics
    }
}
