// A parameter default that reads the viewport.
// Expect:
//   6:22: error: a parameter's default and range must be constant, but 'width' is not
//   7:46: error: unknown name 'distance'
effect slide {
    param distance = width / 2
    layer box { animate position.x from 0 to distance }
}
