effect pulse {
    duration 1s
    layer dot {
        set transform.scale = 1
        animate transform.scale repeat forever autoreverse timing ease-in-out from 1 to 1.2
    }
}
