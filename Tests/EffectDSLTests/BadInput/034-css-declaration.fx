// A CSS declaration instead of an animation.
// Expect:
//   6:9: error: unknown statement 'transition' in a layer
effect fade {
    layer box {
        transition: opacity 0.3s ease-in;
    }
}
