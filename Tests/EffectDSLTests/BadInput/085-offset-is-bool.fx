// A keyframe offset that is a boolean.
// Expect:
//   7:13: error: a keyframe offset must be a percentage or a time, not a boolean
effect pulse {
    layer box {
        animate opacity {
            true  1
            100%  0
        }
    }
}
