// A colour with five hex digits.
// Expect:
//   6:38: error: malformed colour '#12345'
effect tint {
    layer box {
        animate backgroundColor from #12345 to #ff0000
    }
}
