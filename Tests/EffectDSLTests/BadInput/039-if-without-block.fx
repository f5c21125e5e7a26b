// An 'if' without braces.
// Expect:
//   7:16: error: expected '{' after the 'if'
effect fade {
    param out = true
    layer box {
        if out animate opacity from 1 to 0
    }
}
