// A 'let' defined twice.
// Expect:
//   6:9: error: 'end' is defined twice
effect fade {
    let end = 0
    let end = 0.5
    layer box { animate opacity from 1 to end }
}
