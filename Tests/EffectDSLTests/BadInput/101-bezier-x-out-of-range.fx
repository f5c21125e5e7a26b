// A cubic-bezier with x1 outside 0...1.
// Expect:
//   5:25: error: the x1 of 'cubic-bezier' is 1.5; it must lie within 0...1
effect fade {
    timing cubic-bezier(1.5, 0, 0.58, 1)
    layer box { animate opacity from 1 to 0 }
}
