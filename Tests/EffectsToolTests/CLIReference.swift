import TestSupport

@testable import EffectsTool

/// Writes `docs/CLI.md` from the command table, so the reference lists exactly the commands and
/// options the parser accepts; `CLIReferenceTests` fails when the committed file is stale.
enum CLIReference {
    /// The whole document.
    static func document(root: CommandSpec = FxctlCommands.root) -> String {
        var lines = [
            "# fxctl command reference",
            "",
            "<!-- Generated from the command table (each command's spec in EffectsTool; docs/Architecture.md",
            "     says where the commands live) by Tests/EffectsToolTests/CLIReference.swift. After changing",
            "     the table, regenerate it with FXCTL_WRITE_DOCS=1 swift test --filter CLIReferenceTests -->",
            "",
            root.abstract,
            "",
        ]
        lines += paragraphs(root.discussion)
        lines += conventions
        lines += ["## Commands", "", "| command | what it does |", "| --- | --- |"]
        for command in root.subcommands {
            lines.append("| [`\(command.name)`](#fxctl-\(command.name)) | \(cell(command.abstract)) |")
        }
        lines.append("")
        for command in root.subcommands {
            lines += section(command, root: root)
        }
        while lines.last == "" { lines.removeLast() }
        return lines.joined(separator: "\n") + "\n"
    }

