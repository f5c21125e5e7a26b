/// Where `-` reads from: standard input in the tool, bytes in tests.
protocol InputSource {
    /// Every byte until the end of the input.
    func readAll() throws(CommandError) -> [UInt8]
}
