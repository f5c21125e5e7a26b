/// A colour with components in 0…1, as `backgroundColor` is sampled.
struct RGBAColor: Equatable, Sendable {
    /// Red, 0…1.
    var red: Double
    /// Green, 0…1.
    var green: Double
    /// Blue, 0…1.
    var blue: Double
    /// Opacity, 0…1.
    var alpha: Double

    /// A colour; components are clamped to 0…1 when written.
    init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// `#rrggbb`, ignoring alpha.
    var hex: String {
        let digits = Array("0123456789abcdef")
        var text = "#"
        for component in [red, green, blue] {
            let byte = Int((min(max(component, 0), 1) * 255).rounded())
            text.append(digits[byte / 16])
            text.append(digits[byte % 16])
        }
        return text
    }

    /// The alpha clamped to 0…1.
    var opacity: Double { min(max(alpha, 0), 1) }

    /// Relative luminance (sRGB weights, without gamma), to choose dark or light text on it.
    var luminance: Double {
        0.2126 * min(max(red, 0), 1) + 0.7152 * min(max(green, 0), 1) + 0.0722 * min(max(blue, 0), 1)
    }

    /// The same colour darkened by `factor` (0…1), for outlines.
    func darkened(_ factor: Double) -> RGBAColor {
        RGBAColor(red: red * factor, green: green * factor, blue: blue * factor, alpha: alpha)
    }
}
