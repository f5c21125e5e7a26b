/// A shell a tool can write a completion script for.
package enum CompletionShell: String, CaseIterable, Sendable {
    /// GNU bash (`complete -F`).
    case bash
    /// zsh (`_arguments`, loaded from `$fpath` or with `source`).
    case zsh
    /// fish (`complete -c`).
    case fish
}
