import EffectsRegistry
import EffectsText

/// Pieces as a Lottie property: a static value, or keyframes at fractional frames.
///
/// A jump between two pieces (a discrete keyframe, a step, the model value showing again when an
/// animation ends) happens exactly at its moment in every player: the piece before it ends
/// ``jumpLead`` frames early with a keyframe holding its last value, which goes straight to the new
/// value at the moment itself. So no hold ends on a frame a player renders (players disagree on a
/// hold at its last frame) and a keyframe sits exactly on the jump.
enum LottieKeyframes {
    /// How many frames before a jump the piece before it ends.
    static let jumpLead = 1e-3

    /// The property: `{"a": 0, "k": value}` when the pieces never change, else `{"a": 1, "k": [...]}`;
    /// a scalar channel's static value is a bare number.
    static func property(_ pieces: [LottiePiece], framesPerSecond: Double, scalar: Bool) -> JSONValue {
        guard let first = pieces.first else { return .object([("a", .number(0)), ("k", .number(0))]) }
        if pieces.allSatisfy({ $0.isConstant && $0.start == first.start }) {
            let value: JSONValue = scalar ? .number(first.start.first ?? 0) : .numbers(first.start)
            return .object([("a", .number(0)), ("k", value)])
        }
        return .object([
            ("a", .number(1)), ("k", .array(keyframes(pieces, framesPerSecond: framesPerSecond))),
        ])
    }

    /// The keyframes of `pieces`, still pieces in a row joined into one.
    static func keyframes(_ pieces: [LottiePiece], framesPerSecond: Double) -> [JSONValue] {
        var frames: [JSONValue] = []
        var index = 0
        while index < pieces.count {
            var piece = pieces[index]
            // Still pieces of one value in a row are one keyframe.
            while piece.isConstant, index + 1 < pieces.count, pieces[index + 1].isConstant,
                pieces[index + 1].start == piece.start
            {
                index += 1
                piece.to = pieces[index].to
            }
            let next = index + 1 < pieces.count ? pieces[index + 1] : nil
            let from = piece.from * framesPerSecond
            let to = piece.to * framesPerSecond
            if let next, jumps(from: piece.end, to: next.start) {
                var lead = min(jumpLead, (to - from) / 4)
                // A jump a thousandth of a frame past a frame would end the hold on that frame.
                if abs((to - lead) - (to - lead).rounded()) < 1e-6 { lead /= 2 }
                let cut = to - lead
                if piece.isConstant {
                    frames.append(hold(at: from, piece.start))
                    frames.append(keyframe(at: cut, piece.start, .linear))
                } else {
                    let fraction = (cut - from) / (to - from)
                    let easing = piece.easing.piece(from: 0, to: fraction) ?? .linear
                    frames.append(keyframe(at: from, piece.start, easing))
                    frames.append(
                        keyframe(
                            at: cut, piece.value(at: piece.from + fraction * (piece.to - piece.from)), .linear
                        ))
                }
            } else {
                frames.append(keyframe(at: from, piece.start, piece.easing))
            }
            if next == nil {
                frames.append(.object([("t", .number(to)), ("s", .numbers(piece.end))]))
            }
            index += 1
        }
        return frames
    }

    /// Whether two values differ by more than rounding: a jump between pieces.
    private static func jumps(from before: [Double], to after: [Double]) -> Bool {
        zip(before, after).contains { abs($0 - $1) > LottieFitter.exactness($1) }
    }

    /// A keyframe eased by `easing`, named (`n`) by its handles.
    ///
    /// ThorVG shares one easing among the keyframes of a file whose names agree in their first
    /// 20 characters (unnamed ones are named by their handles to two decimals). The handles in full
    /// begin alike for the many pieces of one curve, which share their time handles (a split
    /// position's x and y, 0.6 pt apart then), so the name is a 64-bit FNV-1a hash of them in full:
    /// 16 hexadecimal digits, distinct where the handles are.
    private static func keyframe(at frame: Double, _ value: [Double], _ easing: LottieEasing) -> JSONValue {
        let handles = [easing.x1, easing.y1, easing.x2, easing.y2].map {
            ParameterValue.number($0).description
        }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in handles.joined(separator: "_").utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return .object([
            ("t", .number(frame)), ("s", .numbers(value)),
            ("o", .object([("x", .number(easing.x1)), ("y", .number(easing.y1))])),
            ("i", .object([("x", .number(easing.x2)), ("y", .number(easing.y2))])),
            ("n", .string(String(repeating: "0", count: 16 - digits.count) + digits)),
        ])
    }

    private static func hold(at frame: Double, _ value: [Double]) -> JSONValue {
        .object([("t", .number(frame)), ("s", .numbers(value)), ("h", .number(1))])
    }
}
