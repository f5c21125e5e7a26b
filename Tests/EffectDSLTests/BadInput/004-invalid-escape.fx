// A string with an escape the language does not know.
// Expect:
//   6:20: error: invalid escape '\q' in string
//   7:17: warning: 'opacity' of layer 'box' snaps back from 0 to its model value 1 when the animation ends
effect fade {
    summary "fades \q out"
    layer box { animate opacity from 1 to 0 }
}
