import EffectsRegistry

// Warnings for statements that are valid but rarely mean what they say: each loads, and each
// silently does something other than a reader of CSS or UIKit would expect.

extension Checker {
    /// The properties measured in points, on which a percentage is a fraction of a point.
    static let lengthProperties: Set<String> = [
        "position", "zPosition", "anchorPointZ", "bounds.size", "transform.translation",
        "transform.translation.z", "cornerRadius", "borderWidth", "shadowRadius", "shadowOffset",
    ]

    /// Refuses a percentage written to a length: `translation.x = -100%` would be −1 point, not
    /// CSS's share of the layer's width, which is spelt `-100%w`.
    mutating func warnIfPercentOnLength(_ value: IRValue, for target: PropertyTarget, _ keyPath: String) {
        guard value.type == .number(.percent), Checker.lengthProperties.contains(target.property.name) else {
            return
        }
        report(.percentOnLength(keyPath), at: value.range)
    }

    /// Warns about each layer that sets or animates `anchorPoint` but never `position`: the layer is
    /// placed by its anchor point, so moving the anchor moves the layer (Core Animation does the
    /// same), which is seldom what was meant.
    ///
    /// Layers of the base effect are left alone: their `position` may come from the base.
    mutating func warnAboutAnchorPoints(_ statements: [IRStatement], baseLayers: [String]) {
        for statement in statements {
            switch statement {
            case .layer(let layer) where !baseLayers.contains(layer.name.text):
                var anchor: Range<SourcePosition>?
                var positioned = false
                Checker.visitTargets(layer.body) { target, range in
                    if target.property.name == "anchorPoint" && anchor == nil { anchor = range }
                    if target.property.name == "position" { positioned = true }
                }
                if let anchor, !positioned {
                    report(.anchorPointWithoutPosition(layer.name.text), at: anchor)
                }
            case .loop(let loop):
                warnAboutAnchorPoints(loop.body, baseLayers: baseLayers)
            case .branch(_, let body, let elseBody):
                warnAboutAnchorPoints(body, baseLayers: baseLayers)
                warnAboutAnchorPoints(elseBody, baseLayers: baseLayers)
            default:
                break
            }
        }
    }

    /// Calls `visit` with the target and range of every `set` and `animate` in `statements`, in
    /// groups, loops and branches too.
    private static func visitTargets(
        _ statements: [IRStatement], _ visit: (PropertyTarget, Range<SourcePosition>) -> Void
    ) {
        for statement in statements {
            switch statement {
            case .set(let node): visit(node.target, node.range)
            case .animate(let node): visit(node.target, node.range)
            case .group(let group): visitTargets(group.body, visit)
            case .loop(let loop): visitTargets(loop.body, visit)
            case .branch(_, let body, let elseBody):
                visitTargets(body, visit)
                visitTargets(elseBody, visit)
            case .layer, .assign, .origin: break
            }
        }
    }
}
