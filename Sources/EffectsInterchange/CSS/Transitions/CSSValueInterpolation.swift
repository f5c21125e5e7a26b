import EffectsRegistry

/// CSS's interpolation of the values the importer reads, in CSS's terms (lengths keep their
/// percentages): the current value of a running transition where a change of state interrupts it.
enum CSSValueInterpolation {
    /// Whether a transition can run from `a` to `b`: both values of one kind, and for a property
    /// that only flips (`backface-visibility`), `allow-discrete` (CSS Transitions 2, §3).
    static func isTransitionable(_ a: CSSPropertyValue, _ b: CSSPropertyValue, allowsDiscrete: Bool) -> Bool {
        switch (a, b) {
        case (.opacity, .opacity), (.visibility, .visibility), (.transform, .transform),
            (.translate, .translate), (.scale, .scale), (.length, .length), (.origin, .origin):
            return true
        case (.rotate(let axisA, let angleA), .rotate(let axisB, let angleB)):
            return axisA == axisB || angleA == 0 || angleB == 0
        case (.backfaceVisible, .backfaceVisible):
            return allowsDiscrete
        default:
            return false
        }
    }

    /// The value between `a` and `b` at eased progress `amount` (not clamped: an overshooting
    /// easing extrapolates, opacity is then clamped as browsers clamp it); `nil` for a pair whose
    /// value CSS interpolates through matrices of lengths the element's size decides.
    static func interpolate(_ a: CSSPropertyValue, _ b: CSSPropertyValue, amount: Double) -> CSSPropertyValue?
    {
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * amount }
        func mix(_ x: CSSLength, _ y: CSSLength) -> CSSLength { x * (1 - amount) + y * amount }
        switch (a, b) {
        case (.opacity(let x), .opacity(let y)):
            return .opacity(min(max(mix(x, y), 0), 1))
        case (.visibility(let x), .visibility(let y)):
            // Visible strictly between the ends when either end is (CSS Transitions 1, §6).
            if x == y { return a }
            if amount <= 0 { return a }
            if amount >= 1 { return b }
            return (x || y) ? .visibility(true) : (amount < 0.5 ? a : b)
        case (.backfaceVisible, .backfaceVisible):
            return amount < 0.5 ? a : b
        case (.translate(let x0, let y0, let z0), .translate(let x1, let y1, let z1)):
            return .translate(x: mix(x0, x1), y: mix(y0, y1), z: mix(z0, z1))
        case (.scale(let x0, let y0, let z0), .scale(let x1, let y1, let z1)):
            return .scale(x: mix(x0, x1), y: mix(y0, y1), z: mix(z0, z1))
        case (.rotate(let axisA, let angleA), .rotate(let axisB, let angleB)):
            guard axisA == axisB || angleA == 0 || angleB == 0 else { return nil }
            return .rotate(axis: angleA == 0 ? axisB : axisA, angle: mix(angleA, angleB))
        case (.length(let x), .length(let y)):
            return .length(mix(x, y))
        case (.origin(let x0, let y0, let z0), .origin(let x1, let y1, let z1)):
            return .origin(x: mix(x0, x1), y: mix(y0, y1), z: mix(z0, z1))
        case (.transform(let x), .transform(let y)):
            return transform(x, y, amount: amount).map { .transform($0) }
        default:
            return nil
        }
    }

    /// Two transform lists interpolated as CSS Transforms 2 says: function by function while the
    /// pairs (the shorter list padded with identities) share a primitive, translations in CSS
    /// lengths; lists of points only through the core's interpolation, matrices included.
    private static func transform(_ a: CSSTransformList, _ b: CSSTransformList, amount: Double)
        -> CSSTransformList?
    {
        let lengthsFree = (a.functions + b.functions).allSatisfy(\.isInPoints)
        if lengthsFree {
            // Any size resolves them alike: the core interpolates, matrices and all.
            let size = (width: 100.0, height: 100.0)
            let from = a.resolved(size: size, viewport: size)
            let to = b.resolved(size: size, viewport: size)
            let list = TransformInterpolation(from: from, to: to).list(at: amount)
            return CSSTransformList(list.functions.map { .fixed($0) })
        }
        let count = max(a.functions.count, b.functions.count)
        var result: [CSSTransformFunction] = []
        for index in 0..<count {
            let left = index < a.functions.count ? a.functions[index] : b.functions[index].identity
            let right = index < b.functions.count ? b.functions[index] : a.functions[index].identity
            guard let mixed = pair(left, right, amount: amount) else { return nil }
            result.append(mixed)
        }
        return CSSTransformList(result)
    }

    /// One pair of functions interpolated on its own, or `nil` when it needs matrices.
    private static func pair(_ a: CSSTransformFunction, _ b: CSSTransformFunction, amount: Double)
        -> CSSTransformFunction?
    {
        func mix(_ x: CSSLength, _ y: CSSLength) -> CSSLength { x * (1 - amount) + y * amount }
        if let (x0, y0, z0) = a.translation, let (x1, y1, z1) = b.translation {
            return .translate3d(x: mix(x0, x1), y: mix(y0, y1), z: mix(z0, z1))
        }
        if case .fixed(let x) = a, case .fixed(let y) = b, let mixed = x.interpolated(to: y, amount: amount) {
            return .fixed(mixed)
        }
        return nil
    }
}

extension CSSTransformFunction {
    /// Whether every length of the function is in points (no percentage, no viewport unit).
    var isInPoints: Bool {
        func points(_ length: CSSLength) -> Bool {
            length.percent == 0 && length.viewportWidthPercent == 0 && length.viewportHeightPercent == 0
        }
        switch self {
        case .translate(let x, let y): return points(x) && points(y)
        case .translateX(let x), .translateY(let x), .translateZ(let x): return points(x)
        case .translate3d(let x, let y, let z): return points(x) && points(y) && points(z)
        case .perspective(let distance): return distance.map(points) ?? true
        case .fixed: return true
        }
    }

    /// The translation's x, y and z, for a translation function.
    var translation: (CSSLength, CSSLength, CSSLength)? {
        switch self {
        case .translate(let x, let y): return (x, y, .zero)
        case .translateX(let x): return (x, .zero, .zero)
        case .translateY(let y): return (.zero, y, .zero)
        case .translateZ(let z): return (.zero, .zero, z)
        case .translate3d(let x, let y, let z): return (x, y, z)
        case .perspective, .fixed: return nil
        }
    }

    /// The function that changes nothing, of the same kind.
    var identity: CSSTransformFunction {
        switch self {
        case .translate, .translateX, .translateY, .translateZ, .translate3d:
            return .translate3d(x: .zero, y: .zero, z: .zero)
        case .perspective: return .perspective(nil)
        case .fixed(let function): return .fixed(function.identity)
        }
    }
}
