// A parameter default outside its range.
// Expect:
//   5:19: error: the default 2 of 'angle' is outside its range 0...1.6
effect tilt {
    param angle = 2 in 0...1.6
    layer card { animate transform.rotation from 0 to angle }
}
