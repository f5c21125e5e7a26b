// A byte-order mark in the middle of a file, where it is an invisible stray character.
// Expect:
//   4:1: error: unexpected character U+FEFF
﻿efect fade {
    layer box { animate opacity from 1 to 0 }
}
