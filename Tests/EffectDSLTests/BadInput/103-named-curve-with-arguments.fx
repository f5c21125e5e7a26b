// A named curve called with arguments.
// Expect:
//   5:47: error: 'ease-in' takes no arguments
effect fade {
    layer box { animate opacity timing ease-in(2) from 1 to 0 }
}
