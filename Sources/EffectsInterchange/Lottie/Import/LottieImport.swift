import EffectDSL
import EffectsRegistry

/// What importing one Lottie file gave: its effect, or the error that stopped it, and the warnings.
public struct LottieImportResult: Sendable {
    /// The file.
    public let source: SourceFile
    /// The effect; `nil` when the file has an error.
    public let effect: LottieImportedEffect?
    /// The error (at most one: the first) and the warnings, in file order.
    public let diagnostics: [Diagnostic]
}

/// Imports a Lottie file as an effect (see docs/Import.md, "Lottie import").
public enum LottieImport {
    /// The effect of `source` (a Lottie file's bytes) under `options`.
    ///
    /// The effect is named after the animation's `nm`, else (or when the `nm` is an editor's
    /// default, `Comp 1`) the file's name, as an identifier (`My Animation` is `my-animation`); its
    /// layers after the layers' `nm`, made unique.
    public static func load(_ source: SourceFile, options: LottieImportOptions = .standard)
        -> LottieImportResult
    {
        guard DotLottieReader.isArchive(source.bytes) else { return load(json: source, options: options) }
        // A dotLottie archive: its animation, named inside the archive in messages.
        do throws(DotLottieFailure) {
            let animation = try DotLottieReader.animation(in: source.bytes, limit: options.limits.bytes)
            return load(
                json: SourceFile(name: "\(source.name)/\(animation.name)", bytes: animation.json),
                options: options)
        } catch {
            let start = source.location(atOffset: 0)
            return LottieImportResult(
                source: source, effect: nil,
                diagnostics: [Diagnostic(.lottieArchiveInvalid(error.description), at: start..<start)])
        }
    }

    /// The effect of a Lottie file's JSON.
    private static func load(json source: SourceFile, options: LottieImportOptions) -> LottieImportResult {
        var reader = LottieReader()
        do throws(LottieProblem) {
            let root: JSONNode
            do {
                root = try JSONReader.read(source.bytes, limits: options.limits)
            } catch {
                throw LottieProblem(
                    message: error.isLimit
                        ? .lottieJSONTooLarge(error.message, at: error.path)
                        : .lottieJSONMalformed(error.message, at: error.path), offset: error.offset,
                    path: error.path)
            }
            let document = try reader.document(root)
            let built = try LottieTimelineBuilder(document: document, tolerance: options.tolerance).build()
            let warnings = Self.warnings(reader.skips, in: source)
            let given = document.name.flatMap { LottieEditorNames.isEditorDefault($0) ? nil : $0 }
            let name = LayerNames.identifier(given ?? Self.baseName(source.name), prefix: "lottie")
            let sources = built.placed.map {
                LottieLayerSource(
                    layer: $0.name, name: $0.model.name, path: $0.model.path.description, x: $0.model.box.x,
                    y: $0.model.box.y)
            }
            var notes = [
                "imported from \(source.name): \(built.placed.count) layer\(built.placed.count == 1 ? "" : "s") as a Lottie player draws them, in its \(DiagnosticMessage.number(document.width)) × \(DiagnosticMessage.number(document.height)) frame"
            ]
            notes += reader.skips.entries.map {
                "left out: \($0.kind) (\($0.entry.layers.joined(separator: ", ")))"
            }
            let effect = LottieImportedEffect(
                name: name,
                summary:
                    "Lottie animation '\(document.name ?? source.name)' at \(DiagnosticMessage.number(document.frameRate)) fps",
                timeline: built.timeline, report: built.report, sources: sources, notes: notes,
                warnings: warnings)
            return LottieImportResult(source: source, effect: effect, diagnostics: warnings)
        } catch {
            let location = source.location(atOffset: error.offset)
            let failure = Diagnostic(error.message, at: location..<location)
            return LottieImportResult(
                source: source, effect: nil, diagnostics: [failure] + warnings(reader.skips, in: source))
        }
    }

    /// One warning per kind left out, at its first place.
    private static func warnings(_ skips: LottieSkips, in source: SourceFile) -> [Diagnostic] {
        skips.entries.map { kind, entry in
            let location = source.location(atOffset: entry.offset)
            return Diagnostic(
                .lottieSkipped(kind, why: entry.why, layers: entry.layers, at: entry.path),
                at: location..<location)
        }.sorted { $0.range.start.offset < $1.range.start.offset }
    }

    /// The file's name without its folders and extension (for an archive's animation, the archive's).
    static func baseName(_ path: String) -> String {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        let inArchive = parts.firstIndex { $0.hasSuffix(".lottie") }
        let archive = inArchive.map { parts[...$0].joined(separator: "/") } ?? path
        let file = archive.split(separator: "/").last.map(String.init) ?? archive
        guard let dot = file.lastIndex(of: "."), dot > file.startIndex else { return file }
        return String(file[..<dot])
    }
}
