import Testing

@testable import EffectDSL

/// One marked snippet per diagnostic of the catalog, with its exact message and place.
@Suite struct DiagnosticGoldenTests {
    /// Diagnostics that guard against states the checker already rules out, so no snippet reaches them.
    static let defensive: Set<DiagnosticID> = [.timelineInvalid]

    static let cases: [DiagnosticCase] = [
        .init(
            .anchorPointWithoutPosition, "effect e { layer l { 1️⃣set anchorPoint = (0, 0) } }",
            [
                "1️⃣ 'anchorPoint' of layer 'l' changes, but its 'position' is never set: the layer moves",
                "hint: a layer is placed by its anchor point; set 'position' to the point the anchor should sit at",
            ]),
        .init(
            .argumentCount, "effect e { let x = 1️⃣clamp(1, 2) }",
            ["1️⃣ 'clamp' takes 3 arguments, got 2", "hint: write 'clamp(x, lo, hi)'"]),
        .init(
            .baseFailed, "effect 1️⃣e: probe { param size = -1 }",
            ["1️⃣ the base effect 'probe' failed: size must not be negative"]),
        .init(
            .baseNotLoaded, "effect a: 1️⃣b { }\neffect b { layer l { set opacity = 1 2️⃣+ true } }",
            ["1️⃣ the base effect 'b' did not load", "2️⃣ '+' cannot combine a number and a boolean"]),
        .init(.baseUnknown, "effect e: 1️⃣prob { }", ["1️⃣ unknown base effect 'prob' (did you mean 'probe'?)"]),
        .init(
            .bezierXOutOfRange, "effect e { timing cubic-bezier(1️⃣1.5, 0, 0.58, 1) }",
            ["1️⃣ the x1 of 'cubic-bezier' is 1.5; it must lie within 0...1"]),
        .init(
            .blockTooDeep, "effect e { layer l { group 1️⃣{ } } }", ["1️⃣ blocks nest more than 2 deep"],
            limits: DSLLimits(blockDepth: 2)),
        .init(
            .blockUnclosed, "effect e 1️⃣{ layer l { }2️⃣",
            ["2️⃣ expected '}' to close effect 'e'", "1️⃣ note: the block opens here"]),
        .init(
            .branchTypesDiffer, "effect e { let x = true ? 1️⃣1 : \"a\" }",
            ["1️⃣ the two values have different types: a number and a string"]),
        .init(
            .callsTooDeep, "effect e { let f(x) = x; let g(x) = f(x); let h(x) = 1️⃣g(x); let y = h(1) }",
            ["1️⃣ functions call each other more than 1 deep"], limits: DSLLimits(callDepth: 1)),
        .init(.characterUnexpected, "effect e { let x = 1️⃣@ }", ["1️⃣ unexpected character '@'"]),
        .init(
            .choiceDuplicate, "effect e { param p = \"a\" in [1️⃣\"a\", 2️⃣\"a\"] }",
            ["2️⃣ the choice \"a\" is listed twice", "1️⃣ note: first listed here"]),
        .init(
            .choiceUnknown,
            "effect e { param side = \"left\" in [\"left\", \"right\"]; let x = side == 1️⃣\"lefft\" }",
            [
                "1️⃣ \"lefft\" is not a choice of 'side' (did you mean 'left'?)",
                "hint: the choices are \"left\", \"right\"",
            ]),
        .init(.colorMalformed, "effect e { let c = 1️⃣#12345 }", ["1️⃣ malformed colour '#12345'"]),
        .init(.commentUnterminated, "effect e { } 1️⃣/* never closed", ["1️⃣ unterminated '/*' comment"]),
        .init(
            .componentUnknown, "effect e { let v = (1, 2); let x = v.1️⃣z }",
            ["1️⃣ 'z' is not a component of a vector of 2 components"]),
        .init(
            .derivationCycle, "effect a: 1️⃣b { }\neffect b: 2️⃣a { }",
            [
                "1️⃣ effects derive from each other in a cycle: 'a' → 'b' → 'a'",
                "2️⃣ effects derive from each other in a cycle: 'a' → 'b' → 'a'",
            ]),
        .init(
            .derivationTooDeep, "effect a { }\neffect b: a { }\neffect c: 1️⃣b { }",
            ["1️⃣ effects derive from each other more than 1 deep"], limits: DSLLimits(derivationDepth: 1)),
        .init(.divisionByZero, "effect e { let x = 1 1️⃣/ 0 }", ["1️⃣ division by zero"]),
        .init(
            .durationNotPositive, "effect e { duration 1️⃣0s }",
            ["1️⃣ the effect's duration must be more than 0 s, got 0 s"]),
        .init(
            .effectDuplicate, "effect 1️⃣a { }\neffect 2️⃣a { }",
            ["2️⃣ effect 'a' is defined twice", "1️⃣ note: first defined here"]),
        .init(.effectExpected, "1️⃣layer l { }", ["1️⃣ expected 'effect' at the top level, found 'layer'"]),
        .init(
            .evaluationTooLong,
            "effect e { let f(x) = x + x + x; let g(x) = f(f(f(x))); let y = 1️⃣g(g(g(1))) }",
            ["1️⃣ the effect takes more than 50 evaluation steps"], limits: DSLLimits(evaluationSteps: 50)),
        .init(
            .errorsTooMany, "effect e { let a = 1️⃣x; let b = 2️⃣y; let c = 3️⃣z }",
            [
                "1️⃣ unknown name 'x'", "2️⃣ unknown name 'y'",
                "3️⃣ and 1 more error in this file; only the first 2 are shown",
            ], limits: DSLLimits(errors: 2)),
        .init(
            .exampleBuildFailed,
            "effect e { param n = 1 in 0...2; layer l { set opacity = 1 / n }; example \"x\" at 0s where 1️⃣n = 0 { l.opacity = 1 } }",
            ["1️⃣ the effect cannot be built with the example's parameters: division by zero"]),
        .init(
            .exampleColumnUnknown,
            "effect e { layer l { set opacity = 1 }; example \"x\" at 0s { 1️⃣l.opacty = 1 } }",
            [
                "1️⃣ unknown column 'l.opacty' (did you mean 'l.opacity'?)",
                "hint: a column is 'layer.keypath', with '.x', '.y', '.z' or '.w' for a vector; the effect's sample table lists them",
            ]),
        .init(
            .exampleEmpty, "effect e { layer l { set opacity = 1 }; 1️⃣example \"x\" at 0s { } }",
            ["1️⃣ the example expects no values"]),
        .init(
            .exampleMomentOutOfRange,
            "effect e { duration 1s; layer l { set opacity = 1 }; example \"x\" at 1️⃣2s { l.opacity = 1 } }",
            ["1️⃣ the example's moment 2 s is outside the effect, 0 s...1 s"]),
        .init(
            .exampleParameterInvalid,
            "effect e: probe { example \"x\" at 0s where size = 1️⃣500 { box.opacity = 1 } }",
            ["1️⃣ the value of 'size' does not fit: size must be within -100...100, got 500"]),
        .init(
            .exampleParameterUnknown,
            "effect e: probe { example \"x\" at 0s where 1️⃣sise = 5 { box.opacity = 1 } }",
            ["1️⃣ unknown parameter 'sise' (did you mean 'size'?)", "hint: the parameters are size, duration"]),
        .init(
            .exampleValueMismatch,
            "effect e { layer l { set opacity = 1 }; example \"x\" at 50% { 1️⃣l.opacity = 2 } }",
            ["1️⃣ the example expects l.opacity = 2, but the effect shows 1 at its moment"]),
        .init(
            .exampleValueNotConstant,
            "effect e { param p = 1; layer l { set opacity = p }; example \"x\" at 0s { l.opacity = 1️⃣p } }",
            ["1️⃣ an example's values must be constant, but 'p' is not"]),
        .init(
            .examplesTooMany,
            "effect e { layer l { set opacity = 1 }; example \"x\" at 0s { l.opacity = 1 }; 1️⃣example \"y\" at 0s { l.opacity = 1 } }",
            ["1️⃣ the effect has more than 1 examples"], limits: DSLLimits(examples: 1)),
        .init(.expected, "effect e { param 1️⃣= 1 }", ["1️⃣ expected a name after 'param'"]),
        .init(
            .expected, "effect e { timing cubic-bezier(0.2 1️⃣0, 0.2, 1) }",
            [
                "1️⃣ expected ',' or ')' after an argument of 'cubic-bezier', found '0'",
                "hint: separate the arguments of 'cubic-bezier' with ','",
            ]),
        .init(.expressionExpected, "effect e { let x = 1️⃣) }", ["1️⃣ expected an expression, found ')'"]),
        .init(
            .expressionTooDeep, "effect e { let x = ((1️⃣(1))) }", ["1️⃣ expression nests more than 3 deep"],
            limits: DSLLimits(expressionDepth: 3)),
        .init(
            .fileNotText, "effect e { 1️⃣\u{0}\u{1}\u{2} }",
            [
                "1️⃣ the file is not text: it holds the control byte 0x00 at 1:12 and 2 more",
                "hint: a .fx file is UTF-8 text; is this the file meant?",
            ]),
        .init(
            .fileTooLarge, "1️⃣effect e { }", ["1️⃣ the file is larger than 10 bytes"],
            limits: DSLLimits(fileBytes: 10)),
        .init(
            .functionNotCalled, "effect e { let x = 1️⃣abs }",
            ["1️⃣ 'abs' is a function; call it with arguments, as in 'abs(…)'"]),
        .init(
            .functionUnknown, "effect e { let x = 1️⃣sine(1) }",
            ["1️⃣ unknown function 'sine' (did you mean 'sin' or 'min'?)"]),
        .init(
            .keyframeOffsetOutOfRange, "effect e { layer l { animate opacity { 0% 1; 1️⃣120% 0 } } }",
            ["1️⃣ keyframe offset 120% is outside 0%...100%"]),
        .init(
            .keyframeOffsetsMixed, "effect e { layer l { animate opacity { 0% 1; 1️⃣0 } } }",
            ["1️⃣ either every keyframe of a block has an offset or none has"]),
        .init(
            .keyframeOffsetsOutOfOrder,
            "effect e { layer l { animate opacity { 0% 1; 60% 0.5; 1️⃣30% 0.2; 100% 0 } } }",
            ["1️⃣ keyframe offset 30% comes before the previous one, 60%"]),
        .init(
            .keyframeOffsetType, "effect e { layer l { animate opacity { 1️⃣0.5 1; 100% 0 } } }",
            ["1️⃣ a keyframe offset must be a percentage or a time, not a number"]),
        .init(
            .keyframeSeparatorComma, "effect e { layer l { animate opacity { 0% 11️⃣, 100% 0 } } }",
            [
                "1️⃣ keyframes are separated by ';' or line breaks, not ','",
                "hint: write '{ 0% 1; 100% 0 }'",
            ]),
        .init(
            .keyframesNotFromStart, "effect e { layer l { animate opacity { 1️⃣10% 1; 100% 0 } } }",
            ["1️⃣ the first keyframe must be at 0%, not 10%"]),
        .init(
            .keyframesNotToEnd, "effect e { layer l { animate opacity duration 1s { 0% 1; 1️⃣0.9s 0 } } }",
            ["1️⃣ the last keyframe must be at 100%, not 0.9 s (90%)"]),
        .init(
            .keyframesTooFew, "effect e { layer l { animate opacity 1️⃣{ 0% 1 } } }",
            ["1️⃣ a keyframe block needs at least two keyframes"]),
        .init(
            .keyframesTooMany, "effect e { layer l { animate opacity 1️⃣{ 0% 1; 50% 0; 100% 1 } } }",
            ["1️⃣ a track has more than 2 keyframes"], limits: DSLLimits(keyframes: 2)),
        .init(
            .keyframeTimingOnLast,
            "effect e { layer l { set opacity = 0; animate opacity { 0% 1 ease-in; 100% 0 1️⃣ease-out } } }",
            ["1️⃣ a timing function on the last keyframe has no effect"]),
        .init(
            .keyPathUnknown, "effect e { layer l { set 1️⃣opacty = 1 } }",
            ["1️⃣ unknown key path 'opacty' (did you mean 'opacity'?)"]),
        .init(
            .keywordAsName, "effect e { let 1️⃣layer = 1 }",
            ["1️⃣ 'layer' is a keyword and cannot be used as a name"]),
        .init(
            .layerDuplicate, "effect e { layer 1️⃣a { }; layer 2️⃣a { } }",
            ["2️⃣ layer 'a' is defined twice", "1️⃣ note: first defined here"]),
        .init(
            .layersTooMany, "effect e { for i in 0..<3 { layer 1️⃣l[i] { } } }",
            ["1️⃣ the effect has more than 2 layers"],
            limits: DSLLimits(layers: 2)),
        .init(
            .linearStopInputs, "effect e { timing linear(0, 0.5 10% 20% 1️⃣30%, 1) }",
            ["1️⃣ a stop of 'linear()' takes at most two input percentages"]),
        .init(
            .linearStopsTooFew, "effect e { timing 1️⃣linear(0) }", ["1️⃣ 'linear()' needs at least two stops"]),
        .init(
            .loopTooLong, "effect e { 1️⃣for i in 0..<11 { } }",
            ["1️⃣ the loops of the effect run more than 10 times in all"],
            limits: DSLLimits(loopTrips: 10)),
        .init(
            .modeNotForTransform,
            "effect e { layer l { animate transform mode 1️⃣paced from none to rotate(1) } }",
            [
                "1️⃣ a 'transform' track's mode is 'linear' or 'discrete', not 'paced'",
                "hint: neither CSS nor Core Animation has a distance or a spline between transform lists",
            ]),
        .init(.nameBuiltIn, "effect e { let 1️⃣pi = 3 }", ["1️⃣ 'pi' is built in and cannot be redefined"]),
        .init(
            .nameDuplicate, "effect e { let 1️⃣a = 1; let 2️⃣a = 2 }",
            ["2️⃣ 'a' is defined twice", "1️⃣ note: first defined here"]),
        .init(.nameNotAFunction, "effect e { let a = 1; let b = 1️⃣a(2) }", ["1️⃣ 'a' is not a function"]),
        .init(
            .nameTooLong, "effect e { let 1️⃣abcdefg = 1 }", ["1️⃣ name is longer than 6 bytes"],
            limits: DSLLimits(nameBytes: 6)),
        .init(
            .nameUnknown, "effect e { let angle = 1; let x = 1️⃣angel }",
            ["1️⃣ unknown name 'angel' (did you mean 'angle'?)"]),
        .init(
            .nameUnknown, "effect e { let a = 1; let b = 2; let c = 1️⃣a-b }",
            ["1️⃣ unknown name 'a-b'", "hint: a name may contain '-'; to subtract, write 'a - b'"]),
        .init(
            .nameUnknown, "effect e { let n = 4; let x = 1️⃣n-1 }",
            ["1️⃣ unknown name 'n-1'", "hint: a name may contain '-'; to subtract, write 'n - 1'"]),
        .init(
            .nonFinite, "effect e { let x = 1e300 1️⃣* 1e300 }", ["1️⃣ the result of '*' is not a finite number"]),
        .init(
            .notWhole, "effect e { for i in 0..<1️⃣2.5 { } }",
            ["1️⃣ a loop bound must be a whole number, not 2.5"]),
        .init(.numberTooLarge, "effect e { let x = 1️⃣1e400 }", ["1️⃣ number '1e400' is too large"]),
        .init(.operandType, "effect e { let x = 1️⃣!1 }", ["1️⃣ '!' needs a boolean, not a number"]),
        .init(
            .operatorTypes, "effect e { let x = 1s 1️⃣+ 2 }",
            [
                "1️⃣ '+' cannot combine a time and a number",
                "hint: write the number with a unit, such as '0.5s'",
            ]),
        .init(
            .optionAfterValues, "effect e { layer l { animate opacity from 0 to 1 1️⃣delay 0.2s } }",
            [
                "1️⃣ options come before 'from', 'to' or the keyframe block, but 'delay' follows them",
                "hint: write 'animate opacity delay 0.2s from 0 to 1'",
            ]),
        .init(
            .optionDuplicate, "effect e { 1️⃣duration 1s; 2️⃣duration 2s }",
            ["2️⃣ 'duration' is given twice", "1️⃣ note: first given here"]),
        .init(
            .optionNegative, "effect e { layer l { set opacity = 0; animate opacity speed 1️⃣-1 to 0 } }",
            ["1️⃣ the speed must be 0 or more, got -1"]),
        .init(
            .optionNotOnGroup, "effect e { layer l { group 1️⃣additive { } } }",
            ["1️⃣ 'additive' cannot be used on a group"]),
        .init(
            .optionUnknown, "effect e { layer l { animate opacity 1️⃣durtion 1s to 0 } }",
            ["1️⃣ unknown option 'durtion' (did you mean 'duration'?)"]),
        .init(
            .originAnimated, "effect e { layer l { animate 1️⃣origin to (0, 0) } }",
            [
                "1️⃣ 'origin' cannot be animated",
                "hint: the origin becomes a fixed anchorPoint and position; set it once, or animate 'anchorPoint' and 'position' together",
            ]),
        .init(
            .originInvalid, "effect e { layer l { 1️⃣set origin = (0, 0) } }",
            [
                "1️⃣ the transform origin of layer 'l' needs the layer's size: set bounds.size to a width and height above 0"
            ]),
        .init(
            .originInvalid,
            "effect e { layer l { set bounds.size = (10, 10); set position = (0, 0); set origin = (0, 0); 1️⃣set anchorPoint = (0, 0) } }",
            [
                "1️⃣ layer 'l' sets 'origin', which replaces its 'anchorPoint'; set or animate 'anchorPoint' without 'origin', or set only the origin"
            ]),
        .init(
            .parameterConstraintType, "effect e { param p = 1️⃣true in 0...1 }",
            ["1️⃣ the default of 'p' is a boolean, which takes no range or choices"]),
        .init(
            .parameterDefaultNotAChoice, "effect e { param p = 1️⃣\"up\" in [\"left\", \"right\"] }",
            ["1️⃣ the default \"up\" of 'p' is not one of its choices"]),
        .init(
            .parameterDefaultNotConstant, "effect e { let a = 1; param p = 1️⃣a }",
            ["1️⃣ a parameter's default and range must be constant, but 'a' is not"]),
        .init(
            .parameterDefaultOutOfRange, "effect e { param p = 1️⃣2 in 0...1 }",
            ["1️⃣ the default 2 of 'p' is outside its range 0...1"]),
        .init(
            .parameterNeedsChoices, "effect e { param p = 1️⃣\"a\" }",
            ["1️⃣ the string parameter 'p' needs its choices"]),
        .init(
            .parameterNewLikeBase, "effect e: probe { param 1️⃣sise = 5 }",
            [
                "1️⃣ 'sise' is not a parameter of the base effect (did you mean 'size'?)",
                "hint: 'param' with a base parameter's name changes its default; a new parameter needs a name unlike theirs",
            ]),
        .init(
            .parameterOverrideConstraint, "effect e: probe { 1️⃣param size = 5 in 0...10 }",
            ["1️⃣ 'size' is a parameter of the base effect; only its default can change"]),
        .init(
            .parameterOverrideInvalid, "effect e: probe { param size = 1️⃣500 }",
            ["1️⃣ the new default of 'size' does not fit: size must be within -100...100, got 500"]),
        .init(
            .parameterOverrideType, "effect e: probe { param size = 1️⃣true }",
            ["1️⃣ 'size' is a number in the base effect; its new default is a boolean"]),
        .init(.parameterRangeEmpty, "effect e { param p = 1 in 1️⃣2...0 }", ["1️⃣ the range 2...0 is empty"]),
        .init(
            .parameterTransform, "effect e { param t = 1️⃣rotate(1) }",
            [
                "1️⃣ the parameter 't' cannot be a transform list",
                "hint: make its numbers parameters and build the list with 'let', as in 'let turn = rotateY(angle)'",
            ]),
        .init(.parameterUnused, "effect e { param 1️⃣p = 1 }", ["1️⃣ parameter 'p' is never used"]),
        .init(
            .perspectiveNegative, "effect e { perspective 1️⃣-5 }",
            [
                "1️⃣ the perspective must be 0 or more, got -5",
                "hint: the distance is from the viewer to the layer's plane, in points; 500 to 1000 is usual",
            ]),
        .init(
            .pxOnNonLength, "effect e { layer l { set opacity = 1️⃣0.5px } }",
            [
                "1️⃣ the value of 'opacity' must be a number, but 0.5px is a length",
                "hint: drop the px: px is for lengths, in points, and this is a plain number",
            ]),
        .init(
            .skewInfinite, "effect e { layer l { set transform = skewX(1️⃣90deg) } }",
            [
                "1️⃣ the angle of 'skewX' is 90deg, where a skew's tangent is infinite",
                "hint: a skew leans by the tangent of its angle: keep it strictly between -90deg and 90deg",
            ]),
        .init(
            .percentAsLength, "effect e { layer l { let shift = translateX(1️⃣-100%) } }",
            [
                "1️⃣ the argument of 'translateX' must be a length, but -100% is a fraction of no size",
                "hint: write -100%w for a share of the layer's width, -100%h of its height, or -100vw or -100vh of the viewport's",
            ]),
        .init(
            .percentOnLength, "effect e { layer l { set transform.translation.x = 1️⃣-100% } }",
            [
                "1️⃣ 'transform.translation.x' is a length, but a percentage is a fraction of no size (100% would be 1 point)",
                "hint: write a share of a size: %w of the layer's width, %h of its height, vw or vh of the viewport's (-100%w)",
            ]),
        .init(
            .propertySnapsBack, "effect e { layer l { 1️⃣animate opacity from 1 to 0 } }",
            [
                "1️⃣ 'l.opacity' jumps from 0 to 1 at 0.25 s when its animation ends",
                "hint: with fill 'none' the model value shows again: set 'opacity' to the end value, or fill forwards",
            ]),
        .init(.rangeOperatorMalformed, "effect e { for i in 01️⃣..5 { } }", ["1️⃣ unexpected '..'"]),
        .init(
            .relativeLengthOutsideLayer, "effect e { let shift = 1️⃣50%w }",
            [
                "1️⃣ '50%w' is a share of a layer's size, but no layer is being built here",
                "hint: write it inside the layer it measures; 'vw' and 'vh' measure the viewport anywhere",
            ]),
        .init(
            .relativeLengthWithoutSize, "effect e { layer l { set position.x = -1️⃣100%w } }",
            [
                "1️⃣ '100%w' is a share of the size of layer 'l', which has no 'bounds.size' here",
                "hint: set 'bounds.size' before the lengths that read it, as in 'set bounds.size = (300, 100)'",
            ]),
        .init(
            .springCut,
            "effect e { duration 0.5s; layer l { set opacity = 1; 1️⃣animate opacity timing spring(damping: 5) from 0 to 1 } }",
            [
                "1️⃣ 'l.opacity' cuts its spring at 0.5 s, 0.5 s into it, at the value 1.0366; it settles after 2.865267 s",
                "hint: a spring runs in seconds, not stretched to fit: give it at least its settling duration "
                    + "(a track with no duration anywhere takes it)",
            ]),
        .init(
            .springFormsMixed, "effect e { timing spring(mass: 1, 1️⃣bounce: 0.2) }",
            ["1️⃣ 'spring' takes either mass, stiffness, damping and velocity, or duration and bounce"]),
        .init(
            .springLabelUnknown, "effect e { timing spring(1️⃣mas: 1) }",
            ["1️⃣ unknown argument 'mas' of 'spring' (did you mean 'mass'?)"]),
        .init(.sqrtOfNegative, "effect e { let x = 1️⃣sqrt(-1) }", ["1️⃣ 'sqrt' of the negative number -1"]),
        .init(
            .statementEndExpected, "effect e { let x = 1 1️⃣2 }",
            ["1️⃣ expected a line break or ';' after the statement, found '2'"]),
        .init(
            .statementEndExpected, "effect e { let a = 1; let b = a 1️⃣-1 }",
            [
                "1️⃣ expected a line break or ';' after the statement, found '-'",
                "hint: a '-' with a space before it and none after is a sign; to subtract, put spaces on both sides",
            ]),
        .init(.statementExpected, "effect e { 1️⃣42 }", ["1️⃣ expected a statement in an effect, found '42'"]),
        .init(.statementNotAllowed, "effect e { 1️⃣set opacity = 1 }", ["1️⃣ 'set' cannot appear in an effect"]),
        .init(
            .statementNotTopLevel, "effect e { if true { 1️⃣duration 1s } }",
            ["1️⃣ 'duration' cannot appear inside 'for' or 'if'"]),
        .init(
            .statementUnknown, "effect e { layer l { 1️⃣animat opacity to 0 } }",
            ["1️⃣ unknown statement 'animat' in a layer (did you mean 'animate'?)"]),
        .init(.stringEscapeInvalid, "effect e { summary \"a1️⃣\\qb\" }", ["1️⃣ invalid escape '\\q' in string"]),
        .init(
            .stringTooLong, "effect e { summary 1️⃣\"abcd\" }", ["1️⃣ string is longer than 3 bytes"],
            limits: DSLLimits(stringBytes: 3)),
        .init(.stringUnterminated, "effect e { summary 1️⃣\"abc\n}", ["1️⃣ unterminated string"]),
        .init(
            .timingFunctionTakesNoArguments, "effect e { timing ease1️⃣(1) }", ["1️⃣ 'ease' takes no arguments"]),
        .init(
            .timingFunctionUnknown, "effect e { timing 1️⃣ease-inout }",
            ["1️⃣ unknown timing function 'ease-inout' (did you mean 'ease-in-out' or 'ease-out'?)"]),
        .init(
            .timeOutOfRange,
            "effect e { duration 1️⃣1e307s; layer l { set opacity = 0; animate opacity delay 2️⃣-2e9s speed 3️⃣1e10 repeat 4️⃣2e9 to 1 } }",
            [
                "1️⃣ the effect's duration must lie within ±1000000000 s (about 31 years), got 1e+307 s",
                "2️⃣ the delay must lie within ±1000000000 s (about 31 years), got -2000000000 s",
            ]),
        .init(
            .timingInvalid, "effect e { timing 1️⃣spring(mass: 0) }",
            ["1️⃣ spring mass must be greater than 0, got 0"]),
        .init(
            .timingUsedAsValue, "effect e { let bz = ease-in; layer l { set opacity = 1️⃣bz } }",
            [
                "1️⃣ 'bz' is a timing function, not a value",
                "hint: use it after 'timing' or at the end of a keyframe line, as in '50% 1 bz'",
            ]),
        .init(
            .trackCutByGroup,
            "effect e { duration 1s; layer l { group fill forwards { 1️⃣animate opacity duration 2s from 1 to 0 } } }",
            [
                "1️⃣ 'l.opacity' is cut by its group at 1 s, 50% into its run, at the value 0.5",
                "hint: a group clips its animations; it does not scale them",
            ]),
        .init(
            .trackRunsPastEnd,
            "effect e { duration 1s; layer l { set opacity = 0; 1️⃣animate opacity duration 2s from 1 to 0 } }",
            [
                "1️⃣ 'l.opacity' runs until 2 s, past the end of the timeline at 1 s",
                "hint: samples stop at the timeline's duration: lengthen it or shorten the animation",
            ]),
        .init(
            .tracksTooMany,
            "effect e { layer l { set opacity = 0; animate opacity to 0; 1️⃣animate opacity to 1 } }",
            ["1️⃣ the effect has more than 1 tracks"], limits: DSLLimits(tracks: 1)),
        .init(
            .typeMismatch, "effect e { duration 1️⃣2 }",
            [
                "1️⃣ the effect's duration must be a time, not a number",
                "hint: write the number with a unit, such as '2s' or '300ms'",
            ]),
        .init(.unitUnknown, "effect e { let x = 21️⃣em }", ["1️⃣ unknown unit 'em'"]),
        .init(
            .valueOutOfRange,
            "effect e { layer l { set position = 1️⃣(0, 1e300); set transform = rotate(2️⃣-2e15) } }",
            [
                "1️⃣ the value (0, 1e+300) is beyond ±10¹⁵, more than any length, angle or scale an effect needs",
                "2️⃣ the value -2000000000000000 is beyond ±10¹⁵, more than any length, angle or scale an effect needs",
            ]),
        .init(
            .valueUsedAsTiming,
            "effect e { let n = 2; layer l { set opacity = 1; animate opacity timing 1️⃣n to 0 } }",
            [
                "1️⃣ 'n' is a number, not a timing function",
                "hint: name a timing function with 'let', as in 'let n = cubic-bezier(0.2, 0, 0, 1)'",
            ]),
        .init(
            .vectorSize, "effect e { let v = 1️⃣(1, 2, 3, 4, 5) }", ["1️⃣ a vector has 2 to 4 components, not 5"]),
        .init(
            .wordUnknown, "effect e { layer l { set opacity = 0; animate opacity fill 1️⃣forward to 0 } }",
            ["1️⃣ unknown fill mode 'forward' (did you mean 'forwards'?)"]),
    ]

    @Test(arguments: cases)
    func producesTheExactMessageAtTheMarker(_ testCase: DiagnosticCase) {
        DiagnosticExpectations.check(testCase.snippet, testCase.expected, limits: testCase.limits)
        let ids = DiagnosticExpectations.diagnostics(
            MarkedSource(testCase.snippet).text, limits: testCase.limits
        ).map(\.id)
        #expect(ids.contains(testCase.id))
    }

    @Test func everyDiagnosticOfTheCatalogHasACase() {
        let covered = Set(DiagnosticGoldenTests.cases.map(\.id)).union(DiagnosticGoldenTests.defensive)
        // The formats' messages (`css-…`, `lottie-…`) have their cases in EffectsInterchangeTests.
        let missing = DiagnosticID.languageCatalog.filter { !covered.contains($0) }
        #expect(missing.isEmpty, "no golden case for \(missing.map(\.rawValue))")
    }
}
