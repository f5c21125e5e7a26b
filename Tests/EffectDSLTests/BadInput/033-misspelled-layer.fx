// A misspelled 'layer'.
// Expect:
//   5:5: error: unknown statement 'layr' in an effect (did you mean 'layer'?)
effect fade {
    layr box { animate opacity from 1 to 0 }
}
