// A range given to a number parameter with string bounds.
// Expect:
//   5:26: error: a bound of 'angle' must be a number, not a string
effect tilt {
    param angle = 0.5 in "a"..."z"
    layer card { animate transform.rotation from 0 to angle }
}
