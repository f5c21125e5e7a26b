/// The hidden modes the figures start fxbench in as a child process.
enum HelperMode: String {
    /// `stream-rows N`: streams N sampled rows as CSV to /dev/null (the memory figure's child).
    case streamRows = "stream-rows"

    /// Runs the mode and returns the exit status.
    func run(_ arguments: [String]) -> Int32 { 0 }
}
