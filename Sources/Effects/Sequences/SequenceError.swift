import EffectsRegistry
import EffectsText

/// Why a sequence could not be set up or played.
public enum SequenceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The effect has no steps (only the built-ins that are galleries or decks do).
    case notSequenced(effect: String)
    /// An item count below 1.
    case invalidItems(Int)
    /// A start item outside `0..<items`.
    case startOutOfRange(start: Int, items: Int)
    /// An empty list of steps.
    case noSteps
    /// More steps than ``EffectSequence/stepLimit``.
    case tooManySteps(count: Int, limit: Int)
    /// A step name the effect does not know; `known` lists its steps.
    case unknownStep(name: String, position: Int, known: [String])
    /// A step past an end of the items with wrap off: `item` is the item it would leave, the last
    /// one (`last`) or the first.
    case pastEnd(step: String, position: Int, item: Int, items: Int, last: Bool)
    /// An undo with no swipe left to undo.
    case nothingToUndo(position: Int)
    /// The parameters could not be bound or a step's timeline could not be built.
    case effect(EffectError)

    /// A lowercase message naming the step (1-based) and what is wrong.
    public var description: String {
        switch self {
        case .notSequenced(let effect):
            return "effect '\(effect)' does not play in sequences; the ones that do are "
                + BuiltInEffects.sequenced.map(\.descriptor.name).joined(separator: ", ")
        case .invalidItems(let items):
            return "the item count must be 1 or more, got \(items)"
        case .startOutOfRange(let start, let items):
            return "the start item must be within 0...\(items - 1) for \(items) items, got \(start)"
        case .noSteps:
            return "no steps to play"
        case .tooManySteps(let count, let limit):
            return
                "\(count) steps to play; a sequence plays at most \(limit), so play them in runs of \(limit)"
        case .unknownStep(let name, let position, let known):
            let hint = Suggestions.didYouMean(name, in: known)
            return "step \(position): unknown step '\(name)'"
                + (hint.isEmpty ? "; the steps are " + known.joined(separator: ", ") : hint)
        case .pastEnd(let step, let position, let item, let items, let last):
            return "step \(position) (\(step)): item \(item) is the \(last ? "last" : "first") of "
                + "\(items) item\(items == 1 ? "" : "s") and wrap is off"
        case .nothingToUndo(let position):
            return "step \(position) (undo): there is no swiped card to bring back"
        case .effect(let error):
            return error.description
        }
    }
}
