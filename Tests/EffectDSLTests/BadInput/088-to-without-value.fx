// 'to' with nothing after it.
// Expect:
//   5:43: error: expected an expression, found '}'
effect fade {
    layer box { animate opacity from 1 to }
}
