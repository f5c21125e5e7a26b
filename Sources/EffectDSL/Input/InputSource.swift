/// Where `-` reads its `.fx` source from: standard input in a tool, fixed bytes in tests.
public protocol InputSource {
    /// Every byte until the end of the input.
    func readAll() throws(InputReadError) -> [UInt8]
}
