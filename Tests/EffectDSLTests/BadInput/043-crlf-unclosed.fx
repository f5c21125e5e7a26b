// Windows line endings, and a layer left open.
// Expect:
//   8:1: error: expected '}' to close effect 'fade'
effect fade {
    layer box {
        animate opacity from 1 to 0
}
