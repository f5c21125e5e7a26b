import Effects
import EffectsRegistry

/// `sample --items N --play STEP,…`: a built-in played step by step over a gallery or deck.
extension SampleCommand {
    /// The options that set up a sequence.
    static let sequenceOptions = ["items", "start", "play", "no-wrap"]

    /// The sequence the command line asks for, played, or `nil` when it asks for none.
    ///
    /// - Throws: `.usage` for `--play` without `--items` (or the other way round) or a malformed
    ///   number; `.input` for an effect that does not play in sequences, a start outside the items,
    ///   an unknown step or a step past an end with `--no-wrap`.
    func playedSequence(of effect: any TransitionEffect) throws(CommandError) -> SequenceTimeline? {
        let command = context.command
        guard SampleCommand.sequenceOptions.contains(where: command.isGiven) else { return nil }
        guard command.isGiven("items") else {
            throw .usage(.requiredWith("--items", "--play", path: command.path))
        }
        guard command.isGiven("play") else {
            throw .usage(.requiredWith("--play", "--items", path: command.path))
        }
        let items = try context.usage { () throws(UsageError) in try command.int("items", atLeast: 1) } ?? 1
        let start = try context.usage { () throws(UsageError) in try command.int("start", atLeast: 0) } ?? 0
        let parameters = try context.parameters(for: effect)
        let effectContext = try context.effectContext()
        do {
            let sequence = try EffectSequence(
                effect: effect, parameters: parameters, items: items, start: start,
                wrap: !command.flag("no-wrap"),
                context: effectContext)
            return try sequence.play(command.strings("play"))
        } catch {
            throw .input(error)
        }
    }
}
