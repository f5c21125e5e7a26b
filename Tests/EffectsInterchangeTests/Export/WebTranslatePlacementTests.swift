import EffectsRegistry
import Testing

@testable import EffectsInterchange

/// The element's `translate` places the box: position and transform.translation in x and y,
/// zPosition in z, in px (Chromium lays `left` and `top` out on a grid of 1/64 px).
struct WebTranslatePlacementTests {
    /// A layer at `position` (moved by `translation`) with tracks of `keyPaths`, each from its
    /// value to that plus 10 over a second, beginning at `begins`.
    static func export(
        position: Value = Value(100.3, 50.7), translation: Value? = nil,
        tracks: [(keyPath: String, from: Value, begin: Double)]
    ) throws -> WebExport {
        var model = [try ModelValue(keyPath: "position", value: position)]
        if let translation {
            model.append(try ModelValue(keyPath: "transform.translation", value: translation))
        }
        let animations = try tracks.map { track in
            Animation.track(
                try Track(
                    keyPath: track.keyPath,
                    values: [
                        track.from, Value(components: track.from.components.map { $0 + 10 }) ?? track.from,
                    ],
                    timing: MediaTiming(beginTime: track.begin, duration: 1)))
        }
        let timeline = try Timeline(
            duration: 2, layers: [Layer(name: "card", modelValues: model, animations: animations)])
        return try WebExporter().export(timeline)
    }

    static func style(_ web: WebExport, _ property: String) -> String? {
        web.elements.first?.style.first { $0.property == property }?.value
    }

    @Test func thePositionIsATranslateInPxBesideTheTranslation() throws {
        let web = try Self.export(translation: Value(1, 2), tracks: [])
        #expect(Self.style(web, "left") == "0px")
        #expect(Self.style(web, "top") == "0px")
        #expect(Self.style(web, "translate") == "101.3px 52.7px 0px")
    }

    /// One key path alone replaces the whole `translate`, the other parts at their model values,
    /// so the later of two of its tracks wins.
    @Test func oneKeyPathAloneReplacesTheWholeTranslate() throws {
        let web = try Self.export(
            translation: Value(1, 2),
            tracks: [("position", Value(0, 0), 0), ("position", Value(5, 5), 0.5)])
        #expect(web.animations.map(\.timing.composite) == ["replace", "replace"])
        #expect(
            web.animations[0].keyframes.map { $0.declarations[0].value } == ["1px 2px 0px", "11px 12px 0px"])
    }

    /// position.x and position.y apart each write their change, added: together they are the
    /// position, as the sampler's.
    ///
    /// Trailing zero slots are left out (`-100.3px` is x alone).
    @Test func axesApartAddTheirChanges() throws {
        let web = try Self.export(tracks: [("position.x", Value(0), 0), ("position.y", Value(20), 0)])
        #expect(web.animations.map(\.timing.composite) == ["add", "add"])
        #expect(
            web.animations.map { $0.keyframes.map { $0.declarations[0].value } } == [
                ["-100.3px", "-90.3px"], ["0px -30.7px", "0px -20.7px"],
            ])
    }

    /// zPosition beside the position is a change too, its `z-index` a change of steps.
    @Test func zPositionBesideThePositionAddsItsChangeAndItsOrder() throws {
        let web = try Self.export(tracks: [("position", Value(0, 0), 0), ("zPosition", Value(1), 0)])
        let z = try #require(web.animations.first { $0.keyPath == "zPosition" })
        #expect(z.timing.composite == "add")
        #expect(z.keyframes[1].declarations.map(\.value) == ["0px 0px 11px", "11000"])
    }

    /// The browser has one `translate`: two properties animated in a slot are one reading of their
    /// sum, and a property only set beside an animated one reads as its model value.
    @Test func eachSlotIsReadAsWhatTheBrowserHasOfIt() throws {
        let both = try Self.export(
            translation: Value(1, 2),
            tracks: [("position", Value(0, 0), 0), ("transform.translation", Value(3, 3), 0)])
        let columns = try #require(both.elements.first?.columns)
        #expect(columns.map(\.name) == ["card.position.x", "card.position.y"])
        #expect(
            columns.map(\.alongside) == [["card.transform.translation.x"], ["card.transform.translation.y"]])
        #expect(columns.map(\.offset) == [0, 0])
        let set = try Self.export(translation: Value(1, 2), tracks: [("position", Value(0, 0), 0)])
        let readings = try #require(set.elements.first?.columns)
        #expect(
            readings.map(\.name) == [
                "card.position.x", "card.position.y", "card.transform.translation.x",
                "card.transform.translation.y",
            ])
        #expect(readings.map(\.factor) == [1, 1, 0, 0])
        #expect(readings.map(\.offset) == [-1, -2, 1, 2])
    }

    /// Added changes cannot let the later of two tracks of one component win: refused, by name,
    /// where the component is transform.translation's (a position's has `left` and `top`, below).
    @Test func twoTracksOfOneComponentAmongSharersAreRefused() throws {
        let error = #expect(throws: InterchangeError.self) {
            try Self.export(
                tracks: [
                    ("transform.translation.x", Value(0), 0), ("transform.translation.x", Value(5), 0.5),
                    ("transform.translation.y", Value(0), 0),
                ])
        }
        #expect(error?.keyPath == "transform.translation.x")
        #expect(error?.reason.contains("two non-additive tracks of one component") == true)
        #expect(error?.reason.contains("write that component's changes as one track") == true)
    }

    /// Two tracks of one position component, with another beside them, keep the position in
    /// `left` and `top`, where each replaces and the later wins (on the 1/64 px layout grid).
    @Test func twoTracksOfOnePositionComponentKeepLeftAndTop() throws {
        let web = try Self.export(
            tracks: [("position.x", Value(0), 0), ("position.x", Value(5), 0.5), ("position.y", Value(0), 0)])
        #expect(Self.style(web, "left") == "100.3px")
        #expect(Self.style(web, "top") == "50.7px")
        #expect(Self.style(web, "translate") == "0px 0px 0px")
        #expect(web.animations.map(\.timing.composite) == ["replace", "replace", "replace"])
        #expect(web.animations.map { $0.keyframes[0].declarations[0].property } == ["left", "left", "top"])
        #expect(web.elements.first?.columns.map(\.property) == ["left", "top"])
    }
}
