// A parameter default outside its range.
// Expect:
//   6:19: error: the default 2 of 'angle' is outside its range 0...1.6
//   7:55: error: unknown name 'angle'
effect tilt {
    param angle = 2 in 0...1.6
    layer card { animate transform.rotation from 0 to angle }
}
