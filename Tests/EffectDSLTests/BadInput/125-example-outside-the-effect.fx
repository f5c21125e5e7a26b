// Examples that are only wrong once the timeline is built: a misspelt column, a moment after the
// end, and parameters that the effect cannot be built with.
// Expect:
//   16:64: error: unknown column 'card.opasity' (did you mean 'card.opacity'?)
//   17:32: error: the example's moment 1.5 s is outside the effect, 0 s...1 s
//   18:31: error: the example's moment 110% is outside the effect, 0%...100%
//   19:46: error: the effect cannot be built with the example's parameters: division by zero
effect card-fade {
    param fade = 0.5 in 0...1 "how far the card fades"
    duration 1s
    layer card {
        set opacity = fade
        set transform.scale = 1 / fade
        animate opacity from 1 to fade
    }
    example "a misspelt column" at 0.5s { card.opacity = 0.75; card.opasity = 0.75 }
    example "after the end" at 1.5s { card.opacity = 0.5 }
    example "past the end" at 110% { card.opacity = 0.5 }
    example "a division by zero" at 0s where fade = 0 { card.opacity = 1 }
}
