// The toast leaves: it sinks back below the bottom edge and fades out, faster than it came.
effect toast-dismiss {
    summary "A toast sinks below the bottom edge and fades out"
    param fall = 120 in 0...1000 "how far the toast travels down, points"
    duration 0.25s

    layer toast {
        set bounds.size = (300, 60)
        set position = (width / 2, height - 80 + fall)
        set opacity = 0
        animate position timing ease-in from (width / 2, height - 80) to (width / 2, height - 80 + fall)
        animate opacity from 1 to 0
    }
}
