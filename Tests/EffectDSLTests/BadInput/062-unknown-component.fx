// A component a 2-vector does not have.
// Expect:
//   6:36: error: 'z' is not a component of a vector of 2 components
effect move {
    let p = (10, 20)
    layer box { set position.x = p.z }
}
