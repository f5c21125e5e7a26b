import EffectDSL
import EffectsRegistry

/// What importing one stylesheet gave: its effects, or the diagnostics that stopped them.
public struct CSSImportResult: Sendable {
    /// The stylesheet.
    public let source: SourceFile
    /// The effects, one per `@keyframes` the element (or each naming rule) plays; empty when the
    /// stylesheet has an error.
    public let effects: [CSSImportedEffect]
    /// The line of each effect's `@keyframes` rule, by effect name.
    public let lines: [String: Int]
    /// Every error and warning, in source order.
    public let diagnostics: [Diagnostic]
}

/// Imports the animations of a stylesheet as effects (see docs/Import.md).
public enum CSSImport {
    /// The effects of `source` under `options`.
    ///
    /// With an element (``CSSImportOptions/element``) the cascade runs once, for it, and each
    /// `@keyframes` it plays is an effect of the element playing its whole `animation` list. Without
    /// one, each `@keyframes` is played by the last rule whose `animation` or `animation-name` names
    /// it (its selector read as the element), or, when no rule does, as `animation: NAME 1s`.
    public static func load(_ source: SourceFile, options: CSSImportOptions = .standard) -> CSSImportResult {
        let stylesheet = CSSStylesheet(source: source, limits: options.limits)
        var problems = CSSProblems()
        problems.add(contentsOf: stylesheet.problems)
        let rules = CSSRuleSet(stylesheet, reducedMotion: options.reducedMotion, viewport: options.viewport)
        problems.add(contentsOf: rules.problems)
        let stylesheetFailed = problems.hasErrors
        var effects: [CSSImportedEffect] = []
        var lines: [String: Int] = [:]
        let table = CSSDiagnostics.LineTable(source.bytes)
        var importer = Importer(rules: rules, options: options)
        if let page = options.page, !options.changes.isEmpty {
            var pageProblems = CSSProblems()
            if let layers = importer.transitionLayers(
                page, changes: options.changes, problems: &pageProblems),
                let first = layers.first
            {
                let name = CSSImport.effectName(of: options.changes)
                effects.append(
                    CSSImportedEffect(
                        name: name, markup: options.markupName ?? "markup", layers: layers,
                        source: source.name,
                        changes: options.changes))
                // The effect's line is its first element's first transition (or animation).
                lines[name] = table.location(first.plan.animationRange.lowerBound, file: source.name).line
            }
            problems.add(contentsOf: pageProblems.all)
        } else if let page = options.page {
            var pageProblems = CSSProblems()
            if let layers = importer.pageLayers(page, problems: &pageProblems) {
                let played = Set(layers.flatMap(\.plan.names))
                for name in rules.keyframeNames where played.contains(name) {
                    guard let rule = rules.keyframes[name] else { continue }
                    effects.append(
                        CSSImportedEffect(
                            name: name, markup: options.markupName ?? "markup", layers: layers,
                            source: source.name))
                    lines[name] = table.location(rule.range.lowerBound, file: source.name).line
                }
            }
            problems.add(contentsOf: pageProblems.all)
        }
        for name in rules.keyframeNames where options.page == nil {
            guard let rule = rules.keyframes[name] else { continue }
            // A CSS name may hold what an effect's name cannot ("a.b", "1st"): that keyframes is no effect.
            if let problem = EffectDescriptor(name: name, summary: "-", duration: 1).problems().first {
                problems.add(.cssKeyframesNameUnusable(name, problem), at: rule.nameRange)
                continue
            }
            // An effect the import cannot read fails alone, with its errors; the others import.
            var effectProblems = CSSProblems()
            let planned = importer.plan(for: rule, problems: &effectProblems)
            problems.add(contentsOf: effectProblems.all)
            guard let (element, plan) = planned, !effectProblems.hasErrors, plan.names.contains(name) else {
                continue
            }
            effects.append(CSSImportedEffect(name: name, element: element, plan: plan, source: source.name))
            lines[name] = table.location(rule.range.lowerBound, file: source.name).line
        }
        let unique = Set(problems.all).sorted {
            ($0.range.lowerBound, $0.message.text) < ($1.range.lowerBound, $1.message.text)
        }
        let diagnostics = CSSDiagnostics.diagnostics(of: unique, in: source, limit: options.limits.errors)
        // An error of the stylesheet itself (its syntax, a limit) stops every effect.
        let failed = stylesheetFailed
        let warnings = diagnostics.filter { !$0.isError }
        for index in effects.indices { effects[index].sourceWarnings = warnings }
        return CSSImportResult(
            source: source, effects: failed ? [] : effects, lines: failed ? [:] : lines,
            diagnostics: diagnostics)
    }

    /// Plans the element of each `@keyframes`, once per element.
    struct Importer {
        let rules: CSSRuleSet
        let options: CSSImportOptions
        var plans: [CSSElementPath: (String, CSSElementPlan)?] = [:]
        /// For each name an `animation` or `animation-name` mentions, the element of the last rule
        /// that does, found in one pass (a search per `@keyframes` was quadratic in a rule that
        /// plays many).
        let namers: [String: (CSSElementPath, String)]

