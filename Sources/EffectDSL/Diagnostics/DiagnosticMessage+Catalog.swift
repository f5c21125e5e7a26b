import EffectsRegistry
import EffectsText

// The catalog: every message the language produces, sorted by name. Fixed messages are static
// members, parameterised ones small functions. Text is lowercase and quotes source in '…'.

extension DiagnosticMessage {
    static func argumentCount(_ name: String, expected: Int, got: Int, signature: String) -> Self {
        .init(
            .argumentCount, .error,
            "'\(name)' takes \(expected) argument\(expected == 1 ? "" : "s"), got \(got)",
            hint: "write '\(signature)'")
    }

    static func anchorPointWithoutPosition(_ layer: String) -> Self {
        .init(
            .anchorPointWithoutPosition, .warning,
            "'anchorPoint' of layer '\(layer)' changes, but its 'position' is never set: the layer moves",
            hint:
                "a layer is placed by its anchor point; set 'position' to the point the anchor should sit at")
    }

    static func argumentSeparatorExpected(_ function: String, found: String) -> Self {
        .init(
            .expected, .error, "expected ',' or ')' after an argument of '\(function)', found \(found)",
            hint: "separate the arguments of '\(function)' with ','")
    }

    static func baseFailed(_ name: String, _ reason: String) -> Self {
        .init(.baseFailed, .error, "the base effect '\(name)' failed: \(reason)")
    }

    static func baseNotLoaded(_ name: String) -> Self {
        .init(
            .baseNotLoaded, .error, "the base effect '\(name)' did not load",
            hint: "fix the errors of '\(name)' first")
    }

    static func baseUnknown(_ name: String, candidates: [String]) -> Self {
        .init(
            .baseUnknown, .error,
            "unknown base effect '\(name)'\(Suggestions.didYouMean(name, in: candidates))")
    }

    static func bezierXOutOfRange(_ name: String, _ shown: String) -> Self {
        .init(
            .bezierXOutOfRange, .error, "the \(name) of 'cubic-bezier' is \(shown); it must lie within 0...1",
            hint: "x is time and cannot run backwards; y may leave 0...1 to overshoot")
    }

    static func blockTooDeep(limit: Int) -> Self {
        .init(.blockTooDeep, .error, "blocks nest more than \(limit) deep")
    }

    static func blockUnclosed(_ opener: String) -> Self {
        .init(.blockUnclosed, .error, "expected '}' to close \(opener)")
    }

    static func branchTypesDiffer(_ first: DSLType, _ second: DSLType) -> Self {
        .init(.branchTypesDiffer, .error, "the two values have different types: \(first) and \(second)")
    }

    static func callsTooDeep(limit: Int) -> Self {
        .init(.callsTooDeep, .error, "functions call each other more than \(limit) deep")
    }

    static func characterUnexpected(_ text: String) -> Self {
        let suggestion: String
        switch text {
        case "&": suggestion = " (did you mean '&&'?)"
        case "|": suggestion = " (did you mean '||'?)"
        default: suggestion = ""
        }
        let hint = text == "'" ? "strings use double quotes: \"…\"" : nil
        return .init(
            .characterUnexpected, .error, "unexpected character \(quotedCharacter(text))\(suggestion)",
            hint: hint)
    }

    /// A byte that does not start a UTF-8 character where it stands.
    static func characterUnexpected(byte: UInt8) -> Self {
        let digits = String(byte, radix: 16, uppercase: true)
        return .init(
            .characterUnexpected, .error,
            "unexpected byte 0x\(digits.count < 2 ? "0" : "")\(digits) (the file is not valid UTF-8)")
    }

    /// `text` in quotes when it can be seen, else by its code points (`U+0000`, `U+FEFF`), so that a
    /// message never carries a control character or an invisible one.
    private static func quotedCharacter(_ text: String) -> String {
        let visible = text.unicodeScalars.allSatisfy { scalar in
            switch scalar.properties.generalCategory {
            case .control, .format, .surrogate, .privateUse, .unassigned, .spaceSeparator, .lineSeparator,
                .paragraphSeparator, .nonspacingMark, .enclosingMark:
                return false
            default:
                return true
            }
        }
        if visible { return "'\(text)'" }
        return text.unicodeScalars.map { scalar in
            let digits = String(scalar.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(4 - digits.count, 0)) + digits
        }.joined(separator: " ")
    }

