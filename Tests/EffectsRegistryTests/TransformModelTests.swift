import EffectsRegistry
import Testing

/// The `transform` property, the helper key paths and the boolean properties in the model: what
/// each key path resolves to, which values are refused, and the columns each property samples to.
struct TransformModelTests {
    @Test func theHelperKeyPathsAreComplete() throws {
        let scalars = [
            "transform.translation.z", "transform.scale.z", "anchorPointZ", "hidden", "doubleSided",
        ]
        for keyPath in scalars {
            let target = try #require(PropertyTarget(keyPath: keyPath))
            #expect(target.property.name == keyPath)
            #expect(target.valueCount == 1)
        }
        // `transform.rotation.z` is `transform.rotation`; `transform.translation` stays a 2-vector.
        #expect(
            PropertyTarget(keyPath: "transform.rotation.z") == PropertyTarget(keyPath: "transform.rotation"))
        let translation = try #require(PropertyTarget(keyPath: "transform.translation"))
        #expect(translation.valueCount == 2)
        #expect(PropertyTarget(keyPath: "transform.translation.y")?.component == 1)
        #expect(PropertyPath.named("doubleSided")?.defaultValue == Value(1))
        #expect(PropertyPath.named("hidden")?.kind == .boolean)
    }

    @Test func existingPropertiesKeepTheirColumns() throws {
        let layer = Layer(
            name: "box",
            modelValues: [
                try ModelValue(keyPath: "transform.translation", value: Value(1, 2)),
                try ModelValue(keyPath: "transform.translation.z", value: Value(3)),
            ])
        let timeline = try Timeline(duration: 1, layers: [layer])
        #expect(
            CompiledTimeline(timeline).columnNames == [
                "t", "progress", "box.transform.translation.x", "box.transform.translation.y",
                "box.transform.translation.z",
            ])
        #expect(CompiledTimeline(timeline).values(at: 0) == [0, 0, 1, 2, 3])
    }

    @Test func aTransformModelValueSamplesToItsMatrix() throws {
        let list = TransformList([.translate(x: 10, y: 20), .rotate(.pi / 2)])
        let layer = Layer(name: "box", modelValues: [try ModelValue(transform: list)])
        let compiled = CompiledTimeline(try Timeline(duration: 1, layers: [layer]))
        #expect(
            compiled.columnNames == ["t", "progress"]
                + PropertyPath.matrixSuffixes.map { "box.transform.\($0)" })
        #expect(Array(compiled.values(at: 0.5).dropFirst(2)) == list.matrix.entries)
    }

    @Test func aTransformLayerWithoutAValueShowsTheIdentity() throws {
        let track = try Track(transform: [.none, .none], timing: MediaTiming(duration: 1))
        let layer = Layer(name: "box", animations: [.track(track)])
        let compiled = CompiledTimeline(try Timeline(duration: 1, layers: [layer]))
        #expect(Array(compiled.values(at: 2).dropFirst(2)) == Matrix3D.identity.entries)
    }

    @Test func numbersForTransformAreRefused() {
        #expect(throws: TimelineError.transformNeedsList(keyPath: "transform")) {
            try ModelValue(keyPath: "transform", value: Value(1))
        }
        #expect(throws: TimelineError.transformNeedsList(keyPath: "transform")) {
            try Track(keyPath: "transform", values: [Value(1), Value(2)])
        }
    }

    @Test(arguments: [CalculationMode.paced, .cubic, .cubicPaced])
    func transformTracksAreLinearOrDiscrete(mode: CalculationMode) {
        #expect(throws: TimelineError.self) {
            try Track(transform: [.none, TransformList([.rotate(1)])], calculationMode: mode)
        }
        let error = TimelineError.calculationMode(
            keyPath: "transform", mode: mode,
            reason: "a transform track is 'linear' (CSS Transforms interpolation) or 'discrete'")
        #expect(
            error.description
                == "'transform' cannot use calculation mode '\(mode.rawValue)': a transform track is 'linear' "
                + "(CSS Transforms interpolation) or 'discrete'")
    }

    @Test func transformTracksAreValidated() {
        #expect(throws: TimelineError.noValues(keyPath: "transform")) { try Track(transform: []) }
        #expect(throws: TimelineError.keyTimeCount(keyPath: "transform", expected: "2", got: 3)) {
            try Track(transform: [.none, .none], keyTimes: [0, 0.5, 1])
        }
        #expect(throws: TimelineError.nonFinite(what: "value 2 of 'transform'")) {
            try Track(transform: [.none, TransformList([.translateX(.infinity)])])
        }
    }

    @Test func booleanTracksAreDiscrete() throws {
        let track = try Track(
            keyPath: "hidden", values: [Value(0), Value(1)], calculationMode: .linear,
            timing: MediaTiming(duration: 1))
        #expect(track.calculationMode == .discrete)
        let compiled = CompiledTimeline(
            try Timeline(duration: 1, layers: [Layer(name: "box", animations: [.track(track)])]))
        // Two values, discrete: each holds for half the duration.
        #expect(compiled.values(at: 0.49)[2] == 0)
        #expect(compiled.values(at: 0.5)[2] == 1)
        #expect(compiled.values(at: 0.99)[2] == 1)
    }

    @Test func aCutTransformTrackIsReportedWithoutAValue() throws {
        let turn = try Track(
            transform: [.none, TransformList([.rotate(1)])], timing: MediaTiming(duration: 2))
        let group = try AnimationGroup(timing: MediaTiming(duration: 1), animations: [.track(turn)])
        let timeline = try Timeline(duration: 1, layers: [Layer(name: "box", animations: [.group(group)])])
        let messages = TimelineAnalysis(timeline).findings.map(\.message)
        #expect(messages.contains("'box.transform' is cut by its group at 1 s, 50% into its run"))
    }
}

