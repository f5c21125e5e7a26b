import EffectsRegistry
import EffectsText

/// The state of one `DSLLoader.load` call.
struct LoadSession {
    /// One effect being loaded.
    struct Declaration {
        var syntax: EffectSyntax
        var source: SourceFile
        var localBase: Int?
        var effect: ScriptedEffect?
    }

    let registry: EffectRegistry
    let limits: DSLLimits
    /// Whether warnings are looked for and kept (errors always are).
    let collectsWarnings: Bool
    var declarations: [Declaration] = []
    var diagnostics: [Diagnostic] = []
    var byName: [String: Int] = [:]
    var order: [Int] = []
    /// The effects in a derivation cycle, which are not checked.
    var cyclic = Set<Int>()
    /// How many local bases each effect derives through.
    var depth: [Int: Int] = [:]
    /// How many unknown bases were reported.
    var unknownBases = 0
    /// The shipped effects left out because a source defines their names.
    var replacedShipped: [String] = []

    init(registry: EffectRegistry, limits: DSLLimits, collectsWarnings: Bool = true) {
        self.registry = registry
        self.limits = limits
        self.collectsWarnings = collectsWarnings
    }

    mutating func parse(_ source: SourceFile) {
        let (file, found) = Parser.parse(source, limits: limits)
        diagnostics += found
        for effect in file.effects {
            declarations.append(Declaration(syntax: effect, source: source))
        }
    }

    /// Parses the shipped files that `selection` and the sources parsed so far need, leaving out
    /// each shipped effect whose name a source defines; returns the files parsed.
    mutating func parseCatalogue(_ selection: CatalogueSelection) -> [SourceFile] {
        let declared = Set(declarations.map(\.syntax.name.text))
        let bases = declarations.compactMap { $0.syntax.base?.text }
        replacedShipped = ShippedCatalogue.entries.map(\.name).filter { declared.contains($0) }
        let files = ShippedCatalogue.needed(for: selection, declared: declared, bases: bases)
        for file in files {
            let (parsed, found) = Parser.parse(file.source, limits: limits)
            diagnostics += found
            for effect in parsed.effects where !declared.contains(effect.name.text) {
                declarations.append(Declaration(syntax: effect, source: file.source))
            }
        }
        return files.map(\.source)
    }

    /// Names each effect once; a second definition is an error pointing at both.
    mutating func declare() {
        for (index, declaration) in declarations.enumerated() {
            let name = declaration.syntax.name
            if let first = byName[name.text] {
                diagnostics.append(
                    Diagnostic(
                        .effectDuplicate(name.text), at: name.range, in: declaration.source.name,
                        notes: [
                            DiagnosticNote(
                                "first defined here", at: declarations[first].syntax.name.range,
                                in: declarations[first].source.name)
                        ]))
            } else {
                byName[name.text] = index
            }
        }
        orderByBase()
    }

    /// Orders effects so that bases come first, and reports cycles on every effect in them.
    ///
    /// Each effect has at most one local base, so following bases from each effect in turn walks a
    /// path that ends at an effect already ordered, one without a local base, or a cycle. A loop
    /// rather than recursion: a file may chain thousands of effects.
    private mutating func orderByBase() {
        var ordered = Set<Int>()
        for start in declarations.indices where !ordered.contains(start) {
            var path: [Int] = []
            var onPath: [Int: Int] = [:]
            var next: Int? = start
            while let index = next, !ordered.contains(index) {
                if let position = onPath[index] {
                    reportCycle(Array(path[position...]))
                    break
                }
                onPath[index] = path.count
                path.append(index)
                next = nil
                if let base = declarations[index].syntax.base, let local = byName[base.text] {
                    declarations[index].localBase = local
                    next = local
                }
            }
            for index in path.reversed() {
                ordered.insert(index)
                order.append(index)
                let baseDepth = declarations[index].localBase.map { depth[$0, default: 0] + 1 }
                depth[index] = baseDepth ?? 0
            }
        }
    }

    /// Reports a cycle of derivations on each of its effects, naming them in order.
    private mutating func reportCycle(_ cycle: [Int]) {
        let names = (cycle + cycle.prefix(1)).map { "'\(declarations[$0].syntax.name.text)'" }.joined(
            separator: " → ")
        for member in cycle {
            cyclic.insert(member)
            guard let base = declarations[member].syntax.base else { continue }
            diagnostics.append(
                Diagnostic(.derivationCycle(names), at: base.range, in: declarations[member].source.name))
        }
    }

    mutating func checkAll() {
        for index in order where !cyclic.contains(index) {
            check(index)
        }
    }

    /// What a declaration's base resolves to.
    private enum BaseResolution {
        /// The declaration derives from nothing.
        case none
        /// The effect it derives from.
        case effect(any TransitionEffect)
        /// Its base is too deep, not loaded or unknown: the diagnostic is reported.
        case failed
    }

    /// The effect declaration `index` derives from, reporting why when it cannot be had.
    private mutating func resolveBase(of index: Int) -> BaseResolution {
        let declaration = declarations[index]
        guard let baseName = declaration.syntax.base else { return .none }
        guard depth[index, default: 0] <= limits.derivationDepth else {
            diagnostics.append(
                Diagnostic(
                    .derivationTooDeep(limit: limits.derivationDepth), at: baseName.range,
                    in: declaration.source.name))
            return .failed
        }
        if let local = declaration.localBase {
            guard let effect = declarations[local].effect else {
                diagnostics.append(
                    Diagnostic(
                        .baseNotLoaded(baseName.text), at: baseName.range, in: declaration.source.name))
                return .failed
            }
            return .effect(effect)
        } else if let entry = registry.entry(named: baseName.text) {
            return .effect(entry.effect)
        } else {
            // Suggestions for the first unknown bases only, among a bounded number of names.
            let searched =
                unknownBases < limits.collectedErrors
                && registry.count + byName.count <= Checker.suggestionCandidates
            let candidates = searched ? registry.names + Array(byName.keys).sorted() : []
            unknownBases += 1
            diagnostics.append(
                Diagnostic(
                    .baseUnknown(baseName.text, candidates: candidates), at: baseName.range,
                    in: declaration.source.name))
            return .failed
        }
    }

