/// Where a registered effect was defined.
public enum EffectOrigin: Hashable, Sendable, CustomStringConvertible {
    /// One of the effects written in Swift and shipped with fxkit.
    case builtIn
    /// An effect defined in a file, at the line where its definition starts (1-based).
    case file(path: String, line: Int)
    /// An effect written in Swift outside fxkit, registered through a provider of that name (an
    /// app's own effects), so that listings do not call it built-in.
    case swift(provider: String)

    /// "built-in", "path:line" such as "effects/fade.fx:3", or the provider's name.
    public var description: String {
        switch self {
        case .builtIn: return "built-in"
        case .file(let path, let line): return "\(path):\(line)"
        case .swift(let provider): return provider
        }
    }
}
