// An effect duration of zero.
// Expect:
//   5:14: error: the effect's duration must be more than 0 s, got 0 s
effect fade {
    duration 0s
    layer box { animate opacity from 1 to 0 }
}
