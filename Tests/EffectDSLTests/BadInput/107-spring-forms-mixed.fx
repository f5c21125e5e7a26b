// A spring mixing its physical and its duration form.
// Expect:
//   5:64: error: 'spring' takes either mass, stiffness, damping and velocity, or duration and bounce
effect bounce {
    layer box { animate transform.scale timing spring(mass: 1, duration: 0.5s) from 0.5 to 1 }
}