    static func choiceDuplicate(_ text: String) -> Self {
        .init(.choiceDuplicate, .error, "the choice \"\(text)\" is listed twice")
    }

    static func choiceUnknown(_ text: String, parameter: String, choices: [String]) -> Self {
        .init(
            .choiceUnknown, .error,
            "\"\(text)\" is not a choice of '\(parameter)'\(Suggestions.didYouMean(text, in: choices))",
            hint: "the choices are " + choices.map { "\"\($0)\"" }.joined(separator: ", "))
    }

    static func colorMalformed(_ text: String) -> Self {
        .init(
            .colorMalformed, .error, "malformed colour '\(text)'",
            hint: "write a colour as '#rrggbb' or '#rrggbbaa' with hexadecimal digits")
    }

    static let commentUnterminated = Self(
        .commentUnterminated, .error, "unterminated '/*' comment", hint: "close it with '*/'")

    static func componentUnknown(_ name: String, of type: DSLType) -> Self {
        .init(
            .componentUnknown, .error, "'\(name)' is not a component of \(type)",
            hint: "the components are x, y, z and w")
    }

    static func derivationCycle(_ path: String) -> Self {
        .init(.derivationCycle, .error, "effects derive from each other in a cycle: \(path)")
    }

    static func derivationTooDeep(limit: Int) -> Self {
        .init(.derivationTooDeep, .error, "effects derive from each other more than \(limit) deep")
    }

    static let divisionByZero = Self(.divisionByZero, .error, "division by zero")

    static func durationNotPositive(_ what: String, _ shown: String) -> Self {
        .init(.durationNotPositive, .error, "\(what) must be more than 0 s, got \(shown)")
    }

    static func effectDuplicate(_ name: String) -> Self {
        .init(.effectDuplicate, .error, "effect '\(name)' is defined twice")
    }

    static func effectExpected(found: String) -> Self {
        .init(
            .effectExpected, .error, "expected 'effect' at the top level, found \(found)",
            hint: "a file holds effects: 'effect NAME { … }'")
    }

    static func errorsTooMany(more: Int, atLeast: Bool, shown: Int) -> Self {
        .init(
            .errorsTooMany, .error,
            "and \(atLeast ? "at least " : "")\(more) more error\(more == 1 ? "" : "s") in this file; only the "
                + "first \(shown) are shown",
            hint: "fix the first ones: later errors often follow from them")
    }

    static func evaluationTooLong(limit: Int) -> Self {
        .init(
            .evaluationTooLong, .error, "the effect takes more than \(limit) evaluation steps",
            hint: "functions that call functions several times multiply the work")
    }

    static func exampleBuildFailed(_ reason: String) -> Self {
        .init(
            .exampleBuildFailed, .error, "the effect cannot be built with the example's parameters: \(reason)"
        )
    }

    static func exampleColumnUnknown(_ column: String, candidates: [String]) -> Self {
        .init(
            .exampleColumnUnknown, .error,
            "unknown column '\(column)'\(Suggestions.didYouMean(column, in: candidates))",
            hint:
                "a column is 'layer.keypath', with '.x', '.y', '.z' or '.w' for a vector; the effect's sample table lists them"
        )
    }

    static let exampleEmpty = Self(
        .exampleEmpty, .error, "the example expects no values",
        hint: "list columns and the values they must have, such as 'card.opacity = 1'")

    static func exampleMomentOutOfRange(_ shown: String, effect bounds: String) -> Self {
        .init(
            .exampleMomentOutOfRange, .error, "the example's moment \(shown) is outside the effect, \(bounds)"
        )
    }

    static func exampleParameterInvalid(_ name: String, reason: String) -> Self {
        .init(.exampleParameterInvalid, .error, "the value of '\(name)' does not fit: \(reason)")
    }

