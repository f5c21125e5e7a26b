/// A timeline body without a `do`/`catch` around its model calls.
///
/// `ModelValue`, `Track`, `Layer` and `Timeline` throw ``TimelineError``, and an effect's
/// ``TransitionEffect/timeline(_:context:)`` throws ``EffectError``; Swift's typed throws does not
/// convert one into the other by itself.
extension EffectError {
    /// What `body` builds, the error it throws becoming the effect's.
    ///
    /// A ``TimelineError`` becomes ``invalidTimeline(_:)``, an ``EffectError`` (a parameter read
    /// inside the body) stays itself, and any other error becomes ``failed(_:)`` with its text:
    ///
    /// ```swift
    /// return try EffectError.catching {
    ///     let rise = try parameters.number("rise")
    ///     return try Timeline(duration: 0.4, layers: [toast(rising: rise)])
    /// }
    /// ```
    public static func catching<Built>(_ body: () throws -> Built) throws(EffectError) -> Built {
        do {
            return try body()
        } catch let error as EffectError {
            throw error
        } catch let error as TimelineError {
            throw EffectError(error)
        } catch {
            throw .failed("\(error)")
        }
    }
}
