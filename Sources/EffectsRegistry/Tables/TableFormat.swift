/// The text formats a sample table can be written in.
public enum TableFormat: String, CaseIterable, Sendable {
    /// Comma-separated values (RFC 4180): a header line, then one line per row.
    case csv
    /// Tab-separated values: like csv, without quoting.
    case tsv
    /// A JSON array with one object per row, keys in column order, one row per line.
    case json
    /// A GitHub-flavoured Markdown table with right-aligned, padded number columns.
    case markdown
    /// Aligned plain text for terminals: a header, a rule line, right-aligned numbers.
    case table
}
