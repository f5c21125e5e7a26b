import EffectDSL

/// Stylesheets as an effect source: each `@keyframes` of a `.css` file an effect, imported for
/// the element the ``CSSImportOptions`` name (see ``CSSImport``).
public struct StylesheetFormat: ImportingSourceFormat {
    /// How each stylesheet is imported: the element, and the reduced-motion setting.
    public var options: CSSImportOptions

    /// The format importing stylesheets with `options`.
    public init(options: CSSImportOptions = .standard) {
        self.options = options
    }

    /// The importer of each stylesheet.
    public var importer: CSSFileImporter { CSSFileImporter(options: options) }

    /// What a stylesheet must hold to define an effect.
    public var effectFileContents: String { "a stylesheet's effects are the @keyframes its element plays" }
}
