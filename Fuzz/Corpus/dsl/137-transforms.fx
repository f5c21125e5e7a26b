effect t {
    perspective 500
    duration 1s
    let turn = rotateY(0.5turn)
    layer card {
        set bounds.size = (300, 100)
        set position = (50vw, 50vh)
        set origin = (0, 0)
        set doubleSided = false
        set hidden = false
        set transform = perspective(400) rotateX(60deg) translate3d(-100%w, 50%h, 0)
        animate transform { 0% none ease-in; 50% skew(10deg) scale(2) matrix(1, 0, 0, 1, 5, 6); 100% turn }
        animate hidden { 0% true; 50% false; 100% false }
    }
}
