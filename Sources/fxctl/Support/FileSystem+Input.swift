import EffectDSL
import Platform

/// How fxctl reads standard input: as much as the DSL reads from a file, worded for its messages.
extension FileSystem {
    /// The most fxctl reads from standard input: as much as the DSL reads from a file.
    static let maximumFileBytes = DSLLimits.standard.fileBytes

    /// Every byte from `descriptor` until the end, refusing more than `maximumFileBytes`.
    static func readAll(_ descriptor: Int32, name: String) throws(CommandError) -> [UInt8] {
        do {
            return try DescriptorReader.readAll(descriptor, limit: maximumFileBytes)
        } catch {
            switch error {
            case .system(let reason): throw .input("cannot read \(name): \(reason)")
            case .tooLarge(let limit):
                throw .input("cannot read \(name): larger than \(limit / 1024 / 1024) MiB")
            }
        }
    }
}
