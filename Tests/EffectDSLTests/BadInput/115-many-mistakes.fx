// Several independent mistakes, each reported.
// Expect:
//   9:19: error: the default 2 of 'angle' is outside its range 0...1.6
//   10:14: error: the effect's duration must be more than 0 s, got -1 s
//   12:17: error: unknown key path 'transform.rotaton' (did you mean 'transform.rotation' or 'transform.rotation.x'?)
//   13:37: error: division by zero
//   14:25: error: a value of 'zPosition' must be a number, not a string
effect muddle {
    param angle = 2 in 0...1.6
    duration -1s
    layer card {
        animate transform.rotaton from 0 to angle
        animate opacity from 1 to 1 / 0
        set zPosition = "top"
    }
}
