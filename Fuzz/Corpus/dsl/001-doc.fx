// A fade in which the outgoing layer also shrinks a little.
effect fade-shrink {
    summary "The outgoing layer fades and shrinks while the incoming one fades in"
    param shrink = 0.9 in 0.5...1 "the outgoing layer's final scale"
    duration 0.3s
    timing ease-in-out

    layer outgoing {
        set opacity = 0
        set transform.scale = shrink
        animate opacity from 1 to 0
        animate transform.scale from 1 to shrink
    }
    layer incoming {
        set opacity = 1
        animate opacity from 0 to 1
    }
}
