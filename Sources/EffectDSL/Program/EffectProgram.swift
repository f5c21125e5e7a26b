import EffectsRegistry

/// A checked effect, ready to compile into timelines for any parameter values.
struct EffectProgram: Sendable {
    /// The effect's name and where it is declared.
    var name: Identifier
    /// The summary, or an empty string.
    var summary: String
    /// The parameters: a base effect's first, then the effect's own, in order.
    var parameters: [IRParameter]
    /// The effect's `duration`, if written.
    var duration: IRValue?
    /// The effect's `perspective`, if written: the viewer's distance from the viewport, in points.
    var perspective: IRValue?
    /// What drives the effect: `drive progress`, else the base's drive, else time.
    var drive: EffectDrive
    /// The effect's `timing`, if written.
    var timing: IRTiming?
    /// The statements that build the layers.
    var statements: [IRStatement]
    /// The `let` functions, by index.
    var functions: [IRFunction]
    /// How many slots evaluation needs.
    var slotCount: Int
    /// The effect's own examples, checked but for their columns and moments.
    var examples: [IRExample]
    /// The effect it derives from, if any.
    var base: (any TransitionEffect)?
    /// The source file, for rendering runtime errors.
    var source: SourceFile
}
