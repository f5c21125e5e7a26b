import EffectsRegistry

/// A parameter of an effect: its descriptor, its slot and where it is declared.
struct IRParameter: Sendable {
    /// What the registry and `inspect` show.
    var descriptor: ParameterDescriptor
    /// The slot its value is stored in.
    var slot: Int
    /// Its static type.
    var type: DSLType
    /// Where it is declared; `nil` for a parameter inherited from a base effect.
    var range: Range<SourcePosition>?
}
