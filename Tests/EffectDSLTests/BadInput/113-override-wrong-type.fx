// A derived effect overriding a number parameter with a string.
// Expect:
//   5:18: error: 'size' is a number in the base effect; its new default is a string
effect big-probe: probe {
    param size = "large"
}
