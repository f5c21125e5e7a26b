// A parameter range whose ends are reversed.
// Expect:
//   5:26: error: the range 1.6...0 is empty
effect tilt {
    param angle = 0.5 in 1.6...0
    layer card { animate transform.rotation from 0 to angle }
}
