import EffectsRegistry
import EffectsText

/// The Lottie document around the fitted layers: the header, a copy of the layers per stretch of
/// drawing order, and fxkit's own metadata.
extension LottieExporter {
    /// The whole document of `timeline`, its `layers` fitted in layer order.
    static func document(
        _ timeline: Timeline, layers: [JSONValue], spans: [OrderSpan], properties: [LottiePropertyReport],
        options: InterchangeOptions
    ) -> JSONValue {
        let fps = options.framesPerSecond
        return JSONValue.object([
            ("v", .string("5.7.0")), ("ver", .number(10000)), ("nm", .string("fxkit export")),
            ("fr", .number(fps)), ("ip", .number(0)), ("op", .number(timeline.duration * fps)),
            ("w", .number(options.context.viewportWidth)), ("h", .number(options.context.viewportHeight)),
            ("ddd", .number(0)), ("assets", .array([])),
            ("layers", .array(shownLayers(layers, spans: spans, timeline: timeline, fps: fps))),
            ("meta", .object([("g", .string("fxkit"))])),
            (
                "fxkit",
                LottieExporter.metadata(
                    properties, omitted: omitted(timeline), spans: spans, names: timeline.layers.map(\.name),
                    options: options)
            ),
        ])
    }

    /// One set of layers per stretch of drawing order, each shown only during it; Lottie draws its
    /// first layer on top, so the last in fxkit's drawing order comes first.
    private static func shownLayers(
        _ layers: [JSONValue], spans: [OrderSpan], timeline: Timeline, fps: Double
    )
        -> [JSONValue]
    {
        var lottieLayers: [JSONValue] = []
        for (spanIndex, span) in spans.enumerated() {
            for position in span.order.reversed() where layers.indices.contains(position) {
                let number = spanIndex * timeline.layers.count + position + 1
                let last = spanIndex == spans.count - 1
                lottieLayers.append(
                    LottieExporter.shown(
                        layers[position], number: number, from: span.from * fps,
                        to: last ? timeline.duration * fps : span.to * fps))
            }
        }
        return lottieLayers
    }

    /// A layer's JSON with its own number (`ind`) and shown from frame `from` to `to` (`ip`, `op`).
    private static func shown(_ layer: JSONValue, number: Int, from: Double, to: Double) -> JSONValue {
        guard case .object(let members) = layer else { return layer }
        return .object(
            members.map { key, value in
                switch key {
                case "ind": return (key, .number(Double(number)))
                case "ip": return (key, .number(from))
                case "op": return (key, .number(to))
                default: return (key, value)
                }
            })
    }

    private static func metadata(
        _ reports: [LottiePropertyReport], omitted: [String], spans: [OrderSpan], names: [String],
        options: InterchangeOptions
    ) -> JSONValue {
        let approximated = reports.filter { !$0.isExact }.map {
            JSONValue.string("\($0.layer).\($0.property)")
        }
        return .object([
            // Exact only when every track is written, each exactly.
            ("exact", .bool(approximated.isEmpty && omitted.isEmpty)),
            (
                "tolerance",
                .object([
                    ("points", .number(options.tolerance.points)),
                    ("unitless", .number(options.tolerance.unitless)),
                ])
            ),
            ("approximated", .array(approximated)),
            ("omitted", .array(omitted.map { .string($0) })),
            // The drawing order of each stretch, bottom layer first: its layers' copies show then.
            (
                "drawingOrder",
                .array(
                    spans.map { span in
                        .object([
                            ("from", .number(span.from)),
                            (
                                "layers",
                                .array(
                                    span.order.map { names.indices.contains($0) ? .string(names[$0]) : .null }
                                )
                            ),
                        ])
                    })
            ),
        ])
    }
}