        init(rules: CSSRuleSet, options: CSSImportOptions) {
            self.rules = rules
            self.options = options
            // The rule that names each word, and the last rule whose `animation: var(--x)` refers to
            // each custom property, with its place in source order; a word the property is set to
            // is named by that rule when it comes later. One pass and one lookup per word: a search
            // per reference would be quadratic in rules that all say `var(--x)`.
            var namers: [String: (path: CSSElementPath, text: String, order: Int)] = [:]
            var referrers: [String: (path: CSSElementPath, text: String, order: Int)] = [:]
            for styleRule in rules.styleRules {
                guard let selectors = styleRule.selectors else { continue }
                let declarations = styleRule.rule.declarations.filter {
                    !rules.dropped.contains($0.range) && CSSImport.namesAnimations($0)
                }
                guard !declarations.isEmpty, let (path, text) = CSSElementSelector.path(of: selectors) else {
                    continue
                }
                let namer = (path: path, text: text, order: styleRule.order)
                for declaration in declarations {
                    for name in CSSImport.words(in: declaration.value) { namers[name] = namer }
                    for property in CSSSubstitution.references(in: declaration.value) {
                        referrers[property] = namer
                    }
                }
            }
            if !referrers.isEmpty {
                for styleRule in rules.styleRules {
                    for declaration in styleRule.rule.declarations {
                        guard let referrer = referrers[declaration.property] else { continue }
                        for name in CSSImport.words(in: declaration.value)
                        where (namers[name]?.order ?? -1) < referrer.order {
                            namers[name] = referrer
                        }
                    }
                }
            }
            self.namers = namers.mapValues { ($0.path, $0.text) }
        }

        mutating func plan(for rule: CSSKeyframesRule, problems: inout CSSProblems) -> (
            String, CSSElementPlan
        )? {
            if let path = options.path {
                return plan(path, element: options.element ?? "", rule: rule, problems: &problems)
            }
            guard let (path, selector) = namers[rule.name] else {
                var entry = CSSAnimationEntry()
                entry.name = rule.name
                entry.duration = 1
                return plan(
                    CSSElementPath(element: CSSElement()), entries: [entry],
                    element: "animation: \(rule.name) 1s", rule: rule, problems: &problems)
            }
            return plan(path, element: selector, rule: rule, problems: &problems)
        }

        private mutating func plan(
            _ path: CSSElementPath, element: String, rule: CSSKeyframesRule, problems: inout CSSProblems
        ) -> (String, CSSElementPlan)? {
            if let known = plans[path] { return known }
            let result = plan(path, entries: nil, element: element, rule: rule, problems: &problems)
            plans[path] = .some(result)
            return result
        }

        func plan(
            _ path: CSSElementPath, entries given: [CSSAnimationEntry]?, element: String,
            rule: CSSKeyframesRule,
            problems: inout CSSProblems
        ) -> (String, CSSElementPlan)? {
            let cascade = CSSCascade(
                rules, path: path, limits: options.limits, relevant: CSSImport.isRelevant, problems: &problems
            )
            return plan(cascade, entries: given, element: element, rule: rule, problems: &problems)
        }

        /// The plan of the element `cascade` ran over.
        func plan(
            _ cascade: CSSCascade, entries given: [CSSAnimationEntry]?, element: String,
            rule: CSSKeyframesRule,
            problems: inout CSSProblems
        ) -> (String, CSSElementPlan)? {
            for selector in cascade.undecided {
                problems.add(.cssSelectorUndecided(selector.text), at: selector.range)
            }
            guard
                let entries = given
                    ?? CSSAnimationReader.entries(
                        cascade, at: cascade.elementIndex, limit: options.limits.animations,
                        problems: &problems)
            else { return nil }
            var planner = CSSPlanner(rules: rules, cascade: cascade, viewport: options.viewport)
            let plan = planner.plan(entries, fallback: rule.nameRange)
            problems.add(contentsOf: planner.problems.all)
            return plan.map { (element, $0) }
        }

    }

    /// The name of the effect of a page's changes of state: the first change's class or
    /// pseudo-class (`open`, `hover`) or the attribute's value (its name when it has none), or
    /// `transition` when that is no effect name.
    static func effectName(of changes: [CSSStateChange]) -> String {
        let name: String
        switch changes.first?.state {
        case .className(let word)?: name = word
        case .pseudoClass(let word)?: name = word
        case .attribute(let word, let value)?: name = value ?? word
        case nil: name = "transition"
        }
        return EffectDescriptor(name: name, summary: "-", duration: 1).problems().isEmpty
            ? name : "transition"
    }

    /// Whether `declaration` is an `animation` or `animation-name`, whose words and `var()`s name
    /// the keyframes it may play.
    static func namesAnimations(_ declaration: CSSDeclaration) -> Bool {
        let property = CSSPropertyReader.canonical(declaration.property)
        return property == "animation" || property == "animation-name"
    }

    /// The words and strings among `values`, outside functions.
    static func words(in values: [CSSComponentValue]) -> [String] {
        values.compactMap { value in
            switch value.token?.kind {
            case .ident(let word), .string(let word): return word
            default: return nil
            }
        }
    }

    /// Whether a property of the element matters to the import (to warn about rules it skips).
    static func isRelevant(_ property: String) -> Bool {
        property.hasPrefix("animation") || property.hasPrefix("transition")
            || CSSPropertyReader.properties.contains(property)
    }
}
