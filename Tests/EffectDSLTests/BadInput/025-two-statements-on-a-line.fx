// Two statements on one line without a semicolon.
// Expect:
//   5:33: error: expected a line break or ';' after the statement, found 'set'
effect fade {
    layer box { set opacity = 1 set zPosition = 2 }
}
