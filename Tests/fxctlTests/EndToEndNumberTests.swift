import Foundation
import Testing

/// No NaN or infinity reaches a table through the built binary, whatever the command; the extreme
/// values the options accept give finite tables.
@Suite(.enabled(if: EndToEnd.isAvailable, EndToEnd.missingMessage))
struct EndToEndNumberTests {
    /// A track whose timing function overshoots past what a Double holds, halfway through at
    /// t = 0, though every number in the file is within its limits.
    static let overflowing = """
        effect big {
            duration 1s
            layer l {
                set zPosition = 0
                set opacity = 0.5
                animate zPosition delay -0.5s fill forwards timing cubic-bezier(0, 1e300, 1, 1e300) from -1e15 to 1e15
            }
        }

        """

    static let message =
        "Error: the value of l.zPosition at t=0 is not a finite number (a division by zero or an overflow)\n"

    // Regression: `fxctl sample` streamed the overflow as empty cells ("0,0,") and exited 0.
    @Test(arguments: ["csv", "tsv", "json", "markdown", "table"])
    func anOverflowIsAnErrorAndNoTable(_ format: String) throws {
        let fx = try EndToEnd()
        defer { fx.remove() }
        try fx.write(Self.overflowing, to: "big.fx")
        let result = try fx.run(["sample", "big.fx", "--samples", "3", "--format", format, "-o", "out"])
        #expect(result.status == 1)
        #expect(result.error == Self.message)
        #expect(fx.entries() == ["big.fx"], "no output or temporary file")
    }

    @Test func anOverflowOnStandardOutputStopsBeforeItsRow() throws {
        let fx = try EndToEnd()
        defer { fx.remove() }
        try fx.write(Self.overflowing, to: "big.fx")
        let result = try fx.run(["sample", "big.fx", "--at", "2,0"])
        #expect(result.status == 1)
        // 2 s is past the 1 s effect, which sample says before it samples.
        #expect(result.error.hasPrefix("Warning: --at 2 is outside the effect, 0 to 1 s"), "\(result.error)")
        #expect(result.error.hasSuffix(Self.message))
        // Rows before the overflow may be out already (the stream writes in blocks); the one with it
        // never is.
        #expect(["", "t,progress,l.zPosition,l.opacity\n2,2,1000000000000000,0.5\n"].contains(result.output))
    }

    @Test func columnsLeftOutDoNotFail() throws {
        let fx = try EndToEnd()
        defer { fx.remove() }
        try fx.write(Self.overflowing, to: "big.fx")
        let result = try fx.run(["sample", "big.fx", "--samples", "2", "--columns", "l.opacity"])
        #expect(result.status == 0)
        #expect(result.output == "t,progress,l.opacity\n0,0,0.5\n1,1,0.5\n")
    }

    @Test(arguments: [["plot", "big.fx", "-o", "out.svg"], ["render", "big.fx", "-o", "out.svg"]])
    func plotAndRenderRefuseTheOverflowToo(_ arguments: [String]) throws {
        let fx = try EndToEnd()
        defer { fx.remove() }
        try fx.write(Self.overflowing, to: "big.fx")
        let result = try fx.run(arguments)
        #expect(result.status == 1)
        #expect(result.error == Self.message)
        #expect(fx.entries() == ["big.fx"])
    }

    @Test(arguments: [
        ["sample", "swap-card", "--viewport", "1e-6x1e-6"],
        ["sample", "swap-card", "--viewport", "1e9x1e9"],
        ["sample", "reveal", "--viewport", "1e300x1e300", "--samples", "5"],
        ["sample", "stack", "--viewport", "0.001x1000", "--progress", "--samples", "5"],
        ["sample", "slide", "--at", "-1e300,1e300"],
        ["sample", "swap-card", "--at", "1e15,-1e15,1e-300"],
        ["sample", "swap-card", "--fps", "1e-300"],
        ["sample", "swap-card", "--step", "1e300"],
        ["sample", "swap-card", "-p", "offset=(1e300,-1e300)", "--samples", "5"],
        ["sample", "swap-card", "-p", "swing=0.01", "--samples", "5"],
        ["sample", "swap-card", "-p", "swing=60", "--samples", "5"],
        ["timing", "cubic-bezier(0, 1e300, 1, -1e300)", "--samples", "11"],
        ["timing", "spring(mass: 1e-9, stiffness: 1e9, damping: 0, velocity: 1e9)", "--samples", "11"],
        ["timing", "steps(1000000, jump-both)", "--at", "0,0.5,1"],
    ])
    func extremeOptionValuesGiveFiniteTables(_ arguments: [String]) throws {
        let fx = try EndToEnd()
        defer { fx.remove() }
        let result = try fx.run(arguments)
        #expect(result.status == 0, "\(result)")
        let cells = result.output.split(whereSeparator: { $0 == "," || $0 == "\n" }).dropFirst()
        #expect(!cells.isEmpty)
        #expect(cells.allSatisfy { Double($0)?.isFinite ?? true }, "\(result.output)")
        #expect(!result.output.contains(",,") && !result.output.contains(",\n"), "an empty cell")
        #expect(!result.output.lowercased().contains("nan") && !result.output.contains("inf"))
    }
}
