import Foundation
import Testing

/// A page of `docs/` generated from code: a test compares the committed file with what the code
/// generates now, and `FXCTL_WRITE_DOCS=1` rewrites the file instead.
public struct GeneratedDocument: Sendable {
    /// The page, relative to the repository root (`docs/CLI.md`).
    public let relativePath: String
    /// The test suite that checks it, named in the message telling how to regenerate it.
    public let suite: String

    /// A generated page at `relativePath`, checked by `suite`.
    public init(_ relativePath: String, checkedBy suite: String) {
        self.relativePath = relativePath
        self.suite = suite
    }

    /// Expects the committed page to be `generated`, after rewriting it when `FXCTL_WRITE_DOCS` is set.
    public func expectCurrent(_ generated: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let path = Repository.path(relativePath)
        if ProcessInfo.processInfo.environment["FXCTL_WRITE_DOCS"] != nil {
            try Data(generated.utf8).write(to: URL(fileURLWithPath: path))
        }
        let committed = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
        #expect(
            committed == generated,
            "\(relativePath) is stale: run FXCTL_WRITE_DOCS=1 swift test --filter \(suite)",
            sourceLocation: sourceLocation)
    }
}
