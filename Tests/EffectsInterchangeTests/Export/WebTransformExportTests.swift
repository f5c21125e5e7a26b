import EffectDSL
import EffectsInterchange
import EffectsRegistry
import Foundation
import TestSupport
import Testing

/// The web export of the layer model's transform constructs, as text: the browser comparison proves
/// the numbers; these pin what is written.
struct WebTransformExportTests {
    /// The timeline of the one effect in `source`.
    static func timeline(_ source: String) throws -> Timeline {
        let loaded = DSLLoader.load(SourceFile(name: "case.fx", text: source))
        guard loaded.failedFiles.isEmpty, let effect = loaded.effects.first else {
            throw BrowserFailure(loaded.rendered())
        }
        return try effect.timeline(effect.descriptor.defaults(), context: EffectContext())
    }

    static func transforms(_ web: WebExport) -> [String] {
        web.animations.flatMap {
            $0.keyframes.flatMap { $0.declarations.filter { $0.property == "transform" } }
        }
        .map(\.value)
    }

    @Test func listsAreWrittenAsTheyAreAndExact() throws {
        let web = try WebExporter().export(
            Self.timeline(
                """
                effect e {
                    duration 1s
                    layer card {
                        set bounds.size = (100, 100)
                        animate transform { 0% none; 50% scale(1.5) translateY(-40); 100% none }
                    }
                }
                """))
        #expect(web.report.approximations.isEmpty)
        // The browser pads `none` as fxkit does (issue 22): the lists need no padding of their own.
        #expect(Self.transforms(web) == ["none", "scale(1.5, 1.5) translateY(-40px)", "none"])
        let style = try #require(web.elements.first?.style)
        #expect(style.contains(WebDeclaration("transform-origin", "50% 50%")))
        #expect(style.contains(WebDeclaration("margin-left", "-50px")))
    }

    @Test func aDecompositionIsWrittenAsItsListsAndExact() throws {
        let web = try WebExporter().export(
            Self.timeline(
                """
                effect e {
                    duration 1s
                    layer card {
                        set bounds.size = (100, 100)
                        animate transform from rotate(80deg) to translate3d(0, 300, 0)
                    }
                }
                """))
        // Chromium decomposes mismatched lists exactly as fxkit does (issue 22): no matrix3d() keyframes.
        #expect(web.report.approximations.isEmpty)
        #expect(Self.transforms(web) == ["rotate(80deg)", "translate3d(0px, 300px, 0px)"])
    }

    @Test func helperPiecesSitInTheListInLayerGeometrysOrder() throws {
        let web = try WebExporter().export(
            Self.timeline(
                """
                effect e {
                    duration 1s
                    perspective 400
                    layer card {
                        set bounds.size = (100, 100)
                        set transform.rotation.y = 0.5
                        set transform.scale.z = 2
                        animate transform.rotation.x from 0 to 1
                    }
                }
                """))
        #expect(web.report.approximations.isEmpty)
        #expect(web.perspective == 400)
        #expect(
            Self.transforms(web) == [
                "rotateY(28.64788975654116deg) rotateX(0deg) scaleZ(2)",
                "rotateY(28.64788975654116deg) rotateX(57.29577951308232deg) scaleZ(2)",
            ])
        #expect(web.css().contains("perspective: 400px;\n  perspective-origin: center;"))
    }

    @Test func anOvershootingPerspectiveIsWrittenAsItsLists() throws {
        let source = """
            effect e {
                duration 1s
                layer card {
                    set bounds.size = (100, 100)
                    animate transform timing EASING from perspective(300) rotateY(0) to perspective(800) rotateY(40deg)
                }
            }
            """
        let plain = try WebExporter().export(
            Self.timeline(source.replacingOccurrences(of: "EASING", with: "ease-in")))
        #expect(plain.report.approximations.isEmpty)
        // fxkit stops an extrapolated perspective at none, as Chromium does (issue 22).
        let overshooting = try WebExporter().export(
            Self.timeline(
                source.replacingOccurrences(of: "EASING", with: "cubic-bezier(0.3, -0.5, 0.7, 1.8)")))
        #expect(overshooting.report.approximations.isEmpty)
        #expect(
            Self.transforms(overshooting) == [
                "perspective(300px) rotateY(0deg)", "perspective(800px) rotateY(40deg)",
            ])
    }

    @Test func twoAnimatedWritersOfTheListAreRefused() throws {
        let timeline = try Self.timeline(
            """
            effect e {
                duration 1s
                layer card {
                    animate transform.rotation.x from 0 to 1
                    animate transform from none to rotate(1rad)
                }
            }
            """)
        let error = #expect(throws: InterchangeError.self) {
            try WebExporter().export(timeline)
        }
        #expect(error?.layer == "card")
        #expect(error?.keyPath == "transform")
    }
}
