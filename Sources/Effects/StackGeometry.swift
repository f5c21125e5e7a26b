import EffectsRegistry

/// Where the cards of seed 004's stack sit at rest, during a drag and after a button swipe.
///
/// Slot `k` is the card `k` places from the top; the slot past the visible ones (`card[visible]`)
/// is the hidden card waiting under the deepest visible one.
struct StackGeometry {
    /// What one card shows: its centre, scale and rotation.
    struct CardState {
        /// The centre, points.
        var position: Value
        /// The uniform scale.
        var scale: Double
        /// The rotation, radians.
        var rotation: Double
    }

    /// The seed's drag rotation at full progress, `M_PI_2 / 4`, and the swipe's `M_PI_4 / 2`.
    static let maximumTilt = Double.pi / 8
    /// How far below the centre a swiped card flies (`ScreenH / 2 + 50`).
    static let swipeDrop = 50.0

    var width: Double
    var height: Double
    /// The card size (`ImageWidth`, `ImageHeight`).
    var card: Value
    /// The scale lost per level (`ImageScale`).
    var shrink: Double
    /// The extra gap per level (`ImageSpace`).
    var spacing: Double
    var visible: Int

    /// The depth a slot rests at: its index, except the hidden card, which shares the deepest level.
    func depth(ofSlot slot: Int) -> Int {
        min(slot, visible - 1)
    }

    /// How far a card rises when it moves up one level: half the height its scale loses, plus the gap.
    var rise: Double {
        card.y * shrink / 2 + spacing
    }

    /// The seed's `initView` layout: `y = H/2 + h·s·d/2 + space·d`, scale `1 − s·d`.
    func rest(slot: Int) -> CardState {
        let d = Double(depth(ofSlot: slot))
        return CardState(
            position: Value(width / 2, height / 2 + card.y * shrink * d / 2 + spacing * d),
            scale: 1 - shrink * d, rotation: 0)
    }

    /// The layout while the top card is dragged `progress` of half the viewport towards `sign`
    /// (+1 right, −1 left): the seed's `XOffPercent` is `sign · progress`.
    ///
    /// The cards behind follow `|XOffPercent|`: the seed's signed offset would push them down and
    /// shrink them on a left drag.
    func dragged(slot: Int, progress: Double, sign: Double) -> CardState {
        var state = rest(slot: slot)
        if slot == 0 {
            state.position.x += sign * progress * width / 2
            state.rotation = sign * StackGeometry.maximumTilt * progress
        } else if slot < visible {
            state.position.y -= abs(progress) * rise
            state.scale += abs(progress) * shrink
        }
        return state
    }

    /// The layout at the end of the button swipe towards `sign`: the top card off the viewport,
    /// each card behind one level up, the hidden card unchanged.
    func swiped(slot: Int, sign: Double) -> CardState {
        guard slot == 0 else { return dragged(slot: slot, progress: 1, sign: sign) }
        let x = sign < 0 ? -card.x : width + card.x
        return CardState(
            position: Value(x, height / 2 + StackGeometry.swipeDrop), scale: 1,
            rotation: sign * StackGeometry.maximumTilt)
    }
}
