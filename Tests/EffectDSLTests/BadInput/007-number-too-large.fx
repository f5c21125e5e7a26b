// A number literal beyond the largest Double.
// Expect:
//   5:46: error: number '1e999' is too large
effect far {
    layer box { animate position.x from 0 to 1e999 }
}
