// Overriding a built-in's choice parameter with a value it does not list.
// Expect:
//   5:23: error: the new default of 'direction' does not fit: invalid value for direction: 'up' is not one of left, right
effect up-stack: stack {
    param direction = "up"
}
