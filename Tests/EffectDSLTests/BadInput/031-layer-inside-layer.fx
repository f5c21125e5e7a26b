// A layer inside another layer.
// Expect:
//   6:9: error: 'layer' cannot appear in a layer
effect nest {
    layer outer {
        layer inner { set opacity = 1 }
    }
}
