// A 'let' that would hide the built-in 'pi'.
// Expect:
//   5:9: error: 'pi' is built in and cannot be redefined
effect spin {
    let pi = 3.14
    layer box { animate transform.rotation from 0 to pi }
}
