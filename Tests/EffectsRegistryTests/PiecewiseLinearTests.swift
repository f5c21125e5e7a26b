import TestSupport
import Testing

@testable import EffectsRegistry

@Suite struct PiecewiseLinearTests {
    static func function(_ stops: [(Double, [Double])]) throws -> PiecewiseLinear {
        try PiecewiseLinear(stops: stops.map { LinearEasingStop(output: $0.0, percentages: $0.1) })
    }

    static func points(_ pairs: [(Double, Double)]) -> [LinearEasingPoint] {
        pairs.map { LinearEasingPoint(input: $0.0, output: $0.1) }
    }

    @Test func theSpecsSerialisationExamples() throws {
        // linear(0, 0.25, 1) = linear(0 0%, 0.25 50%, 1 100%)
        #expect(
            try Self.function([(0, []), (0.25, []), (1, [])]).points
                == Self.points([(0, 0), (0.5, 0.25), (1, 1)]))
        // linear(0 20%, 0.5 10%, 1) = linear(0 20%, 0.5 20%, 1 100%)
        #expect(
            try Self.function([(0, [20]), (0.5, [10]), (1, [])]).points
                == Self.points([(0.2, 0), (0.2, 0.5), (1, 1)]))
        // linear(0, 0.25 25% 75%, 1) = linear(0 0%, 0.25 25%, 0.25 75%, 1 100%)
        #expect(
            try Self.function([(0, []), (0.25, [25, 75]), (1, [])]).points
                == Self.points([(0, 0), (0.25, 0.25), (0.75, 0.25), (1, 1)]))
    }

    @Test func theSpecsOutputExamples() throws {
        // linear(0, 0.25, 1): from 0 to 0.25 over the first half, to 1 over the second.
        let simple = try Self.function([(0, []), (0.25, []), (1, [])])
        #expect(simple.value(at: 0.25) == 0.125)
        #expect(simple.value(at: 0.75) == 0.625)
        // linear(0, 0.25 75%, 1): 75% of the time to reach 0.25, the last 25% to reach 1.
        let input = try Self.function([(0, []), (0.25, [75]), (1, [])])
        #expect(input.value(at: 0.375) == 0.125)
        #expect(input.value(at: 0.875) == 0.625)
        // linear(0, 0.25 25% 75%, 1): holds 0.25 from 25% to 75%, and past the ends the nearest two
        // points' trajectory continues.
        let double = try Self.function([(0, []), (0.25, [25, 75]), (1, [])])
        #expect(double.value(at: 0.5) == 0.25)
        #expect(double.value(at: -0.5) == -0.5)
        #expect(double.value(at: 1.5) == 2.5)
    }

    @Test func theSpecsBounceEndsOnTwoFinalPointsSoLaterInputsStayAtOne() throws {
        let bounce = try Self.function([
            (0, []), (0.063, []), (0.25, []), (0.563, []), (1, [36.4]),
            (0.812, []), (0.75, []), (0.813, []), (1, [72.7]),
            (0.953, []), (0.938, []), (0.953, []), (1, [90.9]),
            (0.984, []), (1, [100, 100]),
        ])
        #expect(bounce.points.count == 16)
        #expect(bounce.value(at: 0) == 0)
        #expect(bounce.value(at: 0.364) == 1)
        #expect(bounce.value(at: 1) == 1)
        #expect(bounce.value(at: 1.5) == 1)
        // The run 0.812, 0.75, 0.813 is spread evenly between 36.4% and 72.7%.
        #expect(abs(bounce.points[6].input - (0.364 + (0.727 - 0.364) * 2 / 4)) < 1e-15)
    }

    @Test func theReferenceRules() throws {
        // A missing last input is the larger of 1 and the largest input so far.
        #expect(try Self.function([(0, []), (0.5, [150]), (1, [])]).points.last?.input == 1.5)
        // Runs without inputs are spread evenly.
        let run = try Self.function([(0, []), (0.1, []), (0.2, []), (0.3, [60]), (1, [])])
        #expect(zip(run.points.map(\.input), [0, 0.2, 0.4, 0.6, 1]).allSatisfy { abs($0 - $1) < 1e-15 })
        // With equal inputs the later point wins.
        let jump = try Self.function([(0, []), (0.5, [50]), (0.8, [50]), (1, [])])
        #expect(jump.value(at: 0.5) == 0.8)
        #expect(jump.value(at: 0.5.nextDown) < 0.5)
        // Before a first point that starts late, the first segment has equal inputs: its end wins.
        #expect(try Self.function([(0, [20]), (0.5, [10]), (1, [])]).value(at: 0.1) == 0.5)
    }

    @Test func refusesBadStops() {
        let cases: [([LinearEasingStop], String)] = [
            ([], "linear() needs at least two stops, got 0"),
            ([LinearEasingStop(output: 0)], "linear() needs at least two stops, got 1"),
            (
                [LinearEasingStop(output: 0), LinearEasingStop(output: 1, inputs: [0.1, 0.2, 0.3])],
                "linear() stop 2 has 3 percentages; a stop takes at most two"
            ),
            (
                [LinearEasingStop(output: .nan), LinearEasingStop(output: 1)],
                "linear() stop 1 output must be a finite number, got nan"
            ),
            (
                [LinearEasingStop(output: 0), LinearEasingStop(output: 1, inputs: [.infinity])],
                "linear() stop 2 input must be a finite number, got inf"
            ),
        ]
        for (stops, message) in cases {
            #expect {
                _ = try PiecewiseLinear(stops: stops)
            } throws: { error in
                (error as? TimingFunctionError)?.description == message
            }
        }
    }

    static let spellings: [([Stop], String)] = [
        ([Stop(0), Stop(0.25), Stop(1)], "linear(0, 0.25, 1)"),
        ([Stop(0), Stop(0.25, 75), Stop(1)], "linear(0, 0.25 75%, 1)"),
        ([Stop(0, 20), Stop(0.5, 10), Stop(1)], "linear(0 20%, 0.5 20%, 1)"),
        ([Stop(0), Stop(0.25, 25, 75), Stop(1)], "linear(0, 0.25 25%, 0.25 75%, 1)"),
        ([Stop(0), Stop(0.5, 150), Stop(1)], "linear(0, 0.5 150%, 1)"),
        ([Stop(0), Stop(0.5, 7), Stop(1, 200)], "linear(0, 0.5 7%, 1 200%)"),
        ([Stop(1, -10), Stop(0)], "linear(1 -10%, 0)"),
    ]

    /// A stop written with percentages, for argument tables.
    struct Stop: Sendable {
        var output: Double
        var percentages: [Double]
        init(_ output: Double, _ percentages: Double...) {
            self.output = output
            self.percentages = percentages
        }
    }

    @Test(arguments: spellings)
    func printsTheShortestSpellingThatReadsBack(stops: [Stop], text: String) throws {
        let function = try Self.function(stops.map { ($0.output, $0.percentages) })
        #expect(TimingFunction.piecewiseLinear(function).cssText == text)
        #expect(try Self.parse(text) == function)
    }

    @Test func randomFunctionsReadBackFromTheirText() throws {
        var random = SeededGenerator(seed: 7)
        for _ in 0..<2000 {
            let count = Int.random(in: 2...10, using: &random)
            let stops: [(Double, [Double])] = (0..<count).map { _ in
                let output = (Double.random(in: -1...2, using: &random) * 1000).rounded() / 1000
                let inputs = (0..<max(0, Int.random(in: -1...2, using: &random))).map { _ in
                    Double.random(in: -0.2...1.2, using: &random)
                }
                return (output, inputs.map { $0 * 100 })
            }
            let function = try Self.function(stops)
            let text = TimingFunction.piecewiseLinear(function).cssText
            #expect(try Self.parse(text) == function, "\(text) \(function.points)")
        }
    }

    /// Reads `linear(…)` text the way the DSL does: numbers, percentages read as p / 100.
    static func parse(_ text: String) throws -> PiecewiseLinear {
        let inner = text.dropFirst("linear(".count).dropLast()
        let stops = inner.split(separator: ", ").map { stop in
            let words = stop.split(separator: " ")
            return LinearEasingStop(
                output: Double(String(words[0])) ?? .nan,
                percentages: words.dropFirst().map { Double(String($0.dropLast())) ?? .nan })
        }
        return try PiecewiseLinear(stops: stops)
    }
}
