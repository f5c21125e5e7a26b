// A misspelled track option.
// Expect:
//   5:33: error: unknown option 'durration' (did you mean 'duration'?)
effect fade {
    layer box { animate opacity durration 1s from 1 to 0 }
}
