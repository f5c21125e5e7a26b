import Foundation
import Testing

/// The malformed command lines of the bad-input corpus, through the built binary: each with its
/// exact standard error and exit code (2 for a usage mistake, 1 for wrong input), nothing on
/// standard output, and no file left behind.
///
/// Each runs in a fresh directory holding `effects/fade.fx`, which fxctl loads as `./effects`.
@Suite(.enabled(if: EndToEnd.isAvailable, EndToEnd.missingMessage))
struct BadCommandLineTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var status: Int32
        var error: String
        var testDescription: String { arguments.map { $0.isEmpty ? "''" : $0 }.joined(separator: " ") }

        init(_ arguments: [String], _ status: Int32, _ error: String) {
            self.arguments = arguments
            self.status = status
            self.error = error
        }
    }

    /// The end of a usage error: a line break, the command's usage and where its help is.
    static func usage(_ synopsis: String, _ command: String) -> String {
        let help = command.isEmpty ? "fxctl --help" : "fxctl \(command) --help"
        return "\nUsage: fxctl \(synopsis)\n  See '\(help)' for more information.\n"
    }

    static let cases: [Case] = [
        Case(
            ["smaple", "swap-card"], 2,
            "Error: unknown command 'smaple' (did you mean 'sample'?)" + usage("<subcommand>", "")),
        Case(
            ["--verison"], 2,
            "Error: unknown option '--verison' (did you mean '--version'?)" + usage("<subcommand>", "")),
        Case(
            ["sample"], 2,
            "Error: missing expected argument '<effect>'" + usage("sample <effect> [<options>]", "sample")),
        Case(
            ["sample", "swap-card", "--fps"], 2,
            "Error: missing value for '--fps <n>'" + usage("sample <effect> [<options>]", "sample")),
        Case(
            ["sample", "swap-card", "--fps", "abc"], 2,
            "Error: 'abc' is not a valid number for '--fps'" + usage("sample <effect> [<options>]", "sample")),
        Case(
            ["sample", "swap-card", "--fps", "0"], 2,
            "Error: invalid value '0' for '--fps': expected a positive number"
                + usage("sample <effect> [<options>]", "sample")),
        Case(
            ["sample", "swap-card", "--fps", "-30"], 2,
            "Error: invalid value '-30' for '--fps': expected a positive number"
                + usage("sample <effect> [<options>]", "sample")),
        Case(
            ["export", "swap-card", "--format", "css", "--sample-budget", "5"], 2,
            "Error: invalid value '5' for '--sample-budget': only a Lottie export samples to fit keyframes; "
                + "give --format lottie" + usage("export <effect> [<options>]", "export")),
        Case(
            ["export", "swap-card", "--format", "lottie", "--sample-budget", "0"], 2,
            "Error: invalid value '0' for '--sample-budget': expected a number of rows from 1 to 1000000000"
                + usage("export <effect> [<options>]", "export")),
        Case(
            ["export", "swap-card", "--format", "lottie", "--sample-budget", "50"], 1,
            "Error: cannot export the effect as lottie: the effect needs more than 50 samples to export at "
                + "this tolerance; raise --sample-budget above 50 to let the export sample more (it takes "
                + "longer), or --tolerance\n"),
        Case(
            ["export", "push", "--format", "css", "--transition-name", "page"], 2,
            "Error: invalid value 'page' for '--transition-name': only a view transition has a "
                + "view-transition-name; give --format view-transition"
                + usage("export <effect> [<options>]", "export")),
        Case(
            ["export", "stack", "--format", "css", "--scroll-timeline", "view"], 2,
            "Error: invalid value 'view' for '--scroll-timeline': only a scroll-driven export follows "
                + "scrolling; give --format scroll-driven" + usage("export <effect> [<options>]", "export")),
        Case(
            ["export", "stack", "--format", "scroll-driven", "--scroll-timeline", "page"], 2,
            "Error: 'page' is not a valid source; expected one of scroll, view"
                + usage("export <effect> [<options>]", "export")),
        Case(
            ["export", "push", "--format", "view-transition", "--transition-name", "none"], 2,
            "Error: invalid value 'none' for '--transition-name': expected a CSS identifier other than none, "
                + "auto or match-element" + usage("export <effect> [<options>]", "export")),
        Case(
            ["sample", "swap-card", "--fps", "nan"], 2,
            "Error: 'nan' is not a valid number for '--fps'" + usage("sample <effect> [<options>]", "sample")),
        Case(
            ["sample", "swap-card", "--fps", "inf"], 2,
            "Error: 'inf' is not a valid number for '--fps'" + usage("sample <effect> [<options>]", "sample")),
        Case(
            ["sample", "swap-card", "--fps", "1e12"], 1,
            "Error: 1200000000001 rows requested; the limit is 1000000000\n"),
        Case(
            ["sample", "swap-card", "--samples", "1e12"], 2,
            "Error: '1e12' is not a valid integer for '--samples'"
                + usage("sample <effect> [<options>]", "sample")),
        Case(
            ["sample", "swap-card", "--samples", "1000000000000"], 1,
            "Error: 1000000000000 samples requested; the limit is 1000000000\n"),
        Case(
            ["sample", "swap-card", "--samples", "0"], 2,
            "Error: '0' is too small for '--samples'; expected at least 1"
                + usage("sample <effect> [<options>]", "sample")),
        Case(
            ["sample", "swap-card", "--samples", "99999999999999999999"], 2,
            "Error: '99999999999999999999' is not a valid integer for '--samples'"
                + usage("sample <effect> [<options>]", "sample")),
        Case(
            ["sample", "swap-card", "--step", "0"], 2,
            "Error: invalid value '0' for '--step': expected a positive number"
                + usage("sample <effect> [<options>]", "sample")),
        Case(
            ["sample", "swap-card", "--step", "1e-12"], 1,
            "Error: 1200000000001 rows requested; the limit is 1000000000\n"),
        Case(
            ["sample", "swap-card", "--at", "0,,1"], 2,
            "Error: empty item in '0,,1' for '--at'" + usage("sample <effect> [<options>]", "sample")),
        Case(
            ["sample", "swap-card", "--at", "0.5,x"], 2,
            "Error: 'x' is not a valid number for '--at'" + usage("sample <effect> [<options>]", "sample")),
        Case(
            ["sample", "swap-card", "--at", "nan"], 2,
            "Error: 'nan' is not a valid number for '--at'" + usage("sample <effect> [<options>]", "sample")),
        Case(
            ["sample", "swap-card", "--at", ""], 2,
            "Error: empty item in '' for '--at'" + usage("sample <effect> [<options>]", "sample")),
        Case(
            ["sample", "swap-card", "--fps", "30", "--samples", "10"], 2,
            "Error: '--samples' cannot be used together with '--fps'"
                + usage("sample <effect> [<options>]", "sample")),
        Case(
            ["sample", "swap-card", "--progress", "--fps", "30"], 2,
            "Error: '--fps' cannot be used together with '--progress'"
                + usage("sample <effect> [<options>]", "sample")),
        Case(
            ["sample", "swap-card", "--at", "1,2", "--step", "0.1"], 2,
            "Error: '--step' cannot be used together with '--at'"
                + usage("sample <effect> [<options>]", "sample")),
        Case(
            ["sample", "swap-card", "--precision", "99"], 2,
            "Error: invalid value '99' for '--precision': expected at most 17 digits"
                + usage("sample <effect> [<options>]", "sample")),
        Case(
            ["sample", "swap-card", "--precision", "-1"], 2,
            "Error: '-1' is too small for '--precision'; expected at least 0"
                + usage("sample <effect> [<options>]", "sample")),
        Case(
            ["sample", "swap-card", "--format", "xml"], 2,
            "Error: 'xml' is not a valid format; expected one of csv, tsv, json, markdown, table"
                + usage("sample <effect> [<options>]", "sample")),
        Case(
            ["sample", "swap-card", "--viewport", "375"], 2,
            "Error: expected a size like 375x667 for '--viewport', got '375'"
                + usage("sample <effect> [<options>]", "sample")),
        Case(
            ["sample", "swap-card", "--viewport", "0x667"], 2,
            "Error: expected a size like 375x667 for '--viewport', got '0x667'"
                + usage("sample <effect> [<options>]", "sample")),
        Case(
            ["sample", "swap-card", "--viewport", "-375x667"], 2,
            "Error: expected a size like 375x667 for '--viewport', got '-375x667'"
                + usage("sample <effect> [<options>]", "sample")),
        Case(
            ["sample", "swap-card", "--viewport", "375x667x2"], 2,
            "Error: expected a size like 375x667 for '--viewport', got '375x667x2'"
                + usage("sample <effect> [<options>]", "sample")),
        Case(
            ["sample", "swap-card", "-p", "angle"], 1, "Error: missing '=' in 'angle' (expected name=value)\n"
        ),
        Case(
            ["sample", "swap-card", "-p", "=0.2"], 1,
            "Error: missing parameter name in '=0.2' (expected name=value)\n"),
        Case(
            ["sample", "swap-card", "extra"], 2,
            "Error: unexpected argument 'extra'" + usage("sample <effect> [<options>]", "sample")),
        Case(
            ["sample", "swap-card", "--play", "next"], 2,
            "Error: '--play' needs '--items'" + usage("sample <effect> [<options>]", "sample")),
        Case(
            ["sample", "swap-card", "--items", "3", "--play", "sideways"], 2,
            "Error: 'sideways' is not a valid step; expected one of next, previous, swipe-left, swipe-right, undo"
                + usage("sample <effect> [<options>]", "sample")),
        Case(
            ["sample", "swap-card", "-x"], 2,
            "Error: unknown option '-x'" + usage("sample <effect> [<options>]", "sample")),
        Case(
            ["sample", "swap-card", "--fps="], 2,
            "Error: '' is not a valid number for '--fps'" + usage("sample <effect> [<options>]", "sample")),
        Case(
            ["sample", "swap-card", "--columns", ""], 2,
            "Error: empty item in '' for '--columns'" + usage("sample <effect> [<options>]", "sample")),
        Case(
            ["check"], 2,
            "Error: missing expected argument '<file>'"
                + usage("check <file> ... [<options>]", "check")),
        Case(
            ["check", "--format", "yaml", "x.fx"], 2,
            "Error: 'yaml' is not a valid format; expected one of text, json"
                + usage("check <file> ... [<options>]", "check")),
        Case(
            ["timing"], 2,
            "Error: missing expected argument '<timing-function>'"
                + usage("timing <timing-function> [<options>]", "timing")),
        Case(
            ["timing", "linear", "--at", "2x"], 2,
            "Error: '2x' is not a valid number for '--at'"
                + usage("timing <timing-function> [<options>]", "timing")),
        Case(
            ["completion", "powershell"], 2,
            "Error: 'powershell' is not a valid shell; expected one of bash, zsh, fish"
                + usage("completion <shell>", "completion")),
        Case(
            ["help", "smaple"], 2,
            "Error: unknown command 'smaple' (did you mean 'sample'?)" + usage("help [<command>]", "help")),
        Case(
            ["plot", "swap-card", "--width", "0"], 2,
            "Error: invalid value '0' for '--width': expected a positive number"
                + usage("plot <effect> [<options>]", "plot")),
        Case(
            ["render", "swap-card", "--frames", "0"], 2,
            "Error: '0' is too small for '--frames'; expected at least 1"
                + usage("render <effect> [<options>]", "render")),
        Case(
            ["inspect", "swap-card", "--format", "yaml"], 2,
            "Error: 'yaml' is not a valid format; expected one of text, json, fx, parameters"
                + usage("inspect <effect> [<options>]", "inspect")),
        Case(
            ["list", "--names", "extra"], 2,
            "Error: unexpected argument 'extra'"
                + usage("list [--names] [--effects <dir> ...] [--no-color]", "list")),
        Case(
            ["sample", "swap-crad"], 1,
            "Error: unknown effect 'swap-crad' (did you mean 'swap-card'?); run 'fxctl list' to see the available effects\n"
        ),
        Case(["sample", ""], 1, "Error: unknown effect ''; run 'fxctl list' to see the available effects\n"),
        Case(
            ["sample", "swap-card", "-p", "angel=0.2"], 1,
            "Error: unknown parameter 'angel' (did you mean 'angle'?)\n"),
        Case(["sample", "swap-card", "-p", "angle=2"], 1, "Error: angle must be within 0...1.6, got 2\n"),
        Case(
            ["sample", "swap-card", "-p", "angle=nan"], 1,
            "Error: invalid value for angle: expected a finite number, got 'nan'\n"),
        Case(
            ["sample", "swap-card", "-p", "angle=1e999"], 1,
            "Error: invalid value for angle: expected a finite number, got '1e999'\n"),
        Case(
            ["sample", "swap-card", "-p", "offset=(1,2,3)"], 1,
            "Error: invalid value for offset: expected 2 numbers, got 3 in '(1,2,3)'\n"),
        Case(
            ["sample", "swap-card", "-p", "offset=(1,2"], 1,
            "Error: invalid value for offset: expected a vector of 2 numbers, got '(1,2'\n"),
        Case(
            ["sample", "swap-card", "-p", "forward=maybe"], 1,
            "Error: invalid value for forward: expected true or false (or yes/no, on/off, 1/0), got 'maybe'\n"
        ),
        Case(
            ["sample", "stack", "-p", "direction=up"], 1,
            "Error: invalid value for direction: 'up' is not one of left, right\n"),
        Case(
            ["sample", "stack", "-p", "visible=2.5"], 1,
            "Error: invalid value for visible: expected an integer, got '2.5'\n"),
        Case(
            ["sample", "swap-card", "-p", "angle=0.1", "-p", "angle=0.2"], 1, "Error: angle is given twice\n"),
        Case(["sample", "missing.fx"], 1, "Error: cannot read 'missing.fx': no such file or directory\n"),
        Case(
            ["sample", "effects/fade.fx:nothere"], 1,
            "Error: no effect 'nothere' in 'effects/fade.fx'; it defines fade\n"),
        Case(
            ["sample", "effects"], 1,
            "Error: cannot read 'effects': is a directory\n"),
        Case(
            ["sample", "slide", "--items", "2", "--start", "5", "--play", "next"], 1,
            "Error: the start item must be within 0...1 for 2 items, got 5\n"),
        Case(
            ["sample", "swap-card", "--samples", "1000000000", "--format", "table"], 1,
            "Error: 1000000000 rows of 14 columns are too many to align as table (at most 10000000 cells); use --format csv, tsv or json\n"
        ),
        Case(
            ["timing", "cubic-bezier(2,0,1,1)"], 1,
            "Error: invalid timing function 'cubic-bezier(2,0,1,1)': the x1 of 'cubic-bezier' is 2; it must lie within 0...1\n"
        ),
        Case(
            ["timing", "ease-inout"], 1,
            "Error: invalid timing function 'ease-inout': unknown timing function 'ease-inout' (did you mean 'ease-in-out' or 'ease-out'?)\n"
        ),
        Case(
            ["timing", "steps(0)"], 1,
            "Error: invalid timing function 'steps(0)': steps count must be at least 1, got 0\n"),
        Case(
            ["timing", "spring(mass: 0)"], 1,
            "Error: invalid timing function 'spring(mass: 0)': spring mass must be greater than 0, got 0\n"),
        Case(
            ["check", "missing.fx"], 1,
            "Error: cannot read 'missing.fx': no such file or directory\n1 error in 1 file\n"),
        Case(
            ["sample", "swap-card", "--effects", "/nonexistent"], 1,
            "Error: cannot read the effects directory '/nonexistent': no such directory\n"),
        Case(
            ["sample", "swap-card", "-o", "/dev/full"], 1,
            "Error: cannot write '/dev/full': no space left on device\n"),
        Case(["sample", "swap-card", "-o", "/tmp"], 1, "Error: cannot write '/tmp': is a directory\n"),
    ]

    @Test func theCorpusHasFortyCommandLines() {
        #expect(Self.cases.count >= 40)
        #expect(Set(Self.cases.map(\.arguments)).count == Self.cases.count)
        #expect(Self.cases.contains { $0.status == 1 } && Self.cases.contains { $0.status == 2 })
    }

    @Test(arguments: cases)
    func printsItsErrorAndExitCodeAndWritesNothing(_ test: Case) throws {
        let fx = try EndToEnd()
        defer { fx.remove() }
        try fx.write(Self.fade, to: "effects/fade.fx")
        let result = try fx.run(test.arguments)
        #expect(result.status == test.status)
        #expect(result.error == test.error)
        #expect(result.output == "")
        #expect(fx.entries() == ["effects"], "no output or temporary file")
    }

    static let fade = """
        effect fade {
            summary "The outgoing layer fades out over the incoming one"
            duration 0.3s
            layer incoming { set opacity = 1 }
            layer outgoing {
                set opacity = 0
                animate opacity from 1 to 0
            }
        }

        """
}
