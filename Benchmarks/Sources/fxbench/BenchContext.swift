import Glibc

/// What every figure needs: the options, the timing policy and where the binaries and data live.
struct BenchContext {
    /// Whether to run the reduced workloads (a tenth of the sizes, fewer runs).
    let quick: Bool
    /// The timing policy: runs per series, the first discarded.
    let measurement: Measurement
    /// The directory holding fxbench, and beside it `fxctl` and `hello` from the same build.
    let binaries: String
    /// Where generated inputs are cached between runs (inside `.build`, so git ignores it).
    let dataDirectory: String

    /// `full` normally, `full / 10` in quick mode.
    func size(_ full: Int) -> Int { quick ? max(full / 10, 1) : full }

    /// The path of a binary built beside fxbench, if it exists.
    func binary(_ name: String) -> String? {
        let path = binaries + "/" + name
        return access(path, X_OK) == 0 ? path : nil
    }

    /// A path in the data directory, which is created on first use.
    func dataPath(_ name: String) -> String {
        mkdir(dataDirectory, 0o755)
        return dataDirectory + "/" + name
    }

    /// The directory of the running executable.
    static func executableDirectory() -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return "." }
        let path = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return String(path[..<slash])
    }
}

/// One line of the report: the figure's name, then its text.
struct ReportLine {
    /// The figure's short name (`bezier`, `sampling`, …).
    let figure: String
    /// Everything after the name.
    let text: String

    /// The line as printed, the name padded so the lines align.
    var rendered: String { Format.pad(figure, 10) + " " + text }

    /// A figure that could not be measured, and why.
    static func skipped(_ figure: String, _ why: String) -> ReportLine {
        ReportLine(figure: figure, text: "skipped: " + why)
    }
}
