// A name that is not defined.
// Expect:
//   5:43: error: unknown name 'target'
effect fade {
    layer box { animate opacity from 1 to target }
}
