// A keyframe offset beyond 100%.
// Expect:
//   8:13: error: keyframe offset 120% is outside 0%...100%
effect pulse {
    layer box {
        animate opacity {
            0%   1
            120% 0
        }
    }
}
