/// The hidden modes fxbench runs in for the figures (and for people who want the inputs).
enum HelperMode: String {
    /// `stream-rows N`: streams N sampled rows as CSV to /dev/null (the memory figure's child).
    case streamRows = "stream-rows"
    /// `generate BYTES`: writes the parse figure's `.fx` and JSON files of about BYTES bytes and prints
    /// their paths.
    case generate
    /// `profile bezier|sampling|compile|csv|parse [SIZE]`: runs one workload once with no timing, for
    /// `valgrind --tool=callgrind` (instruction counts are repeatable where wall time is not).
    case profile

    /// Runs the mode and returns the exit status.
    func run(_ arguments: [String], _ context: BenchContext) -> Int32 {
        switch self {
        case .streamRows:
            guard arguments.count == 1, let rows = Int(arguments[0]), rows > 0 else {
                printError("fxbench: stream-rows needs a positive row count")
                return 2
            }
            return RowStream.run(rows: rows)
        case .generate:
            guard arguments.count == 1, let bytes = Int(arguments[0]), bytes > 0 else {
                printError("fxbench: generate needs a positive byte count")
                return 2
            }
            guard let inputs = ParseInputs.prepare(bytes: bytes, in: context) else {
                printError("fxbench: could not write to \(context.dataDirectory)")
                return 1
            }
            print("\(inputs.fxPath) (\(inputs.fxBytes) bytes, \(inputs.effects) effects)")
            print("\(inputs.jsonPath) (\(inputs.jsonBytes) bytes)")
            return 0
        case .profile:
            return Profile.run(arguments, context)
        }
    }
}
