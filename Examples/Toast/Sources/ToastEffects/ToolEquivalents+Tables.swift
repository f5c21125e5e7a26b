import EffectDSL
import Effects
import EffectsRegistry

extension ToolEquivalents {
    /// `sample toast-entrance -p rise=300 --samples 7 --columns 'toast.*' --precision 3 --format csv`.
    ///
    /// The grid options are ``SampleGrid``'s cases: `--fps 30` is `.framesPerSecond(30)`, `--step
    /// 0.1` is `.step(0.1)`, `--at 0,0.2` is `.times([0, 0.2])`, and `--progress` samples
    /// progresses (`.count(11, in: .progress)`, `.progresses([…])`). `--geometry` is
    /// `CompiledTimeline(timeline, geometry: true)`; `--viewport` the timeline's `EffectContext`.
    public static func sample() throws -> String {
        let entry = try effect("toast-entrance")
        let parameters = try entry.effect.descriptor.bind(["rise": 300])
        let timeline = try entry.effect.timeline(parameters, context: EffectContext())
        let source = CompiledTimeline(timeline, geometry: false)
        let selection = try ColumnSelection(columns: source.columnNames, patterns: ["toast.*"])
        let table = try StreamingSampler(source, grid: .count(7), selection: selection).table()
        return TableWriter(format: .csv, numberStyle: .fixed(digits: 3)).string(table)
    }

    /// A long table streamed to `sink` on up to four threads (`sample` does so for csv, tsv and
    /// json, as many threads as `TOASTCTL_THREADS` says), with the bytes of one thread.
    public static func sampleLong<Sink: TableSink>(to sink: Sink) throws -> Sink {
        let timeline = try ToastEntrance().timeline()
        let sampler = try StreamingSampler(CompiledTimeline(timeline), grid: .count(100_000))
        var stream = TableStream(format: .csv, columns: sampler.columnNames, sink: sink)
        try sampler.write(to: &stream, threads: 4)
        try stream.finish()
        return stream.sink
    }

    /// `sample slide --items 5 --play next,next,previous`: a built-in played step by step over a
    /// gallery (`--start 2` and `--no-wrap` are `start:` and `wrap:`).
    public static func sampleSequence() throws -> String {
        let slide = try effect("slide").effect
        let sequence = try EffectSequence(effect: slide, items: 5, start: 0, wrap: true)
        let played = try sequence.play(["next", "next", "previous"])
        let table = try StreamingSampler(SequenceRowSource(played, geometry: false), grid: .count(5)).table()
        return TableWriter(format: .csv).string(table)
    }

    /// `timing 'cubic-bezier(.42,0,.58,1)' --samples 5` (`--at 0.25,0.5` is `.at([0.25, 0.5])`).
    public static func timing() throws -> String {
        let function = try TimingFunctionParser.parse("cubic-bezier(.42,0,.58,1)")
        let samples = TimingFunctionSamples(function, inputs: .evenlySpaced(5))
        var table = SampleTable(columns: samples.columns)
        for row in zip(samples.inputs, samples.outputs) { try table.appendRow([row.0, row.1]) }
        return TableWriter(format: .csv).string(table)
    }
}
