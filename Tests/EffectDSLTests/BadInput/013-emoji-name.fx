// A name made of an emoji.
// Expect:
//   5:11: error: unexpected character '✨'
effect sparkle {
    layer ✨ { set opacity = 1 }
}
