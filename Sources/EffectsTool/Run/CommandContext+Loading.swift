import EffectDSL
import EffectsInterchange
import EffectsRegistry
import Platform

/// Where a command's effects come from: the loader its options and environment describe, and the
/// one effect its `<effect>` argument names.
extension CommandContext {
    /// The loader of the run: the tool's built-ins, `./effects`, the tool's own directories, every
    /// `--effects` and the directories of the tool's path variable; stylesheets imported with
    /// `--element` and `--media`.
    ///
    /// - Throws: `.input` for an `--effects` directory that does not exist; `.usage` for an
    ///   `--element` that is not a selector of types, ids and classes.
    func loader() throws(CommandError) -> EffectLoader {
        let tool = surroundings.tool
        var directories: [String]
        do {
            directories = try EffectLoader.directories(
                named: command.strings("effects"), pathList: surroundings.environment[tool.variables.path],
                fileSystem: surroundings.fileSystem)
        } catch {
            throw .input(error.description)
        }
        // The tool's own directories come after ./effects and before the ones named; one that is
        // a directory already loaded (the app's folder, run from the app's package) loads once, and
        // one that is not there (an app installed without its sources) is left out.
        let fileSystem = surroundings.fileSystem
        let loaded = Set(directories.compactMap { FileKind.canonical(fileSystem.resolve($0)) })
        let own = tool.effectDirectories.filter { directory in
            FileKind.canonical(fileSystem.resolve(directory)).map { !loaded.contains($0) } ?? false
        }
        directories.insert(contentsOf: own, at: directories.first == "effects" ? 1 : 0)
        return EffectLoader(
            builtIns: tool.builtIns, directories: directories,
            formats: EffectFormats.sources(stylesheets: try stylesheetOptions()),
            shipsCatalogue: tool.shipsCatalogue, hints: ToolHints.hints(toolName: tool.name),
            fileSystem: surroundings.fileSystem)
    }

    /// How the command's stylesheets are imported: `--element SELECTOR`, `--markup HTML|FILE` and
    /// `--media reduced-motion`.
    ///
    /// - Throws: `.usage` for an element that is not a selector; `.input` for markup that cannot be
    ///   read.
    func stylesheetOptions() throws(CommandError) -> CSSImportOptions {
        let element = command.string("element")
        let options: CSSImportOptions
        do {
            // The parameters' defaults centre the element in the default viewport, whatever
            // `--viewport` says: they are the effect's, not one run's.
            options = try CSSImportOptions(
                element: element, reducedMotion: command.string("media") == "reduced-motion")
        } catch {
            throw invalid(element ?? "", option: "element", reason: error.reason)
        }
        let toggles = command.strings("toggle")
        guard let markup = command.string("markup") else {
            guard toggles.isEmpty else {
                throw invalid(
                    toggles[0], option: "toggle", reason: "needs --markup, the page whose state changes")
            }
            return options
        }
        let (text, name) = try markupText(markup)
        var changes: [CSSStateChange] = []
        for toggle in toggles {
            do {
                changes.append(try CSSStateChange(toggle))
            } catch {
                throw invalid(toggle, option: "toggle", reason: error.reason)
            }
        }
        do {
            return try options.withMarkup(text, name: name).withChanges(changes)
        } catch {
            throw .input(error.description)
        }
    }

    /// The markup `--markup` gives, and its name: the text itself when it starts with `<`, else
    /// the file it names.
    private func markupText(_ value: String) throws(CommandError) -> (String, String) {
        if value.drop(while: \.isWhitespace).first == "<" { return (value, "markup") }
        let limit = 4 << 20
        let bytes: [UInt8]
        do {
            bytes = try FileContents.read(surroundings.fileSystem.resolve(value), limit: limit)
        } catch {
            throw .input("cannot read the markup '\(value)': \(error.reason)")
        }
        guard bytes.count <= limit else {
            throw .input("the markup '\(value)' is larger than 4 MiB")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw .input("the markup '\(value)' is not UTF-8 text")
        }
        return (text, value)
    }

    /// Prints "Warning: skipped SOURCE: message" for each failure, in order.
    func warn(about failures: [EffectLoadFailure]) {
        for failure in failures { warn("skipped \(failure.source): \(failure.message)") }
    }

