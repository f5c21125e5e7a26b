// Two layers with the same name.
// Expect:
//   6:11: error: layer 'card' is defined twice
effect swap {
    layer card { set zPosition = 1 }
    layer card { set zPosition = -1 }
}
