import Platform

/// Output that is not text: a dotLottie archive.
extension CommandContext {
    /// Writes `bytes` to the command's output and completes it (an `-o` file is renamed into place).
    func emit(bytes: [UInt8]) throws(CommandError) {
        let sink = try openOutput()
        do throws(OutputError) {
            var failure: OutputError?
            bytes.withUnsafeBytes { buffer in
                do throws(OutputError) { try sink.write(buffer) } catch { failure = error }
            }
            if let failure { throw failure }
            if sink !== surroundings.standardOutput { try sink.finish() }
        } catch {
            throw .output(error)
        }
    }
}
