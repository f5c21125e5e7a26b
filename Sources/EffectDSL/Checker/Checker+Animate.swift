import EffectsRegistry

extension Checker {
    mutating func checkAnimate(_ node: AnimateSyntax) -> IRStatement? {
        let keyPath = node.keyPath.text
        let isOrigin = keyPath == Checker.originKeyPath
        if isOrigin { report(.originAnimated, at: node.keyPath.range) }
        let target = isOrigin ? nil : resolveKeyPath(node.keyPath, text: keyPath)
        let options = resolveOptions(node.options, onGroup: false)
        if target?.property.kind == .transform, let mode = options.mode, mode != .linear, mode != .discrete,
            case .word(let word) = node.options.first(where: { $0.name.text == "mode" })?.argument
        {
            report(.modeNotForTransform(mode.rawValue), at: word.range)
        }
        let body: IRAnimate.Body
        switch node.body {
        case .fromTo(let fromSyntax, let toSyntax):
            let from = fromSyntax.map { resolve($0) }
            let to = resolve(toSyntax)
            if let target {
                if let from { requireValue(from, for: target, keyPath) }
                requireValue(to, for: target, keyPath)
            }
            body = .fromTo(from, to)
        case .keyframes(let lines, let range):
            body = .keyframes(checkKeyframes(readingTimingNames(lines), range, target, keyPath))
        }
        guard let target else { return nil }
        return .animate(
            IRAnimate(target: target, keyPath: node.keyPath, options: options, body: body, range: node.range))
    }

    private mutating func checkKeyframes(
        _ lines: [KeyframeSyntax], _ range: Range<SourcePosition>, _ target: PropertyTarget?,
        _ keyPath: String
    ) -> [IRKeyframe] {
        if lines.count < 2 {
            report(.keyframesTooFew, at: range)
        }
        if lines.count > limits.keyframes {
            report(.keyframesTooMany(limit: limits.keyframes), at: range)
            return []
        }
        let withOffsets = !lines.isEmpty && lines[0].hasOffset
        var keyframes: [IRKeyframe] = []
        keyframes.reserveCapacity(lines.count)
        var mixedReported = false
        // By index, reading the fields used: a whole keyframe is large to copy.
        for index in lines.indices {
            if lines[index].hasOffset != withOffsets && !mixedReported {
                report(.keyframeOffsetsMixed, at: lines[index].range)
                mixedReported = true
            }
            let offset = resolveOffset(lines[index].offset)
            let value = resolve(lines[index].value)
            if let target { requireValue(value, for: target, keyPath) }
            var timing: IRTiming?
            var tension: IRValue?
            var continuity: IRValue?
            var bias: IRValue?
            if lines[index].hasExtras {
                if let syntax = lines[index].timing {
                    timing = resolveTiming(syntax)
                    if index == lines.count - 1 {
                        report(.keyframeTimingOnLast, at: syntax.range)
                    }
                }
                tension = resolveSpline(lines[index].tension)
                continuity = resolveSpline(lines[index].continuity)
                bias = resolveSpline(lines[index].bias)
            }
            keyframes.append(
                IRKeyframe(
                    offset: offset, value: value, timing: timing, tension: tension, continuity: continuity,
                    bias: bias, range: lines[index].range))
        }
        return keyframes
    }

    /// A keyframe's spline parameter, which must be a plain number.
    private mutating func resolveSpline(_ syntax: ExpressionSyntax?) -> IRValue? {
        guard let syntax else { return nil }
        let value = resolve(syntax)
        requirePlain(value, "a spline parameter")
        return value
    }

    private mutating func resolveOffset(_ offset: KeyframeSyntax.Offset?) -> IRKeyframe.Offset {
        switch offset {
        case nil:
            return .none
        case .from(let range):
            return .fraction(
                IRValue(expression: .constant(.number(0)), range: range, type: .number(.percent)))
        case .to(let range):
            return .fraction(
                IRValue(expression: .constant(.number(1)), range: range, type: .number(.percent)))
        case .expression(let syntax):
            let value = resolve(syntax)
            switch value.type {
            case .number(.percent), .unknown: return .fraction(value)
            case .number(.time): return .time(value)
            default:
                report(.keyframeOffsetType(value.type), at: value.range)
                return .fraction(IRValue(expression: .invalid, range: value.range, type: .unknown))
            }
        }
    }

    /// The options of an `animate` or a `group`; a group takes only the timing ones.
    mutating func resolveOptions(_ options: [TrackOptionSyntax], onGroup: Bool) -> IRTrackOptions {
        var result = IRTrackOptions()
        // A handful of options is the rule: finding an earlier one by scanning is cheaper than
        // hashing, and the dictionary keeps a pathological line of thousands linear.
        let scans = options.count <= 16
        var seen: [String: Range<SourcePosition>] = [:]
        for (index, option) in options.enumerated() {
            let name = option.name.text
            let first =
                scans ? options[..<index].first(where: { $0.name.text == name })?.range : seen[name]
            if let first {
                reportRepeated(name, option.range, first: first)
                continue
            }
            if !scans { seen[name] = option.range }
            if onGroup && ["timing", "additive", "cumulative", "mode"].contains(name) {
                report(.optionNotOnGroup(name), at: option.name.range)
                continue
            }
            resolveOption(option, into: &result)
        }
        return result
    }

    private mutating func resolveOption(_ option: TrackOptionSyntax, into result: inout IRTrackOptions) {
        let name = option.name.text
        switch option.argument {
        case .none:
            switch name {
            case "additive": result.isAdditive = true
            case "cumulative": result.isCumulative = true
            default: result.autoreverses = true
            }
        case .expression(let syntax):
            let value = resolve(syntax)
            switch name {
            case "duration":
                requireTime(value, "a duration")
                result.duration = value
            case "delay":
                requireTime(value, "a delay")
                result.delay = value
            case "offset":
                requireTime(value, "a time offset")
                result.offset = value
            case "speed":
                requirePlain(value, "a speed")
                result.speed = value
            default:
                requirePlain(value, "a repeat count")
                result.repeatCount = value
            }
        case .timing(let syntax):
            result.timing = resolveTiming(syntax)
        case .word(let word):
            resolveWordOption(name, word, into: &result)
        }
    }

    /// The `fill` words, made once rather than for every `fill` option read.
    private static let fillModes: [String: FillMode] = [
        "none": .removed, "forwards": .forwards, "backwards": .backwards, "both": .both,
    ]

    private mutating func resolveWordOption(
        _ name: String, _ word: Identifier, into result: inout IRTrackOptions
    ) {
        switch name {
        case "fill":
            guard let mode = Checker.fillModes[word.text] else {
                report(
                    .wordUnknown(
                        "fill mode", word.text, candidates: ["none", "forwards", "backwards", "both"]),
                    at: word.range)
                return
            }
            result.fill = mode
        case "mode":
            guard let mode = CalculationMode(rawValue: word.text) else {
                report(
                    .wordUnknown(
                        "calculation mode", word.text, candidates: CalculationMode.allCases.map(\.rawValue)),
                    at: word.range)
                return
            }
            result.mode = mode
        default:
            result.repeatsForever = true
        }
    }
}
