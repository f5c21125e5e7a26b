import Glibc
import TestSupport
import Testing

@testable import Platform

@Suite struct OutputDestinationTests {
    @Test func aDashMeansStandardOutput() throws {
        let standardOutput = MemorySink()
        let sink = try OutputDestination.open("-", standardOutput: standardOutput)
        #expect(sink === standardOutput)
    }

    @Test func aRegularPathIsWrittenAtomically() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let sink = try OutputDestination.open("\(directory.path)/x.svg", standardOutput: MemorySink())
        #expect(sink is AtomicFileSink)
    }

    @Test func aFullDeviceReportsNoSpaceAndStaysADevice() throws {
        let sink = try OutputDestination.open("/dev/full", standardOutput: MemorySink())
        try sink.write("t,x\n")
        let error = #expect(throws: OutputError.self) { try sink.finish() }
        #expect(error?.message == "cannot write '/dev/full': no space left on device")
        #expect(error?.isQuiet == false)
        var status = stat()
        #expect(stat("/dev/full", &status) == 0 && (status.st_mode & S_IFMT) == S_IFCHR)
    }

    @Test func theNullDeviceIsWrittenInPlace() throws {
        let sink = try OutputDestination.open("/dev/null", standardOutput: MemorySink())
        try sink.write("anything")
        try sink.finish()
        var status = stat()
        #expect(stat("/dev/null", &status) == 0 && (status.st_mode & S_IFMT) == S_IFCHR)
    }
}
