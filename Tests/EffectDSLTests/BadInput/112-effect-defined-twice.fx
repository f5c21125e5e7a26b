// Two effects with the same name in one file.
// Expect:
//   5:8: error: effect 'fade' is defined twice
effect fade { layer box { animate opacity from 1 to 0 } }
effect fade { layer box { animate opacity from 0 to 1 } }
