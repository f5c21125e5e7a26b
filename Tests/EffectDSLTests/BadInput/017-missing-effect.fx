// Statements outside any effect.
// Expect:
//   4:1: error: expected 'effect' at the top level, found 'layer'
layer box {
    animate opacity from 1 to 0
}
