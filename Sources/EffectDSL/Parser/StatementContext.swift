/// Where a statement stands, which decides the statements allowed there.
enum StatementContext: Hashable, Sendable {
    /// The body of an effect.
    case effect
    /// The body of a layer.
    case layer
    /// The body of a group.
    case group

    /// How messages name the place.
    var description: String {
        switch self {
        case .effect: return "an effect"
        case .layer: return "a layer"
        case .group: return "a group"
        }
    }

    /// The statement keywords allowed here.
    var keywords: [String] {
        switch self {
        case .effect: return StatementContext.effectKeywords
        case .layer: return StatementContext.layerKeywords
        case .group: return StatementContext.groupKeywords
        }
    }

    private static let effectKeywords = [
        "summary", "param", "let", "duration", "timing", "drive", "perspective", "layer", "for", "if",
        "example",
    ]
    private static let layerKeywords = ["let", "set", "animate", "group", "for", "if"]
    private static let groupKeywords = ["let", "animate", "group", "for", "if"]

    /// Whether a statement starting with `keyword` may stand here.
    func allows(_ keyword: Keyword) -> Bool {
        switch (self, keyword) {
        case (.effect, .summary), (.effect, .param), (.effect, .duration), (.effect, .timing),
            (.effect, .drive), (.effect, .example), (.effect, .perspective),
            (.effect, .layer), (.layer, .set), (.layer, .group), (.group, .group), (_, .let), (_, .for),
            (_, .if),
            (.layer, .animate), (.group, .animate):
            return true
        default:
            return false
        }
    }

    /// Every statement keyword of the language.
    static let allKeywords = [
        "summary", "param", "let", "duration", "timing", "drive", "perspective", "layer", "for", "if", "set",
        "animate", "group", "example",
    ]

    /// Words that cannot name a parameter, `let`, loop variable or layer.
    static let reservedWords: Set<String> = [
        "effect", "param", "let", "layer", "for", "in", "if", "else", "set", "animate", "group", "true",
        "false",
    ]

    /// Where a statement keyword belongs, for the hint when it is misplaced.
    static func home(of keyword: String) -> String {
        switch keyword {
        case "set", "animate": return "put it inside a 'layer' or a 'group'"
        case "group": return "put it inside a 'layer'"
        default: return "it belongs directly inside an 'effect'"
        }
    }
}
