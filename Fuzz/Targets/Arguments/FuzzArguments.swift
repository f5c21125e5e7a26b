import EffectsRegistry

// Testable: the target reads every option of a spec, as the parser does, and builds fxctl's table
// from the command library (the libraries are built with -enable-testing).
@testable import EffectsTool

/// Fuzz target: fxctl's command-line parsing, help and usage errors.
///
/// The input is an argument list with words separated by NUL bytes (`sample\0swap-card\0--fps\060`),
/// parsed against fxctl's real command table. A parsed command has every option read through the
/// typed accessors the commands use, and `sample`'s moments resolved against the row limit; help
/// pages and usage errors are rendered. Checked besides "no
/// crash": every usage error has a message, exit code 2 and a report that ends in a newline; every
/// help page is non-empty text ending in a newline.
enum ArgumentsTarget {
    /// fxctl as Sources/fxctl/main.swift configures the command library.
    static let tool = ToolConfiguration(name: "fxctl", version: "0.1.0", environmentPrefix: "FXCTL")
    static let root = ToolCommands.root(for: tool)

    static func run(_ bytes: UnsafeBufferPointer<UInt8>) {
        let words = FuzzInput.strings(bytes)
        let invocation: Invocation
        do {
            invocation = try CommandLineParser(root: root).parse(words)
        } catch {
            FuzzInput.requireMessage(error.message, "\(words)")
            FuzzInput.require(error.exitCode == 2, "exit code \(error.exitCode) for \(words)")
            let report = error.report(root: root)
            FuzzInput.require(report.hasPrefix("Error: ") && report.hasSuffix("\n"), "report \(report)")
            return
        }
        switch invocation {
        case .version:
            break
        case .help(let path):
            let help = HelpFormatter(root: root).help(for: path)
            FuzzInput.require(help.hasPrefix("OVERVIEW: ") && help.hasSuffix("\n"), "help for \(path)")
        case .run(let command):
            readEveryOption(command)
            if command.name == "sample" { checkMoments(command) }
        }
    }

    /// The durations the sample moments are checked against: none, the shortest and longest valid
    /// ones, and swap-card's.
    static let durations = [0, 1e-9, 1.2, 1e9]

    /// Reads `sample`'s grid options as the command does and resolves them over a few durations:
    /// either a usage or sampler error with a message, or moments within the row limit whose first
    /// and last are finite.
    static func checkMoments(_ command: ParsedCommand) {
        let grid: SampleGrid
        do {
            grid = try SampleGrid.read(command)
        } catch {
            requireUsable(error, "a grid option")
            return
        }
        for duration in durations {
            do {
                let points = try grid.points(duration: duration)
                FuzzInput.require(points.count <= SampleGrid.maximumRows, "\(points.count) rows")
                for index in [0, points.count / 2, points.count - 1] where index >= 0 {
                    let (time, progress) = (points.time(at: index), points.progress(at: index))
                    FuzzInput.require(
                        time.isFinite && progress.isFinite, "moment \(index): \(time), \(progress)")
                }
            } catch {
                FuzzInput.requireMessage(error.description, "moments over \(duration) s")
            }
        }
    }

    /// Reads each option of the command with every accessor; a conversion may fail only with a
    /// usage error that has a message.
    static func readEveryOption(_ command: ParsedCommand) {
        for option in command.spec.options {
            let name = option.longName
            _ = command.isGiven(name)
            _ = command.flag(name)
            _ = command.strings(name)
            do {
                _ = try command.int(name, atLeast: 1)
            } catch {
                requireUsable(error, name)
            }
            do {
                _ = try command.ints(name)
            } catch {
                requireUsable(error, name)
            }
            do {
                if let number = try command.double(name) {
                    FuzzInput.require(number.isFinite, "--\(name) read \(number)")
                }
            } catch {
                requireUsable(error, name)
            }
            do {
                for number in try command.doubles(name) {
                    FuzzInput.require(number.isFinite, "--\(name) read \(number)")
                }
            } catch {
                requireUsable(error, name)
            }
            do {
                _ = try command.nameValuePairs(name)
            } catch {
                requireUsable(error, name)
            }
            do {
                if let size = try command.size(name) {
                    FuzzInput.require(
                        size.width.isFinite && size.height.isFinite && size.width > 0 && size.height > 0,
                        "--\(name) read \(size)")
                }
            } catch {
                requireUsable(error, name)
            }
        }
        for argument in command.spec.arguments {
            _ = command.argument(argument.name)
            _ = command.arguments(argument.name)
        }
    }

    /// Aborts unless a usage error from reading `--option` has a message and a full report.
    static func requireUsable(_ error: UsageError, _ option: String) {
        FuzzInput.requireMessage(error.message, "--\(option)")
        FuzzInput.require(error.report(root: root).hasSuffix("\n"), "report for --\(option)")
    }
}

/// libFuzzer's entry point.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    ArgumentsTarget.run(UnsafeBufferPointer(start: data, count: size))
    return 0
}