    private mutating func check(_ index: Int) {
        let declaration = declarations[index]
        let base: (any TransitionEffect)?
        switch resolveBase(of: index) {
        case .none: base = nil
        case .effect(let effect): base = effect
        case .failed: return
        }
        var (program, checked) = Checker.check(
            declaration.syntax, source: declaration.source, base: base, limits: limits)
        if !collectsWarnings { checked.removeAll { !$0.isError } }
        diagnostics += checked
        let descriptor = ScriptedEffect.describe(program)
        let (timeline, compiled) = Compiler.compile(
            program, parameters: descriptor.defaults(), context: EffectContext(), limits: limits,
            collectsWarnings: collectsWarnings)
        // The timeline's own validation guards states the checker rules out: after a checker error it
        // only repeats that error in other words (a vector set on a number, once more).
        let checkerFailed = checked.contains(where: \.isError)
        // Appended in place and tested apart: each copy of a diagnostic list retains every string.
        diagnostics.append(contentsOf: compiled.lazy.filter { !(checkerFailed && $0.id == .timelineInvalid) })
        guard let timeline, !checkerFailed, !compiled.contains(where: \.isError) else { return }
        var complete = descriptor
        complete.duration = timeline.duration
        complete.layerNames = timeline.layers.map(\.name)
        let (examples, wrong) = ScriptedEffect.examples(
            of: program, descriptor: complete, timeline: timeline, limits: limits)
        diagnostics += wrong
        guard wrong.isEmpty else { return }
        complete.examples = examples
        declarations[index].effect = ScriptedEffect(
            // Past the guards neither list holds an error: all of both are the effect's warnings.
            descriptor: complete, warnings: checked + compiled, program: program,
            limits: limits)
    }

    /// At most `limits.errors` errors per file, then one saying how many more there were ("at least"
    /// when so many were found that the stages stopped collecting them).
    private func cap(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var kept: [Diagnostic] = []
        var errors: [String: Int] = [:]
        var dropped: [String: (count: Int, first: Diagnostic)] = [:]
        for diagnostic in diagnostics {
            let file = diagnostic.range.start.file
            guard diagnostic.isError else {
                kept.append(diagnostic)
                continue
            }
            let count = errors[file, default: 0]
            if count < limits.errors {
                errors[file] = count + 1
                kept.append(diagnostic)
            } else {
                if let entry = dropped[file] {
                    dropped[file] = (entry.count + 1, entry.first)
                } else {
                    dropped[file] = (1, diagnostic)
                }
            }
        }
        for (_, entry) in dropped.sorted(by: { $0.key < $1.key }) {
            let atLeast = limits.errors + entry.count > limits.collectedErrors
            var summary = Diagnostic(
                .errorsTooMany(more: entry.count, atLeast: atLeast, shown: limits.errors),
                at: entry.first.range)
            summary.omittedErrors = entry.count
            kept.append(summary)
        }
        return kept
    }

    /// The effects of the files without errors, and every diagnostic sorted by file and place.
    func result(_ sources: [SourceFile]) -> DSLLoadResult {
        var failed = Set(diagnostics.filter(\.isError).map(\.range.start.file))
        // An effect whose local base sits in a failed file fails too, and so on down the line.
        var changed = true
        var extra: [Diagnostic] = []
        while changed {
            changed = false
            for declaration in declarations where !failed.contains(declaration.source.name) {
                guard let local = declaration.localBase, failed.contains(declarations[local].source.name),
                    let base = declaration.syntax.base
                else { continue }
                extra.append(
                    Diagnostic(.baseNotLoaded(base.text), at: base.range, in: declaration.source.name))
                failed.insert(declaration.source.name)
                changed = true
            }
        }
        var fileOrder: [String: Int] = [:]
        for (index, source) in sources.enumerated() where fileOrder[source.name] == nil {
            fileOrder[source.name] = index
        }
        // Sorted by file, place, then the order found, so that equal places keep their order. The
        // keys are made once, not looked up by file name in every comparison.
        // A file with errors loads no effect, and the timelines built on the way are not the ones
        // meant: their findings would only be noise beside the errors.
        var found: [Diagnostic] = []
        found.reserveCapacity(diagnostics.count + extra.count)
        found.append(
            contentsOf: [diagnostics, extra].joined().lazy.filter {
                !($0.id.isTimelineFinding && failed.contains($0.range.start.file))
            })
        var keys = found.indices.map { index in
            let start = found[index].range.start
            return (file: fileOrder[start.file] ?? 0, offset: start.offset, index: index)
        }
        keys.sort { ($0.file, $0.offset, $0.index) < ($1.file, $1.offset, $1.index) }
        let sorted = keys.map { found[$0.index] }
        let capped = cap(sorted)
        let effects = declarations.filter { !failed.contains($0.source.name) }.compactMap(\.effect)
        return DSLLoadResult(
            effects: effects, diagnostics: capped, sources: sources,
            failedFiles: sources.map(\.name).filter { failed.contains($0) }, replacedShipped: replacedShipped)
    }
}
