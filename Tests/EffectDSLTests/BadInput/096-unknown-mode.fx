// A calculation mode that does not exist.
// Expect:
//   5:39: error: unknown calculation mode 'spline'
effect path {
    layer box { animate position mode spline { 0% (0, 0); 50% (50, 80); 100% (100, 0) } }
}
