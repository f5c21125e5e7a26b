/// An effect written as one Lottie animation, with what it holds exactly and what it approximates.
public struct LottieExport: Sendable {
    /// The Lottie JSON document, ending with a newline.
    public let text: String
    /// Every exported property of every layer, in the document's order.
    public let properties: [LottiePropertyReport]
    /// Every track of the effect, in the timeline analysis's order, and whether the Lottie
    /// properties it drives are all exact: what `inspect` can show per track.
    public let tracks: [LottieTrackReport]
    /// The fxkit properties the export leaves out (colours, borders, shadows), as `layer.keyPath`.
    public let omitted: [String]

    /// Whether every property is exact: nothing was approximated within the tolerance.
    public var isExact: Bool { properties.allSatisfy(\.isExact) }

    /// The animated key paths (`layer.keyPath`, each once, in the analysis's order) whose Lottie
    /// properties are all exact.
    public var exactTracks: [String] { trackNames(exact: true) }

    /// The animated key paths whose Lottie properties are approximated within the tolerance.
    public var approximatedTracks: [String] { trackNames(exact: false) }

    /// The key paths with every track of theirs exact (or, for `exact: false`, any one not).
    private func trackNames(exact: Bool) -> [String] {
        var order: [String] = []
        var approximated = Set<String>()
        for track in tracks {
            let name = "\(track.layer).\(track.keyPath)"
            if !order.contains(name) { order.append(name) }
            if !track.isExact { approximated.insert(name) }
        }
        return order.filter { approximated.contains($0) != exact }
    }
}

/// How one Lottie property of one layer was exported.
public struct LottiePropertyReport: Hashable, Sendable {
    /// The fxkit layer's name (the Lottie layer's `nm`).
    public let layer: String
    /// The Lottie property: `ks.a`, `ks.p`, `ks.s`, `ks.r`, `ks.sk`, `ks.o`, `shapes.rc.s`, `shapes.rc.p`,
    /// `shapes.rc.r`.
    public let property: String
    /// Whether its keyframes reproduce the sampler exactly (else within the tolerance).
    public let isExact: Bool
    /// How many keyframes it has (0 when it never changes).
    public let keyframeCount: Int
    /// Whether position is written as separate `x` and `y` properties (their easings differ).
    public let isSplit: Bool
}

/// Whether one fxkit track exports exactly: every Lottie property it drives is exact.
public struct LottieTrackReport: Hashable, Sendable {
    /// The layer's name.
    public let layer: String
    /// The track's key path (`position`, `transform.rotation`).
    public let keyPath: String
    /// Whether every Lottie property it drives reproduces the sampler exactly.
    public let isExact: Bool
}
