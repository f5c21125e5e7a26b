extension Golden {
    /// The expected output of `fxctl sample --help`, word for word.
    static let sampleHelp = #"""
        OVERVIEW: Sample an effect into a table of its layers' values over time.

        Each row is one moment and each column one layer property (t, progress, then
        front.position.x, back.opacity, ...). The moments are every frame at --fps,
        --samples evenly spaced moments from start to end, one every --step seconds, or
        exactly those of --at; with --progress they are progress values from 0 to 1
        instead of seconds. A moment of --at before 0 or after the end (a progress
        outside 0 to 1) is sampled as asked: there each property shows its model value,
        or the value a fill holds, and a warning on standard error names the moments
        outside (after the end of an effect that plays for ever, such as an infinite CSS
        animation, it still plays: no warning).

        With --progress, --at and --step are progresses and the default is 101 evenly
        spaced progresses (0, 0.01, ..., 1); --fps, being about time, cannot be combined
        with it. --progress is never implied, even for effects a gesture drives (slide,
        stack): the same command line samples the same moments of every effect.

        The format is --format, else the one the -o file's extension names (.csv, .tsv,
        .json, .md, .txt for table; another extension is refused, a name without one is
        csv), else table on a terminal and csv otherwise. csv, tsv and json stream row
        by row in constant memory; markdown and table align columns, so they hold the
        rows first.

        --geometry adds, after each layer's columns, what the layer looks like: its
        composed transform (layer.matrix.m11 ... layer.matrix.m44, in CATransform3D
        order: the transform property inside scale, rotation about x, y and z, and
        translation), the four corners of its bounds projected into the viewport after
        anchor point, position, zPosition and the viewport's sublayer transform
        (layer.corners.topLeft.x, .topLeft.y, then topRight, bottomRight and bottomLeft;
        a corner at or behind the eye is divided by 0.001 rather than its w),
        layer.frontFacing (1 when its front faces the viewer) and layer.visible (0 when
        it is hidden, shows its back and is not double-sided, or lies wholly behind the
        eye; a layer partly behind it shows its part in front). A layer without a size
        is the viewport's size, one without a position sits at its centre. With --items,
        each layer's geometry columns come after its own columns and before its item
        column.

        --items, --start and --play sample a sequence: the steps of --play one after the
        other over a gallery of --items items (next and previous for reveal, slide and
        swap-card; swipe-left, swipe-right and undo for stack), with a column per layer
        for the item it shows.

        USAGE: fxctl sample <effect> [<options>]

        ARGUMENTS:
          <effect>                A registry name (swap-card), a path (effects/card.fx,
                                  site.css, intro.json, intro.lottie), path:name, or -
                                  to read .fx source from standard input.

        OPTIONS:
          --fps <n>               Sample every frame at this frame rate. (default: 60)
          --samples <n>           Sample this many evenly spaced moments, ends included.
          --step <seconds>        Sample one moment every this many seconds.
          --at <t,...>            Sample exactly these moments.
          --progress              Use progress from 0 to 1 instead of time in seconds.
          --columns <glob,...>    Keep only the columns matching these globs, such as
                                  'front.*' or '*.opacity'.
          --geometry              Add each layer's composed matrix, projected corners,
                                  facing and visibility.
          --precision <digits>    Round values to this many digits after the point.
                                  (default: shortest round-trip)
          --format <format>       The output format. (values: csv, tsv, json, markdown,
                                  table; default: table on a terminal, csv otherwise)
          -p, --param <name=value>
                                  Set a parameter of the effect, such as -p angle=0.2 or
                                  -p offset=90,-20.
          --viewport <wxh>        The size in points of the screen the effect plays on.
                                  (default: 375x667)
          -o, --output <file>     Write to this file instead of standard output; it is
                                  replaced only when complete.
          --items <n>             Play a sequence over a gallery of this many items.
          --start <index>         The item shown before the first step. (default: 0)
          --play <step,...>       The steps of the sequence, in order. (values: next,
                                  previous, swipe-left, swipe-right, undo)
          --no-wrap               Make stepping past either end of the gallery an error.
          --effects <dir>         Also load the effects of the .fx, .css and Lottie
                                  (.json, .lottie) files in this directory.
          --element <selector>    Import .css files for the element this selector
                                  selects on the smallest page it describes, such as
                                  '.animated.bounce', '.stage > #hero.box' (the parent
                                  is the stage, whose perspective applies) or '.spinner
                                  > div:nth-child(2)'; with --markup, the page's
                                  animated elements it selects. Without either, each
                                  @keyframes is played by the last rule that names it.
          --markup <html|file>    Import .css files as they play on this page (HTML,
                                  inline when it starts with '<', else a file): every
                                  element or ::before/::after box the stylesheet
                                  animates is a layer of the effect, named by its id,
                                  else its classes and place ('dot-2').
          --toggle <change>       With --markup, import .css files as the transitions a
                                  change of state runs: '.open on .dialog' toggles the
                                  class open on the elements .dialog selects,
                                  '[data-state=open] on .menu' sets or removes an
                                  attribute, ':hover on .card at 300ms' hovers (or stops
                                  hovering) .card 300 ms into the effect. Repeat it for
                                  a sequence; a change back while a transition runs
                                  reverses it, as browsers do.
          --media <setting>       Import .css files as a browser with this setting plays
                                  them: reduced-motion applies the @media
                                  (prefers-reduced-motion: reduce) blocks. (values:
                                  no-preference, reduced-motion; default: no-preference)
          --quiet                 Do not warn about what the import of the effect's .css
                                  or Lottie file left out (check shows it).
          --no-color              Never colour the output (NO_COLOR in the environment
                                  does the same).
          -h, --help              Show help information.

        EXAMPLES:
          Sample swap-card at 30 frames per second as an aligned table:
            fxctl sample swap-card --fps 30 --format table

          Save the front card's columns at three moments as CSV:
            fxctl sample swap-card --at 0,0.6,1.2 --columns 'front.*' -o front.csv

          Follow a drag of the top card to the right, in eleven steps of progress:
            fxctl sample stack --progress --samples 11 -p direction=right

          Show where the corners of swap-card's front card are drawn, every tenth of a
          second:
            fxctl sample swap-card --step 0.1 --geometry --columns 'front.corners.*'

          Play a gallery of five items: forward twice, then back once:
            fxctl sample slide --items 5 --play next,next,previous

        """#
}
