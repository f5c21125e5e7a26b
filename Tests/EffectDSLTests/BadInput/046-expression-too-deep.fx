// Parentheses nested deeper than the 64-level limit.
// Expect:
//   5:45: error: expression nests more than 64 deep
effect deep {
    let x = ((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((1))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))
    layer box { set opacity = x }
}
