// An option only tracks take, given to a group.
// Expect:
//   6:15: error: 'additive' cannot be used on a group
effect fade {
    layer box {
        group additive { animate opacity from 1 to 0 }
    }
}
