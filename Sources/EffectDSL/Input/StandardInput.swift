import Platform

/// The process's standard input, read whole, at most as much as the DSL reads from a file.
public struct StandardInput: InputSource {
    /// The most read from standard input: as much as the DSL reads from a file.
    public static let maximumBytes = DSLLimits.standard.fileBytes

    /// The process's standard input.
    public init() {}

    /// Every byte of standard input until its end, refusing more than ``maximumBytes``.
    public func readAll() throws(InputReadError) -> [UInt8] {
        do {
            return try DescriptorReader.readAll(StandardStreams.input, limit: Self.maximumBytes)
        } catch {
            switch error {
            case .system(let reason): throw InputReadError("cannot read standard input: \(reason)")
            case .tooLarge(let limit):
                throw InputReadError("cannot read standard input: larger than \(limit / 1024 / 1024) MiB")
            }
        }
    }
}
