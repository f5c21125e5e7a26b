import EffectDSL
import EffectsRegistry

/// The keyframes of one `@keyframes` rule as CSS Animations 1 defines them: one per selector of each
/// block, sorted by offset, blocks of one offset and one easing merged in source order.
struct CSSKeyframes: Sendable {
    /// One keyframe.
    struct Keyframe: Sendable {
        /// Where it sits in the iteration, `0...1`.
        var offset: Double
        /// Its own `animation-timing-function`, or `nil` for the animation's.
        var easing: TimingFunction?
        /// The declarations it holds, by standard property name (later ones replace earlier).
        var declarations: [String: CSSDeclaration]
        /// The bytes of the block's selector, for messages.
        var range: Range<Int>
    }

    /// The keyframes, sorted by offset (blocks of one offset in source order).
    var keyframes: [Keyframe] = []
    /// The rule they were read from.
    let rule: CSSKeyframesRule

    /// Reads `rule`'s blocks; declarations are resolved against `custom`, the element's custom
    /// properties (for `var()` in an easing).
    init(_ rule: CSSKeyframesRule, custom: [String: [CSSComponentValue]?], problems: inout CSSProblems) {
        self.rule = rule
        var collected: [Keyframe] = []
        // Where the keyframe of each offset and easing is, so that merging a block into it is a
        // lookup (a search of those so far made 200,001 selectors quadratic).
        var positions: [MergeKey: Int] = [:]
        for block in rule.blocks {
            guard let offsets = CSSKeyframes.offsets(block.prelude, range: block.range, problems: &problems)
            else {
                continue
            }
            var declarations: [String: CSSDeclaration] = [:]
            for declaration in block.declarations where !declaration.isImportant {
                declarations[CSSPropertyReader.canonical(declaration.property)] = declaration
            }
            var easing: TimingFunction?
            if let declaration = declarations.removeValue(forKey: "animation-timing-function") {
                easing = CSSKeyframes.easing(declaration, custom: custom, problems: &problems)
            }
            let range = block.prelude.span(or: block.range)
            for offset in offsets {
                let key = MergeKey(offset: offset, easing: easing)
                if let index = positions[key] {
                    collected[index].declarations.merge(declarations) { _, later in later }
                } else {
                    positions[key] = collected.count
                    collected.append(
                        Keyframe(offset: offset, easing: easing, declarations: declarations, range: range))
                }
            }
        }
        // Sorting by offset alone keeps source order among equal offsets (the sort is stable).
        keyframes = collected.enumerated().sorted {
            ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset)
        }
        .map(\.element)
    }

    /// What makes two blocks one keyframe: the same offset and the same easing.
    private struct MergeKey: Hashable {
        var offset: Double
        var easing: TimingFunction?
    }

    /// The offsets a block's selector list names, or `nil` (with an error) when one is not a keyframe
    /// selector.
    private static func offsets(
        _ prelude: [CSSComponentValue], range: Range<Int>, problems: inout CSSProblems
    ) -> [Double]? {
        var offsets: [Double] = []
        for part in prelude.commaSeparated {
            let token = part.count == 1 ? part.first?.token : nil
            switch token?.kind {
            case .ident(let name) where name.lowercased() == "from": offsets.append(0)
            case .ident(let name) where name.lowercased() == "to": offsets.append(1)
            case .percentage(let number) where (0...100).contains(number.value):
                offsets.append(number.value / 100)
            default:
                problems.add(.cssKeyframeSelectorInvalid, at: part.span(or: range))
                return nil
            }
        }
        return offsets
    }

    private static func easing(
        _ declaration: CSSDeclaration, custom: [String: [CSSComponentValue]?], problems: inout CSSProblems
    ) -> TimingFunction? {
        var substitution = CSSSubstitution(
            custom: custom, limit: CSSLimits.standard.substitutedValues,
            budget: CSSLimits.standard.substitutedValues)
        guard let values = substitution.substitute(declaration.value, problems: &problems) else { return nil }
        do throws(CSSValueError) {
            let value = try CSSValues.single(
                values, range: declaration.valueRange, what: "animation-timing-function",
                expected: "one easing in a keyframe")
            return try CSSEasing.read(value)
        } catch {
            problems.add(error.message, at: error.range)
            return nil
        }
    }
}
