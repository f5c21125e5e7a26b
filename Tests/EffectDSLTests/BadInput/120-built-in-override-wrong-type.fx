// Overriding a built-in's vector parameter with a number.
// Expect:
//   5:20: error: 'offset' is a vector of 2 components in the base effect; its new default is a number
effect far-swap: swap-card {
    param offset = 120
}
