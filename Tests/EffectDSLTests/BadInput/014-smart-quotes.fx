// Typographic quotes pasted from a document instead of straight ones.
// Expect:
//   6:13: error: unexpected character '“'
//   6:25: error: unexpected character '”'
effect quoted {
    summary “fades out”
    layer box { animate opacity from 1 to 0 }
}
