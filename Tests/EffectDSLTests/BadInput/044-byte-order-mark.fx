// A UTF-8 byte-order mark before a misspelled keyword.
// Expect:
//   4:1: error: unexpected character '﻿'
﻿efect fade {
    layer box { animate opacity from 1 to 0 }
}
