// An effect without a name.
// Expect:
//   4:8: error: expected a name after 'effect'
effect {
    layer box { animate opacity from 1 to 0 }
}
