/// The names one web export gives what it styles, all from the prefix and the effect's name, so
/// that any number of exports share a page: `fx-swap-card` for the container's class,
/// `fx-swap-card-0`… for the keyframes, `fx-play` to start it, `--fx-progress` to drive it.
public struct WebScope: Hashable, Sendable {
    /// What every name starts with (`fx`).
    public let prefix: String
    /// The effect's name as it appears in the names: its letters, digits, `-` and `_`, every other
    /// character a `-`.
    public let effect: String

    /// The names of an export of the effect `title` with `prefix` (a CSS identifier, as
    /// ``InterchangeOptions/withPrefix(_:)`` checks).
    public init(prefix: String, title: String) {
        self.prefix = prefix
        let kept = title.map {
            $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") ? $0 : "-"
        }
        effect = kept.isEmpty ? "effect" : String(kept)
    }

    /// The names of an export made with `options`.
    public init(_ options: InterchangeOptions) {
        self.init(prefix: options.prefix, title: options.title)
    }

    /// The container's class: `fx-swap-card`.
    public var container: String { prefix + "-" + effect }
    /// The class on the container that plays a timed effect: `fx-play`.
    public var play: String { prefix + "-play" }
    /// The custom property that drives a progress-driven effect: `--fx-progress`.
    public var progress: String { "--" + prefix + "-progress" }
    /// The name of animation `index`'s `@keyframes`: `fx-swap-card-0`.
    public func keyframes(_ index: Int) -> String { container + "-" + String(index) }
}
