import Glibc

// fxbench: the fxkit benchmark. `swift run -c release fxbench [--quick] [--runs N] [figure…]`.
// Hidden helper modes (used by the figures themselves): `stream-rows N`, `generate PATH.fx PATH.json MB`.

let arguments = Array(CommandLine.arguments.dropFirst())
let binaries = BenchContext.executableDirectory()

if let mode = arguments.first, let helper = HelperMode(rawValue: mode) {
    let context = BenchContext(
        quick: false, measurement: Measurement(runs: 2), binaries: binaries,
        dataDirectory: binaries + "/fxbench-data")
    exit(helper.run(Array(arguments.dropFirst()), context))
}

var quick = false
var runs: Int?
var selected: [String] = []
var index = 0
while index < arguments.count {
    let argument = arguments[index]
    switch argument {
    case "--quick": quick = true
    case "--runs":
        index += 1
        guard index < arguments.count, let count = Int(arguments[index]), count >= 2 else {
            printError("fxbench: --runs needs a whole number of 2 or more")
            exit(2)
        }
        runs = count
    case "-h", "--help":
        print(Figures.usage)
        exit(0)
    default:
        guard let figure = Figures.resolve(argument) else {
            printError(
                "fxbench: unknown figure '\(argument)'; figures: \(Figures.names.joined(separator: ", "))")
            exit(2)
        }
        selected.append(figure)
    }
    index += 1
}

let context = BenchContext(
    quick: quick, measurement: Measurement(runs: runs ?? (quick ? 4 : 7)), binaries: binaries,
    dataDirectory: binaries + "/fxbench-data")
Figures.run(selected.isEmpty ? Figures.names : selected, context)
