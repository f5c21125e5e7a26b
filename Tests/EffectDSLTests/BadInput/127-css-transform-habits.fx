// CSS habits in a transform list: a bare percentage for a share of the layer's size, a transform
// list on a helper key path, and an origin that would need a size (px on a length is CSS's pixel,
// a point, and loads).
// Expect:
//   10:37: error: the argument of 'translate3d' must be a length, but -100% is a fraction of no size
//   12:34: error: a value of 'transform.rotation' must be a number, not a transform list
//   17:9: error: the transform origin of layer 'box' needs the layer's size: set bounds.size to a width and height above 0
effect light-speed {
    layer card {
        set transform = translate3d(-100%, 0, 0) skewX(-30deg)
        animate transform to translateX(10px)
        set transform.rotation = rotate(30deg)
    }
    layer box {
        set position = (100, 100)
        set transform = rotate(10deg)
        set origin = (0, 0)
    }
}
