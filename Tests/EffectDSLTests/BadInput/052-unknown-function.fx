// A call to a function that does not exist.
// Expect:
//   5:51: error: unknown function 'sqr' (did you mean 'sqrt' or 'sin'?)
effect grow {
    layer box { animate transform.scale from 1 to sqr(2) }
}
