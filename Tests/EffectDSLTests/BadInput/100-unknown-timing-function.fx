// A misspelled timing function.
// Expect:
//   5:40: error: unknown timing function 'ease-inout' (did you mean 'ease-in-out' or 'ease-out'?)
effect fade {
    layer box { animate opacity timing ease-inout from 1 to 0 }
}
