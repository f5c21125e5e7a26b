// A spring with a misspelled label.
// Expect:
//   5:64: error: unknown argument 'stifness' of 'spring' (did you mean 'stiffness'?)
effect bounce {
    layer box { animate transform.scale timing spring(mass: 1, stifness: 100) from 0.5 to 1 }
}
