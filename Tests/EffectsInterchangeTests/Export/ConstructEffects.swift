import EffectDSL
import EffectsRegistry
import TestSupport

/// Effects written for the browser tests: every timing construct the web export maps, in a few
/// layers (repeats, autoreverse, offsets, speeds, fill modes, groups that begin late, run fast and
/// cut, paced and discrete modes, steps, linear(), an overshooting bezier on an additive track),
/// and every layer construct (helper rotations about x and y, scales of one axis, translation in z,
/// `hidden`, `doubleSided`, position, translation and zPosition animated together on `translate`, a transform list with a model value, perspective), and transform lists
/// Chromium interpolates by decomposition, discretely (a singular matrix) or to `none` (an
/// extrapolated perspective), all written as lists.
enum ConstructEffects {
    static let source = """
        effect timings {
            duration 3s
            layer a {
                set position = (100, 100)
                set bounds.size = (40, 40)
                animate position.x duration 0.4s delay 0.3s repeat 2.5 autoreverse timing ease-in from 50 to 250
                animate opacity duration 0.5s offset 0.2s repeat 3 fill both from 0.2 to 0.9
                animate transform.rotation duration 1s speed 2 delay 0.5s fill forwards { 0% 0 ease-out; 40% 1 steps(3, jump-start); 100% 2 }
            }
            layer b {
                set position = (200, 300)
                set bounds.size = (60, 30)
                set anchorPoint = (0, 1)
                animate position mode paced duration 1.5s { (0, 0); (100, 0); (100, 50); (0, 300) }
                animate transform.scale mode discrete duration 1.2s delay 0.1s fill backwards { 1; 1.5; 0.5; 2 }
                animate position.y additive duration 0.6s delay 1.7s timing cubic-bezier(0.3, -0.5, 0.7, 1.6) from 0 to 40
            }
            layer c {
                set position = (50, 500)
                group duration 1.5s delay 0.25s speed 1.5 fill forwards {
                    animate position.x duration 2s from 0 to 300
                    animate transform.rotation duration 0.5s delay 0.3s repeat forever from 0 to 0.5
                }
                group duration 0.8s delay 0.2s fill both {
                    animate opacity duration 0.5s delay 0.2s fill both timing steps(4, jump-both) from 1 to 0
                }
                animate zPosition duration 0.7s repeat 2 timing linear(0, 0.25 75%, 1) from -2 to 2
            }
            layer d {
                set position = (300, 600)
                animate position.x cumulative repeat 2.5 duration 0.4s delay 0.1s { 0% 0 ease-in; 60% 30; 100% 50 }
                animate opacity cumulative repeat 3 duration 0.3s fill forwards from 0 to 0.25
                animate transform.rotation duration 0.9s delay 0.05s repeat 2 timing steps(5, jump-none) from 0 to 1
            }
            layer e {
                set position = (150, 400)
                set transform.translation = (5, 7)
                animate position duration 1s delay 0.2s timing ease-in-out from (10, 20) to (200, 100)
                animate transform.translation duration 0.8s delay 0.5s fill forwards from (0, 0) to (30, -20)
                animate zPosition duration 1s from 0 to 5
            }
            layer f {
                set position = (250, 150)
                animate transform.translation.x duration 0.6s delay 0.1s timing ease-out from 0 to 90
                animate transform.translation.y duration 0.9s delay 0.4s fill both from -30 to 40
            }
        }
        effect layers3d {
            duration 2s
            perspective 500
            layer tilt {
                set position = (120, 200)
                set bounds.size = (160, 90)
                set transform.rotation.y = 0.3
                set transform.scale.z = 2
                set transform.rotation = 0.2
                set transform.scale = 1.2
                animate transform.rotation.x duration 1.5s delay 0.2s { 0% 0 ease-in; 50% 1.2; 100% 0.4 }
                animate transform.translation.z duration 1s from 0 to 80
            }
            layer squash {
                set position = (260, 420)
                set bounds.size = (100, 140)
                set anchorPoint = (0.2, 0.8)
                set transform.scale.x = 0.5
                set transform = rotate(10deg) translateX(20)
                animate transform.scale.y timing ease-out duration 1.2s fill forwards from 1 to 1.8
                animate hidden duration 1.6s { 0% false; 40% true; 70% false; 100% false }
            }
            layer face {
                set position = (190, 560)
                set bounds.size = (120, 80)
                set doubleSided = false
                set anchorPointZ = 30
                animate zPosition duration 1s from 0 to -40
                animate transform.rotation.y duration 2s from 0 to 3.4
            }
        }
        effect depth {
            duration 1s
            perspective 300
            layer deep {
                set position = (180, 300)
                set bounds.size = (80, 80)
                set anchorPointZ = -50
                set transform.rotation.y = 0.4
                animate transform.translation.z from 0 to 30
            }
            layer flat {
                set position = (100, 500)
                set bounds.size = (60, 60)
                set anchorPointZ = 40
                animate transform.rotation duration 1s from 0 to 1
                animate zPosition additive from 0 to 20
            }
        }
        effect lists {
            duration 1s
            layer decomposed {
                set position = (100, 150)
                set bounds.size = (80, 60)
                animate transform { 0% rotate(80deg) ease-in-out; 50% translate3d(0, 120, 0) skewX(10deg); 100% scale(1.5) rotate(-30deg) }
            }
            layer singular {
                set position = (260, 150)
                set bounds.size = (60, 60)
                animate transform from matrix(2, 0, 0, 0, 0, 0) translate(10) to matrix(2, 0, 0, 0, 0, 0) translate(50)
            }
            layer overshoot {
                set position = (190, 450)
                set bounds.size = (100, 100)
                animate transform timing cubic-bezier(0.3, -0.5, 0.7, 1.8) from perspective(300) rotateY(0) to perspective(2000) rotateY(40deg)
            }
        }
        """

    /// The effects' timelines, as configurations.
    static func configurations() throws -> [ShippedConfiguration] {
        let loaded = DSLLoader.load(SourceFile(name: "constructs.fx", text: source))
        guard loaded.failedFiles.isEmpty else { throw BrowserFailure(loaded.rendered()) }
        return try loaded.effects.map { effect in
            let timeline = try effect.timeline(
                effect.descriptor.defaults(), context: ShippedConfiguration.context)
            return ShippedConfiguration(name: effect.descriptor.name, assignments: [], timeline: timeline)
        }
    }
}
