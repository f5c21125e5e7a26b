// Warnings (an unused parameter, a timing function on the last keyframe) and one error.
// Expect:
//   7:11: warning: parameter 'unused' is never used
//   11:20: warning: a timing function on the last keyframe has no effect
//   13:43: error: unknown name 'oops'
effect fade {
    param unused = 1
    layer box {
        animate opacity {
            0%   1 ease-in
            100% 0 ease-out
        }
        animate transform.scale from 1 to oops
    }
}
