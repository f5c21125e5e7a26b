// steps with a position CSS does not have.
// Expect:
//   5:49: error: unknown step position 'jump-middle'
effect tick {
    layer box { animate opacity timing steps(4, jump-middle) from 1 to 0 }
}
