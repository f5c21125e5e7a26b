import Platform

/// The process's standard input.
struct StandardInput: InputSource {
    func readAll() throws(CommandError) -> [UInt8] {
        try FileSystem.readAll(StandardStreams.input, name: "standard input")
    }
}
