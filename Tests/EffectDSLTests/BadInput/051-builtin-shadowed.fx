// A 'let' that would hide the built-in 'pi'.
// Expect:
//   6:9: error: 'pi' is built in and cannot be redefined
//   7:17: warning: 'transform.rotation' of layer 'box' snaps back from 3.1416 to its model value 0 when the animation ends
effect spin {
    let pi = 3.14
    layer box { animate transform.rotation from 0 to pi }
}