    /// The effect named by the command's `<effect>` argument, and the library it was found in,
    /// after warning about the other files that failed to load.
    ///
    /// With `twin`, a built-in's DSL twin is loaded too, for the `.fx` printer.
    ///
    /// - Throws: `.usage` without the argument; `.input` for an unknown name, an unreadable file or a
    ///   file without the effect; `.reported` after printing the diagnostics of a broken file.
    func resolveEffect(twin: Bool = false) throws(CommandError) -> (
        effect: RegisteredEffect, library: EffectLibrary
    ) {
        guard let word = command.argument("effect") else {
            throw .usage(.missingArgument("<effect>", path: command.path))
        }
        let loader = try loader()
        let reference = loader.reference(word)
        let library = loader.library(resolving: reference, twin: twin)
        warn(about: loader.failuresToReport(of: library, resolving: reference))
        let effect: RegisteredEffect
        do {
            effect = try loader.resolve(reference, in: library, standardInput: surroundings.standardInput)
        } catch {
            throw worded(error)
        }
        if !command.flag("quiet") { warnAboutImport(of: effect) }
        return (effect, library)
    }

    /// What the import of the file `effect` came from left out, one line each
    /// (`site.css:2:26: the declaration of … is dropped …`); none for a `.fx` file or a built-in.
    static func importOmissions(of effect: RegisteredEffect) -> [String] {
        ((effect.effect as? any ImportedEffect)?.sourceWarnings ?? []).map {
            "\($0.range.lowerBound.file):\($0.range.lowerBound.line):\($0.range.lowerBound.column): \($0.message)"
        }
    }

    /// The most warnings of an import printed; the rest are counted.
    static let importWarningLimit = 10

    /// Prints, one line each, the warnings of the import of the file `effect` came from.
    ///
    /// They say what the import left out or dropped, so that no command samples or exports an
    /// imported effect without saying what differs from the original; nothing is printed for a
    /// `.fx` file or a built-in. The effect carries them (``ImportedEffect``): the file is not
    /// read again.
    private func warnAboutImport(of effect: RegisteredEffect) {
        let warnings = Self.importOmissions(of: effect)
        guard case .file(let path, _) = effect.origin, !warnings.isEmpty else { return }
        for warning in warnings.prefix(Self.importWarningLimit) { warn(warning) }
        let more = warnings.count - Self.importWarningLimit
        let tool = surroundings.tool.name
        // The check that shows them reads the file as this command did: the same element, page and media.
        var check = "\(tool) check \(Self.shellWord(path))"
        for option in ["element", "markup", "toggle", "media"] {
            for value in command.strings(option) where option != "media" || value != "no-preference" {
                check += " --\(option) \(Self.shellWord(value))"
            }
        }
        warn(
            (more > 0 ? "and \(more) more; " : "")
                + "'\(check)' shows \(warnings.count == 1 ? "it" : "them") in the source "
                + "(--quiet leaves \(warnings.count == 1 ? "it" : "them") out)")
    }

    /// `text` as one shell word: as it is when it holds only letters, digits and `._/:=,+-`, else in
    /// double quotes (the hint is itself in single quotes), with `"`, `\\`, `$` and `` ` `` escaped.
    static func shellWord(_ text: String) -> String {
        let plain =
            !text.isEmpty
            && text.unicodeScalars.allSatisfy { scalar in
                scalar.isASCII
                    && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                        || "._/:=,+-".unicodeScalars.contains(scalar))
            }
        guard !plain else { return text }
        var quoted = "\""
        for character in text {
            if "\"\\$`".contains(character) { quoted.append("\\") }
            quoted.append(character)
        }
        return quoted + "\""
    }

    /// A lookup error as the tool words it: a broken file's diagnostics printed in full, an unknown
    /// name with the command that lists the names.
    private func worded(_ error: EffectLookupError) -> CommandError {
        switch error {
        case .diagnostics(let compilation):
            try? surroundings.standardError.write(
                compilation.render(colorPolicy.allowsColor(on: surroundings.standardError)))
            return .reported
        case .unknownEffect(_, _, let someFilesFailed):
            var message =
                error.description + "; run '\(surroundings.tool.name) list' to see the available effects"
            if someFilesFailed { message += " (some effect files did not load; see the warnings above)" }
            return .input(message)
        default:
            return .input(error.description)
        }
    }
}
