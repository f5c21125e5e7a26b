// Two commas between keyframes: the second one is no keyframe, and reading it must move on (it
// once looped forever).
// Expect:
//   11:31: error: keyframes are separated by ';' or line breaks, not ','
//   11:32: error: expected an expression, found ','
//   12:32: error: keyframes are separated by ';' or line breaks, not ','
//   12:34: error: expected an expression, found ','
effect double-comma {
    duration 1s
    layer card {
        animate opacity { 0% 0,, 100% 1 }
        animate opacity { 0% 0 , , 100% 1 }
    }
}
