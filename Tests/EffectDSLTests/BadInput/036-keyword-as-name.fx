// A keyword used as a name.
// Expect:
//   5:9: error: 'layer' is a keyword and cannot be used as a name
effect fade {
    let layer = 1
    layer box { set opacity = layer }
}
