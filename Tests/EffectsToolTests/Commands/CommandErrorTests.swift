import EffectsRegistry
import Testing

@testable import EffectsTool

/// Every way a command line can go wrong, in-process: the message on standard error, nothing on
/// standard output, and the exit code (1 for wrong input, 2 for usage).
@Suite struct CommandErrorTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var status: Int32
        var message: String
        var testDescription: String { arguments.joined(separator: " ") }

        init(_ arguments: [String], _ status: Int32, _ message: String) {
            self.arguments = arguments
            self.status = status
            self.message = message
        }
    }

    static let sampleUsage =
        "Usage: fxctl sample <effect> [<options>]\n  See 'fxctl sample --help' for more information.\n"

    @Test(arguments: [
        Case(
            ["sample", "wipe", "-p", "distance=2000"], 1,
            "Error: distance must be within 0...1000, got 2000\n"),
        Case(
            ["sample", "wipe", "-p", "distance=far"], 1,
            "Error: invalid value for distance: expected a number, got 'far'\n"),
        Case(
            ["sample", "wipe", "-p", "distanse=3"], 1,
            "Error: unknown parameter 'distanse' (did you mean 'distance'?)\n"
        ),
        Case(
            ["sample", "wipe", "-p", "distance"], 1,
            "Error: missing '=' in 'distance' (expected name=value)\n"),
        Case(
            ["sample", "wipe", "-p", "side=up"], 1,
            "Error: invalid value for side: 'up' is not one of left, right\n"),
        Case(["sample", "broken"], 1, "Error: effect 'broken': the broken effect always fails\n"),
        Case(
            ["sample", "wipe", "--columns", "panel.zz"], 1,
            "Error: no column matches 'panel.zz' (did you mean 'panel.*'?)\n"),
        // Close to no column (moved from BadCommandLineTests): the columns there are.
        Case(
            ["sample", "wipe", "--columns", "nothing.*"], 1,
            "Error: no column matches 'nothing.*'; the columns are panel.opacity, panel.bounds.size.x, "
                + "panel.bounds.size.y, panel.position.x, panel.position.y\n"),
        Case(
            ["sample", "wipe", "--fps", "0"], 2,
            "Error: invalid value '0' for '--fps': expected a positive number\n" + sampleUsage),
        Case(
            ["sample", "wipe", "--step", "-1"], 2,
            "Error: invalid value '-1' for '--step': expected a positive number\n" + sampleUsage),
        Case(
            ["sample", "wipe", "--samples", "0"], 2,
            "Error: '0' is too small for '--samples'; expected at least 1\n" + sampleUsage),
        Case(
            ["sample", "wipe", "--precision", "18"], 2,
            "Error: invalid value '18' for '--precision': expected at most 17 digits\n" + sampleUsage),
        Case(
            ["sample", "wipe", "--viewport", "10by20"], 2,
            "Error: expected a size like 375x667 for '--viewport', got '10by20'\n" + sampleUsage),
        Case(
            ["sample", "wipe", "--progress", "--fps", "30"], 2,
            "Error: '--fps' cannot be used together with '--progress'\n" + sampleUsage),
        Case(
            ["sample", "wipe", "--fsp", "30"], 2,
            "Error: unknown option '--fsp' (did you mean '--fps' or '--step'?)\n" + sampleUsage),
        Case(["sample"], 2, "Error: missing expected argument '<effect>'\n" + sampleUsage),
        Case(
            ["smaple"], 2,
            "Error: unknown command 'smaple' (did you mean 'sample'?)\nUsage: fxctl <subcommand>\n"
                + "  See 'fxctl --help' for more information.\n"),
        Case(
            ["render", "wipe", "--frames", "0"], 2,
            "Error: '0' is too small for '--frames'; expected at least 1\nUsage: fxctl render <effect> [<options>]\n"
                + "  See 'fxctl render --help' for more information.\n"),
        Case(
            ["plot", "wipe", "--width", "-5"], 2,
            "Error: invalid value '-5' for '--width': expected a positive number\n"
                + "Usage: fxctl plot <effect> [<options>]\n  See 'fxctl plot --help' for more information.\n"),
        Case(
            ["plot", "wipe", "--width", "100"], 1,
            "Error: the chart width (at least 200) must be a positive finite number, got 100\n"),
        Case(
            ["sample", "wipe", "-o", "missing/out.csv"], 1,
            "Error: cannot write 'DIR/missing/out.csv': no such file or directory\n"),
        Case(["sample", "wipe", "-o", "sub"], 1, "Error: cannot write 'DIR/sub': is a directory\n"),
    ])
    func reportsTheMistake(_ test: Case) throws {
        let fx = try InProcess()
        defer { fx.remove() }
        try fx.write("", to: "sub/.keep")
        let result = fx.run(test.arguments)
        #expect(result.status == test.status, "\(result)")
        #expect(result.output == "")
        #expect(result.error.replacingOccurrences(of: fx.directory, with: "DIR") == test.message)
        #expect(fx.entries() == ["sub"], "no output file, temporary or final, is left behind")
    }
}
