// 'from' with no 'to'.
// Expect:
//   5:40: error: expected 'to' after the 'from' value
effect fade {
    layer box { animate opacity from 1 }
}
