import EffectDSL
import EffectsRegistry

extension TimingFunction {
    /// Whether the function is a `steps()` one.
    fileprivate var isSteps: Bool {
        if case .steps = self { return true }
        return false
    }
}

extension CSSPlanner {
    /// The plan of one animation: its timing and one track per property its keyframes set.
    mutating func plan(
        _ entry: CSSAnimationEntry, rule: CSSKeyframesRule, style: [String: CSSPropertyValue],
        under earlier: [CSSAnimationPlan], skipped: inout [String], fallback: Range<Int>
    ) -> CSSAnimationPlan? {
        let at = entry.range(of: "animation-name", or: fallback)
        let mapping: CSSTimingMapping?
        do throws(CSSValueError) {
            mapping = try CSSTimingMapping.mapping(of: entry, fallback: at)
        } catch {
            problems.add(error.message, at: error.range)
            return nil
        }
        let keyframes = CSSKeyframes(rule, custom: cascade.custom[cascade.elementIndex], problems: &problems)
        var tracks: [CSSTrackPlan] = []
        var unsampled: [CSSDeclaration] = []
        let sampled = properties(of: keyframes, skipped: &skipped, unsampled: &unsampled)
        if sampled.isEmpty, let first = unsampled.first {
            // Nothing else moves: leaving it out would leave no animation at all.
            problems.add(
                .cssPropertyUnsupported(CSSPropertyReader.canonical(first.property)), at: first.nameRange)
            return nil
        }
        for declaration in unsampled {
            let property = CSSPropertyReader.canonical(declaration.property)
            if !skipped.contains(property) { skipped.append(property) }
        }
        for property in sampled {
            guard var track = track(property, keyframes, entry: entry) else { continue }
            if track.values.contains(where: { $0 == nil }),
                let other = earlier.first(where: { $0.tracks.contains { $0.property == property } })
            {
                problems.add(
                    .cssNotExact(
                        "the keyframes leave the 0% or 100% '\(property)' to the value under them, which the animation "
                            + "'\(other.name)' animates",
                        hint: "write '\(property)' in the 0% and 100% keyframes of '\(rule.name)'"),
                    at: track.range)
                continue
            }
            guard check(&track, style: style) else { continue }
            tracks.append(track)
        }
        guard let mapping else { return nil }
        if mapping.instant != nil, let stepped = tracks.first(where: { $0.easings.contains { $0.isSteps } }) {
            // At an instant the frozen progress may sit on a jump, where only the before flag decides.
            problems.add(
                .cssNotExact(
                    "an animation without an active interval, eased by steps(), shows a value only the before "
                        + "flag decides",
                    hint: "give the animation a duration, or ease it without steps()"),
                at: stepped.range)
            return nil
        }
        return CSSAnimationPlan(
            name: rule.name, timing: mapping.timing, reversedIteration: mapping.reversedIteration,
            tracks: tracks,
            end: mapping.end, instant: mapping.instant)
    }

    /// The properties the keyframes set that the import samples, in the order they first appear;
    /// colour and filter properties go to `skipped`, the first declaration of each other property
    /// the import cannot sample (`background-position`, `margin-left`) to `unsampled`.
    private mutating func properties(
        of keyframes: CSSKeyframes, skipped: inout [String], unsampled: inout [CSSDeclaration]
    ) -> [String] {
        var seen: Set<String> = []
        var properties: [String] = []
        let declarations = keyframes.keyframes.flatMap { $0.declarations.values }.sorted {
            $0.range.lowerBound < $1.range.lowerBound
        }
        for declaration in declarations {
            let property = CSSPropertyReader.canonical(declaration.property)
            guard seen.insert(property).inserted, !declaration.isCustomProperty else { continue }
            if CSSPlanner.isIgnoredInKeyframes(property) { continue }
            if CSSPlanner.isColourOrFilter(property) {
                if !skipped.contains(property) { skipped.append(property) }
                continue
            }
            guard CSSPropertyReader.properties.contains(property) else {
                unsampled.append(declaration)
                continue
            }
            properties.append(property)
        }
        return properties
    }

    /// The keyframes of `property`: those that set it, with a 0 % and a 100 % one filled from the
    /// underlying value (`nil`) where none sets it, each with its easing.
    private mutating func track(_ property: String, _ keyframes: CSSKeyframes, entry: CSSAnimationEntry)
        -> CSSTrackPlan?
    {
        var offsets: [Double] = []
        var values: [CSSPropertyValue?] = []
        var easings: [TimingFunction] = []
        var ranges: [Range<Int>] = []
        var failed = false
        for keyframe in keyframes.keyframes {
            guard let declaration = keyframe.declarations[property] else { continue }
            var substitution = CSSSubstitution(
                custom: cascade.custom[cascade.elementIndex], limit: CSSLimits.standard.substitutedValues,
                budget: CSSLimits.standard.substitutedValues)
            // A value left invalid by var() is dropped, as browsers drop the declaration.
            guard let substituted = substitution.substitute(declaration.value, problems: &problems) else {
                continue
            }
            let written = cascade.resolvingFontUnits(substituted, at: cascade.elementIndex)
            do throws(CSSValueError) {
                let value = try CSSPropertyReader.value(of: property, written, range: declaration.valueRange)
                offsets.append(keyframe.offset)
                values.append(value)
                easings.append(keyframe.easing ?? entry.timingFunction)
                ranges.append(declaration.range)
            } catch {
                // A value no browser parses (`opacity: red`, `translateX(3furlongs)`) is dropped
                // as the browser drops it, the keyframe read without it; one made by var() is
                // invalid only once computed, where CSS does not drop it: that stays an error.
                let parseTimeInvalid =
                    [DiagnosticID.cssValueInvalid, .cssUnitUnknown].contains(error.message.id)
                    && !CSSSubstitution.hasReferences(declaration.value)
                if parseTimeInvalid {
                    problems.add(
                        .cssDeclarationDropped(declaration.property, reason: error.message.text),
                        at: error.range)
                    continue
                }
                problems.add(error.message, at: error.range)
                failed = true
            }
        }
        // The keyframes are in offset order, not source order: the range spans them all.
        guard !failed, let low = ranges.map(\.lowerBound).min(), let high = ranges.map(\.upperBound).max()
        else {
            return nil
        }
        if offsets.first != 0 {
            // The property joins the first keyframe at 0 %, with its easing, even one that sets
            // nothing else (`0% { animation-timing-function: ease-in-out }`), as Chromium builds it.
            let start = keyframes.keyframes.first { $0.offset == 0 }
            offsets.insert(0, at: 0)
            values.insert(nil, at: 0)
            easings.insert(start?.easing ?? entry.timingFunction, at: 0)
        }
        if offsets.last != 1 {
            offsets.append(1)
            values.append(nil)
            easings.append(entry.timingFunction)
        }
        return CSSTrackPlan(
            property: property, offsets: offsets, values: values, easings: easings,
            range: low..<max(low, high))
    }
}
