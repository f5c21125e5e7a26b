/// The words the parser looks for, recognised once by the lexer so that the parser compares small
/// numbers instead of strings.
///
/// None of them is reserved by this alone: a name is a keyword only where the grammar expects one
/// (the reserved words are listed in `StatementContext.reservedWords`).
enum Keyword: UInt8, CaseIterable, Sendable {
    case none
    case effect, summary, param, `let`, duration, timing, drive, layer, `for`, `if`, set, animate, group
    case `in`, `else`, from, to, forever, `true`, `false`, tension, continuity, bias
    case delay, speed, offset, `repeat`, additive, cumulative, autoreverse, fill, mode
    case linear, ease, easeIn, easeOut, easeInOut, `default`, hold, stepStart, stepEnd
    case cubicBezier, steps, spring
    case example, at, `where`, within
    case perspective

    /// The word as written: a literal for every case, so that reading it allocates nothing (names
    /// that spell a keyword take their text from here rather than from the source bytes).
    var spelling: String {
        switch self {
        case .none: return ""
        case .effect: return "effect"
        case .summary: return "summary"
        case .param: return "param"
        case .`let`: return "let"
        case .duration: return "duration"
        case .timing: return "timing"
        case .drive: return "drive"
        case .layer: return "layer"
        case .`for`: return "for"
        case .`if`: return "if"
        case .set: return "set"
        case .animate: return "animate"
        case .group: return "group"
        case .`in`: return "in"
        case .`else`: return "else"
        case .from: return "from"
        case .to: return "to"
        case .forever: return "forever"
        case .`true`: return "true"
        case .`false`: return "false"
        case .tension: return "tension"
        case .continuity: return "continuity"
        case .bias: return "bias"
        case .delay: return "delay"
        case .speed: return "speed"
        case .offset: return "offset"
        case .`repeat`: return "repeat"
        case .additive: return "additive"
        case .cumulative: return "cumulative"
        case .autoreverse: return "autoreverse"
        case .fill: return "fill"
        case .mode: return "mode"
        case .linear: return "linear"
        case .ease: return "ease"
        case .easeIn: return "ease-in"
        case .easeOut: return "ease-out"
        case .easeInOut: return "ease-in-out"
        case .`default`: return "default"
        case .hold: return "hold"
        case .stepStart: return "step-start"
        case .stepEnd: return "step-end"
        case .cubicBezier: return "cubic-bezier"
        case .steps: return "steps"
        case .spring: return "spring"
        case .example: return "example"
        case .at: return "at"
        case .`where`: return "where"
        case .within: return "within"
        case .perspective: return "perspective"
        }
    }

    /// The keyword spelt by `bytes`, or `.none`: the bytes are packed into two integers and
    /// matched by a switch over constants (generated from the spellings), with no table to load.
    static func classify(_ bytes: UnsafeBufferPointer<UInt8>) -> Keyword {
        guard bytes.count <= 16 else { return .none }
        var low: UInt64 = 0
        var high: UInt64 = 0
        var shift: UInt64 = 0
        for byte in bytes {
            if shift < 64 {
                low |= UInt64(byte) &<< shift
            } else {
                high |= UInt64(byte) &<< (shift &- 64)
            }
            shift &+= 8
        }
        return classify(low: low, high: high)
    }

    /// The keyword whose bytes, packed as `classify(_:)` packs them (the first byte lowest, zeros
    /// after the last), are `low` and `high`, or `.none`.
    static func classify(low: UInt64, high: UInt64) -> Keyword {
        if high == 0 {
            switch low {
            case 0x0000746365666665: return .effect  // effect
            case 0x007972616D6D7573: return .summary  // summary
            case 0x0000006D61726170: return .param  // param
            case 0x000000000074656C: return .let  // let
            case 0x6E6F697461727564: return .duration  // duration
            case 0x0000676E696D6974: return .timing  // timing
            case 0x0000006576697264: return .drive  // drive
            case 0x000000726579616C: return .layer  // layer
            case 0x0000000000726F66: return .for  // for
            case 0x0000000000006669: return .if  // if
            case 0x0000000000746573: return .set  // set
            case 0x006574616D696E61: return .animate  // animate
            case 0x00000070756F7267: return .group  // group
            case 0x0000000000006E69: return .in  // in
            case 0x0000000065736C65: return .else  // else
            case 0x000000006D6F7266: return .from  // from
            case 0x0000000000006F74: return .to  // to
            case 0x0072657665726F66: return .forever  // forever
            case 0x0000000065757274: return .true  // true
            case 0x00000065736C6166: return .false  // false
            case 0x006E6F69736E6574: return .tension  // tension
            case 0x0000000073616962: return .bias  // bias
            case 0x00000079616C6564: return .delay  // delay
            case 0x0000006465657073: return .speed  // speed
            case 0x000074657366666F: return .offset  // offset
            case 0x0000746165706572: return .repeat  // repeat
            case 0x6576697469646461: return .additive  // additive
            case 0x000000006C6C6966: return .fill  // fill
            case 0x0000000065646F6D: return .mode  // mode
            case 0x00007261656E696C: return .linear  // linear
            case 0x0000000065736165: return .ease  // ease
            case 0x006E692D65736165: return .easeIn  // ease-in
            case 0x74756F2D65736165: return .easeOut  // ease-out
            case 0x00746C7561666564: return .default  // default
            case 0x00000000646C6F68: return .hold  // hold
            case 0x646E652D70657473: return .stepEnd  // step-end
            case 0x0000007370657473: return .steps  // steps
            case 0x0000676E69727073: return .spring  // spring
            case 0x00656C706D617865: return .example  // example
            case 0x0000000000007461: return .at  // at
            case 0x0000006572656877: return .where  // where
            case 0x00006E6968746977: return .within  // within
            default: break
            }
        }
        switch (low, high) {
        case (0x69756E69746E6F63, 0x0000000000007974): return .continuity  // continuity
        case (0x6974616C756D7563, 0x0000000000006576): return .cumulative  // cumulative
        case (0x657665726F747561, 0x0000000000657372): return .autoreverse  // autoreverse
        case (0x2D6E692D65736165, 0x000000000074756F): return .easeInOut  // ease-in-out
        case (0x6174732D70657473, 0x0000000000007472): return .stepStart  // step-start
        case (0x65622D6369627563, 0x000000007265697A): return .cubicBezier  // cubic-bezier
        case (0x7463657073726570, 0x0000000000657669): return .perspective  // perspective
        default: return .none
        }
    }

    /// Whether the word starts a timing function.
    var startsTimingFunction: Bool {
        switch self {
        case .linear, .ease, .easeIn, .easeOut, .easeInOut, .default, .hold, .stepStart, .stepEnd,
            .cubicBezier,
            .steps, .spring:
            return true
        default:
            return false
        }
    }

    /// Whether the word is a spline parameter of a keyframe.
    var isSplineWord: Bool { self == .tension || self == .continuity || self == .bias }
}
