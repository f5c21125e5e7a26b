import EffectsRegistry

extension CSSImport.Importer {
    /// The layers of a page whose state `changes` change: each element whose transitions (or
    /// `@keyframes`) move or fade it, in document order, named as ``pageLayers(_:problems:)``
    /// names them; `nil` when none can be imported.
    ///
    /// Each element's style is read before the first change and after each, by the cascade over
    /// the page in that state; every property the import reads runs through §3 of CSS
    /// Transitions 1 (``CSSPropertyTransitions``), and its pieces become animations that begin at
    /// their change, each deciding the property from there on. `@keyframes` the element plays in
    /// every state run after them (an animation overrides a transition of the same property).
    func transitionLayers(_ page: CSSPage, changes: [CSSStateChange], problems: inout CSSProblems)
        -> [(name: String, plan: CSSElementPlan)]?
    {
        // Changes at one moment are one style change event, as a script's changes in one task
        // are: a class swapped for another (`opacity-0` for `opacity-100`) passes through no
        // state between.
        var pages = [page]
        var moments: [Double] = []
        pages[0].decidesStates = true
        for change in changes {
            var next = pages[pages.count - 1]
            if next.toggle(change.state, on: change.parsed).isEmpty {
                problems.add(.cssChangeSelectsNothing(change.description), at: 0..<0)
            }
            if moments.last == change.time {
                pages[pages.count - 1] = next
            } else {
                pages.append(next)
                moments.append(change.time)
            }
        }
        guard !problems.hasErrors else { return nil }
        var names = LayerNames()
        var layers: [(name: String, plan: CSSElementPlan)] = []
        // The elements that move or fade what is inside them (or could not be read).
        var moving: Set<Int> = []
        let pseudoElements = Set(
            rules.styleRules.flatMap { $0.selectors ?? [] }.compactMap { $0.compounds.last?.pseudoElement })
        for node in page.nodes.indices where node > CSSPage.bodyIndex {
            if let pseudo = page[node].pseudoElement, !pseudoElements.contains(pseudo) { continue }
            if let selector = options.elementSelector {
                let host = page[node].pseudoElement == nil ? node : (page[node].parent ?? node)
                guard page.matches(selector, node: node) || page.matches(selector, node: host) else {
                    continue
                }
            }
            var elementProblems = CSSProblems()
            let label = Self.label(of: node, on: page)
            var skipped: (names: Set<String>, range: Range<Int>) = ([], 0..<0)
            let planned = transitionPlan(
                of: node, on: pages, moments: moments, label: label, skipped: &skipped,
                problems: &elementProblems)
            if !skipped.names.isEmpty {
                problems.add(
                    .cssTransitionsSkipped(skipped.names.sorted(), element: label), at: skipped.range)
            }
            if let (plan, cascade) = planned {
                _ = checkAncestors(
                    of: plan.path, cascade: cascade, moving: moving, label: label, plan: plan,
                    problems: &elementProblems)
            }
            if planned != nil || elementProblems.hasErrors { moving.insert(node) }
            guard let (plan, _) = planned, !elementProblems.hasErrors else {
                if elementProblems.hasErrors {
                    problems.add(contentsOf: elementProblems.all)
                    problems.add(.cssElementLeftOut(label), at: elementProblems.all.first?.range ?? 0..<0)
                }
                continue
            }
            problems.add(contentsOf: elementProblems.all)
            layers.append((names.unique(label), plan))
        }
        return layers.isEmpty ? nil : layers
    }

