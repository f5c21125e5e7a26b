import EffectDSL
import EffectsRegistry

/// Reads a Lottie animation from its JSON: the header, the precompositions of `assets`, and each
/// composition's layers, stopping at the first error and gathering what it leaves out.
struct LottieReader {
    /// What was left out, by kind.
    var skips = LottieSkips()
    /// The image assets' sizes, by id.
    private(set) var images: [String: (width: Double, height: Double)] = [:]
    /// The animation's frame rate, for a precomposition's time remapping (seconds).
    private(set) var frameRate = 1.0

    /// The animation `root` holds.
    ///
    /// - Throws: `lottie-not-lottie` for JSON that is no animation; a positioned problem for the
    ///   first field of the wrong kind or range, or the first construct the import refuses.
    mutating func document(_ root: JSONNode) throws(LottieProblem) -> LottieDocument {
        let top = LottieValue(root: root)
        guard root.members != nil else {
            throw LottieProblem(
                message: .lottieNotLottie("the top level is \(root.kindName), not an object", at: JSONPath()),
                offset: root.offset, path: JSONPath())
        }
        guard let layers = top.member("layers") else {
            throw LottieProblem(
                message: .lottieNotLottie("the object has no 'layers'", at: JSONPath()), offset: root.offset,
                path: JSONPath())
        }
        frameRate = try top.required("fr", "the frame rate").number()
        guard frameRate > 0 else {
            throw try outOfRange(top.required("fr", ""), "the frame rate 'fr' must be more than 0")
        }
        let inPoint = try top.required("ip", "the first frame").number()
        let outPoint = try top.required("op", "the frame after the last").number()
        guard outPoint > inPoint else {
            throw try outOfRange(
                top.required("op", ""), "the animation must end ('op') after it starts ('ip')")
        }
        if let problem = MediaTiming.timeProblem((outPoint - inPoint) / frameRate) {
            throw try outOfRange(top.required("op", ""), "the animation's length \(problem)")
        }
        let width = try top.required("w", "the width").number()
        let height = try top.required("h", "the height").number()
        guard width > 0, height > 0 else {
            throw try outOfRange(top.required(width > 0 ? "h" : "w", ""), "the size must be more than 0")
        }
        var precomps: [String: LottieComposition] = [:]
        if let assets = top.member("assets") {
            for asset in try assets.array() {
                guard
                    let id = try asset.member("id").map({ v throws(LottieProblem) in try Self.identifier(v) })
                else { continue }
                if let list = asset.member("layers") {
                    guard precomps[id] == nil else {
                        throw LottieProblem(
                            message: .lottieReferenceInvalid(
                                "two assets have the id '\(id)'", at: asset.path),
                            offset: asset.node.offset, path: asset.path)
                    }
                    precomps[id] = try composition(list)
                } else {
                    images[id] = (try asset.member("w")?.number() ?? 0, try asset.member("h")?.number() ?? 0)
                }
            }
        }
        return LottieDocument(
            name: top.member("nm")?.node.string, frameRate: frameRate, inPoint: inPoint, outPoint: outPoint,
            width: width, height: height, root: try composition(layers), precomps: precomps, json: root)
    }

    /// The layers of a composition, in the file's order.
    mutating func composition(_ list: LottieValue) throws(LottieProblem) -> LottieComposition {
        var layers: [LottieLayerModel] = []
        for (index, layer) in try list.array().enumerated() {
            if let read = try self.layer(layer, number: index) { layers.append(read) }
        }
        return LottieComposition(layers: layers)
    }

    /// An asset id or `refId`: a string, or a number as some writers give it.
    static func identifier(_ value: LottieValue) throws(LottieProblem) -> String {
        if let number = value.node.number { return DiagnosticMessage.number(number) }
        return try value.string()
    }

    /// The problem "`text`" about `value`.
    func outOfRange(_ value: LottieValue, _ text: String) -> LottieProblem {
        LottieProblem(
            message: .lottieValueOutOfRange(text, at: value.path), offset: value.node.offset, path: value.path
        )
    }
}
