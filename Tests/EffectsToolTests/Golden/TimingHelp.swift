extension Golden {
    /// The expected output of `fxctl timing --help`, word for word.
    static let timingHelp = #"""
        OVERVIEW: Evaluate a timing function at chosen inputs.

        The timing function is written as in .fx files: linear, ease, default, ease-in,
        ease-out, ease-in-out, cubic-bezier(x1,y1,x2,y2), steps(n, jump-end),
        linear(...), spring(...) or hold. Each row gives an input from 0 to 1 and the
        curve's output. A spring runs in seconds, as on iOS: its input is the time since
        it began, in seconds (the column t), and --samples spread from 0 to its settling
        duration.

        USAGE: fxctl timing <timing-function> [<options>]

        ARGUMENTS:
          <timing-function>       The timing function; quote it when it has parentheses.

        OPTIONS:
          --at <x,...>            Evaluate at exactly these inputs.
          --samples <n>           Evaluate at this many evenly spaced inputs from 0 to 1
                                  (a spring: to its settling duration). (default: 11)
          --format <format>       The output format. (values: csv, tsv, json, markdown,
                                  table; default: table on a terminal, csv otherwise)
          -h, --help              Show help information.

        EXAMPLES:
          Evaluate CSS ease-in-out a quarter of the way through:
            fxctl timing "cubic-bezier(.42,0,.58,1)" --at 0.25

          Evaluate Core Animation's default spring 0.1 seconds after it began:
            fxctl timing "spring(damping: 10)" --at 0.1

          Tabulate ease-out at five inputs:
            fxctl timing ease-out --samples 5 --format table

        """#
}
