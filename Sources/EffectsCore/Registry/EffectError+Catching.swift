/// A timeline body without a `do`/`catch` around its model calls.
///
/// `ModelValue`, `Track`, `Layer` and `Timeline` throw ``TimelineError``, and an effect's
/// ``TransitionEffect/timeline(_:context:)`` throws ``EffectError``; Swift's typed throws does not
/// convert one into the other by itself.
extension EffectError {
    /// What `body` builds, a ``TimelineError`` it throws becoming ``invalidTimeline(_:)``.
    ///
    /// ```swift
    /// let rise = try parameters.number("rise")
    /// return try EffectError.catching {
    ///     try Timeline(duration: 0.4, layers: [toast(rising: rise)])
    /// }
    /// ```
    public static func catching<Built>(_ body: () throws(TimelineError) -> Built) throws(EffectError) -> Built
    {
        do {
            return try body()
        } catch {
            throw EffectError(error)
        }
    }
}
