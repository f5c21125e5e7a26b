import EffectsRegistry
import EffectsText

extension LottieLayerExport {
    /// The rectangle of the bounds, from (0, 0) to (width, height) in the layer, filled with the
    /// layer's `backgroundColor` (its colour and opacity, `fill`) when it has one, else with its
    /// tint from `fxctl render`.
    static func rectangle(
        size: JSONValue, centre: JSONValue, corner: JSONValue, fill: (color: JSONValue, opacity: JSONValue)?,
        index: Int
    ) -> JSONValue {
        let tint = Palette.tints[index % Palette.tints.count]
        let tinted = JSONValue.object([("a", .number(0)), ("k", .numbers(LottieLayerExport.rgba(tint)))])
        let opaque = JSONValue.object([("a", .number(0)), ("k", .number(100))])
        let identity = JSONValue.object([
            ("a", .object([("a", .number(0)), ("k", .numbers([0, 0]))])),
            ("p", .object([("a", .number(0)), ("k", .numbers([0, 0]))])),
            ("s", .object([("a", .number(0)), ("k", .numbers([100, 100]))])),
            ("r", .object([("a", .number(0)), ("k", .number(0))])),
            ("o", .object([("a", .number(0)), ("k", .number(100))])),
        ])
        return .object([
            ("ty", .string("gr")), ("nm", .string("bounds")),
            (
                "it",
                .array([
                    .object([
                        ("ty", .string("rc")), ("nm", .string("rectangle")), ("d", .number(1)), ("p", centre),
                        ("s", size), ("r", corner),
                    ]),
                    .object([
                        ("ty", .string("fl")), ("nm", .string("fill")),
                        ("c", fill?.color ?? tinted),
                        ("o", fill?.opacity ?? opaque), ("r", .number(1)),
                    ]),
                    .object([("ty", .string("tr"))] + LottieLayerExport.members(identity)),
                ])
            ),
        ])
    }

    private static func members(_ object: JSONValue) -> [(String, JSONValue)] {
        if case .object(let members) = object { return members }
        return []
    }

    /// `#rrggbb` as Lottie's red, green, blue, alpha in 0...1.
    private static func rgba(_ hex: String) -> [Double] {
        let digits = Array(hex.dropFirst())
        let channels = stride(from: 0, to: 6, by: 2).map { start -> Double in
            guard digits.count >= start + 2, let byte = UInt8(String(digits[start..<start + 2]), radix: 16)
            else {
                return 0
            }
            return Double(byte) / 255
        }
        return channels + [1]
    }
}
