import ArgumentParsing
import EffectsCore
import EffectsExport

/// `fxctl export EFFECT`: the effect as Web Animations JSON, CSS, a preview page or Lottie.
struct ExportCommand {
    /// What the command works with.
    var context: CommandContext

    /// An export command in `context`.
    init(_ context: CommandContext) {
        self.context = context
    }

    /// Exports the configured effect in the format asked for; an effect the format cannot express is
    /// an input error, and no output file is written.
    func run() throws(CommandError) {
        let format = try self.format()
        try checkFramesPerSecond(apply: format)
        let tolerance = try self.tolerance()
        let framesPerSecond = try self.framesPerSecond()
        let effectContext = try context.effectContext()
        let (resolved, _) = try context.resolveEffect()
        let timeline = try context.timeline(of: resolved.effect)
        let options = ExportOptions(
            viewportWidth: effectContext.viewportWidth, viewportHeight: effectContext.viewportHeight,
            tolerance: tolerance, title: resolved.name, framesPerSecond: framesPerSecond)
        let text: String
        do {
            text = try EffectsExport.export(timeline, as: format, options: options)
        } catch {
            throw .input(Self.positioned(error.description, origin: resolved.origin))
        }
        try context.emit(text)
    }

    /// An export's refusal, web or Lottie, at the source of the effect it refuses: `tilt.fx:1: cannot
    /// export …` for an effect from a file (the line of its `effect` statement); a built-in's refusal
    /// has no source to name.
    static func positioned(_ message: String, origin: EffectOrigin) -> String {
        guard case .file(let path, let line) = origin else { return message }
        return "\(path):\(line): \(message)"
    }

    /// `--format`, or the one the `-o` file's extension names, else `waapi` (a `.json` file is
    /// Web Animations JSON unless `--format lottie` says otherwise).
    private func format() throws(CommandError) -> ExportFormat {
        if let name = context.command.string("format"), let format = ExportFormat(rawValue: name) {
            switch format {
            case .waapi: try context.checkOutputExtension(["json"], writes: "Web Animations JSON")
            case .css: try context.checkOutputExtension(["css"], writes: "CSS")
            case .html: try context.checkOutputExtension(["html", "htm"], writes: "an HTML page")
            case .lottie: try context.checkOutputExtension(["json"], writes: "Lottie JSON")
            }
            return format
        }
        // A Lottie file is JSON: `--format lottie` says which JSON, so the name cannot.
        try context.checkOutputExtension(
            ["json", "css", "html", "htm"], writes: "json, css or html",
            otherwise: context.outputExtension == "lottie"
                ? "or give --format lottie for a Lottie file (its name ends .json)"
                : "or give --format (waapi, css, html or lottie)")
        switch context.outputExtension {
        case "css": return .css
        case "html", "htm": return .html
        default: return .waapi
        }
    }

    /// Refuses a typed `--fps` (whatever its value, the default included) for a web format: only a
    /// Lottie animation has frames, and a rate the export would drop silently misleads.
    private func checkFramesPerSecond(apply format: ExportFormat) throws(CommandError) {
        let command = context.command
        guard format != .lottie, command.isGiven("fps") else { return }
        throw .usage(.appliesOnlyTo("--fps", "--format lottie", not: chosen(format), path: command.path))
    }

    /// How the format was chosen, for a message: `'--format css'`, `waapi (from the -o file's
    /// .json; …)`, `waapi (the default without --format)`.
    private func chosen(_ format: ExportFormat) -> String {
        if context.command.isGiven("format") { return "'--format \(format.rawValue)'" }
        guard let found = context.outputExtension else {
            return "\(format.rawValue) (the default without --format)"
        }
        let lottie = found == "json" ? "; give --format lottie for a Lottie file" : ""
        return "\(format.rawValue) (from the -o file's .\(found)\(lottie))"
    }

    /// `--fps`: above 0 and at most 1000 frames per second.
    private func framesPerSecond() throws(CommandError) -> Double {
        let command = context.command
        guard let fps = try context.usage({ () throws(UsageError) in try command.double("fps") }) else {
            return 60
        }
        guard fps.isFinite, fps > 0, fps <= 1000 else {
            throw context.invalid(
                String(fps), option: "--fps", reason: "expected a number above 0 and at most 1000")
        }
        return fps
    }

    /// `--tolerance POINTS[,UNITLESS]`: both bounds must be greater than 0; one number bounds points
    /// and a tenth of it unitless values.
    private func tolerance() throws(CommandError) -> ExportTolerance {
        let command = context.command
        let numbers = try context.usage { () throws(UsageError) in try command.doubles("tolerance") }
        guard !numbers.isEmpty else { return ExportTolerance() }
        guard numbers.count <= 2, numbers.allSatisfy({ $0.isFinite && $0 > 0 }) else {
            throw context.invalid(
                command.strings("tolerance").joined(separator: ","), option: "--tolerance",
                reason: "expected one or two numbers greater than 0: points[,unitless]")
        }
        return ExportTolerance(points: numbers[0], unitless: numbers.count > 1 ? numbers[1] : numbers[0] / 10)
    }
}
