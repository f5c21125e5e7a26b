extension WebExporter {
    /// Refuses animations whose timing or keyframes would write a number that is not finite.
    ///
    /// The readers refuse numbers past ``Value/magnitudeLimit`` and times past
    /// ``MediaTiming/timeLimit``, so no file reaches this; a timeline built in Swift with a finite
    /// 1.7e308 can still overflow in a composed matrix, and CSS has no `inf` or `nan`: the export
    /// stops with the track's name rather than write one.
    func checkFinite(_ animations: [WebAnimation]) throws(InterchangeError) {
        for animation in animations {
            let timing = animation.timing
            let numbers =
                [timing.delay, timing.duration, timing.iterationStart] + animation.keyframes.map(\.offset)
            if !numbers.allSatisfy(\.isFinite) || timing.iterations.isNaN {
                throw failure(animation.layer, animation.keyPath, "its timing is not finite (an overflow)")
            }
            for keyframe in animation.keyframes {
                for declaration in keyframe.declarations where Self.writesNonFinite(declaration.value) {
                    throw nonFinite(animation.layer, animation.keyPath, declaration)
                }
            }
        }
    }

    /// Refuses an element whose style would write a number that is not finite.
    func checkFinite(_ element: WebElement) throws(InterchangeError) {
        for declaration in element.style where Self.writesNonFinite(declaration.value) {
            throw nonFinite(element.name, declaration.property, declaration)
        }
    }

    private func nonFinite(_ layer: String, _ keyPath: String, _ declaration: WebDeclaration)
        -> InterchangeError
    {
        failure(
            layer, keyPath,
            "'\(declaration.property): \(declaration.value)' holds a number that is not finite (an overflow)")
    }

    /// Whether CSS text holds a number ``WebNumber`` wrote for a value that is not finite: a word
    /// `inf`, `-inf` or `nan` (never part of a longer word such as `infinite`).
    static func writesNonFinite(_ text: String) -> Bool {
        text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") })
            .contains { ["inf", "-inf", "nan", "-nan"].contains($0.lowercased()) }
    }
}
