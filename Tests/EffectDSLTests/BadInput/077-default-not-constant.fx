// A parameter default that reads the viewport.
// Expect:
//   5:22: error: a parameter's default and range must be constant, but 'width' is not
effect slide {
    param distance = width / 2
    layer box { animate position.x from 0 to distance }
}