    static func exampleParameterUnknown(_ name: String, candidates: [String]) -> Self {
        .init(
            .exampleParameterUnknown, .error,
            "unknown parameter '\(name)'\(Suggestions.didYouMean(name, in: candidates))",
            hint: candidates.isEmpty
                ? "the effect has no parameters" : "the parameters are " + candidates.joined(separator: ", "))
    }

    static func exampleValueMismatch(_ column: String, expected: String, actual: String) -> Self {
        .init(
            .exampleValueMismatch, .error,
            "the example expects \(column) = \(expected), but the effect shows \(actual) at its moment")
    }

    static func exampleValueNotConstant(_ name: String) -> Self {
        .init(
            .exampleValueNotConstant, .error, "an example's values must be constant, but '\(name)' is not",
            hint: "write the number the effect shows; its sample table prints it")
    }

    static func examplesTooMany(limit: Int) -> Self {
        .init(.examplesTooMany, .error, "the effect has more than \(limit) examples")
    }

    static func expected(_ what: String, after context: String) -> Self {
        .init(.expected, .error, "expected \(what) after \(context)")
    }

    static func expressionExpected(found: String) -> Self {
        .init(.expressionExpected, .error, "expected an expression, found \(found)")
    }

    static func expressionTooDeep(limit: Int) -> Self {
        .init(.expressionTooDeep, .error, "expression nests more than \(limit) deep")
    }

    static func fileNotText(byte: UInt8, line: Int, column: Int, others: Int) -> Self {
        let digits = String(byte, radix: 16, uppercase: true)
        return .init(
            .fileNotText, .error,
            "the file is not text: it holds the control byte 0x\(digits.count < 2 ? "0" : "")\(digits) at "
                + "\(line):\(column) and \(others) more",
            hint: "a .fx file is UTF-8 text; is this the file meant?")
    }

    /// Says only that the file passes the limit: the reader stops one byte past it, so the size it
    /// saw is not the file's.
    static func fileTooLarge(limit: Int) -> Self {
        .init(.fileTooLarge, .error, "the file is larger than \(limit) bytes")
    }

    static func functionNotCalled(_ name: String) -> Self {
        .init(
            .functionNotCalled, .error, "'\(name)' is a function; call it with arguments, as in '\(name)(…)'")
    }

    static func functionUnknown(_ name: String, candidates: [String]) -> Self {
        .init(
            .functionUnknown, .error,
            "unknown function '\(name)'\(Suggestions.didYouMean(name, in: candidates))")
    }

    static func keyframeOffsetOutOfRange(_ shown: String) -> Self {
        .init(.keyframeOffsetOutOfRange, .error, "keyframe offset \(shown) is outside 0%...100%")
    }

    static let keyframeOffsetsMixed = Self(
        .keyframeOffsetsMixed, .error, "either every keyframe of a block has an offset or none has",
        hint: "without offsets, keyframes are spaced evenly")

    static func keyframeOffsetsOutOfOrder(_ shown: String, previous: String) -> Self {
        .init(
            .keyframeOffsetsOutOfOrder, .error,
            "keyframe offset \(shown) comes before the previous one, \(previous)",
            hint: "keyframes are listed in time order")
    }

    static func keyframeOffsetType(_ type: DSLType) -> Self {
        .init(
            .keyframeOffsetType, .error, "a keyframe offset must be a percentage or a time, not \(type)",
            hint: "write '50%', '0.6s', 'from' or 'to'")
    }

    static func keyframesNotFromStart(_ shown: String) -> Self {
        .init(
            .keyframesNotFromStart, .error, "the first keyframe must be at 0%, not \(shown)",
            hint: "add a keyframe at '0%' or 'from'")
    }

    static func keyframesNotToEnd(_ shown: String) -> Self {
        .init(
            .keyframesNotToEnd, .error, "the last keyframe must be at 100%, not \(shown)",
            hint: "add a keyframe at '100%' or 'to'")
    }

    static func keyframeSeparatorComma(corrected: String?) -> Self {
        .init(
            .keyframeSeparatorComma, .error, "keyframes are separated by ';' or line breaks, not ','",
            hint: corrected.map { "write '\($0)'" })
    }

