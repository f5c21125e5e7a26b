// CSS habits that are no values: px written on an opacity and a rotation, which are no lengths,
// and a skew that reaches a right angle through its parameter, whose tangent is infinite (CSS
// makes such a value invalid).
// Expect:
//   11:23: error: the value of 'opacity' must be a number, but 0.5px is a length
//   12:39: error: the value of 'transform.rotation' must be an angle, but 10px is a length
//   13:31: error: the angle of 'skewX' is 90deg, where a skew's tangent is infinite
effect lean-in {
    param lean = 45deg
    layer card {
        set opacity = 0.5px
        animate transform.rotation to 10px
        set transform = skewX(lean * 2)
    }
}
