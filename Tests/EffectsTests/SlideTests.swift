import EffectsRegistry
import Testing

@testable import Effects

/// Seed 003: XZCarouselView's page transition, checked against its layout rule (REFERENCE.md):
/// with transition t, the page n places from the current one is offset by `n − t` pages, its content
/// by the same amount of interitemSpacing; right-to-left mirrors horizontal frames.
@Suite struct SlideTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var orientation: String
        var direction: String
        var layout: String
        var spacing: Double
        var testDescription: String { "\(orientation) \(direction) \(layout) spacing \(spacing)" }
        var assignments: [String] {
            [
                "orientation=\(orientation)", "direction=\(direction)", "layout=\(layout)",
                "spacing=\(spacing)",
            ]
        }
    }

    static let cases: [Case] = ["horizontal", "vertical"].flatMap { orientation in
        ["forward", "backward"].flatMap { direction in
            ["left-to-right", "right-to-left"].flatMap { layout in
                [0.0, 20].map {
                    Case(orientation: orientation, direction: direction, layout: layout, spacing: $0)
                }
            }
        }
    }

    /// The carousel's centre of the page `page` places from the current one at transition `t`.
    static func carouselCentre(page: Double, transition t: Double, _ c: Case) -> Value {
        let vertical = c.orientation == "vertical"
        let mirror = c.layout == "right-to-left" && !vertical ? -1.0 : 1.0
        let offset = (page - t) * mirror
        if vertical {
            return Value(viewportWidth / 2, viewportHeight / 2 + offset * (viewportHeight + c.spacing))
        }
        return Value(viewportWidth / 2 + offset * (viewportWidth + c.spacing), viewportHeight / 2)
    }

    @Test func descriptorIsProgressDriven() throws {
        let descriptor = Slide().descriptor
        #expect(descriptor.name == "slide")
        #expect(descriptor.parameterNames == ["orientation", "direction", "layout", "spacing", "duration"])
        #expect(descriptor.duration == 0.3)
        #expect(descriptor.drive == .progress)
        #expect(descriptor.layerNames == ["outgoing", "incoming"])
        #expect(
            descriptor.defaults().description
                == "orientation=horizontal direction=forward layout=left-to-right spacing=0 duration=0.3")
        #expect(descriptor.problems().isEmpty)
    }

    @Test(arguments: cases)
    func pagesFollowTheCarouselLayout(_ c: Case) throws {
        let probe = try Probe(Slide(), c.assignments)
        let forward = c.direction == "forward"
        for progress in [0, 0.1, 0.25, 0.5, 0.75, 1] {
            let transition = forward ? progress : -progress
            let outgoing = Self.carouselCentre(page: 0, transition: transition, c)
            let incoming = Self.carouselCentre(page: forward ? 1 : -1, transition: transition, c)
            let time = progress * 0.3
            #expect(isClose(try probe.position("outgoing", at: time), outgoing), "outgoing at \(progress)")
            #expect(isClose(try probe.position("incoming", at: time), incoming), "incoming at \(progress)")
            // One page plus the spacing apart along the paging axis, always.
            let gap = try probe.position("incoming", at: time) - probe.position("outgoing", at: time)
            let page = c.orientation == "vertical" ? viewportHeight : viewportWidth
            #expect(isClose((gap.x * gap.x + gap.y * gap.y).squareRoot(), page + c.spacing))
        }
        // After the end the next page stays shown.
        #expect(isClose(try probe.position("incoming", at: 1), Value(187.5, 333.5)))
    }

    @Test func referencePageOffsets() throws {
        // REFERENCE.md: pages at -(2+t), -(1+t), -t, 1-t, 2-t; the effect shows -t and 1-t.
        let probe = try Probe(Slide(), ["spacing=10"])
        let t = 0.4
        #expect(isClose(try probe.value("outgoing.position.x", progress: t), 187.5 - t * 385))
        #expect(isClose(try probe.value("incoming.position.x", progress: t), 187.5 + (1 - t) * 385))
    }

    @Test func rightToLeftMirrorsOnlyHorizontalPaging() throws {
        let ltr = try Probe(Slide(), ["orientation=vertical"])
        let rtl = try Probe(Slide(), ["orientation=vertical", "layout=right-to-left"])
        #expect(ltr.row(at: 0.1) == rtl.row(at: 0.1))
        let horizontal = try Probe(Slide(), ["layout=right-to-left"])
        #expect(isClose(try horizontal.value("incoming.position.x", at: 0), 187.5 - 375))
    }

    @Test func pagesFillTheViewportAndTheDurationIsAParameter() throws {
        let probe = try Probe(
            Slide(), ["duration=0.6"], context: EffectContext(viewportWidth: 414, viewportHeight: 896))
        #expect(probe.timeline.duration == 0.6)
        #expect(try probe.value("incoming.bounds.size.x", at: 0) == 414)
        #expect(try probe.value("outgoing.bounds.size.y", at: 0) == 896)
        #expect(isClose(try probe.value("outgoing.position.x", at: 0.3), 207 - 207))
    }
}
