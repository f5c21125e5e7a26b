// An 'if' on a number.
// Expect:
//   6:12: error: the condition of 'if' must be a boolean, not a number
effect fade {
    layer box {
        if 1 { set opacity = 0 }
    }
}
