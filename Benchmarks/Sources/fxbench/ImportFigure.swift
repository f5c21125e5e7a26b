import EffectDSL
import EffectsInterchange
import EffectsRegistry

/// Figure 9: importing a 100 KB stylesheet of 100 animations and sampling each at 60 fps, against
/// loading and sampling the same effects written as `.fx` (issue 23: at most twice as long).
///
/// The stylesheet is generated (seeded): per animation a rule with the shorthand, a `var()` and a
/// `transform-origin`, and a `@keyframes` of seven blocks (some with two selectors and their own
/// easing) animating `transform` (a three-function list), `opacity` and `translate`. The `.fx` side
/// is what `fxctl inspect --format fx` prints of each import, which samples to the same tables.
enum ImportFigure {
    /// The generated stylesheet: `count` animations.
    static func stylesheet(count: Int) -> String {
        var random = SplitMix(seed: 23)
        func pick(_ range: ClosedRange<Int>) -> Int {
            range.lowerBound + Int(random.next() % UInt64(range.count))
        }
        var text = ":root { --lift: -30px; --spin: 12deg; }\n"
        let easings = [
            "ease", "ease-in-out", "linear", "cubic-bezier(0.2, 0.7, 0.3, 1)", "steps(4, jump-end)",
        ]
        for index in 0..<count {
            let easing = easings[index % easings.count]
            text += ".anim\(index) { animation: move\(index) \(pick(5...20))00ms \(easing) 0.\(pick(0...9))s "
            text +=
                "\(pick(1...3)) alternate both; transform-origin: \(pick(0...100))% \(pick(0...100))%; }\n"
            text += "@keyframes move\(index) {\n"
            for (block, offset) in [0, 15, 30, 45, 60, 80, 100].enumerated() {
                let selector = block == 2 ? "\(offset)%, \(offset + 5)%" : "\(offset)%"
                let blockEasing = block % 3 == 1 ? " animation-timing-function: ease-out;" : ""
                text +=
                    "  \(selector) { transform: translate(\(pick(-80...80))px, calc(var(--lift) + \(pick(0...60))px)) "
                text += "rotate(\(pick(-90...90))deg) scale(\(Double(pick(50...150)) / 100)); "
                text +=
                    "opacity: \(Double(pick(0...100)) / 100); translate: \(pick(-20...20))px \(pick(0...10))%;"
                text += "\(blockEasing) }\n"
            }
            text += "}\n"
        }
        return text
    }

    /// Samples every effect at 60 fps with its defaults; the number of rows, for the black hole.
    static func sampleAll(_ effects: [any TransitionEffect]) -> Double {
        var rows = 0
        for effect in effects {
            guard let timeline = try? effect.timeline(effect.descriptor.defaults(), context: EffectContext()),
                let table = try? Sampler(timeline: timeline).table(.framesPerSecond(60))
            else { continue }
            rows += table.rowCount
        }
        return Double(rows)
    }

    /// The same stylesheet on a page of `count` elements, one per animation, staggered by
    /// `:nth-child()` rules: the page's one effect of `count` layers, against it printed as `.fx`.
    static func pageLine(_ context: BenchContext, css: String, count: Int) -> ReportLine {
        let stagger = (1...count).map { ".page > div:nth-child(\($0)) { animation-delay: \($0 * 10)ms; }\n" }
        let staggered = SourceFile(name: "page.css", text: css + stagger.joined())
        let markup =
            "<div class=\"page\">" + (0..<count).map { "<div class=\"anim\($0)\"></div>" }.joined() + "</div>"
        guard let options = try? CSSImportOptions().withMarkup(markup, name: "page.html") else {
            return .skipped("import on a page", "the markup did not read")
        }
        let imported = CSSImport.load(staggered, options: options)
        guard let page = imported.effects.first, !imported.hasErrors,
            let fx = try? DSLPrinter(writer: "fxbench").source(
                of: page, origin: .builtIn, parameters: page.descriptor.defaults())
        else {
            return .skipped("import on a page", "the page did not import: \(imported.rendered().prefix(300))")
        }
        let source = SourceFile(name: "page.fx", text: fx)
        guard let loaded = DSLLoader.load(source).effects.first else {
            return .skipped("import on a page", "the printed .fx did not load")
        }
        let rows = sampleAll([loaded])
        let comparison = context.measurement.compare {
            blackHole(sampleAll(CSSImport.load(staggered, options: options).effects.prefix(1).map { $0 }))
        } against: {
            blackHole(sampleAll(DSLLoader.load(source).effects.prefix(1).map { $0 }))
        }
        let verdict = comparison.ratio <= 2 ? "goal met" : "goal missed"
        return ReportLine(
            figure: "import on a page",
            text:
                "\(count) elements matched on markup, \(Format.count(staggered.bytes.count)) bytes of CSS, one effect of "
                + "\(count) layers, \(Format.count(Int(rows))) rows at 60 fps: CSS \(Format.short(comparison.subject * 1e3)) "
                + "ms, .fx \(Format.short(comparison.baseline * 1e3)) ms: ratio \(Format.ratio(comparison.ratio)) "
                + "(goal ≤ 2.00×) — \(verdict)")
    }

    /// Measures the figure.
    static func run(_ context: BenchContext) -> [ReportLine] {
        let count = context.quick ? 10 : 100
        let css = SourceFile(name: "bench.css", text: stylesheet(count: count))
        let imported = CSSImport.load(css)
        guard !imported.hasErrors, imported.effects.count == count else {
            return [
                .skipped(
                    "import", "the generated stylesheet did not import: \(imported.rendered().prefix(300))")
            ]
        }
        let printer = DSLPrinter(writer: "fxbench")
        let fx = imported.effects.compactMap { effect -> String? in
            try? printer.source(of: effect, origin: .builtIn, parameters: effect.descriptor.defaults())
        }.joined(separator: "\n")
        let source = SourceFile(name: "bench.fx", text: fx)
        let loaded = DSLLoader.load(source)
        guard !loaded.hasErrors, loaded.effects.count == count else {
            return [.skipped("import", "the printed .fx did not load: \(loaded.rendered().prefix(300))")]
        }
        let rows = sampleAll(imported.effects)
        let comparison = context.measurement.compare {
            blackHole(sampleAll(CSSImport.load(css).effects))
        } against: {
            blackHole(sampleAll(DSLLoader.load(source).effects))
        }
        let verdict = comparison.ratio <= 2 ? "goal met" : "goal missed"
        return [pageLine(context, css: stylesheet(count: count), count: count)] + [
            ReportLine(
                figure: "import",
                text:
                    "\(count) animations, \(Format.count(css.bytes.count)) bytes of CSS (\(Format.count(source.bytes.count)) "
                    + "of .fx), \(Format.count(Int(rows))) rows at 60 fps: CSS \(Format.short(comparison.subject * 1e3)) ms, "
                    + ".fx \(Format.short(comparison.baseline * 1e3)) ms: ratio \(Format.ratio(comparison.ratio)) "
                    + "(goal ≤ 2.00×) — \(verdict)")
        ]
    }
}
