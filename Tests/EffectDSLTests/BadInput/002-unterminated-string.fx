// A summary whose closing quote is missing.
// Expect:
//   5:13: error: unterminated string
effect fade {
    summary "The box fades out
    duration 0.3s
    layer box { animate opacity from 1 to 0 }
}
