// A file starting with a UTF-8 byte-order mark (skipped, as editors on Windows write it), then a
// misspelled keyword.
// Expect:
//   5:1: error: expected 'effect' at the top level, found 'efect'
efect fade {
    layer box { animate opacity from 1 to 0 }
}
