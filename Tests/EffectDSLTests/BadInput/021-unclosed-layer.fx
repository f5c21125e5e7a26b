// A layer whose closing brace is missing before the next layer.
// Expect:
//   8:5: error: 'layer' cannot appear in a layer
//   12:1: error: expected '}' to close effect 'swap'
effect swap {
    layer front {
        animate opacity from 1 to 0
    layer back {
        animate opacity from 0 to 1
    }
}
