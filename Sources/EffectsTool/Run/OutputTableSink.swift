import EffectsRegistry
import Platform

/// An output sink seen as the core's ``TableSink``, so that a `TableStream` writes to standard
/// output or an `-o` file.
struct OutputTableSink: TableSink {
    /// The sink the bytes go to; finishing it stays with the command.
    let output: any OutputSink

    /// Appends `bytes` to the output.
    func write(_ bytes: UnsafeRawBufferPointer) throws(OutputError) {
        try output.write(bytes)
    }
}
