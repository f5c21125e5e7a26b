/// One layer of a Lottie composition, as the import reads it.
struct LottieLayerModel: Sendable {
    /// What the layer draws, as far as its box goes.
    enum Kind: Hashable, Sendable {
        /// `ty` 0: the composition `refId`, shown in a box of `w` × `h`; `remap` is its time
        /// remapping `tm`, when it has one.
        case precomp(reference: String, remap: LottieTimeRemap?)
        /// `ty` 1, 2, 4 and 5: a solid, an image, shapes or text.
        case drawn
        /// `ty` 3: a null, drawn as nothing.
        case null
    }

    /// The content box in the layer's own coordinates at its first frame: origin and size.
    struct Box: Hashable, Sendable {
        var x: Double
        var y: Double
        var width: Double
        var height: Double

        /// The empty box at the origin.
        static let empty = Box(x: 0, y: 0, width: 0, height: 0)
    }

    /// `nm`, or "layer N" without one.
    var name: String
    /// `ind`, the number `parent` refers to.
    var number: Double?
    /// `parent`.
    var parent: Double?
    /// What it draws.
    var kind: Kind
    /// `ks`.
    var transform: LottieTransform
    /// `ip`, `op`: the frames of its composition it shows in, `op` excluded.
    var inPoint: Double
    var outPoint: Double
    /// `st`: when a precomposition's own time starts, in the composition's frames.
    var startTime: Double
    /// `sr`: how much slower a precomposition's own time runs.
    var stretch: Double
    /// `hd`: never drawn (its transform still parents).
    var isHidden: Bool
    /// The content box.
    var box: Box
    /// Where the layer is in the file.
    var path: JSONPath
    /// Its offset.
    var offset: Int
    /// Where its `parent`, `refId` and `tm` are, for messages about them.
    var referenceOffsets: [String: Int] = [:]

    /// The offset of the member `key` (`parent`, `refId`), or the layer's.
    func offset(of key: String) -> Int { referenceOffsets[key] ?? offset }
}

/// A list of layers that play together: the animation's own, or a precomposition's.
struct LottieComposition: Sendable {
    /// The layers, first drawn on top (the file's order).
    let layers: [LottieLayerModel]
    /// Where the first layer of each index `ind` is in ``layers``, so that following a chain of
    /// parents costs a lookup a step rather than a search.
    private let positions: [Double: Int]

    /// The composition of `layers`.
    init(layers: [LottieLayerModel]) {
        self.layers = layers
        var positions: [Double: Int] = [:]
        for (position, layer) in layers.enumerated() {
            if let number = layer.number, positions[number] == nil { positions[number] = position }
        }
        self.positions = positions
    }

    /// The first layer whose index `ind` is `number`, as players find a parent.
    func layer(number: Double) -> LottieLayerModel? {
        positions[number].map { layers[$0] }
    }
}

/// A Lottie animation, read.
struct LottieDocument: Sendable {
    /// `nm`.
    var name: String?
    /// `fr`.
    var frameRate: Double
    /// `ip`, `op`: the frames the animation plays, `op` excluded.
    var inPoint: Double
    var outPoint: Double
    /// `w`, `h`.
    var width: Double
    var height: Double
    /// The animation's layers.
    var root: LottieComposition
    /// The precompositions of `assets`, by `id`.
    var precomps: [String: LottieComposition]
    /// The file's JSON, for the paths messages name.
    var json: JSONNode
}
