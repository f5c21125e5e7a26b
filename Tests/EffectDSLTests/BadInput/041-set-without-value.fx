// A model value with nothing after '='.
// Expect:
//   6:22: error: expected an expression, found a line break
effect fade {
    layer box {
        set opacity =
        animate opacity from 1 to 0
    }
}
