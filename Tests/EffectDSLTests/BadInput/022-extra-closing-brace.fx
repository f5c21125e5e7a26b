// One closing brace too many.
// Expect:
//   6:1: error: expected 'effect' at the top level, found '}'
effect fade {
    layer box { animate opacity from 1 to 0 } }
}
