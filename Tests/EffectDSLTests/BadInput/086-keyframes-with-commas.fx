// Keyframes separated by commas as in JSON.
// Expect:
//   6:31: error: keyframes are separated by ';' or line breaks, not ','
effect pulse {
    layer box {
        animate opacity { 0% 1, 50% 0, 100% 1 }
    }
}
