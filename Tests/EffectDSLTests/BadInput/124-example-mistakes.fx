// Examples with a mistake in each part: the moment, the parameters, the tolerance and the values.
// Expect:
//   19:40: error: the example's moment must be a time or a percentage, not a number
//   20:50: error: unknown parameter 'fad' (did you mean 'fade'?)
//   21:57: error: the value of 'fade' does not fit: fade must be within 0...1, got 2
//   22:51: error: the example's tolerance must be 0 or more, got -1
//   23:70: error: an example's values must be constant, but 'fade' is not
//   24:67: error: 'card.opacity' is given twice
//   25:64: error: the result of '*' is not a finite number
//   26:5: error: the example expects no values
//   27:19: error: 'example' cannot appear in a layer
effect card-fade {
    param fade = 0.5 in 0...1 "how far the card fades"
    duration 1s
    layer card {
        set opacity = fade
        animate opacity from 1 to fade
    }
    example "no unit on the moment" at 0.5 { card.opacity = 0.75 }
    example "a misspelt parameter" at 0.5s where fad = 0.2 { card.opacity = 0.6 }
    example "a value out of range" at 0.5s where fade = 2 { card.opacity = 1.5 }
    example "a negative tolerance" at 0.5s within -1 { card.opacity = 0.75 }
    example "a value read from a parameter" at 0.5s { card.opacity = fade }
    example "a column given twice" at 0.5s { card.opacity = 0.75; card.opacity = 0.7 }
    example "a value too large" at 0.5s { card.opacity = 1e300 * 1e300 }
    example "nothing expected" at 0.5s { }
    layer other { example "inside a layer" at 0s { card.opacity = 1 } }
}
