/// A random but valid set of effects for the parse figure, written out both as `.fx` source and as
/// JSON holding the same numbers, so the two parsers read the same content.
struct GeneratedEffects {
    /// A parameter: `param NAME = DEFAULT in LOW...HIGH "HELP"`.
    struct Parameter {
        let name: String
        let defaultValue: Double
        let low: Double
        let high: Double
        let help: String
    }

    /// A timing function: a name, a cubic-bezier, or steps (jump-end).
    enum Timing {
        case named(String)
        case bezier(Double, Double, Double, Double)
        case steps(Int)
    }

    /// One keyframe line: offset in percent, value components, optional timing function.
    struct Keyframe {
        let percent: Double
        let value: [Double]
        let timing: Timing?
    }

    /// A track: `animate KEYPATH OPTIONS from A to B`, or with a keyframe block.
    struct Track {
        let keyPath: String
        let duration: Double?
        let delay: Double?
        let mode: String?
        let timing: Timing?
        let isAdditive: Bool
        let repeatCount: Int?
        let autoreverses: Bool
        let fill: String?
        /// `from`/`to` values when there is no keyframe block.
        let fromTo: (from: [Double], to: [Double])?
        let keyframes: [Keyframe]
    }

    /// A layer: model values, loose tracks, and tracks inside one optional group.
    struct Layer {
        let name: String
        let sets: [(keyPath: String, value: [Double])]
        let tracks: [Track]
        let groupDuration: Double?
        let groupTracks: [Track]
    }

    /// One effect.
    struct Effect {
        let name: String
        let summary: String
        let parameters: [Parameter]
        let duration: Double
        let layers: [Layer]
    }

    /// The effects.
    private(set) var effects: [Effect] = []

    private static let scalarPaths = [
        "opacity", "zPosition", "transform.rotation", "transform.scale", "cornerRadius", "shadowOpacity",
        "position.x", "position.y",
    ]
    private static let vectorPaths = ["position", "anchorPoint", "bounds.size", "transform.translation"]
    private static let namedTimings = ["ease", "ease-in", "ease-out", "ease-in-out", "linear"]

    /// Effects whose `.fx` text is at least `bytes` long.
    init(fxBytes bytes: Int, seed: UInt64 = 0xF00D) {
        var random = SplitMix(seed: seed)
        var estimate = 0
        while estimate < bytes {
            let effect = GeneratedEffects.effect(number: effects.count + 1, &random)
            var text = ByteText()
            GeneratedEffects.writeFX(effect, to: &text)
            estimate += text.bytes.count
            effects.append(effect)
        }
    }

    private static func timing(_ random: inout SplitMix) -> Timing {
        let roll = random.unit()
        if roll < 0.6 { return .named(namedTimings[random.int(0...namedTimings.count - 1)]) }
        if roll < 0.9 {
            return .bezier(
                random.rounded(0...1, decimals: 2), random.rounded(-0.5...1.5, decimals: 2),
                random.rounded(0...1, decimals: 2), random.rounded(-0.5...1.5, decimals: 2))
        }
        return .steps(random.int(2...8))
    }

    /// Plausible values for each property: opacity in 0...1, angles in radians, sizes positive.
    private static func range(_ keyPath: String) -> ClosedRange<Double> {
        switch keyPath {
        case "opacity", "shadowOpacity", "anchorPoint": return 0...1
        case "transform.rotation": return -3.2...3.2
        case "transform.scale": return 0...2
        case "zPosition": return -5...5
        case "cornerRadius", "bounds.size": return 0...400
        default: return -400...400
        }
    }

    private static func value(_ keyPath: String, width: Int, _ random: inout SplitMix) -> [Double] {
        let range = range(keyPath)
        return (0..<width).map { _ in random.rounded(range, decimals: 2) }
    }

    private static func track(keyPath: String, width: Int, _ random: inout SplitMix) -> Track {
        let keyframeCount = random.chance(0.3) ? 0 : random.int(2...12)
        var keyframes: [Keyframe] = []
        if keyframeCount > 0 {
            var percents = (0..<keyframeCount).map { _ in random.rounded(1...99, decimals: 1) }.sorted()
            percents[0] = 0
            percents[keyframeCount - 1] = 100
            for (index, percent) in percents.enumerated() {
                let last = index == keyframeCount - 1
                keyframes.append(
                    Keyframe(
                        percent: percent, value: value(keyPath, width: width, &random),
                        timing: !last && random.chance(0.7) ? timing(&random) : nil))
            }
        }
        let mode: String? =
            keyframeCount > 2 && random.chance(0.3)
            ? ["cubic", "paced", "discrete", "cubic-paced"][random.int(0...3)] : nil
        return Track(
            keyPath: keyPath, duration: random.chance(0.7) ? random.rounded(0.1...2, decimals: 2) : nil,
            delay: random.chance(0.3) ? random.rounded(0...0.5, decimals: 2) : nil, mode: mode,
            timing: random.chance(0.4) ? timing(&random) : nil, isAdditive: random.chance(0.15),
            repeatCount: random.chance(0.1) ? random.int(2...4) : nil, autoreverses: random.chance(0.1),
            fill: random.chance(0.3) ? ["forwards", "backwards", "both"][random.int(0...2)] : nil,
            fromTo: keyframeCount == 0
                ? (value(keyPath, width: width, &random), value(keyPath, width: width, &random)) : nil,
            keyframes: keyframes)
    }

    private static func layer(number: Int, _ random: inout SplitMix) -> Layer {
        var sets: [(keyPath: String, value: [Double])] = []
        var tracks: [Track] = []
        var groupTracks: [Track] = []
        var used = Set<String>()
        for _ in 0..<random.int(2...5) {
            let vector = random.chance(0.4)
            let paths = vector ? vectorPaths : scalarPaths
            let keyPath = paths[random.int(0...paths.count - 1)]
            guard used.insert(keyPath).inserted else { continue }
            let width = vector ? 2 : 1
            if random.chance(0.6) { sets.append((keyPath, value(keyPath, width: width, &random))) }
            let made = track(keyPath: keyPath, width: width, &random)
            if random.chance(0.25) { groupTracks.append(made) } else { tracks.append(made) }
        }
        return Layer(
            name: "card\(number)", sets: sets, tracks: tracks,
            groupDuration: groupTracks.isEmpty ? nil : random.rounded(0.5...2, decimals: 1),
            groupTracks: groupTracks)
    }

    private static func effect(number: Int, _ random: inout SplitMix) -> Effect {
        let parameters = (0..<random.int(0...3)).map { index in
            let low = random.rounded(-10...0, decimals: 1)
            let high = low + random.rounded(1...20, decimals: 1)
            return Parameter(
                name: ["amount", "spread", "depth"][index], defaultValue: (low + high) / 2, low: low,
                high: high,
                help: "how far part \(index + 1) moves, points")
        }
        return Effect(
            name: "generated-fx\(number)",
            summary: "Generated effect number \(number) for the parse benchmark",
            parameters: parameters, duration: random.rounded(0.2...2.5, decimals: 2),
            layers: (0..<random.int(2...10)).map { layer(number: $0 + 1, &random) })
    }
}
