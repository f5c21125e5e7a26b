// Bytes that are not UTF-8 where a name should be.
// Expect:
//   6:11: error: unexpected byte 0xFF (the file is not valid UTF-8)
//   6:12: error: unexpected byte 0xFE (the file is not valid UTF-8)
effect bytes {
    layer ÿþ { set opacity = 1 }
}
