extension Golden {
    /// The expected output of `fxctl --help`, word for word.
    static let rootHelp = #"""
        OVERVIEW: Inspect, sample and draw UI transition effects.

        fxctl works on the built-in effects (reveal, slide, swap-card, stack), on the
        .fx effects fxkit ships (fade, push, move-in, the seeds' twins, the examples:
        part of the binary, in every directory) and on effects written in .fx files.
        Sampling an effect gives a table of every animated layer property over time, to
        compare with what a device shows or to feed a test.

        A .css file is an effect source too: each @keyframes is an effect, timed as the
        cascade times the element that plays it (--element '.animated.bounce' names the
        element's classes; --media reduced-motion applies the reduced-motion blocks; see
        docs/Import.md).

        Name an effect by its registry name (swap-card), by a path (effects/card.fx), by
        path:name for a file that defines several, or by - to read .fx source from
        standard input. Effects load from the built-ins, ./effects when present, every
        --effects DIR, the directories listed in FXCTL_PATH (separated by colons) and
        the shipped catalogue; a file's effect replaces a shipped effect of the same
        name.

        Output is coloured only on a terminal, and never when NO_COLOR is set or
        --no-color is given. Exit status: 0 on success, 1 when the input is wrong, 2 for
        a usage mistake.

        USAGE: fxctl <subcommand>

        OPTIONS:
          --version               Show the version.
          -h, --help              Show help information.

        SUBCOMMANDS:
          list                    List every registered effect with its origin, duration
                                  and summary.
          inspect                 Show an effect's parameters, layers, tracks, keyframes
                                  and timing curves.
          sample                  Sample an effect into a table of its layers' values
                                  over time.
          check                   Parse, check and lint .fx files and report every
                                  problem.
          timing                  Evaluate a timing function at chosen inputs.
          plot                    Draw an effect's sampled columns as an SVG line chart.
          render                  Draw an effect's layers at a few moments as an SVG
                                  film strip.
          export                  Write an effect for another engine: Web Animations
                                  JSON, CSS, a preview page, Lottie or a view
                                  transition.
          completion              Print a shell completion script for bash, zsh or fish.
          help                    Show the help of a command.

          See 'fxctl help <subcommand>' for detailed help.

        EXAMPLES:
          See every effect fxctl knows:
            fxctl list

          Sample swap-card at 30 frames per second as an aligned table:
            fxctl sample swap-card --fps 30 --format table

        """#
}