    static let keyframesTooFew = Self(
        .keyframesTooFew, .error, "a keyframe block needs at least two keyframes")

    static func keyframesTooMany(limit: Int) -> Self {
        .init(.keyframesTooMany, .error, "a track has more than \(limit) keyframes")
    }

    static let keyframeTimingOnLast = Self(
        .keyframeTimingOnLast, .warning, "a timing function on the last keyframe has no effect",
        hint: "a keyframe's timing function governs the segment it starts, and the last keyframe starts none")

    /// The hint lists the key paths under the same first name (`transform.…`) or, when none is, all.
    static func keyPathUnknown(_ keyPath: String, candidates: [String]) -> Self {
        let prefix = keyPath.split(separator: ".").first.map { $0 + "." } ?? ""
        let related = candidates.filter { $0.hasPrefix(prefix) }
        let listed = related.isEmpty ? candidates : related
        let what = related.isEmpty ? "the key paths" : "the key paths of '\(prefix.dropLast())'"
        return .init(
            .keyPathUnknown, .error,
            "unknown key path '\(keyPath)'\(Suggestions.didYouMean(keyPath, in: candidates))",
            hint: "\(what) are \(listed.joined(separator: ", ")); docs/DSL.md lists them all under 'set'")
    }

    static func keywordAsName(_ word: String) -> Self {
        .init(.keywordAsName, .error, "'\(word)' is a keyword and cannot be used as a name")
    }

    static func layerDuplicate(_ name: String) -> Self {
        .init(
            .layerDuplicate, .error, "layer '\(name)' is defined twice",
            hint: "inside a loop, give the layer an index: 'layer \(name)[i]'")
    }

    static func layersTooMany(limit: Int) -> Self {
        .init(.layersTooMany, .error, "the effect has more than \(limit) layers")
    }

    static let linearStopInputs = Self(
        .linearStopInputs, .error, "a stop of 'linear()' takes at most two input percentages")

    static let linearStopsTooFew = Self(.linearStopsTooFew, .error, "'linear()' needs at least two stops")

    static func loopTooLong(limit: Int) -> Self {
        .init(.loopTooLong, .error, "the loops of the effect run more than \(limit) times in all")
    }

    static func modeNotForTransform(_ mode: String) -> Self {
        .init(
            .modeNotForTransform, .error,
            "a 'transform' track's mode is 'linear' or 'discrete', not '\(mode)'",
            hint: "neither CSS nor Core Animation has a distance or a spline between transform lists")
    }

    static func nameBuiltIn(_ name: String) -> Self {
        .init(.nameBuiltIn, .error, "'\(name)' is built in and cannot be redefined")
    }

    static func nameDuplicate(_ name: String, inherited: Bool) -> Self {
        .init(
            .nameDuplicate, .error, "'\(name)' is defined twice",
            hint: inherited
                ? "'\(name)' is a parameter of the base effect; 'param \(name) = …' gives it a new default"
                : nil)
    }

    static func nameNotAFunction(_ name: String) -> Self {
        .init(.nameNotAFunction, .error, "'\(name)' is not a function")
    }

    static func nameTooLong(limit: Int) -> Self {
        .init(.nameTooLong, .error, "name is longer than \(limit) bytes")
    }

    static func nameUnknown(_ name: String, candidates: [String], isKnown: (String) -> Bool) -> Self {
        let parts = name.split(separator: "-").map(String.init)
        let isDifference = parts.count > 1 && parts.allSatisfy(isKnown)
        return .init(
            .nameUnknown, .error, "unknown name '\(name)'\(Suggestions.didYouMean(name, in: candidates))",
            hint: isDifference
                ? "a name may contain '-'; to subtract, write '\(parts.joined(separator: " - "))'" : nil)
    }

    static func nonFinite(_ what: String) -> Self {
        .init(.nonFinite, .error, "the result of \(what) is not a finite number")
    }

    static func notWhole(_ what: String, _ shown: String) -> Self {
        .init(.notWhole, .error, "\(what) must be a whole number, not \(shown)")
    }

