// 'a-b' is one name: subtraction needs spaces.
// Expect:
//   7:50: error: unknown name 'width-start-1' (did you mean 'width-start'?)
effect slide {
    let start = 100
    let width-start = 10
    layer box { animate position.x from start to width-start-1 }
}
