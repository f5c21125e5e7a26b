// A JavaScript 'const' instead of 'let'.
// Expect:
//   6:5: error: unknown statement 'const' in an effect
//   7:43: error: unknown name 'end'
effect fade {
    const end = 0
    layer box { animate opacity from 1 to end }
}
