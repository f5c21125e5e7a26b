import CBaselines

/// A timing function as the workloads describe it, independent of which ones the core has yet.
enum TimingSpec: Equatable {
    /// The identity.
    case linear
    /// cubic-bezier(x1, y1, x2, y2).
    case bezier(Double, Double, Double, Double)
    /// steps(n, jump-end).
    case steps(Int)
    /// A spring (mass 1, stiffness 100, damping 10).
    case spring

    /// The five named curves: linear as cubic-bezier(0, 0, 1, 1), ease, ease-in, ease-out, ease-in-out.
    static let named: [(name: String, points: (Double, Double, Double, Double))] = [
        ("linear", (0, 0, 1, 1)),
        ("ease", (0.25, 0.1, 0.25, 1)),
        ("ease-in", (0.42, 0, 1, 1)),
        ("ease-out", (0, 0, 0.58, 1)),
        ("ease-in-out", (0.42, 0, 0.58, 1)),
    ]

    /// The curve's C coefficients when this is a bezier.
    var cCurve: fxb_curve? {
        guard case .bezier(let x1, let y1, let x2, let y2) = self else { return nil }
        return fxb_curve_make(x1, y1, x2, y2)
    }

    /// A random valid bezier: x in `0...1`, y in `-1...2` (overshoot both ways).
    static func randomBezier(_ random: inout SplitMix) -> TimingSpec {
        .bezier(
            random.rounded(0...1, decimals: 3), random.rounded(-1...2, decimals: 3),
            random.rounded(0...1, decimals: 3), random.rounded(-1...2, decimals: 3))
    }

    /// A segment timing function drawn with the mix the workloads use: mostly named curves, a fifth
    /// random beziers, some linear, steps and springs.
    static func drawn(_ random: inout SplitMix) -> TimingSpec {
        let roll = random.unit()
        func named(_ index: Int) -> TimingSpec {
            let p = TimingSpec.named[index].points
            return .bezier(p.0, p.1, p.2, p.3)
        }
        switch roll {
        case ..<0.30: return named(4)
        case ..<0.40: return named(1)
        case ..<0.50: return named(2)
        case ..<0.60: return named(3)
        case ..<0.80: return randomBezier(&random)
        case ..<0.90: return .linear
        case ..<0.95: return .steps(random.int(2...8))
        default: return .spring
        }
    }
}
