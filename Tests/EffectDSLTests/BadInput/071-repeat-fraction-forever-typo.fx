// 'repeat' followed by a misspelled 'forever'.
// Expect:
//   5:40: error: unknown name 'forver'
effect pulse {
    layer box { animate opacity repeat forver from 1 to 0 }
}
