import EffectsRegistry

/// The CSS property that shows an fxkit property on a layer's element, and how its numbers are
/// written.
///
/// A CSS property holds one or more slots: `translate` has three (x and y, which carry position
/// and transform.translation, and z, which carries `zPosition`), the others one. An fxkit
/// component writes one slot.
enum WebProperty: String, CaseIterable, Hashable, Sendable {
    case left
    case top
    case width
    case height
    case opacity
    case rotate
    case scale
    case translate
    case borderRadius = "border-radius"
    case visibility
    case backfaceVisibility = "backface-visibility"

    /// The CSS name.
    var name: String { rawValue }

    /// How many slots the CSS value has.
    var slotCount: Int { self == .translate ? 3 : 1 }

    /// The unit each slot is written in.
    var unit: String {
        switch self {
        case .opacity, .scale, .visibility, .backfaceVisibility: return ""
        case .rotate: return "rad"
        default: return "px"
        }
    }

    /// The CSS text for the slots' numbers: `12.5px`, `0.15rad`, `0px 0px -1px`; a scale on all
    /// three axes (`1.5 1.5 1.5`: Core Animation's `transform.scale` scales z too); `hidden` as
    /// `visibility`, `doubleSided` as `backface-visibility` (true when nonzero).
    func text(_ slots: [Double]) -> String {
        switch self {
        case .visibility: return slots.first.map { $0 != 0 ? "hidden" : "visible" } ?? "visible"
        case .backfaceVisibility: return slots.first.map { $0 != 0 ? "visible" : "hidden" } ?? "visible"
        case .scale:
            return Array(repeating: WebNumber.text(slots.first ?? 1), count: 3).joined(separator: " ")
        default: return slots.map { WebNumber.text($0) + unit }.joined(separator: " ")
        }
    }

    /// The CSS slot each component of `target` writes, or `nil` when the export does not map it
    /// (the reason then says why); the position in `translate`, or in `left` and `top` when
    /// `positionByLayout`.
    static func slots(of target: PropertyTarget, positionByLayout: Bool = false) -> Result<
        [(WebProperty, Int)], WebMappingGap
    > {
        let all: [(WebProperty, Int)]
        switch target.property.name {
        case "position":
            all = positionByLayout ? [(.left, 0), (.top, 0)] : [(.translate, 0), (.translate, 1)]
        case "bounds.size": all = [(.width, 0), (.height, 0)]
        case "opacity": all = [(.opacity, 0)]
        case "transform.rotation": all = [(.rotate, 0)]
        case "transform.scale": all = [(.scale, 0)]
        case "transform.translation": all = [(.translate, 0), (.translate, 1)]
        case "zPosition", "transform.translation.z": all = [(.translate, 2)]
        case "hidden": all = [(.visibility, 0)]
        case "doubleSided": all = [(.backfaceVisibility, 0)]
        case "cornerRadius": all = [(.borderRadius, 0)]
        case "anchorPoint": return .failure(.init("an animated anchorPoint is not exported yet"))
        case "backgroundColor", "borderColor":
            return .failure(.init("browsers keep animated colours to 8 bits a channel"))
        default:
            return .failure(.init("the web export does not map '\(target.property.name)' yet"))
        }
        guard let component = target.component else { return .success(all) }
        guard all.indices.contains(component) else {
            return .failure(.init("no web property for component \(component)"))
        }
        return .success([all[component]])
    }
}

/// Why the web export cannot write a property: the words of an ``InterchangeError``.
struct WebMappingGap: Error {
    /// The reason, in lowercase words.
    let reason: String

    init(_ reason: String) {
        self.reason = reason
    }
}

extension WebProperty {
    /// The `z-index` that stacks a layer at `zPosition`: a thousandth of a point a step, within
    /// ±2 · 10⁹.
    ///
    /// The stage is no 3D rendering context, so its layers are painted in `z-index` order, ties in
    /// layer order: Core Animation's order of sibling layers, by zPosition alone, which neither
    /// splits nor depth-sorts layers whose planes intersect (as `fxctl render` draws them).
    static func zIndex(_ zPosition: Double) -> String {
        String(zIndexSteps(zPosition))
    }

    /// The steps of ``zIndex(_:)`` as a number.
    static func zIndexSteps(_ zPosition: Double) -> Int {
        guard zPosition.isFinite else { return 0 }
        return Int(min(max((zPosition * 1000).rounded(), -2e9), 2e9))
    }
}
