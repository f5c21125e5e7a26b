// A cubic-bezier with three numbers.
// Expect:
//   5:12: error: 'cubic-bezier' takes 4 arguments, got 3
effect fade {
    timing cubic-bezier(0.42, 0, 0.58)
    layer box { animate opacity from 1 to 0 }
}