    static func numberTooLarge(_ text: String) -> Self {
        .init(.numberTooLarge, .error, "number '\(text)' is too large")
    }

    static func operandType(_ op: String, got: DSLType) -> Self {
        let expected = op == "!" ? "a boolean" : "a number or a vector"
        return .init(.operandType, .error, "'\(op)' needs \(expected), not \(got)")
    }

    static func operatorTypes(_ op: String, _ lhs: DSLType, _ rhs: DSLType) -> Self {
        let plainWithTime = [lhs, rhs].contains(.number(.time)) && [lhs, rhs].contains(.number(.plain))
        return .init(
            .operatorTypes, .error, "'\(op)' cannot combine \(lhs) and \(rhs)",
            hint: plainWithTime ? "write the number with a unit, such as '0.5s'" : nil)
    }

    static func optionDuplicate(_ word: String) -> Self {
        .init(.optionDuplicate, .error, "'\(word)' is given twice")
    }

    static func optionNegative(_ what: String, _ shown: String) -> Self {
        .init(.optionNegative, .error, "\(what) must be 0 or more, got \(shown)")
    }

    static func optionNotOnGroup(_ name: String) -> Self {
        .init(
            .optionNotOnGroup, .error, "'\(name)' cannot be used on a group",
            hint:
                "a group takes duration, delay, repeat, autoreverse, fill, speed and offset; give '\(name)' to its tracks"
        )
    }

    static func optionAfterValues(_ word: String, corrected: String?) -> Self {
        .init(
            .optionAfterValues, .error,
            "options come before 'from', 'to' or the keyframe block, but '\(word)' follows them",
            hint: corrected.map { "write '\($0)'" })
    }

    static func optionUnknown(_ word: String, candidates: [String]) -> Self {
        .init(
            .optionUnknown, .error, "unknown option '\(word)'\(Suggestions.didYouMean(word, in: candidates))",
            hint: "the options are " + candidates.joined(separator: ", "))
    }

    /// The errors of the core's `Layer.withTransformOrigin`, at the `set origin` they are about.
    static func originInvalid(_ reason: String) -> Self {
        .init(.originInvalid, .error, reason)
    }

    static let originAnimated = Self(
        .originAnimated, .error, "'origin' cannot be animated",
        hint:
            "the origin becomes a fixed anchorPoint and position; set it once, or animate 'anchorPoint' and 'position' together"
    )

    static func parameterConstraintType(_ name: String, _ type: DSLType) -> Self {
        .init(
            .parameterConstraintType, .error,
            "the default of '\(name)' is \(type), which takes no range or choices",
            hint: "a range follows a number, choices follow a string")
    }

    static func parameterDefaultNotAChoice(_ name: String, _ text: String, choices: [String]) -> Self {
        .init(
            .parameterDefaultNotAChoice, .error,
            "the default \"\(text)\" of '\(name)' is not one of its choices\(Suggestions.didYouMean(text, in: choices))"
        )
    }

    static func parameterDefaultNotConstant(_ name: String) -> Self {
        .init(
            .parameterDefaultNotConstant, .error,
            "a parameter's default and range must be constant, but '\(name)' is not",
            hint: "use a 'let' for values computed from parameters")
    }

    static func parameterDefaultOutOfRange(_ name: String, _ value: String, _ range: String) -> Self {
        .init(
            .parameterDefaultOutOfRange, .error,
            "the default \(value) of '\(name)' is outside its range \(range)")
    }

    /// `baseParameters` are the base effect's, in a derived effect: there the declaration may have
    /// been meant to change one of theirs.
    static func parameterNeedsChoices(_ name: String, baseParameters: [String] = []) -> Self {
        let write = "write 'param \(name) = \"a\" in [\"a\", \"b\"]'"
        return .init(
            .parameterNeedsChoices, .error,
            baseParameters.isEmpty
                ? "the string parameter '\(name)' needs its choices"
                : "'\(name)' is not a parameter of the base effect, and a new string parameter needs its choices",
            hint: baseParameters.isEmpty
                ? write
                : "the base's parameters are \(baseParameters.joined(separator: ", ")); for a new one, "
                    + write)
    }

