// A fill mode that does not exist.
// Expect:
//   5:38: error: unknown fill mode 'forward' (did you mean 'forwards'?)
effect fade {
    layer box { animate opacity fill forward from 1 to 0 }
}
