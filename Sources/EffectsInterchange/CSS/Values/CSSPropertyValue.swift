/// The value of one property the importer reads, as a stylesheet writes it.
public enum CSSPropertyValue: Hashable, Sendable {
    /// `opacity`: a fraction.
    case opacity(Double)
    /// `visibility`: whether the element is visible (`hidden` and `collapse` are not).
    case visibility(Bool)
    /// `backface-visibility`: whether the back face shows.
    case backfaceVisible(Bool)
    /// `transform`.
    case transform(CSSTransformList)
    /// `translate`: x and y (percentages of the element's size) and z.
    case translate(x: CSSLength, y: CSSLength, z: CSSLength)
    /// `rotate`: an angle about one of the axes.
    case rotate(axis: CSSRotationAxis, angle: Double)
    /// `scale`: the three factors.
    case scale(x: Double, y: Double, z: Double)
    /// `width`, `height`, `left` or `top`: a length whose percentages are of the stage.
    case length(CSSLength)
    /// `transform-origin`: x and y (percentages of the element's size) and z.
    case origin(x: CSSLength, y: CSSLength, z: CSSLength)
}

extension CSSPropertyValue {
    /// The initial value of `property` (`none`, 1, `visible`, the centre), a zero rotation about
    /// `axis`; `nil` for a size or place, whose initial `auto` the layout decides.
    static func initial(of property: String, axis: CSSRotationAxis = .z) -> CSSPropertyValue? {
        switch property {
        case "translate": return .translate(x: .zero, y: .zero, z: .zero)
        case "rotate": return .rotate(axis: axis, angle: 0)
        case "scale": return .scale(x: 1, y: 1, z: 1)
        case "opacity": return .opacity(1)
        case "visibility": return .visibility(true)
        case "backface-visibility": return .backfaceVisible(true)
        case "transform": return .transform(.none)
        case "transform-origin":
            return .origin(x: CSSLength(percent: 50), y: CSSLength(percent: 50), z: .zero)
        default: return nil
        }
    }
}

/// The axis of a `rotate` value; `none` and other zero rotations fit any axis.
public enum CSSRotationAxis: String, Hashable, Sendable {
    /// About x (`rotate: x 45deg`, `1 0 0 45deg`).
    case x
    /// About y.
    case y
    /// About z, the screen's normal (`rotate: 45deg`).
    case z
}
