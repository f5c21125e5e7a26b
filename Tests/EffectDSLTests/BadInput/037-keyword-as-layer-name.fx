// A layer named with a keyword.
// Expect:
//   5:11: error: 'group' is a keyword and cannot be used as a name
effect fade {
    layer group { set opacity = 1 }
}
