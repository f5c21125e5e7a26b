import EffectDSL

/// Turns the readers' problems into positioned diagnostics, as the `.fx` loader prints them.
enum CSSDiagnostics {
    /// The diagnostics of `problems` in `source`, in source order; past `limit` errors, the rest are
    /// counted in one "and N more" at the last one shown.
    static func diagnostics(of problems: [CSSProblem], in source: SourceFile, limit: Int) -> [Diagnostic] {
        let lines = LineTable(source.bytes)
        var diagnostics: [Diagnostic] = []
        var errors = 0
        var omitted = 0
        for problem in problems.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
            if problem.isError {
                errors += 1
                if errors > limit {
                    omitted += 1
                    continue
                }
            }
            let start = lines.location(problem.range.lowerBound, file: source.name)
            let end = lines.location(problem.range.upperBound, file: source.name)
            diagnostics.append(Diagnostic(problem.message, at: start..<max(start, end)))
        }
        if omitted > 0, let last = diagnostics.last(where: \.isError) {
            var more = Diagnostic(.cssErrorsTooMany(omitted), at: last.range.end..<last.range.end)
            more.omittedErrors = omitted
            diagnostics.append(more)
        }
        return diagnostics
    }

    /// The offsets where lines start, to place many problems without rescanning the file.
    struct LineTable {
        private let starts: [Int]
        private let count: Int

        init(_ bytes: [UInt8]) {
            var starts = [0]
            for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
                starts.append(offset + 1)
            }
            self.starts = starts
            self.count = bytes.count
        }

        /// The line and column (in bytes, from 1) of `offset`.
        func location(_ offset: Int, file: String) -> SourceLocation {
            let clamped = min(max(offset, 0), count)
            var low = 0
            var high = starts.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if starts[middle] <= clamped { low = middle } else { high = middle - 1 }
            }
            return SourceLocation(
                file: file, line: low + 1, column: clamped - starts[low] + 1, offset: clamped)
        }
    }
}
