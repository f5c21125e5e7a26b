// Overriding a built-in's integer parameter with a fraction.
// Expect:
//   5:21: error: the new default of 'visible' does not fit: invalid value for visible: expected an integer, got '2.5'
effect deep-stack: stack {
    param visible = 2.5
}
