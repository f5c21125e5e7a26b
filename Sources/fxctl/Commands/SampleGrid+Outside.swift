import EffectsCore
import EffectsText

/// Moments of `--at` that fall outside the effect, which `sample` samples and warns about.
///
/// A moment before the start or after the end is a fair question (what does a fill hold, what
/// does the model value show?), so it is sampled rather than refused; the warning keeps a typo
/// such as `--at 5` for `--at 0.5` from passing unnoticed.
extension SampleGrid {
    /// The warning about the moments of `--at` outside the effect, or `nil` when there is none.
    ///
    /// Outside is before 0 or after `duration` (a progress outside 0 ... 1 with `--progress`); each
    /// moment is named once, the first three of them.
    func outsideWarning(duration: Double) -> String? {
        var moments: [Double]
        let range: String
        switch self {
        case .times(let times):
            moments = times.filter { !(0...duration).contains($0) }
            range = "the effect, 0 to \(NumberText.seconds(duration))"
        case .progresses(let progresses):
            moments = progresses.filter { !(0...1).contains($0) }
            range = "the progress, 0 to 1"
        default:
            return nil
        }
        var seen = Set<Double>()
        moments = moments.filter { seen.insert($0).inserted }
        guard !moments.isEmpty else { return nil }
        var listed = moments.prefix(3).map(NumberText.shortest).joined(separator: ", ")
        if moments.count > 3 { listed += " and \(moments.count - 3) more" }
        let verb = moments.count == 1 ? "is" : "are"
        return "--at \(listed) \(verb) outside \(range): there each property shows its model value, "
            + "or the value a fill holds"
    }
}
