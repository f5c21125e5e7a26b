/// A format effects are converted to or from besides the `.fx` language.
public enum InterchangeFormat: String, CaseIterable, Hashable, Sendable {
    /// Web Animations JSON: per layer its element and the arguments of `element.animate(…)`.
    case waapi
    /// A CSS stylesheet: one rule per layer with `animation-*` longhands, and the `@keyframes`.
    case css
    /// One self-contained HTML page that plays the effect, with controls and the values.
    case html
    /// One Lottie JSON animation: a shape layer per layer, its transform as keyframes.
    case lottie
}
