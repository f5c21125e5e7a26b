import EffectsRegistry

/// Which face of one layer the preview page shows at each of its frames.
public struct WebFaces: Hashable, Sendable {
    /// The layer's name.
    public let layer: String
    /// One flag per frame, at ``WebFaces/framesPerSecond`` from 0 s: whether the layer shows its
    /// back (it is visible and its front faces away).
    public let back: [Bool]

    /// The preview page's frames per second.
    public static let framesPerSecond = 60.0
    /// The most frames a layer's faces are listed for (ten minutes at 60 per second).
    static let frameLimit = 36_000
}

extension WebExporter {
    /// Each layer that shows its back at some frame, its face at every frame as the sampler's
    /// geometry says (`frontFacing`, `visible`), for the preview page to draw the back as `fxctl
    /// render` does: hatched, with a dashed outline.
    func faces(of timeline: Timeline) -> [WebFaces] {
        let compiled = CompiledTimeline(timeline, geometry: true)
        let columns = compiled.columnNames
        let frames = min(
            Int((timeline.duration * WebFaces.framesPerSecond).rounded(.up)), WebFaces.frameLimit)
        let rows = (0...max(frames, 0)).map { compiled.values(at: Double($0) / WebFaces.framesPerSecond) }
        var faces: [WebFaces] = []
        for layer in timeline.layers {
            guard let facing = columns.firstIndex(of: layer.name + ".frontFacing"),
                let visible = columns.firstIndex(of: layer.name + ".visible")
            else { continue }
            let back = rows.map { row in
                row.indices.contains(max(facing, visible)) && row[facing] == 0 && row[visible] != 0
            }
            if back.contains(true) { faces.append(WebFaces(layer: layer.name, back: back)) }
        }
        return faces
    }
}
