// Offsets on some keyframe lines only.
// Expect:
//   8:17: error: either every keyframe of a block has an offset or none has
effect pulse {
    layer box {
        animate opacity {
            0%  1
                0.5
            100% 0
        }
    }
}
