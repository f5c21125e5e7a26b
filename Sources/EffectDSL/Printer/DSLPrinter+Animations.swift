import EffectsRegistry
import EffectsText

extension DSLPrinter {
    /// The lines of one animation, indented by `indent` spaces.
    static func lines(_ animation: Animation, indent: Int) -> [String] {
        let pad = String(repeating: " ", count: indent)
        switch animation {
        case .group(let group):
            var lines = [pad + (["group"] + options(group.timing)).joined(separator: " ") + " {"]
            for child in group.animations { lines += self.lines(child, indent: indent + 4) }
            return lines + [pad + "}"]
        case .track(let track):
            return trackLines(track, pad: pad)
        }
    }

    /// `animate KEYPATH OPTIONS from A to B`, or a keyframe block.
    private static func trackLines(_ track: Track, pad: String) -> [String] {
        var words = ["animate", track.target.keyPath] + options(track.timing)
        if let function = track.timingFunction { words += ["timing", function.cssText] }
        if track.isAdditive { words.append("additive") }
        if track.isCumulative { words.append("cumulative") }
        if track.calculationMode != .linear { words += ["mode", track.calculationMode.rawValue] }
        let head = pad + words.joined(separator: " ")
        let texts = keyframeTexts(track)
        let isBasic =
            texts.count == 2 && track.keyTimes == nil && track.timingFunctions == nil
            && track.tension == nil && track.continuity == nil && track.bias == nil
            && track.calculationMode == .linear
        if isBasic, let from = texts.first, let to = texts.last {
            return [head + " from \(from) to \(to)"]
        }
        // A block needs two keyframes: a single value holds, as the same value twice does.
        let values = texts.count == 1 ? texts + texts : texts
        var keyTimes = track.keyTimes.map { Array($0.prefix(values.count)) }
        if texts.count == 1 { keyTimes = nil }
        var rows: [[String]] = []
        for (index, keyValue) in values.enumerated() {
            var row: [String] = []
            if let keyTimes, keyTimes.indices.contains(index) {
                row.append(NumberText.percent(keyTimes[index], readBy: .movingThePoint))
            }
            row.append(keyValue)
            let rest = keyframeOptions(track, index, count: values.count)
            if !rest.isEmpty { row.append(rest.joined(separator: " ")) }
            rows.append(row)
        }
        var lines = [head + " {"]
        if let all = track.keyTimes, all.count > values.count, let last = all.last {
            lines.append(
                pad
                    + "    // the last value holds until \(NumberText.percent(last, readBy: .movingThePoint)), which .fx cannot say"
            )
        }
        lines += TextColumns.lines(rows).map { pad + "    " + $0 }
        return lines + [pad + "}"]
    }

    /// The keyframes as source: transform lists for `transform`, `true` or `false` for a boolean,
    /// numbers for the rest.
    private static func keyframeTexts(_ track: Track) -> [String] {
        if let transforms = track.transforms { return transforms.map(DSLLiteral.transform) }
        let isBoolean = track.target.property.kind == .boolean
        return track.values.map { isBoolean ? DSLLiteral.boolean($0) : $0.shortestText }
    }

    /// What follows keyframe `index` of `count` on its line: the timing function of the segment it
    /// starts, then its non-zero tension, continuity and bias.
    private static func keyframeOptions(_ track: Track, _ index: Int, count: Int) -> [String] {
        var words: [String] = []
        if index < count - 1, let functions = track.timingFunctions, functions.indices.contains(index) {
            words.append(functions[index].cssText)
        }
        for (word, list) in [
            ("tension", track.tension), ("continuity", track.continuity), ("bias", track.bias),
        ] {
            if let list, list.indices.contains(index), list[index] != 0 {
                words.append("\(word) \(NumberText.shortest(list[index]))")
            }
        }
        return words
    }

    /// The media-timing options in `.fx` words; the duration is always written.
    static func options(_ timing: MediaTiming) -> [String] {
        var words = ["duration", DSLLiteral.seconds(timing.simpleDuration)]
        if timing.beginTime != 0 { words += ["delay", DSLLiteral.seconds(timing.beginTime)] }
        if timing.repeatCount.isInfinite {
            words += ["repeat", "forever"]
        } else if timing.repeatCount > 0 {
            words += ["repeat", NumberText.shortest(timing.repeatCount)]
        }
        if timing.autoreverses { words.append("autoreverse") }
        if timing.fillMode != .removed { words += ["fill", timing.fillMode.rawValue] }
        if timing.speed != 1 { words += ["speed", NumberText.shortest(timing.speed)] }
        if timing.timeOffset != 0 { words += ["offset", DSLLiteral.seconds(timing.timeOffset)] }
        return words
    }
}
