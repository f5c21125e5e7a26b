import EffectsRegistry

/// How a format writes an effect: the writer, and the files its documents go to.
public struct FormatWriting: Sendable {
    /// The format written.
    public let format: InterchangeFormat
    /// The `-o` file endings the format writes, without the dot, as messages name them: `css`.
    public let fileExtensions: [String]
    /// Endings accepted as well but not named in messages: `htm` beside `html`.
    public let alternativeFileExtensions: [String]
    /// What the document is, for a message about a mismatched `-o` file: "an HTML page".
    public let document: String
    /// The timeline as a document, with the report of what it holds.
    public let write: @Sendable (Timeline, InterchangeOptions) throws(InterchangeError) -> ExportedDocument

    /// A writer of `format` to files ending in `fileExtensions` (or `alternativeFileExtensions`),
    /// whose documents are `document`.
    public init(
        format: InterchangeFormat, fileExtensions: [String], alternativeFileExtensions: [String] = [],
        document: String,
        write: @escaping @Sendable (Timeline, InterchangeOptions) throws(InterchangeError) -> ExportedDocument
    ) {
        self.format = format
        self.fileExtensions = fileExtensions
        self.alternativeFileExtensions = alternativeFileExtensions
        self.document = document
        self.write = write
    }

    /// Every ending the format writes to.
    public var acceptedFileExtensions: [String] { fileExtensions + alternativeFileExtensions }
}
