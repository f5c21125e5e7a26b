/// Where a registered effect was defined.
public enum EffectOrigin: Hashable, Sendable, CustomStringConvertible {
    /// One of the effects written in Swift and shipped with fxkit.
    case builtIn
    /// An effect defined in a file, at the line where its definition starts (1-based).
    case file(path: String, line: Int)

    /// "built-in" or "path:line", such as "effects/fade.fx:3".
    public var description: String {
        switch self {
        case .builtIn: return "built-in"
        case .file(let path, let line): return "\(path):\(line)"
        }
    }
}
