import TestSupport
import Testing

@testable import EffectsRegistry

/// Every way of choosing moments, in time and in progress: the rows' times and progresses, the end
/// row, the limits and the messages.
@Suite struct SampleGridTests {
    private func rows(_ grid: SampleGrid, duration: Double) throws -> [(time: Double, progress: Double)] {
        let points = try grid.points(duration: duration)
        return (0..<points.count).map { (points.time(at: $0), points.progress(at: $0)) }
    }

    @Test func progressStepsEndOnTheEnd() throws {
        // The third step, 0.9, is short of 1: the end row follows it, at progress 1 and the
        // duration. (Dropping that row survived every test of the CLI.) The moments are the
        // decimals meant: 0.9, not 3 · 0.3 (0.8999999999999999).
        let rows = try rows(.step(0.3, in: .progress), duration: 1.2)
        #expect(rows.map(\.progress) == [0, 0.3, 0.6, 0.9, 1])
        #expect(rows.map(\.time) == [0, 0.3 * 1.2, 0.6 * 1.2, 0.9 * 1.2, 1.2])
    }

    @Test func aProgressStepLandingOnTheEndAddsNoSecondEnd() throws {
        let rows = try rows(.step(0.1, in: .progress), duration: 2)
        #expect(rows.count == 11)
        #expect(rows.last?.progress == 1)
        #expect(rows.last?.time == 2)
        #expect(rows[3].progress == 0.3, "the decimal meant, not 3 · 0.1 (0.30000000000000004)")
    }

    /// Grids whose moments a person reads as short decimals: grid, duration, times, progresses.
    static let decimalGrids: [(SampleGrid, Double, [Double], [Double])] = [
        (.count(7), 1.2, [0, 0.2, 0.4, 0.6, 0.8, 1, 1.2], [0, 1.0 / 6, 2.0 / 6, 0.5, 4.0 / 6, 5.0 / 6, 1]),
        (.step(0.1), 0.5, [0, 0.1, 0.2, 0.3, 0.4, 0.5], [0, 0.2, 0.4, 0.6, 0.8, 1]),
        (
            .step(0.25), 1.2, [0, 0.25, 0.5, 0.75, 1, 1.2],
            [0, 250.0 / 1200, 500.0 / 1200, 750.0 / 1200, 1000.0 / 1200, 1]
        ),
    ]

    @Test(arguments: decimalGrids)
    func momentsAreTheDecimalsAskedFor(
        _ grid: SampleGrid, duration: Double, times: [Double], progresses: [Double]
    )
        throws
    {
        // k · step and k · duration / (n − 1) rounded once: --samples 7 of 1.2 s gives 0.2, not
        // 0.19999999999999998; --step 0.1 gives 0.3, not 0.30000000000000004.
        let rows = try rows(grid, duration: duration)
        #expect(rows.map(\.time) == times)
        #expect(rows.map(\.progress) == progresses)
        #expect(rows.map { "\($0.time)" } == times.map { "\($0)" })
    }

    @Test func progressCountsDivideTheUnitEvenly() throws {
        let rows = try rows(.count(101, in: .progress), duration: 1.2)
        #expect(rows.count == 101)
        #expect(rows[7].progress == 7.0 / 100)
        #expect(rows[7].time == 7.0 / 100 * 1.2)
        #expect(rows[100].progress == 1 && rows[100].time == 1.2)
        let single = try self.rows(.count(1, in: .progress), duration: 1.2)
        #expect(single.count == 1 && single[0].time == 0 && single[0].progress == 0)
    }

    @Test func progressGridsOfATimelineOfNoDurationKeepTheirProgresses() throws {
        let rows = try rows(.count(3, in: .progress), duration: 0)
        #expect(rows.map(\.progress) == [0, 0.5, 1])
        #expect(rows.map(\.time) == [0, 0, 0])
        let timed = try self.rows(.count(3), duration: 0)
        #expect(timed.map(\.progress) == [0, 0, 0])
    }

    @Test func timeGridsDeriveTheirProgressFromTheDuration() throws {
        let frames = try rows(.framesPerSecond(60), duration: 1.2)
        #expect(frames.count == 73)
        #expect(frames[72].time == 1.2 && frames[72].progress == 1)
        #expect(frames[30].time == 0.5 && frames[30].progress == 0.5 / 1.2)
        let steps = try rows(.step(0.5), duration: 1.2)
        #expect(steps.map(\.time) == [0, 0.5, 1, 1.2])
        #expect(steps.map(\.progress) == [0, 0.5 / 1.2, 1 / 1.2, 1])
        let counted = try rows(.count(5), duration: 2)
        #expect(counted.map(\.time) == [0, 0.5, 1, 1.5, 2])
    }

    @Test func explicitMomentsAreTakenAsGiven() throws {
        let times = try rows(.times([1.5, 0, 3]), duration: 1.5)
        #expect(times.map(\.time) == [1.5, 0, 3])
        #expect(times.map(\.progress) == [1, 0, 2])
        let progresses = try rows(.progresses([0.5, 2]), duration: 0.3)
        #expect(progresses.map(\.progress) == [0.5, 2])
        #expect(progresses.map(\.time) == [0.15, 0.6])
    }

    @Test(arguments: [
        (SampleGrid.framesPerSecond(30), SampleDomain.time), (.count(3), .time), (.step(0.1), .time),
        (.times([0]), .time), (.count(3, in: .progress), .progress), (.step(0.1, in: .progress), .progress),
        (.progresses([0]), .progress),
    ])
    func namesItsDomain(grid: SampleGrid, domain: SampleDomain) {
        #expect(grid.domain == domain)
    }

    @Test(arguments: [
        (SampleGrid.step(0, in: .progress), "the progress step must be a positive number, got 0"),
        (.step(-0.0, in: .progress), "the progress step must be a positive number, got 0"),
        (.step(-0.5, in: .progress), "the progress step must be a positive number, got -0.5"),
        (.step(1e-12, in: .progress), "1000000000001 rows requested; the limit is 1000000000"),
        // One row past the limit says so (it used to say "1000000000 rows requested").
        (.step(1e-9, in: .progress), "1000000001 rows requested; the limit is 1000000000"),
        (.step(0), "the step must be a positive number of seconds, got 0"),
        (.step(1e-12), "1200000000001 rows requested; the limit is 1000000000"),
        (.framesPerSecond(0), "the frame rate must be a positive number, got 0"),
        (.count(0, in: .progress), "the sample count must be 1 or more, got 0"),
        (.count(2_000_000_000, in: .progress), "2000000000 samples requested; the limit is 1000000000"),
        (.times([0, .nan]), "sample times must be finite, got nan"),
        (.progresses([.infinity]), "progresses must be finite, got inf"),
    ])
    func refusesAGridItCannotLayOut(grid: SampleGrid, message: String) {
        #expect(errorMessage(SamplerError.self) { try grid.points(duration: 1.2) } == message)
    }
}