    /// What every command shares, and the decisions behind the defaults.
    static let conventions = [
        "## Conventions",
        "",
        "- **Exit status**: 0 on success; 1 when the input is wrong (a diagnostic, a bad parameter value,",
        "  an unknown effect, an unreadable file, output that could not be written); 2 for a usage",
        "  mistake (an unknown command or option, a missing or malformed argument). Usage mistakes print",
        "  the message, the command's usage line and where to read more; everything else prints",
        "  `Error: message`. A reader that closes the pipe early (`fxctl sample … | head`) ends the run",
        "  quietly with 0.",
        "- **Naming an effect**: a registry name (`swap-card`); a path (`effects/card.fx`, the file's",
        "  only effect — a file with several is an error listing them); `path:name` for one effect of a",
        "  file; `-` for `.fx` source on standard input, and `-:name` for one of its effects. A file that",
        "  defines no effect (empty, or comments only) is an error wherever it is named, with one message:",
        "  `check` fails on it and `sample`, `inspect`, `plot` and `render` refuse it alike",
        "  (`'empty.fx' defines no effect; …`); in an effect directory it is left alone.",
        "- **Where effects come from**: the built-ins, then the `.fx` files (subdirectories included) of",
        "  `./effects` when it exists, of every `--effects DIR` (which must exist) and of the",
        "  directories in `FXCTL_PATH` (separated by colons; missing entries are skipped, as in `PATH`),",
        "  then the **shipped catalogue**: the `.fx` files of fxkit's `effects/` (`fade`, `push`, `move-in`,",
        "  the seeds' twins `reveal-fx`, `slide-fx`, `swap-card-fx`, `stack-fx`, and the examples), compiled",
        "  into fxctl so that they work in every directory. Their origin is their file in fxkit's",
        "  repository prefixed `fxkit:` (`fxkit:effects/fade.fx:5`), in `list`, `inspect` and diagnostics.",
        "  **Your own file wins**: an effect of a file that has a shipped effect's name replaces the shipped",
        "  one, silently, in every command (that is how fxkit's own checkout, whose `./effects` holds the",
        "  same files, works); `list` then shows your file as its origin. A shipped effect is compiled only",
        "  when a command needs it (the one named, or the base a file derives from); `list` shows the",
        "  others from a listing made when the catalogue was generated, so a run costs what it cost before.",
        "  The files are found and read by the EffectDSL providers, by the rules of docs/DSL.md (\"Finding",
        "  files\"): a directory's files in byte order of their names, then its subdirectories (16 levels at",
        "  most), hidden entries left out, links followed, each file once. A file that fails to load (or a",
        "  directory that cannot be read, a dangling `.fx` link, a pipe named `.fx`) is reported once on",
        "  standard error, briefly (`Warning: skipped effects/b.fx: 2 errors, the first at 3:7: …`), and the",
        "  other effects still work; a command fails only when the effect it names is itself broken, and",
        "  then prints its diagnostics in full (a file it names is not also reported as a warning). A file",
        "  named on the command line loads first, with the directories, so its effects take precedence over",
        "  theirs and effects deriving from it work. `check` reports only on the files it is given.",
        "  Effects in files may derive from effects in any other file, earlier or later, in any directory;",
        "  an effect defined in two files is an error in the later one, which then does not load.",
        "- **Imported effects say what differs**: a command that loads an effect from a `.css` or Lottie",
        "  file prints, once, on standard error, each warning of that file's import — a declaration",
        "  dropped as a browser drops it, a rule it cannot match, a property or layer it leaves out —",
        "  one line each (`Warning: site.css:2:26: the declaration of 'animation-delay' is dropped, …`,",
        "  ten at most), then the `check` command that shows them in the source; `--quiet` leaves",
        "  them out. A stylesheet's effect the import refuses fails alone: the file's other effects load,",
        "  and the file is reported as `skipped site.css: 1 error (its other effects loaded): …`.",
        "- **Output**: `-o FILE` writes a temporary file beside `FILE` and renames it into place only",
        "  when complete: on any error no partial file is left and an existing file keeps its contents.",
        "  `-o -` is standard output. Tables stream row by row in constant memory (csv, tsv, json);",
        "  `markdown` and `table` align their columns, so they hold the rows first (at most 10⁷ cells).",
        "  A long csv, tsv or json table from `sample` (over 32,768 cells: two chunks or more) is sampled and",
        "  formatted on several threads (as many as the machine has processors online, at most 4, however",
        "  few `taskset` or a container's CPU limit leave it) and written in order, byte for byte as on one;",
        "  `FXCTL_THREADS=N` sets the number of threads (at most 64, more is 64; `1`: the command's own",
        "  alone; empty: as if unset), to measure one against the other or to leave a busy machine's other",
        "  processors alone.",
        "- **Table format**: `--format` when given; else the one the `-o` file's extension names",
        "  (`.csv`, `.tsv`, `.json`, `.md`, `.txt` for `table`, in any case; `csv` for a name without an",
        "  extension); else `table` on a terminal and `csv` otherwise. An `-o` extension that names no",
        "  format of the command is a usage mistake listing the ones it has, never a file of another format",
        "  under that name: `sample -o out.xlsx` (give `--format` to write that name anyway), `plot -o",
        "  plot.csv` and `render -o strip.png` (they write SVG: `.svg`, or a name without an extension).",
        "- **Numbers** are the shortest text that reads back as the same value, never `-0`, never",
        "  locale-dependent; `--precision N` prints exactly N digits after the point.",
        "- **Colour**: diagnostics are coloured only on a terminal, never when `NO_COLOR` is set to a",
        "  non-empty value, when `TERM=dumb`, or with `--no-color`.",
        "- **Cache**: what `list` needs from loading the effect directories (every effect's row and",
        "  the files that failed to load) is kept in a cache file and reused while nothing it depends",
        "  on has changed: the fxctl binary (device, inode, size and modification time of the running",
        "  program), the working directory, the effect directories in order, the bytes of every file",
        "  the load reads (still read on every run, and hashed), what could not be read, and whether the",
        "  catalogue is shipped. Changing, adding or removing a file, or rebuilding fxctl, misses; the",
        "  output is the same byte for byte either way. The cache lives in `$FXCTL_CACHE_DIR` when set",
        "  (set but empty turns it off), else `$XDG_CACHE_HOME/fxkit`, else `$HOME/.cache/fxkit`, and",
        "  never in the project: one `list-*.cache` file per working directory and effect directories,",
        "  replaced atomically. A cache that cannot be read or written, or an entry that is damaged or",
        "  of another version, is ignored. Other commands load as before.",
        "- **Progress**: `--progress` is never implied, not even for effects a gesture drives (`slide`,",
        "  `stack`, whose `inspect` shows `drive progress`): the same command line samples the same",
        "  moments of every effect. With `--progress`, `--at` and `--step` are progresses, the default",
        "  is 101 progresses (0, 0.01, …, 1), and `--fps` is refused.",
        "- **inspect --format fx** writes any effect, built-ins included, as `.fx` source named",
        "  `NAME-copy`, so that the file can sit in `effects/` beside the original; `fxctl check` accepts",
        "  it and it samples to the same table as the original. A built-in with a DSL twin (`NAME-fx` in",
        "  `effects/seeds/`) is the twin's source, with the `-p` values as its defaults, so its parameters",
        "  work as the built-in's; any other effect is generated from its timeline at the `-p` values,",
        "  frozen: no parameter declarations, and a header saying at which values it was taken.",
        "- **Limits**: no file, however large or hostile, makes a command run for long, take memory far",
        "  past its size or overflow the stack; each limit is one error at its place in the file (exit 1).",
        "  `.fx`: the limits of docs/DSL.md (\"Limits\": 32 MiB, nesting 32 blocks and 64 levels of",
        "  expression, each operator of a chain a level, 10,000 tracks, …); property values within ±10¹⁵",
        "  (`the value 1e+300 is beyond ±10¹⁵, …`); durations, delays and offsets within ±10⁹ s (`the",
        "  delay must lie within ±1000000000 s (about 31 years), got 2000000000 s`), repeat counts up to",
        "  10⁹. CSS: 16 MiB, nesting 64, a `var()` substitution of 10,000 values, 256 animations on one",
        "  element (`the element plays more than 256 animations, the most the import plays on one",
        "  element`), numbers within ±10⁹ (`1e+308 is beyond ±10⁹, more than any real stylesheet's",
        "  lengths, angles or times`). Lottie: 64 MiB of JSON nested at most 256 deep (its values take",
        "  at most 8 bytes of memory a byte of the file, whatever its shape), numbers within",
        "  ±10⁹, an animation of at most 10⁹ s, 5,000 layers and 100,000 transforms placing them (`the",
        "  file has more than 100000 transforms placing its layers …`). Tables: 10⁹ rows; `--play`: 1,000",
        "  steps. No export",
        "  writes `inf`, `nan` or `null` for a number.",
        "- **Untrusted text** from a file — a name, a key, a quoted line — reaches the terminal only as",
        "  text: control characters show as Control Pictures (`␛`), C1 controls and bidirectional",
        "  overrides as `�`, in messages, listings and `inspect` alike.",
        "- **Signals**: Ctrl-C (`SIGINT`), `SIGTERM`, a closed terminal (`SIGHUP`), `SIGQUIT`, `SIGUSR1`",
        "  and `SIGUSR2` remove `-o`'s temporary file before fxctl dies of the signal; a file past",
        "  `ulimit -f` is `Error: cannot write 'out.csv': file too large`, the old file kept.",
        "",
    ]

