import EffectDSL
import Effects
import EffectsInterchange
import EffectsRegistry

/// fxctl's commands as library calls over the app's effects.
///
/// What `toastctl list`, `check`, `inspect`, `sample`, `timing`, `plot`, `render` and `export`
/// compute, each option named where it is applied. docs/Library.md quotes these functions.
public enum ToolEquivalents {
    /// The effects of a run: the built-ins, the app's Swift effects, `./effects`, the folders
    /// named (`--effects DIR`, then those of `TOASTCTL_PATH`) and the shipped catalogue, with
    /// stylesheets imported for an element (`--element SELECTOR`, `--media reduced-motion`) and
    /// Lottie files beside them.
    public static func loader(
        effects named: [String] = [], pathList: String? = nil, element: String? = nil,
        reducedMotion: Bool = false
    ) throws -> EffectLoader {
        let directories = try EffectLoader.directories(named: named, pathList: pathList)
        let stylesheets = try CSSImportOptions(element: element, reducedMotion: reducedMotion)
        return EffectLoader(
            builtIns: [BuiltInEffects.provider, ToastCatalogue.provider], directories: directories,
            formats: EffectFormats.sources(stylesheets: stylesheets))
    }

    /// `list` (`--names`: the names alone): every effect with its origin, duration and summary,
    /// the shipped ones not loaded included, and what did not load.
    public static func list(names: Bool = false) throws -> String {
        let listing = try loader().listing()
        for failure in listing.failures { print("skipped \(failure.source): \(failure.message)") }
        if names { return listing.rows.map { $0.name + "\n" }.joined() }
        return listing.rows.map { "\($0.name)  \($0.origin)  \($0.duration) s  \($0.summary)\n" }.joined()
    }

    /// The effect a command's `<effect>` names: `swap-card`, `effects/card.fx`, `cards.fx:front`,
    /// `site.css:bounce`, or `-` for `.fx` source on standard input.
    public static func effect(_ word: String) throws -> RegisteredEffect {
        let loader = try loader()
        let reference = loader.reference(word)
        let library = loader.library(resolving: reference)
        for failure in loader.failuresToReport(of: library, resolving: reference) {
            print("skipped \(failure.source): \(failure.message)")
        }
        return try loader.resolve(reference, in: library, standardInput: StandardInput())
    }

    /// `check FILE|EFFECT...`: the problems as compilers print them (`--no-color`: no colours), a
    /// summary, the JSON editors read (`--format json`), and whether any is an error.
    public static func check(_ paths: [String]) throws -> (text: String, json: String, hasErrors: Bool) {
        let report = try loader().check(paths, standardInput: StandardInput())
        let text = report.rendered(colors: false) + (report.summary.map { $0 + "\n" } ?? "")
        return (text, report.json.text(), report.hasErrors)
    }
}
