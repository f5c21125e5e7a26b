// A UIKit property name instead of a layer key path.
// Expect:
//   5:25: error: unknown key path 'alpha'
effect fade {
    layer box { animate alpha from 1 to 0 }
}