    static func parameterNewLikeBase(_ name: String, _ baseName: String) -> Self {
        .init(
            .parameterNewLikeBase, .error,
            "'\(name)' is not a parameter of the base effect (did you mean '\(baseName)'?)",
            hint: "'param' with a base parameter's name changes its default; a new parameter needs a name "
                + "unlike theirs")
    }

    static func parameterOverrideConstraint(_ name: String) -> Self {
        .init(
            .parameterOverrideConstraint, .error,
            "'\(name)' is a parameter of the base effect; only its default can change")
    }

    static func parameterOverrideInvalid(_ name: String, reason: String) -> Self {
        .init(.parameterOverrideInvalid, .error, "the new default of '\(name)' does not fit: \(reason)")
    }

    static func parameterOverrideType(_ name: String, expected: DSLType, got: DSLType) -> Self {
        .init(
            .parameterOverrideType, .error,
            "'\(name)' is \(expected) in the base effect; its new default is \(got)")
    }

    static func parameterRangeEmpty(_ lower: String, _ upper: String) -> Self {
        .init(
            .parameterRangeEmpty, .error, "the range \(lower)...\(upper) is empty",
            hint: "write the lower bound first")
    }

    static func parameterTransform(_ name: String) -> Self {
        .init(
            .parameterTransform, .error, "the parameter '\(name)' cannot be a transform list",
            hint:
                "make its numbers parameters and build the list with 'let', as in 'let turn = rotateY(angle)'"
        )
    }

    static func parameterUnused(_ name: String) -> Self {
        .init(.parameterUnused, .warning, "parameter '\(name)' is never used")
    }

    static func percentOnLength(_ keyPath: String) -> Self {
        .init(
            .percentOnLength, .error,
            "'\(keyPath)' is a length, but a percentage is a fraction of no size (100% would be 1 point)",
            hint:
                "write a share of a size: %w of the layer's width, %h of its height, vw or vh of the viewport's (-100%w)"
        )
    }

    /// A `px` length where the value is no length (`opacity = 0.5px`, `rotate(10px)`): the unit
    /// would be dropped silently, so it is refused as CSS refuses it.
    ///
    /// `what` names the value, `expected` is "an angle" or "a number", `written` the literal.
    static func pxOnNonLength(_ what: String, expected: String, written: String) -> Self {
        .init(
            .pxOnNonLength, .error, "\(what) must be \(expected), but \(written) is a length",
            hint: expected == "an angle"
                ? "write the angle in deg, rad, grad or turn; px is for lengths, in points"
                : "drop the px: px is for lengths, in points, and this is a plain number")
    }

    /// A skew of ±90° (or any odd multiple): its tangent is infinite, so CSS makes the value
    /// invalid; fxkit would otherwise draw corners near 1e17 points away.
    static func skewInfinite(_ function: String, degrees: String) -> Self {
        .init(
            .skewInfinite, .error,
            "the angle of '\(function)' is \(degrees)deg, where a skew's tangent is infinite",
            hint: "a skew leans by the tangent of its angle: keep it strictly between -90deg and 90deg")
    }

    /// A perspective distance below 0, which CSS does not accept (0 is taken as CSS takes it, as 1).
    static func perspectiveNegative(_ what: String, _ shown: String) -> Self {
        .init(
            .perspectiveNegative, .error, "\(what) must be 0 or more, got \(shown)",
            hint: "the distance is from the viewer to the layer's plane, in points; 500 to 1000 is usual")
    }

    /// A bare `%` where a length is expected (`translateX(-100%)`).
    ///
    /// `written` is the percentage's number when it is a constant (`-100` for `-100%`).
    static func percentAsLength(_ what: String, _ written: String?) -> Self {
        guard let written else {
            return .init(
                .percentAsLength, .error,
                "\(what) must be a length, but a percentage is a fraction of no size",
                hint:
                    "write a share of a size: %w of the layer's width, %h of its height, vw or vh of the viewport's"
            )
        }
        return .init(
            .percentAsLength, .error,
            "\(what) must be a length, but \(written)% is a fraction of no size",
            hint:
                "write \(written)%w for a share of the layer's width, \(written)%h of its height, or \(written)vw or \(written)vh of the viewport's"
        )
    }

