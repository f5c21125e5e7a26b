// A value followed by another number.
// Expect:
//   5:33: error: expected a line break or ';' after the statement, found '2'
effect fade {
    layer box { set opacity = 1 2 }
}
