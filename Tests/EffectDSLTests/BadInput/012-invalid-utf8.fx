// Bytes that are not UTF-8 where a name should be.
// Expect:
//   6:11: error: unexpected character 'ï¿½'
//   6:12: error: unexpected character 'ï¿½'
effect bytes {
    layer ÿþ { set opacity = 1 }
}
