// Pixels are not a unit of the language; lengths are points without a unit.
// Expect:
//   6:42: error: unknown unit 'px'
//   6:51: error: unknown unit 'px'
effect slide {
    layer box { animate position.x from 0px to 100px }
}
