// A bounce made of a scale and a translation, where the order of the functions matters. CSS
// applies a list's last function to the layer first: 'scale(1.5) translateY(-40)' moves the card
// 40 points in its own, scaled, coordinates, so 60 points on screen, while 'translateY(-40)
// scale(1.5)' moves it 40. Both lists start from 'none', which is padded with identity functions
// of the same shape (scale(1, 1) translateY(0)), so each interpolates function by function: half
// way up, the first is scale(1.25) translateY(-20), 25 points up on screen.

effect scale-bounce {
    summary "Two cards bounce: a scale then a move, against a move then a scale"
    duration 0.8s

    layer scaled {
        set bounds.size = (120, 120)
        set position = (width / 3, height / 2)
        animate transform { 0% none; 50% scale(1.5) translateY(-40); 100% none }
    }
    layer moved {
        set bounds.size = (120, 120)
        set position = (2 * width / 3, height / 2)
        animate transform { 0% none; 50% translateY(-40) scale(1.5); 100% none }
    }

    example "half way up, 'scaled' is scale(1.25) translateY(-20): 25 points up" at 0.2s {
        scaled.transform.m22  = 1.25
        scaled.transform.m42  = -25
        moved.transform.m22   = 1.25
        moved.transform.m42   = -20
    }
    example "at the top the translation is scaled in one and not in the other" at 50% {
        scaled.transform.m11  = 1.5
        scaled.transform.m42  = -60
        moved.transform.m42   = -40
    }
}