/// Rebuilding model pieces keeps what the rebuilder does not look at.
struct TransformReplacingTests {
    @Test func aReplacedTransformTrackKeepsItsLists() throws {
        let lists = [TransformList.none, TransformList([.rotate(1)])]
        let track = try Track(transform: lists, timing: MediaTiming(duration: 1))
        let retimed = try track.replacing(timingFunction: .easeIn)
        #expect(retimed.transforms == lists)
        #expect(retimed.timingFunction == .easeIn)
        #expect(try retimed.replacing(timingFunction: .some(nil)).timingFunction == nil)
    }

    @Test func aReplacedTimelineKeepsItsViewport() throws {
        let timeline = try Timeline(
            duration: 1, layers: [], sublayerTransform: .perspective(distance: 500),
            viewportSize: Value(100, 200))
        let longer = try timeline.replacing(duration: 2)
        #expect(longer.duration == 2)
        #expect(longer.sublayerTransform == .perspective(distance: 500))
        #expect(longer.viewportSize == Value(100, 200))
    }
}

/// The viewport a timeline's layers sit in.
struct TimelineViewportTests {
    @Test func theViewportIsValidated() {
        #expect(throws: TimelineError.nonFinite(what: "the timeline's sublayer transform")) {
            try Timeline(
                duration: 1, layers: [], sublayerTransform: .translation(x: .nan, y: 0, z: 0),
                viewportSize: Value(1, 1))
        }
        #expect(throws: TimelineError.valueCount(keyPath: "viewport size", index: 0, expected: 2, got: 1)) {
            try Timeline(duration: 1, layers: [], sublayerTransform: .identity, viewportSize: Value(1))
        }
        #expect(
            throws: TimelineError.timing(
                what: "the viewport size", reason: "must not be negative, got (-1, 1)")
        ) {
            try Timeline(duration: 1, layers: [], sublayerTransform: .identity, viewportSize: Value(-1, 1))
        }
    }

    @Test func aPlainTimelineHasNoPerspective() throws {
        let timeline = try Timeline(duration: 1, layers: [])
        #expect(timeline.sublayerTransform == .identity)
        #expect(timeline.viewportSize == EffectContext().viewport)
        #expect(Sampler(timeline: timeline, geometry: true).columnNames == ["t", "progress"])
    }
}