    static let rangeOperatorMalformed = Self(
        .rangeOperatorMalformed, .error, "unexpected '..'",
        hint: "write '...' for a closed range or '..<' for a half-open one")

    static let springFormsMixed = Self(
        .springFormsMixed, .error,
        "'spring' takes either mass, stiffness, damping and velocity, or duration and bounce")

    static func relativeLengthOutsideLayer(_ written: String) -> Self {
        .init(
            .relativeLengthOutsideLayer, .error,
            "'\(written)' is a share of a layer's size, but no layer is being built here",
            hint: "write it inside the layer it measures; 'vw' and 'vh' measure the viewport anywhere")
    }

    static func relativeLengthWithoutSize(_ written: String, layer: String) -> Self {
        .init(
            .relativeLengthWithoutSize, .error,
            "'\(written)' is a share of the size of layer '\(layer)', which has no 'bounds.size' here",
            hint: "set 'bounds.size' before the lengths that read it, as in 'set bounds.size = (300, 100)'")
    }

    static func springLabelUnknown(_ label: String, candidates: [String]) -> Self {
        .init(
            .springLabelUnknown, .error,
            "unknown argument '\(label)' of 'spring'\(Suggestions.didYouMean(label, in: candidates))",
            hint: "'spring' takes mass, stiffness, damping and velocity, or duration and bounce")
    }

    static func sqrtOfNegative(_ value: String) -> Self {
        .init(.sqrtOfNegative, .error, "'sqrt' of the negative number \(value)")
    }

    static func statementEndExpected(after what: String, found: String, signLikeMinus: Bool) -> Self {
        .init(
            .statementEndExpected, .error, "expected a line break or ';' after \(what), found \(found)",
            hint: signLikeMinus
                ? "a '-' with a space before it and none after is a sign; to subtract, put spaces on both sides"
                : nil)
    }

    static func statementExpected(in context: String, found: String) -> Self {
        .init(.statementExpected, .error, "expected a statement in \(context), found \(found)")
    }

    static func statementNotAllowed(_ word: String, in context: String) -> Self {
        .init(
            .statementNotAllowed, .error, "'\(word)' cannot appear in \(context)",
            hint: StatementContext.home(of: word))
    }

    static func statementNotTopLevel(_ word: String) -> Self {
        .init(
            .statementNotTopLevel, .error, "'\(word)' cannot appear inside 'for' or 'if'",
            hint: "it belongs directly inside the 'effect'")
    }

    static func statementUnknown(_ word: String, in context: String, candidates: [String]) -> Self {
        .init(
            .statementUnknown, .error,
            "unknown statement '\(word)' in \(context)\(Suggestions.didYouMean(word, in: candidates))",
            hint: "statements here are " + candidates.joined(separator: ", "))
    }

    static func stringEscapeInvalid(_ text: String) -> Self {
        .init(
            .stringEscapeInvalid, .error, "invalid escape '\(text)' in string",
            hint: "the escapes are \\\", \\\\, \\n, \\t and \\u{…}")
    }

    static func stringTooLong(limit: Int) -> Self {
        .init(.stringTooLong, .error, "string is longer than \(limit) bytes")
    }

    static let stringUnterminated = Self(
        .stringUnterminated, .error, "unterminated string", hint: "a string ends with '\"' on the same line")

    static func timelineInvalid(_ message: String) -> Self {
        .init(.timelineInvalid, .error, message)
    }

    static func timingFunctionTakesNoArguments(_ name: String) -> Self {
        .init(.timingFunctionTakesNoArguments, .error, "'\(name)' takes no arguments")
    }

    static func timingFunctionUnknown(_ name: String, candidates: [String]) -> Self {
        .init(
            .timingFunctionUnknown, .error,
            "unknown timing function '\(name)'\(Suggestions.didYouMean(name, in: candidates))",
            hint: "the names are " + candidates.joined(separator: ", "))
    }

