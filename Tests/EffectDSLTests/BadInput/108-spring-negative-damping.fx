// A spring with negative damping.
// Expect:
//   5:48: error: spring damping must be 0 or more, got -1
effect bounce {
    layer box { animate transform.scale timing spring(mass: 1, stiffness: 100, damping: -1) from 0.5 to 1 }
}
