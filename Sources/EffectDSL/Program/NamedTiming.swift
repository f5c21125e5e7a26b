/// The named timing functions of the language, in CSS spelling.
enum NamedTiming: String, CaseIterable, Hashable, Sendable {
    case linear
    case ease
    case easeIn = "ease-in"
    case easeOut = "ease-out"
    case easeInOut = "ease-in-out"
    case `default`
    case stepStart = "step-start"
    case stepEnd = "step-end"
    case hold
}
