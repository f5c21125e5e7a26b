// A model value outside any layer.
// Expect:
//   5:5: error: 'set' cannot appear in an effect
effect fade {
    set opacity = 0
    layer box { animate opacity from 1 to 0 }
}
