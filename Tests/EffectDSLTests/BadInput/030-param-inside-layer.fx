// A parameter declared inside a layer.
// Expect:
//   7:9: error: 'param' cannot appear in a layer
//   8:35: error: unknown name 'to'
effect fade {
    layer box {
        param to = 0
        animate opacity from 1 to to
    }
}
