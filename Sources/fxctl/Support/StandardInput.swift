import Glibc

/// The process's standard input.
struct StandardInput: InputSource {
    func readAll() throws(CommandError) -> [UInt8] {
        try FileSystem.readAll(STDIN_FILENO, name: "standard input")
    }
}
