// An effect's duration written inside a layer.
// Expect:
//   6:9: error: 'duration' cannot appear in a layer
effect fade {
    layer box {
        duration 1s
        animate opacity from 1 to 0
    }
}
