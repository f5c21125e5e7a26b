// A colour with a letter that is not a hex digit.
// Expect:
//   5:57: error: malformed colour '#ff00zz'
effect tint {
    layer box { animate backgroundColor from #00ff00 to #ff00zz }
}