    /// A time, repeat count or speed past what ``MediaTiming`` accepts; `problem` is its reason.
    static func timeOutOfRange(_ what: String, _ problem: String) -> Self {
        .init(
            .timeOutOfRange, .error, "\(what) \(problem)",
            hint: "an effect's times are seconds, not years: did a unit or an exponent go astray?")
    }

    static func timingInvalid(_ message: String) -> Self {
        .init(.timingInvalid, .error, message)
    }

    /// A named timing function where a value is expected (`set opacity = bz`).
    static func timingUsedAsValue(_ name: String) -> Self {
        .init(
            .timingUsedAsValue, .error, "'\(name)' is a timing function, not a value",
            hint: "use it after 'timing' or at the end of a keyframe line, as in '50% 1 \(name)'")
    }

    static func tracksTooMany(limit: Int) -> Self {
        .init(.tracksTooMany, .error, "the effect has more than \(limit) tracks")
    }

    /// A transform function given too few or too many arguments: `translate` takes 1 or 2.
    static func transformArgumentCount(
        _ name: String, minimum: Int, maximum: Int, got: Int, signature: String
    ) -> Self {
        let expected = minimum == maximum ? "\(minimum)" : "\(minimum) or \(maximum)"
        return .init(
            .argumentCount, .error,
            "'\(name)' takes \(expected) argument\(maximum == 1 ? "" : "s"), got \(got)",
            hint: "write '\(signature)'")
    }

    static func typeMismatch(_ what: String, expected: String, got: DSLType) -> Self {
        var hint: String?
        if expected == "a time" && got == .number(.plain) {
            hint = "write the number with a unit, such as '2s' or '300ms'"
        }
        if expected == "a number" && got == .number(.time) { hint = "a time has no place here" }
        if what.hasPrefix("a value of '") {
            if expected == DSLType.transform.description {
                hint = "write CSS transform functions, such as 'rotateY(180deg) scale(2)', or 'none'"
            } else if expected == DSLType.bool.description {
                hint = "write 'true' or 'false'"
            } else if got == .transform {
                hint = "a transform list is the value of 'transform'; the helper key paths take numbers"
            }
        }
        return .init(.typeMismatch, .error, "\(what) must be \(expected), not \(got)", hint: hint)
    }

    static func unitUnknown(_ spelling: String) -> Self {
        let units = NumberUnit.allCases.map(\.rawValue).filter { !$0.isEmpty }
        return .init(
            .unitUnknown, .error, "unknown unit '\(spelling)'\(Suggestions.didYouMean(spelling, in: units))",
            hint: "the units are s, ms, deg, rad, grad, turn, %, and the lengths px, %w, %h, vw and vh")
    }

    /// A name of another kind where a timing function is expected (`timing n` for a number `n`).
    static func valueUsedAsTiming(_ name: String, _ kind: String) -> Self {
        .init(
            .valueUsedAsTiming, .error, "'\(name)' is \(kind), not a timing function",
            hint: "name a timing function with 'let', as in 'let \(name) = cubic-bezier(0.2, 0, 0, 1)'")
    }

    static func vectorSize(_ count: Int) -> Self {
        .init(.vectorSize, .error, "a vector has 2 to 4 components, not \(count)")
    }

    static func wordUnknown(_ kind: String, _ word: String, candidates: [String]) -> Self {
        .init(
            .wordUnknown, .error, "unknown \(kind) '\(word)'\(Suggestions.didYouMean(word, in: candidates))",
            hint: "write one of " + candidates.joined(separator: ", "))
    }

    /// A property value or transform argument past ``Value/magnitudeLimit``.
    static func valueOutOfRange(_ shown: String) -> Self {
        .init(
            .valueOutOfRange, .error,
            "the value \(shown) is beyond ±10¹⁵, more than any length, angle or scale an effect needs",
            hint:
                "write a value within ±10¹⁵; past it the sums and products of a matrix or an export overflow")
    }
}
