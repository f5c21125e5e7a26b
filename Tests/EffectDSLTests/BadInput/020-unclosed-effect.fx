// An effect whose closing brace is missing.
// Expect:
//   9:1: error: expected '}' to close effect 'fade'
effect fade {
    duration 0.3s
    layer box {
        animate opacity from 1 to 0
    }