    /// One command's section: abstract, discussion, usage, arguments, options and examples.
    static func section(_ command: CommandSpec, root: CommandSpec) -> [String] {
        let path = [root.name, command.name]
        var lines = ["## fxctl \(command.name)", "", command.abstract, ""]
        lines += paragraphs(command.discussion)
        lines += ["```", HelpFormatter(root: root, width: 1000).usage(for: path), "```", ""]
        if !command.arguments.isEmpty {
            lines += ["| argument | description |", "| --- | --- |"]
            for argument in command.arguments {
                lines.append(
                    "| `\(argument.synopsis)` | \(cell(HelpFormatter(root: root).argumentText(argument))) |")
            }
            lines.append("")
        }
        lines += ["| option | description |", "| --- | --- |"]
        for option in command.options {
            lines.append("| `\(option.helpLabel)` | \(cell(HelpFormatter(root: root).optionText(option))) |")
        }
        lines += ["| `-h, --help` | Show help information. |", ""]
        if !command.examples.isEmpty {
            lines.append("```sh")
            for (index, example) in command.examples.enumerated() {
                if index > 0 { lines.append("") }
                lines += ["# " + example.summary, example.commandLine]
            }
            lines += ["```", ""]
        }
        return lines
    }

    /// Discussion text as Markdown: paragraphs as they are, runs of indented lines as code blocks.
    static func paragraphs(_ text: String) -> [String] {
        guard !text.isEmpty else { return [] }
        var lines: [String] = []
        var inCode = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let indented = line.hasPrefix("  ")
            if indented && !inCode {
                if lines.last.map({ !$0.isEmpty }) ?? false { lines.append("") }
                lines.append("```")
                inCode = true
            } else if !indented && inCode {
                lines += ["```", ""]
                inCode = false
            }
            lines.append(inCode ? String(line.dropFirst(2)) : line)
        }
        if inCode { lines.append("```") }
        return lines + [""]
    }

    /// Text for a table cell: pipes escaped.
    static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|")
    }
}
