// A block comment that never ends swallows the rest of the file.
// Expect:
//   6:5: error: unterminated '/*' comment
//   10:1: error: expected '}' to close effect 'fade'
effect fade {
    /* the old version:
    duration 0.3s
    layer box { animate opacity from 1 to 0 }
}
