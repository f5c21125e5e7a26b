import Testing

@testable import EffectDSL

@Suite struct ParserTests {
    static let sketch = """
        // seed 002
        effect swap-card-fx {
            summary "The front card swings out"
            param angle = 0.15 in 0...1.6     "peak tilt, radians"
            param offset = (90, -20)          "peak offset"
            param forward = true
            param side = "left" in ["left", "right"]
            duration 1.2s
            let tilt = forward ? angle : -angle
            let f(a, b) = a * b + 1

            layer front {
                set zPosition = -1
                group duration 1.2s {
                    animate zPosition from 1 to -1
                    animate transform.rotation duration 2s {
                        0%    0      ease-in-out
                        50%   -tilt  ease-in-out
                        100%  0
                    }
                    animate position additive {
                        0%    (0, 0)   ease-in-out
                        50%   offset   ease-in-out
                        100%  (0, 0)
                    }
                }
            }
            for i in 0..<4 {
                layer card[i] {
                    if i == 0 { set opacity = 1 } else if i == 1 { set opacity = 0.5 }
                    else { set opacity = 0 }
                    animate opacity timing cubic-bezier(0.42, 0, 0.58, 1) repeat forever fill both to 0
                }
            }
        }
        effect derived: swap-card-fx { duration 2s; timing steps(4, jump-end) }
        """

    private func parse(_ text: String) -> (FileSyntax, [Diagnostic]) {
        Parser.parse(SourceFile(name: "t.fx", text: text))
    }

    @Test func parsesTheDesignSketchWithoutErrors() throws {
        let (file, diagnostics) = parse(ParserTests.sketch)
        #expect(diagnostics.map(\.description) == [])
        #expect(file.effects.map(\.name.text) == ["swap-card-fx", "derived"])
        #expect(file.effects[1].base?.text == "swap-card-fx")
        let body = file.effects[0].body
        #expect(body.count == 10)
        guard case .layer(let front) = body[8], case .group(let group) = front.body[1] else {
            Issue.record("expected a layer with a group")
            return
        }
        #expect(group.options.map(\.name.text) == ["duration"])
        guard case .animate(let rotation) = group.body[1], case .keyframes(let keyframes, _) = rotation.body
        else {
            Issue.record("expected a keyframe animation")
            return
        }
        #expect(rotation.keyPath.text == "transform.rotation")
        #expect(keyframes.count == 3)
        #expect(keyframes[1].timing?.name.text == "ease-in-out")
        guard case .unary(.negate, .name(let tilt), _) = keyframes[1].value else {
            Issue.record("expected '-tilt' as the value")
            return
        }
        #expect(tilt.text == "tilt")
    }

    @Test func appliesPrecedence() {
        let (file, diagnostics) = parse("effect e { let x = a || b && c == d + e * -f.x ? 1 : 2 }")
        #expect(diagnostics.isEmpty)
        guard case .letBinding(let binding) = file.effects.first?.body.first,
            case .conditional(
                .binary(
                    .or, _,
                    .binary(
                        .and, _,
                        .binary(
                            .equal, _,
                            .binary(
                                .add, _, .binary(.multiply, _, .unary(.negate, .component(_, let x), _), _), _
                            ), _), _), _), _, _) = binding.value
        else {
            Issue.record("unexpected tree")
            return
        }
        #expect(x.text == "x")
    }

    @Test func readsKeyframeLinesWithoutOffsets() {
        let (file, diagnostics) = parse("effect e { layer l { animate opacity { 0 ease-in; 1; 0 } } }")
        #expect(diagnostics.isEmpty)
        guard case .layer(let layer) = file.effects.first?.body.first,
            case .animate(let animate) = layer.body.first,
            case .keyframes(let keyframes, _) = animate.body
        else {
            Issue.record("unexpected tree")
            return
        }
        #expect(keyframes.map { $0.offset == nil } == [true, true, true])
        #expect(keyframes[0].timing?.name.text == "ease-in")
    }

    @Test func readsTimingFunctionForms() {
        let text = """
            effect e {
                timing linear(0, 0.25 75%, 1)
                timing spring(mass: 1, stiffness: 100, damping: 10, velocity: 0)
                timing spring(duration: 0.5s, bounce: 0.2)
                timing steps(4, jump-end)
                timing step-end
            }
            """
        let (file, diagnostics) = parse(text)
        #expect(diagnostics.isEmpty)
        let forms = file.effects.first?.body.compactMap { statement -> TimingFunctionSyntax.Form? in
            guard case .timing(let timing) = statement else { return nil }
            return timing.function.form
        }
        guard let forms, forms.count == 5, case .linear(let stops) = forms[0],
            case .spring(let spring) = forms[1]
        else {
            Issue.record("unexpected forms")
            return
        }
        #expect(stops.map(\.inputs.count) == [0, 1, 0])
        #expect(spring.map(\.label.text) == ["mass", "stiffness", "damping", "velocity"])
        #expect(forms[4] == .named)
    }

    @Test func reportsEveryBrokenStatementInOneRun() {
        let text = """
            effect e {
                param = 1
                let x = (1, 2))
                duration 1s 2s
                layer l { sett x = 1; set opacity = }
            }
            """
        let (_, diagnostics) = parse(text)
        #expect(diagnostics.map(\.location.line) == [2, 3, 4, 5, 5], "\(diagnostics.map(\.description))")
    }

    @Test func boundsExpressionNesting() {
        let deep = String(repeating: "(", count: 100_000) + "1" + String(repeating: ")", count: 100_000)
        let (_, diagnostics) = parse("effect e { let x = \(deep) }")
        #expect(diagnostics.map(\.id) == [.expressionTooDeep])
        let minus = String(repeating: "-", count: 100_000)
        let (_, more) = parse("effect e { let x = \(minus)1 }")
        #expect(more.map(\.id) == [.expressionTooDeep])
    }

    @Test func boundsBlockNesting() {
        let deep = String(repeating: "if true {", count: 10_000) + String(repeating: "}", count: 10_000)
        let (_, diagnostics) = parse("effect e { \(deep) }")
        #expect(diagnostics.map(\.id) == [.blockTooDeep])
    }
}
