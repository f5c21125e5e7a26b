import EffectsInterchange
import EffectsRegistry

/// `export EFFECT`: the effect as Web Animations JSON, CSS, a preview page or Lottie.
struct ExportCommand: ToolCommand {
    /// What the command works with.
    var context: CommandContext

    /// Exports the configured effect in the format asked for; an effect the format cannot express is
    /// an input error, and no output file is written.
    func run() throws(CommandError) {
        let format = try self.format()
        try checkFramesPerSecond(apply: format)
        let tolerance = try self.tolerance()
        var options = try self.options(tolerance: tolerance)
        options.context = try context.effectContext()
        let (resolved, _) = try context.resolveEffect()
        options.title = resolved.name
        options.drive = resolved.effect.descriptor.drive
        options.sourceOmissions = CommandContext.importOmissions(of: resolved)
        options.sourceApproximations = (resolved.effect as? any ImportedEffect)?.sourceApproximations ?? []
        options = try sampleBudget(options, format: format)
        if let prefix = context.command.string("prefix") {
            do {
                options = try options.withPrefix(prefix)
            } catch {
                throw context.invalid(
                    prefix, option: "--prefix",
                    reason: "expected a letter followed by letters, digits, '-' or '_'")
            }
        }
        options = try transitionName(options, format: format)
        options = try scrollTimeline(options, format: format)
        let timeline = try context.timeline(of: resolved.effect)
        let document: ExportedDocument
        do {
            document = try EffectsInterchange.exportDocument(timeline, as: format, options: options)
        } catch {
            // At the source of the effect refused: `tilt.fx:1: cannot export …` for an effect from a file.
            throw .input(error.located(at: resolved.origin).description)
        }
        for warning in document.warnings { context.warn("\(format.rawValue): \(warning)") }
        try emit(document, as: format, named: resolved.name)
    }

    /// Writes `document`'s text, or for `-o x.lottie` a dotLottie archive holding the animation
    /// (its id the effect's `name` when that is a plain word).
    private func emit(_ document: ExportedDocument, as format: InterchangeFormat, named name: String)
        throws(CommandError)
    {
        guard format == .lottie, context.outputExtension == "lottie" else {
            try context.emit(document.text)
            return
        }
        let id = name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" } ? name : "animation"
        try context.emit(bytes: DotLottieArchive.archive(animation: document.text, id: id))
    }

    /// `--format`, or the one the `-o` file's extension names, else the first writer of
    /// ``EffectFormats/all`` (`waapi`: a `.json` file is Web Animations JSON unless `--format
    /// lottie` says otherwise).
    private func format() throws(CommandError) -> InterchangeFormat {
        if let name = context.command.string("format"), let writing = EffectFormats.writer(named: name) {
            try context.checkOutputExtension(writing.acceptedFileExtensions, writes: writing.document)
            return writing.format
        }
        let writers = EffectFormats.writers
        // A Lottie file is JSON: `--format lottie` says which JSON, so the name cannot.
        try context.checkOutputExtension(
            Self.unique(writers.flatMap(\.acceptedFileExtensions)),
            writes: CommandContext.alternatives(Self.unique(writers.flatMap(\.fileExtensions))),
            otherwise: "or give --format (\(CommandContext.alternatives(writers.map(\.format.rawValue))))")
        if let found = context.outputExtension, let writing = EffectFormats.writer(forFileExtension: found) {
            return writing.format
        }
        return writers.first?.format ?? .waapi
    }

    /// `words` without repeats, in their first order.
    private static func unique(_ words: [String]) -> [String] {
        var seen: Set<String> = []
        return words.filter { seen.insert($0).inserted }
    }

    /// Refuses a typed `--fps` (whatever its value, the default included) for a web format: only a
    /// Lottie animation has frames, and a rate the export would drop silently misleads.
    private func checkFramesPerSecond(apply format: InterchangeFormat) throws(CommandError) {
        let command = context.command
        guard format != .lottie, command.isGiven("fps") else { return }
        throw .usage(.appliesOnlyTo("--fps", "--format lottie", not: chosen(format), path: command.path))
    }