    /// The plan of the element at `node` over the page's states `pages` (before the first change,
    /// then after the changes of each of `moments`), or `nil` when nothing moves it or an error
    /// stops it; with the cascade over it before the first change.
    ///
    /// The properties its transitions change that the import does not read (colours, shadows,
    /// filters, any property `transition-property` names) go to `skipped`, with where the first
    /// such transition is written.
    private func transitionPlan(
        of node: Int, on pages: [CSSPage], moments: [Double], label: String,
        skipped: inout (names: Set<String>, range: Range<Int>), problems: inout CSSProblems
    ) -> (CSSElementPlan, CSSCascade)? {
        var cascadeProblems = CSSProblems()
        let cascades = pages.map { page in
            CSSCascade(
                rules, path: CSSElementPath(page: page, node: node), limits: options.limits,
                relevant: CSSImport.isRelevant, problems: &cascadeProblems)
        }
        // An element no change touches and that plays no `@keyframes` is no layer: its style is not
        // read, so that what the import cannot read of it is no error of this effect.
        var scratch = CSSProblems()
        // What its transitions change that the import does not read is said even when nothing
        // else of it changes (a button whose colours fade).
        skipped = Self.skippedTransitions(
            cascades,
            cascades.map {
                CSSTransitionReader.entries(
                    $0, at: $0.elementIndex, limit: options.limits.animations, problems: &scratch) ?? []
            })
        guard Self.isTouched(cascades) else { return nil }
        problems.add(contentsOf: cascadeProblems.all)
        var states: [CSSElementState] = []
        var animations: [[CSSAnimationEntry]] = []
        for cascade in cascades {
            let path = cascade.path
            var scratch = CSSProblems()
            if path.pseudoElement != nil {
                let content = cascade.value(of: "content", at: cascade.elementIndex, problems: &scratch)
                guard let content, !["none", "normal"].contains(content.values.first?.keyword ?? "") else {
                    return nil
                }
            }
            guard
                let (_, style) = plan(
                    cascade, entries: [], element: label, rule: Self.placeholder, problems: &problems),
                let entries = CSSTransitionReader.entries(
                    cascade, at: cascade.elementIndex, limit: options.limits.animations, problems: &problems),
                let played = CSSAnimationReader.entries(
                    cascade, at: cascade.elementIndex, limit: options.limits.animations, problems: &problems)
            else { return nil }
            var state = CSSElementState(cascade, style: style, transitions: entries)
            if state.displayed, let previous = states.last, !previous.displayed {
                // It appears: its entry transitions start from its `@starting-style`, if any.
                let starting = CSSCascade(
                    rules, path: path, limits: options.limits, relevant: CSSImport.isRelevant,
                    startingStyle: true,
                    problems: &scratch)
                if starting.startingStyleApplies {
                    state.starting =
                        plan(
                            starting, entries: [], element: label, rule: Self.placeholder, problems: &scratch)?
                        .1
                }
            }
            states.append(state)
            animations.append(played.filter { $0.name.map { rules.keyframes[$0] != nil } ?? false })
        }
        guard var result = states.first?.style, let first = cascades.first else { return nil }
        // Not rendered before the first change: hidden until a change shows it.
        if states.first?.displayed == false { result.style["visibility"] = .visibility(false) }
        var planner = CSSPlanner(rules: rules, cascade: first, viewport: options.viewport)
        var planned: [CSSAnimationPlan] = []
        var settled = moments.last ?? 0
        for property in CSSPropertyReader.properties {
            let run: CSSPropertyTransitions
            do throws(CSSPropertyTransitions.Unreadable) {
                run = try CSSTransitionPlanning.run(
                    property, through: states, moments: moments, rule: options.reversal)
            } catch {
                problems.add(
                    .cssNotExact(
                        "the transition of '\(property)' of '\(label)' is interrupted, and \(error.reason)",
                        hint: "interrupt it after it ends, or write the transforms with the same functions"),
                    at: error.entry.range(
                        of: "transition-property", or: error.entry.range(of: "transition-duration", or: 0..<0)
                    ))
                return nil
            }
            // A later piece overrides an earlier one: the property is settled when its last ends.
            switch run.pieces.last {
            case .transition(let transition)?: settled = max(settled, transition.endTime)
            case .set(let time, _)?: settled = max(settled, time)
            case nil: break
            }
            var last = -1
            for piece in run.pieces {
                guard var animation = CSSTransitionPlanning.animation(of: piece, property: property),
                    var track = animation.tracks.first
                else { continue }
                if property != "transform-origin" {
                    guard planner.check(&track, style: result.style) else { continue }
                    animation.tracks = [track]
                }
                // Properties timed alike share an animation, as one `@keyframes` would hold them:
                // the box's size and place must (its position is made of both). A piece joins one
                // after the property's previous piece only, so that later still overrides earlier.
                if let index = planned.indices.dropFirst(last + 1).first(where: {
                    planned[$0].timing == animation.timing && planned[$0].end == animation.end
                        && planned[$0].tracks.first.map {
                            ($0.offsets, $0.easings) == (track.offsets, track.easings)
                        }
                            ?? false
                }) {
                    planned[index].tracks.append(track)
                    last = index
                } else {
                    planned.append(animation)
                    last = planned.count - 1
                }
            }
        }
        // `@keyframes`: each animation of the last state plays from the change that started it.
        guard
            let starts = CSSTransitionPlanning.starts(
                of: animations, displayed: states.map(\.displayed), label: label, problems: &problems)
        else { return nil }
        // They run in the order of the last state's list, which decides which wins a property.
        var keyframed: [(position: Int, animation: CSSAnimationPlan)] = []
        let order = animations.last ?? []
        for (state, entries) in starts {
            guard
                let (_, played) = plan(
                    cascades[state], entries: entries, element: label, rule: Self.placeholder,
                    problems: &problems)
            else { return nil }
            let moment = state == 0 ? 0 : moments[state - 1]
            for animation in played.animations {
                do throws(CSSTransitionPlanning.StartRefusal) {
                    let position = order.firstIndex { $0.name == animation.name } ?? order.count
                    keyframed.append((position, try CSSTransitionPlanning.started(animation, at: moment)))
                } catch {
                    problems.add(
                        .cssNotExact(
                            "the animation '\(animation.name)' of '\(label)' starts at a change and \(error.reason), "
                                + "which is not imported yet",
                            hint: "start it with the page, or give it a finite run without a delay"),
                        at: animation.tracks.first?.range ?? 0..<0)
                    return nil
                }
            }
            result.names += played.names
            settled = max(settled, played.duration + moment)
        }
        planned += keyframed.enumerated().sorted {
            ($0.element.position, $0.offset) < ($1.element.position, $1.offset)
        }
        .map(\.element.animation)
        if planned.contains(where: { !$0.tracks.isEmpty }),
            let state = states.firstIndex(where: { !$0.inRenderedAncestors })
        {
            problems.add(
                .cssNotExact(
                    "the element '\(label)' moves inside an element that is not rendered "
                        + (state == 0 ? "before the first change" : "after change \(state)"),
                    hint:
                        "move the transitions to the element that appears, or import it alone with --element"),
                at: planned.lazy.compactMap { $0.tracks.first?.range }.first { !$0.isEmpty } ?? 0..<0)
            return nil
        }
        planner.checkSize(planned, style: result.style)
        problems.add(contentsOf: planner.problems.all)
        guard !problems.hasErrors, planned.contains(where: { !$0.tracks.isEmpty }) else { return nil }
        result.animations = planned
        // Messages about the element point at its first transition (or animation).
        if let range = planned.lazy.compactMap({ $0.tracks.first?.range }).first(where: { !$0.isEmpty }) {
            result.animationRange = range
        }
        result.duration = settled > 0 ? settled : 1
        return (result, first)
    }
}
