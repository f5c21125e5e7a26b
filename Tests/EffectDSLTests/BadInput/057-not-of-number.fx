// '!' applied to a number.
// Expect:
//   5:31: error: '!' needs a boolean, not a number
effect fade {
    layer box { set opacity = !1 }
}
