// A stray character that is no part of the language.
// Expect:
//   7:37: error: unexpected character '@'
effect fade {
    duration 0.3s
    layer box {
        animate opacity from 1 to 0 @ 2
    }
}
