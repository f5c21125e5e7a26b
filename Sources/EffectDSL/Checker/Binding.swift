/// What a name in scope stands for.
struct Binding: Sendable {
    /// The kinds of names.
    enum Kind: Sendable {
        /// A parameter of the effect.
        case parameter
        /// A `let` value.
        case value
        /// A loop variable.
        case loopVariable
        /// An argument of the function whose body is being checked.
        case argument
        /// A `let` function, by index.
        case function(Int)
        /// A named timing function (`let bz = cubic-bezier(…)`), by index into the checker's
        /// timings.
        case timing(Int)
    }

    var kind: Kind
    /// The slot of a value; unused for functions.
    var slot: Int
    /// Where the name is declared; `nil` for an inherited parameter.
    var range: Range<SourcePosition>?
}
