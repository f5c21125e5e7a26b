import EffectsRegistry

/// The CSS property that shows an fxkit property on a layer's element, and how its numbers are
/// written.
///
/// A CSS property holds one or more slots: `translate` has three (x, y and z, which carries
/// `zPosition`), the others one. An fxkit component writes one slot.
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

    /// The CSS name.
    var name: String { rawValue }

    /// How many slots the CSS value has.
    var slotCount: Int { self == .translate ? 3 : 1 }

    /// The unit each slot is written in.
    var unit: String {
        switch self {
        case .opacity, .scale: return ""
        case .rotate: return "rad"
        default: return "px"
        }
    }

    /// The CSS text for the slots' numbers: `12.5px`, `0.15rad`, `0px 0px -1px`.
    func text(_ slots: [Double]) -> String {
        slots.map { WebNumber.text($0) + unit }.joined(separator: " ")
    }

    /// The CSS slot each component of `target` writes, or `nil` when the export does not map it
    /// (the reason then says why).
    static func slots(of target: PropertyTarget) -> Result<[(WebProperty, Int)], WebMappingGap> {
        let all: [(WebProperty, Int)]
        switch target.property.name {
        case "position": all = [(.left, 0), (.top, 0)]
        case "bounds.size": all = [(.width, 0), (.height, 0)]
        case "opacity": all = [(.opacity, 0)]
        case "transform.rotation": all = [(.rotate, 0)]
        case "transform.scale": all = [(.scale, 0)]
        case "transform.translation": all = [(.translate, 0), (.translate, 1)]
        case "zPosition": all = [(.translate, 2)]
        case "cornerRadius": all = [(.borderRadius, 0)]
        case "anchorPoint": return .failure(.init("an animated anchorPoint is not exported yet"))
        case "transform.rotation.x", "transform.rotation.y":
            return .failure(.init("rotations about x and y wait for transform lists (issue 13)"))
        case "transform.scale.x", "transform.scale.y":
            return .failure(.init("a scale of one axis is not exported yet; use transform.scale"))
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

/// Why the web export cannot write a property: the words of an ``ExportError``.
struct WebMappingGap: Error {
    /// The reason, in lowercase words.
    let reason: String

    init(_ reason: String) {
        self.reason = reason
    }
}

/// Numbers as CSS and JSON write them: the shortest text that reads back as the same `Double`.
enum WebNumber {
    /// `12.5`, `0`, `1e-7`; never `-0`.
    static func text(_ value: Double) -> String {
        ParameterValue.number(value).description
    }
}
