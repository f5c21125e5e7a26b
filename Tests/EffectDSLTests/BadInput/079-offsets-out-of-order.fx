// Keyframe offsets that go backwards.
// Expect:
//   9:13: error: keyframe offset 40% comes before the previous one, 60%
effect pulse {
    layer box {
        animate opacity {
            0%   1
            60%  0.2
            40%  0.8
            100% 1
        }
    }
}
