import Testing

@testable import EffectsTool

/// The typed accessors a command implementation reads its values with.
@Suite struct ParsedCommandValueTests {
    @Test func convertsNumbersAndFallsBackToDefaults() throws {
        let command = try TestSupport.parse([
            "sample", "x", "--samples", "11", "--precision", "3", "--start", "-2",
        ])
        #expect(try command.int("--samples") == 11)
        #expect(try command.int("--precision", atLeast: 0) == 3)
        #expect(try command.int("--fps") == 60)
        #expect(try command.int("--start") == -2)
        #expect(try command.int("--items") == nil)
        #expect(try command.double("--step") == nil)
        #expect(try command.doubles("--at").isEmpty)
        let timing = try TestSupport.parse(["timing", "linear", "--at", "0,0.25,1e-3", "--at", "-.5"])
        #expect(try timing.doubles("--at") == [0, 0.25, 0.001, -0.5])
        #expect(try timing.double("--at") == -0.5)
        #expect(try timing.int("--samples") == 11)
        #expect(try command.ints("--samples") == [11])
    }

    @Test func readsNameValuePairs() throws {
        let command = try TestSupport.parse([
            "sample", "x", "-p", "angle=0.2", "-p", "offset=(90,-20)", "-p", "label=a=b", "-p", "empty=",
        ])
        #expect(
            try command.nameValuePairs("--param") == [
                NameValuePair(name: "angle", value: "0.2"),
                NameValuePair(name: "offset", value: "(90,-20)"),
                NameValuePair(name: "label", value: "a=b"),
                NameValuePair(name: "empty", value: ""),
            ])
    }

    @Test func readsASizeAndItsDefault() throws {
        let given = try #require(
            try TestSupport.parse(["render", "x", "--viewport", "414x896"]).size("--viewport"))
        #expect(given.width == 414 && given.height == 896)
        let defaulted = try #require(try TestSupport.parse(["render", "x"]).size("--viewport"))
        #expect(defaulted.width == 375 && defaulted.height == 667)
    }

    /// A typed accessor of `ParsedCommand` and the option it reads.
    enum Accessor: Sendable {
        case int(String, atLeast: Int? = nil)
        case ints(String)
        case double(String)
        case doubles(String)
        case pairs(String)
        case size(String)

        /// Calls the accessor on `command`, dropping the value.
        func read(_ command: ParsedCommand) throws(UsageError) {
            switch self {
            case .int(let option, let minimum): _ = try command.int(option, atLeast: minimum)
            case .ints(let option): _ = try command.ints(option)
            case .double(let option): _ = try command.double(option)
            case .doubles(let option): _ = try command.doubles(option)
            case .pairs(let option): _ = try command.nameValuePairs(option)
            case .size(let option): _ = try command.size(option)
            }
        }
    }

    /// A command line, the accessor to call, and the message of the error it must throw.
    struct Case: Sendable, CustomTestStringConvertible {
        var words: [String]
        var read: Accessor
        var message: String
        var testDescription: String { words.joined(separator: " ") }
    }

    @Test(arguments: [
        Case(
            words: ["sample", "x", "--fps", "abc"], read: .int("--fps"),
            message: "'abc' is not a valid integer for '--fps'"),
        Case(
            words: ["sample", "x", "--fps", "29.97"], read: .int("--fps"),
            message: "'29.97' is not a valid integer for '--fps'"),
        Case(
            words: ["sample", "x", "--fps", "0"], read: .int("--fps", atLeast: 1),
            message: "'0' is too small for '--fps'; expected at least 1"),
        Case(
            words: ["sample", "x", "--items", "1", "--items", "x"], read: .ints("--items"),
            message: "'x' is not a valid integer for '--items'"),
        Case(
            words: ["sample", "x", "--step", "fast"], read: .double("--step"),
            message: "'fast' is not a valid number for '--step'"),
        Case(
            words: ["sample", "x", "--step", "nan"], read: .double("--step"),
            message: "'nan' is not a valid number for '--step'"),
        Case(
            words: ["sample", "x", "--step", "inf"], read: .double("--step"),
            message: "'inf' is not a valid number for '--step'"),
        Case(
            words: ["sample", "x", "--at", "0,half,1"], read: .doubles("--at"),
            message: "'half' is not a valid number for '--at'"),
        Case(
            words: ["sample", "x", "-p", "angle"], read: .pairs("-p"),
            message: "expected name=value for '--param', got 'angle'"),
        Case(
            words: ["sample", "x", "-p", "=1"], read: .pairs("--param"),
            message: "expected name=value for '--param', got '=1'"),
        Case(
            words: ["sample", "x", "--viewport", "375"], read: .size("--viewport"),
            message: "expected a size like 375x667 for '--viewport', got '375'"),
        Case(
            words: ["sample", "x", "--viewport", "0x667"], read: .size("--viewport"),
            message: "expected a size like 375x667 for '--viewport', got '0x667'"),
        Case(
            words: ["sample", "x", "--viewport", "375x667x1"], read: .size("--viewport"),
            message: "expected a size like 375x667 for '--viewport', got '375x667x1'"),
    ])
    func reportsABadValueNamingTheOption(_ test: Case) throws {
        let command = try TestSupport.parse(test.words)
        do {
            try test.read.read(command)
            Issue.record("expected a usage error")
        } catch {
            #expect(error.message == test.message)
            #expect(error.commandPath == ["fxctl", "sample"])
            #expect(error.exitCode == 2)
        }
    }

    @Test func letsACommandReportItsOwnBadValue() {
        let error = UsageError.invalidValue(
            "11", option: "--start", reason: "the gallery has 5 items", path: ["fxctl", "sample"])
        #expect(error.message == "invalid value '11' for '--start': the gallery has 5 items")
    }
}
