import Glibc
import Testing

@testable import Platform

@Suite struct FileDescriptorSinkTests {
    @Test func bufferedBytesArriveInOrderAfterFinish() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]) }
        let sink = FileDescriptorSink(descriptor: ends[1], name: "the pipe", closesOnFinish: true)
        #expect(sink.isTerminal == false)
        for line in 0..<100 { try sink.writeLine("row \(line)") }
        try sink.finish()
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(ends[0], $0.baseAddress, $0.count) }
            if count <= 0 { break }
            received.append(contentsOf: chunk.prefix(count))
        }
        let text = String(decoding: received, as: UTF8.self)
        #expect(text.hasPrefix("row 0\nrow 1\n"))
        #expect(text.hasSuffix("row 99\n"))
    }

    @Test func aClosedReaderIsABrokenPipeNotAnError() throws {
        BrokenPipe.ignoreSignal()
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        close(ends[0])
        let sink = FileDescriptorSink(descriptor: ends[1], name: "standard output", closesOnFinish: true)
        try sink.write("first row\n")
        #expect(throws: OutputError.brokenPipe) { try sink.finish() }
        #expect(throws: OutputError.brokenPipe) { try sink.write("more") }
        #expect(OutputError.brokenPipe.isQuiet)
    }

    @Test func memorySinkKeepsTheText() throws {
        let sink = MemorySink()
        try sink.write("a")
        try sink.write([0x62])
        try sink.writeLine("c")
        try sink.finish()
        #expect(sink.text == "abc\n")
        #expect(sink.isFinished)
    }
}
