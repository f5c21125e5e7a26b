// An effect named with a leading digit.
// Expect:
//   4:9: error: unknown unit 'd'
effect 3d-flip {
    layer card { animate transform.rotation.y from 0 to 3.14 }
}
