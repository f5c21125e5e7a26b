import Testing

@testable import EffectDSL

/// The diagnostics of transform lists, relative lengths, `perspective`, `origin` and the boolean
/// key paths, each at its place with its hint.
@Suite struct TransformDiagnosticsTests {
    static let cases: [(String, [String])] = [
        (
            "effect e { layer l { set transform = 1️⃣1 } }",
            [
                "1️⃣ a value of 'transform' must be a transform list, not a number",
                "hint: write CSS transform functions, such as 'rotateY(180deg) scale(2)', or 'none'",
            ]
        ),
        (
            "effect e { layer l { set transform.rotation = 1️⃣rotate(1) } }",
            [
                "1️⃣ a value of 'transform.rotation' must be a number, not a transform list",
                "hint: a transform list is the value of 'transform'; the helper key paths take numbers",
            ]
        ),
        (
            "effect e { layer l { set hidden = 1️⃣1 } }",
            ["1️⃣ a value of 'hidden' must be a boolean, not a number", "hint: write 'true' or 'false'"]
        ),
        (
            "effect e { layer l { set transform = 1️⃣translate(1, 2, 3) } }",
            ["1️⃣ 'translate' takes 1 or 2 arguments, got 3", "hint: write 'translate(x[, y])'"]
        ),
        (
            "effect e { layer l { set transform = 1️⃣rotate3d(1, 0, 0) } }",
            ["1️⃣ 'rotate3d' takes 4 arguments, got 3", "hint: write 'rotate3d(x, y, z, angle)'"]
        ),
        (
            "effect e { layer l { set transform = rotate(1️⃣1s) } }",
            ["1️⃣ the argument of 'rotate' must be an angle, not a time"]
        ),
        (
            "effect e { layer l { set transform = translateX(1️⃣2s) scale(2️⃣90deg) } }",
            [
                "1️⃣ the argument of 'translateX' must be a length, not a time",
                "2️⃣ the argument of 'scale' must be a number, not an angle",
            ]
        ),
        (
            "effect e { layer l { set bounds.size = (10, 10); set origin = (1️⃣50%, 50%h) } }",
            [
                "1️⃣ a component of 'origin' must be a length, but 50% is a fraction of no size",
                "hint: write 50%w for a share of the layer's width, 50%h of its height, or 50vw or 50vh of the viewport's",
            ]
        ),
        (
            "effect e { layer l { set transform = 1️⃣rotatex(1) } }",
            ["1️⃣ unknown function 'rotatex' (did you mean 'rotateX' or 'rotate'?)"]
        ),
        (
            "effect e { layer l { set 1️⃣orign = (0, 0) } }",
            ["1️⃣ unknown key path 'orign' (did you mean 'origin'?)"]
        ),
        (
            "effect e { layer l { set 1️⃣anchorPointz = 1 } }",
            ["1️⃣ unknown key path 'anchorPointz' (did you mean 'anchorPointZ' or 'anchorPoint'?)"]
        ),
        ("effect e { let 1️⃣rotate = 1 }", ["1️⃣ 'rotate' is built in and cannot be redefined"]),
        ("effect e { let 1️⃣none = 1 }", ["1️⃣ 'none' is built in and cannot be redefined"]),
        (
            "effect e { layer l { set transform = perspective(1️⃣-1) } }",
            ["1️⃣ the distance of 'perspective()' must be 0 or more, got -1"]
        ),
        (
            "effect e { perspective 1️⃣50% }",
            ["1️⃣ the perspective must be a length, but 50% is a fraction of no size"]
        ),
        (
            "effect e { perspective 500; 1️⃣perspective 600 }",
            ["1️⃣ 'perspective' is given twice"]
        ),
        ("effect e { if true { 1️⃣perspective 500 } }", ["1️⃣ 'perspective' cannot appear inside 'for' or 'if'"]),
        (
            "effect e { layer l { set transform = rotate(1) 1️⃣+ 1 } }",
            ["1️⃣ '+' cannot combine a transform list and a number"]
        ),
        (
            "effect e { layer l { set transform = lerp(1️⃣rotate(1), rotate(2), 0.5) } }",
            ["1️⃣ the argument of 'lerp' must be a number or a vector, not a transform list"]
        ),
        (
            "effect e { param p = 10%; layer l { set transform = translateX(1️⃣-p) } }",
            [
                "1️⃣ the argument of 'translateX' must be a length, but a percentage is a fraction of no size",
                "hint: write a share of a size: %w of the layer's width, %h of its height, vw or vh of the viewport's",
            ]
        ),
    ]

    @Test(arguments: cases.indices)
    func reportsEachMistakeAtItsPlace(_ index: Int) {
        let (snippet, expected) = TransformDiagnosticsTests.cases[index]
        DiagnosticExpectations.check(snippet, expected)
    }
}
