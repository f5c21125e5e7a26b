// Ems are not a unit of the language; lengths are points, without a unit or in px.
// Expect:
//   6:42: error: unknown unit 'em'
//   6:51: error: unknown unit 'em'
effect slide {
    layer box { animate position.x from 0em to 100em }
}
