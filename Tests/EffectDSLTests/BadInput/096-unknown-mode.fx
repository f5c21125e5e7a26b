// A calculation mode that does not exist.
// Expect:
//   6:17: warning: 'position' of layer 'box' snaps back from (100, 0) to its model value (0, 0) when the animation ends
//   6:39: error: unknown calculation mode 'spline'
effect path {
    layer box { animate position mode spline { 0% (0, 0); 50% (50, 80); 100% (100, 0) } }
}
