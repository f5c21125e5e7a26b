import EffectsRegistry
import Testing

@testable import EffectDSL

/// What transform lists, relative lengths, `perspective`, `origin` and the boolean key paths
/// compile to.
@Suite struct TransformCompileTests {
    /// The model `transform` of layer `l` of `text`.
    private func modelTransform(_ text: String) throws -> TransformList? {
        let timeline = try Scripts.timeline(text)
        return timeline.layers.first?.modelValues.last { $0.transform != nil }?.transform
    }

    /// The model `transform` of a layer whose body is `body`.
    private func listOf(_ body: String) throws -> TransformList? {
        try modelTransform("effect e { layer l { \(body) } }")
    }

    /// The model value of `keyPath` of the first layer.
    private func model(_ timeline: Timeline, _ keyPath: String) -> Value? {
        timeline.layers.first?.modelValues.last { $0.target.keyPath == keyPath }?.value
    }

    @Test func setsAListWithItsFunctionsInTheOrderWritten() throws {
        let list = try listOf("set transform = perspective(500) rotateX(60deg)")
        #expect(list == TransformList([.perspective(500), .rotateX(60 * Double.pi / 180)]))
    }

    @Test func readsTheShortFormsAsCSSDoes() throws {
        let list = try listOf("set transform = translate(10) scale(2) skew(1) translate(1, 2) scale(2, 3)")
        #expect(
            list
                == TransformList([
                    .translate(x: 10, y: 0), .scale(x: 2, y: 2), .skew(x: 1, y: 0), .translate(x: 1, y: 2),
                    .scale(x: 2, y: 3),
                ]))
    }

    @Test func readsEveryFunction() throws {
        let list = try listOf(
            """
            set transform = translate3d(1, 2, 3) translateX(4) translateY(5) translateZ(6) scale3d(1, 2, 3) \
            scaleX(2) scaleY(3) scaleZ(4) rotate(1) rotateY(2) rotateZ(3) rotate3d(0, 0, 1, 4) skewX(1) \
            skewY(2) perspective(none) matrix(1, 2, 3, 4, 5, 6) \
            matrix3d(1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 7, 8, 9, 1)
            """)
        let matrix = try #require(Matrix3D(entries: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 7, 8, 9, 1]))
        #expect(
            list
                == TransformList([
                    .translate3d(x: 1, y: 2, z: 3), .translateX(4), .translateY(5), .translateZ(6),
                    .scale3d(x: 1, y: 2, z: 3), .scaleX(2), .scaleY(3), .scaleZ(4), .rotate(1), .rotateY(2),
                    .rotateZ(3), .rotate3d(x: 0, y: 0, z: 1, angle: 4), .skewX(1), .skewY(2),
                    .perspective(.infinity), .matrix(a: 1, b: 2, c: 3, d: 4, e: 5, f: 6), .matrix3d(matrix),
                ]))
    }

    @Test func takesTurnsAndGradians() throws {
        let list = try listOf("set transform = rotate(0.5turn) rotate(200grad) scale(50%)")
        #expect(list == TransformList([.rotate(Double.pi), .rotate(Double.pi), .scale(x: 0.5, y: 0.5)]))
    }

    @Test func takesExpressionsLetsAndBranches() throws {
        let list = try modelTransform(
            """
            effect e {
                param flip = true
                param angle = 30deg
                let turn = rotateY(flip ? 180deg : 0deg)
                layer l { set transform = flip ? turn : none; let t = rotate(angle * 2) translateX(-10 - 5) }
                layer m { set transform = none }
            }
            """)
        #expect(list == TransformList([.rotateY(Double.pi)]))
    }

    @Test func measuresRelativeLengthsAgainstTheLayerAndTheViewport() throws {
        let list = try listOf(
            "set bounds.size = (300, 100); set transform = translate3d(-100%w, 50%h, 0) translateX(10vw) translateY(-5vh - 2)"
        )
        #expect(
            list
                == TransformList([
                    .translate3d(x: -300, y: 50, z: 0), .translateX(37.5), .translateY(-(0.05 * 667) - 2),
                ]))
    }

    @Test func measuresEachLayerOfALoopAgainstItsOwnSize() throws {
        let timeline = try Scripts.timeline(
            "effect e { for i in 1...2 { layer l[i] { set bounds.size = (i * 100, 10); set position.x = 50%w } } }"
        )
        let positions = timeline.layers.map { $0.modelValues.last?.value.x }
        #expect(positions == [50, 100])
    }

    @Test func readsTheSizeTheSetsBeforeItLeave() throws {
        let timeline = try Scripts.timeline(
            "effect e { layer l { set bounds.size = (100, 10); set position.x = 100%w; set bounds.size.width = 40; set position.y = 100%w } }"
        )
        #expect(model(timeline, "position.x") == Value(100))
        #expect(model(timeline, "position.y") == Value(40))
    }

    @Test func readsASizeComponentSpeltAsItsColumn() throws {
        // `bounds.size.x` is what the column prints; `.width` is Core Animation's spelling of it.
        let columns = try Scripts.timeline(
            "effect e { layer l { set bounds.size = (100, 10); set bounds.size.x = 40; set position.x = 100%w } }"
        )
        let coreAnimation = try Scripts.timeline(
            "effect e { layer l { set bounds.size = (100, 10); set bounds.size.width = 40; set position.x = 100%w } }"
        )
        #expect(model(columns, "position.x") == Value(40))
        // Either spelling is kept under the one the columns print.
        #expect(model(columns, "bounds.size.x") == Value(40))
        #expect(model(coreAnimation, "bounds.size.x") == Value(40))
        #expect(model(coreAnimation, "position.x") == Value(40))
    }

    @Test func animatesFromNoneToAList() throws {
        let timeline = try Scripts.timeline(
            "effect e { layer l { set transform = rotateY(180deg); animate transform from none to rotateY(180deg) } }"
        )
        let track = try #require(Scripts.tracks(timeline, layer: "l").first)
        #expect(track.target.property.kind == .transform)
        #expect(track.transforms == [.none, TransformList([.rotateY(Double.pi)])])
    }

    @Test func startsAtTheModelTransformWithoutFrom() throws {
        let timeline = try Scripts.timeline(
            "effect e { layer l { animate transform to scale(2); set transform = scale(3) } }")
        let track = try #require(Scripts.tracks(timeline, layer: "l").first)
        #expect(
            track.transforms == [TransformList([.scale(x: 3, y: 3)]), TransformList([.scale(x: 2, y: 2)])])
    }

    @Test func readsKeyframeBlocksOfLists() throws {
        let timeline = try Scripts.timeline(
            """
            effect e {
                layer l {
                    set bounds.size = (200, 100)
                    animate transform {
                        0%    translate3d(100%w, 0, 0) skewX(-30deg)  ease-out
                        60%   skewX(20deg)
                        100%  none
                    }
                }
            }
            """)
        let track = try #require(Scripts.tracks(timeline, layer: "l").first)
        #expect(track.keyTimes == [0, 0.6, 1])
        #expect(track.timingFunctions == [.easeOut, .linear])
        #expect(
            track.transforms == [
                TransformList([.translate3d(x: 200, y: 0, z: 0), .skewX(-30 * Double.pi / 180)]),
                TransformList([.skewX(20 * Double.pi / 180)]), .none,
            ])
    }

    @Test func setsTheViewportsPerspective() throws {
        let timeline = try Scripts.timeline("effect e { perspective 500; layer l { set opacity = 1 } }")
        #expect(timeline.sublayerTransform.m34 == -1.0 / 500)
        let plain = try Scripts.timeline("effect e { layer l { set opacity = 1 } }")
        #expect(plain.sublayerTransform == .identity)
    }

    @Test func aDerivedEffectKeepsItsBasesPerspectiveUnlessItGivesOne() throws {
        let base = "effect a { perspective 500; duration 1s; layer l { set opacity = 1 } }"
        let kept = try Scripts.timeline(base + "\neffect b: a { duration 2s }")
        #expect(kept.sublayerTransform.m34 == -1.0 / 500)
        let replaced = try Scripts.timeline(base + "\neffect b: a { perspective 1000 }")
        #expect(replaced.sublayerTransform.m34 == -1.0 / 1000)
    }

    @Test func aDerivedEffectsTimingReachesItsBasesTransformTracks() throws {
        let timeline = try Scripts.timeline(
            """
            effect a { duration 1s; layer l { animate transform from none to rotate(1) } }
            effect b: a { timing ease-in }
            """)
        let track = try #require(Scripts.tracks(timeline, layer: "l").first)
        #expect(track.timingFunction == .easeIn)
        #expect(track.transforms == [.none, TransformList([.rotate(1)])])
    }

    @Test func anExampleMayNameTheGeometryColumns() throws {
        let source = """
            effect e {
                layer l { set bounds.size = (100, 50); set position = (100, 100) }
                example "the top-left corner" at 0s { l.corners.topLeft.x = X; l.visible = 1 }
            }
            """
        let effect = try Scripts.effect(source.replacing("X", with: "50"))
        #expect(try effect.mismatches(of: #require(effect.descriptor.examples.first)).isEmpty)
        let wrong = DiagnosticExpectations.diagnostics(source.replacing("X", with: "51"))
        #expect(wrong.map(\.id) == [.exampleValueMismatch])
    }

    @Test func setsAndAnimatesTheBooleans() throws {
        let timeline = try Scripts.timeline(
            "effect e { layer l { set hidden = true; set doubleSided = false; animate hidden { 0% true; 50% false; 100% false } } }"
        )
        #expect(model(timeline, "hidden") == Value(1))
        #expect(model(timeline, "doubleSided") == Value(0))
        let track = try #require(Scripts.tracks(timeline, layer: "l").first)
        #expect(track.values == [Value(1), Value(0), Value(0)])
        #expect(track.calculationMode == .discrete)
    }

    @Test func setsTheNewHelperKeyPaths() throws {
        let timeline = try Scripts.timeline(
            "effect e { layer l { set transform.translation.z = 10; set transform.scale.z = 2; set anchorPointZ = 5 } }"
        )
        #expect(model(timeline, "transform.translation.z") == Value(10))
        #expect(model(timeline, "transform.scale.z") == Value(2))
        #expect(model(timeline, "anchorPointZ") == Value(5))
    }

    @Test func movesTheAnchorToTheOriginWithoutMovingTheLayer() throws {
        let timeline = try Scripts.timeline(
            "effect e { layer l { set bounds.size = (200, 100); set position = (100, 100); set origin = (0, 0) } }"
        )
        #expect(model(timeline, "anchorPoint") == Value(0, 0))
        #expect(model(timeline, "position") == Value(0, 50))
    }

    @Test func takesAnOriginInRelativeLengths() throws {
        let timeline = try Scripts.timeline(
            "effect e { layer l { set bounds.size = (200, 100); set position = (100, 100); set origin = (100%w, 25%h) } }"
        )
        #expect(model(timeline, "anchorPoint") == Value(1, 0.25))
        #expect(model(timeline, "position") == Value(200, 75))
    }

    @Test func readsPixelsAsPoints() throws {
        let list = try listOf("set transform = translateX(100px) translate(-2.5px, 1e1px)")
        #expect(list == TransformList([.translateX(100), .translate(x: -2.5, y: 10)]))
    }

    @Test func refusesAnAnchorPointBesideAnOrigin() {
        let size = "set bounds.size = (100, 50); set position = (200, 300)"
        for body in [
            "set origin = (50, 25); set anchorPoint = (0, 0)",
            "set anchorPoint = (0, 0); set origin = (50, 25)",
            "set anchorPoint.x = 0; set origin = (50, 25)",
            "set origin = (50, 25, 1); set anchorPointZ = 4",
            "set origin = (50, 25, 1); animate anchorPointZ to 4",
            "set origin = (50, 25); group { animate anchorPoint to (0, 0) }",
        ] {
            let ids = DiagnosticExpectations.diagnostics("effect e { layer l { \(size); \(body) } }").map(
                \.id)
            #expect(ids == [.originInvalid], "\(body)")
        }
        // An origin without a z leaves anchorPointZ alone, so it may be set beside it.
        let kept = DiagnosticExpectations.diagnostics(
            "effect e { layer l { \(size); set origin = (50, 25); set anchorPointZ = 4 } }")
        #expect(kept.isEmpty)
    }
}
