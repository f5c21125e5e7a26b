// An animation outside any layer.
// Expect:
//   5:5: error: 'animate' cannot appear in an effect
effect fade {
    animate opacity from 1 to 0
}
