// A duration that is a boolean.
// Expect:
//   5:42: error: a duration must be a time, not a boolean
effect fade {
    layer box { animate opacity duration true from 1 to 0 }
}
