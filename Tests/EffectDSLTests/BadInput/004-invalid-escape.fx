// A string with an escape the language does not know.
// Expect:
//   5:20: error: invalid escape '\q' in string
effect fade {
    summary "fades \q out"
    layer box { animate opacity from 1 to 0 }
}
