// A misspelled key path.
// Expect:
//   5:25: error: unknown key path 'opactiy' (did you mean 'opacity'?)
effect fade {
    layer box { animate opactiy from 1 to 0 }
}
