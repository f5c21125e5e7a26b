// A parameter used with a typo.
// Expect:
//   6:11: warning: parameter 'angle' is never used
//   7:55: error: unknown name 'angel' (did you mean 'angle'?)
effect tilt {
    param angle = 0.15 in 0...1.6
    layer card { animate transform.rotation from 0 to angel }
}
