// An option only tracks take, given to a group.
// Expect:
//   7:15: error: 'additive' cannot be used on a group
//   7:26: warning: 'opacity' of layer 'box' snaps back from 0 to its model value 1 when the animation ends
effect fade {
    layer box {
        group additive { animate opacity from 1 to 0 }
    }
}
