import EffectsRegistry
import EffectsText

/// Moments of `--at` that fall outside the effect, which `sample` samples and warns about
/// (``SampleGrid/momentsOutside(duration:)``): the warning keeps a typo such as `--at 5` for
/// `--at 0.5` from passing unnoticed.
extension SampleCommand {
    /// The warning about the moments of `--at` outside the effect, or `nil` when there is none.
    ///
    /// Outside is before 0 or after `duration` (a progress outside 0 ... 1 with `--progress`), or
    /// only before 0 for an `endless` effect, which goes on playing after its duration; each
    /// moment is named once, the first three of them.
    static func outsideWarning(_ grid: SampleGrid, duration: Double, endless: Bool = false) -> String? {
        let moments = grid.momentsOutside(duration: duration).filter { !endless || $0 < 0 }
        guard !moments.isEmpty else { return nil }
        let range =
            grid.domain == .progress
            ? "the progress, 0 to 1" : "the effect, 0 to \(NumberText.seconds(duration))"
        var listed = moments.prefix(3).map(NumberText.shortest).joined(separator: ", ")
        if moments.count > 3 { listed += " and \(moments.count - 3) more" }
        let verb = moments.count == 1 ? "is" : "are"
        return "--at \(listed) \(verb) outside \(range): there each property shows its model value, "
            + "or the value a fill holds"
    }
}
