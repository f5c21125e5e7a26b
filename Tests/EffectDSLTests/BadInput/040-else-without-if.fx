// An 'else' with no 'if' before it.
// Expect:
//   7:9: error: unknown statement 'else' in a layer
effect fade {
    layer box {
        set opacity = 1
        else { set opacity = 0 }
    }
}