    /// How the format was chosen, for a message: `'--format css'`, `waapi (from the -o file's
    /// .json; …)`, `waapi (the default without --format)`.
    private func chosen(_ format: InterchangeFormat) -> String {
        if context.command.isGiven("format") { return "'--format \(format.rawValue)'" }
        guard let found = context.outputExtension else {
            return "\(format.rawValue) (the default without --format)"
        }
        let lottie = found == "json" ? "; give --format lottie for a Lottie file" : ""
        return "\(format.rawValue) (from the -o file's .\(found)\(lottie))"
    }

    /// The options at `--fps` (the library checks its range: above 0 and at most 1000 frames per
    /// second).
    private func options(tolerance: InterchangeTolerance) throws(CommandError) -> InterchangeOptions {
        let command = context.command
        guard let fps = try context.usage({ () throws(UsageError) in try command.double("fps") }) else {
            return InterchangeOptions(tolerance: tolerance)
        }
        do {
            return try InterchangeOptions(tolerance: tolerance, framesPerSecond: fps)
        } catch {
            throw context.invalid(
                String(fps), option: "--fps", reason: "expected a number above 0 and at most 1000")
        }
    }

    /// `--sample-budget ROWS`, for a Lottie export only.
    private func sampleBudget(_ options: InterchangeOptions, format: InterchangeFormat)
        throws(CommandError) -> InterchangeOptions
    {
        let command = context.command
        guard let rows = try context.usage({ () throws(UsageError) in try command.int("sample-budget") })
        else { return options }
        guard format == .lottie else {
            throw context.invalid(
                String(rows), option: "--sample-budget",
                reason: "only a Lottie export samples to fit keyframes; give --format lottie")
        }
        do {
            return try options.withSampleBudget(rows)
        } catch {
            throw context.invalid(
                String(rows), option: "--sample-budget",
                reason: "expected a number of rows from 1 to 1000000000")
        }
    }

    /// `--transition-name NAME`, for a view transition only.
    private func transitionName(_ options: InterchangeOptions, format: InterchangeFormat)
        throws(CommandError) -> InterchangeOptions
    {
        guard
            let name = try typed(
                "transition-name", onlyFor: .viewTransition, format: format,
                reason: "only a view transition has a view-transition-name")
        else { return options }
        do {
            return try options.withTransitionName(name)
        } catch {
            throw context.invalid(
                name, option: "--transition-name",
                reason: "expected a CSS identifier other than none, auto or match-element")
        }
    }

    /// `--scroll-timeline scroll|view`, for a scroll-driven export only (the parser checks the
    /// choice).
    private func scrollTimeline(_ options: InterchangeOptions, format: InterchangeFormat)
        throws(CommandError) -> InterchangeOptions
    {
        guard
            let name = try typed(
                "scroll-timeline", onlyFor: .scrollDriven, format: format,
                reason: "only a scroll-driven export follows scrolling"),
            let source = ScrollTimelineSource(rawValue: name)
        else { return options }
        var chosen = options
        chosen.scrollTimeline = source
        return chosen
    }

    /// The value typed for `--OPTION`, or `nil` when it was not typed (its default is the help's);
    /// refused, saying `reason`, unless the format is `wanted`.
    private func typed(
        _ option: String, onlyFor wanted: InterchangeFormat, format: InterchangeFormat, reason: String
    ) throws(CommandError) -> String? {
        guard context.command.isGiven(option), let value = context.command.string(option) else { return nil }
        guard format == wanted else {
            throw context.invalid(
                value, option: "--" + option, reason: "\(reason); give --format \(wanted.rawValue)")
        }
        return value
    }

    /// `--tolerance POINTS[,UNITLESS]`: one or two bounds, which the library checks are greater than
    /// 0; one number bounds points and a tenth of it unitless values.
    private func tolerance() throws(CommandError) -> InterchangeTolerance {
        let command = context.command
        let numbers = try context.usage { () throws(UsageError) in try command.doubles("tolerance") }
        guard !numbers.isEmpty else { return InterchangeTolerance() }
        let unitless = numbers.count > 1 ? numbers[1] : numbers[0] / 10
        guard numbers.count <= 2,
            let tolerance = try? InterchangeTolerance(points: numbers[0], unitless: unitless)
        else {
            throw context.invalid(
                command.strings("tolerance").joined(separator: ","), option: "--tolerance",
                reason: "expected one or two numbers greater than 0: points[,unitless]")
        }
        return tolerance
    }
}
