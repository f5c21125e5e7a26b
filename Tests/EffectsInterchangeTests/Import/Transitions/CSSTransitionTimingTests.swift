import EffectDSL
import EffectsRegistry
import Foundation
import TestSupport
import Testing

@testable import EffectsInterchange

/// Each interrupted transition's new duration and delay, as Chromium sets them and as imported.
///
/// The shortening factor at work: the duration and delay of the `CSSTransition` Chromium starts
/// at each change, against the import's §3 (with Chromium's clamp, `reversal: .chromium`), within
/// 1e-3 ms, and against the specification's formula where they part.
@Suite struct CSSTransitionTimingTests {
    /// A transition of `left` from 0 to 100 px, toggled at 0 and again at each of `interruptions`
    /// (seconds).
    struct Scenario: Sendable {
        let transition: String
        let interruptions: [Double]
    }

    static let scenarios: [Scenario] = [
        Scenario(transition: "1s ease", interruptions: [0.3]),
        Scenario(transition: "1s ease -0.2s", interruptions: [0.3]),
        Scenario(transition: "1s ease", interruptions: [0.3, 0.5]),
        Scenario(transition: "1s ease", interruptions: [0.3, 0.5, 0.6]),
        Scenario(transition: "1s ease 0.5s", interruptions: [0.2]),
        Scenario(transition: "1s ease 0.5s", interruptions: [0.7]),
        Scenario(transition: "1s linear", interruptions: [0.25]),
        Scenario(transition: "1s linear -0.5s", interruptions: [0.25, 0.3]),
        Scenario(transition: "1s cubic-bezier(.5, -.8, .5, 1)", interruptions: [0.1]),
        Scenario(transition: "1s cubic-bezier(.5, -.8, .5, 1)", interruptions: [0.6]),
        Scenario(transition: "2s cubic-bezier(.34, 1.56, .64, 1)", interruptions: [1.2]),
        Scenario(transition: "1s steps(4, jump-end)", interruptions: [0.3]),
        Scenario(transition: "0.8s ease-in-out 0.1s", interruptions: [0.4, 0.45]),
    ]

    /// The import's transitions for `scenario` under `rule`: duration and delay, milliseconds.
    static func imported(_ scenario: Scenario, rule: CSSReversalRule) throws -> [[Double]] {
        var entry = CSSTransitionEntry()
        let values = (
            CSSPropertyValue.length(CSSLength(points: 0)), CSSPropertyValue.length(CSSLength(points: 100))
        )
        let parts = scenario.transition.split(separator: " ", maxSplits: 1).map(String.init)
        entry.duration = Double(parts[0].dropLast()) ?? 0
        let rest = parts.count > 1 ? parts[1] : ""
        // The easing, then the delay, as the scenarios write them.
        let easingText: String
        if let last = rest.split(separator: " ").last, last.hasSuffix("s"), !rest.hasSuffix(")") {
            entry.delay = Double(last.dropLast()) ?? 0
            easingText = String(rest.dropLast(last.count + 1))
        } else {
            easingText = rest
        }
        let rules = CSSStylesheet(
            source: SourceFile(name: "t.css", text: ".a { transition-timing-function: \(easingText); }"),
            limits: .standard)
        let ruleSet = CSSRuleSet(rules, reducedMotion: false)
        var problems = CSSProblems()
        let cascade = CSSCascade(
            ruleSet, path: CSSElementPath(element: CSSElement(classes: ["a"])), limits: .standard,
            relevant: { _ in true }, problems: &problems)
        entry.timingFunction =
            CSSTransitionReader.entries(cascade, at: cascade.elementIndex, limit: 10, problems: &problems)?
            .first?
            .timingFunction ?? .ease
        var run = CSSPropertyTransitions(initial: values.0, rule: rule)
        for (index, time) in ([0] + scenario.interruptions).enumerated() {
            try run.change(at: time, to: index % 2 == 0 ? values.1 : values.0, matching: entry)
        }
        var result: [[Double]] = []
        for piece in run.pieces {
            guard case .transition(let transition) = piece else { continue }
            result.append([
                (transition.endTime - transition.startTime) * 1000,
                (transition.startTime - transition.changeTime) * 1000,
            ])
        }
        return result
    }

    @Test func chromiumShortensAndDelaysAsTheImportSays() throws {
        guard let browser = Chromium.available(for: "the CSS transitions' timing") else { return }
        let measured = try Self.chromium(browser)
        var compared = 0
        var largest = 0.0
        for (scenario, chromium) in zip(Self.scenarios, measured) {
            let imported = try Self.imported(scenario, rule: .chromium)
            #expect(
                imported.count == chromium.count,
                "\(scenario.transition) at \(scenario.interruptions): \(imported) against \(chromium)")
            for (ours, theirs) in zip(imported, chromium) {
                compared += 1
                largest = max(largest, abs(ours[0] - theirs[0]), abs(ours[1] - theirs[1]))
                // Chromium's cubic-bezier solver is good to about 1e-7 of the progress.
                #expect(
                    abs(ours[0] - theirs[0]) <= 1e-3 && abs(ours[1] - theirs[1]) <= 1e-3,
                    "\(scenario.transition) at \(scenario.interruptions): import \(ours), Chromium \(theirs)")
            }
            // The specification's rule differs only where the replaced progress was negative.
            let specification = try Self.imported(scenario, rule: .specification)
            let dips = scenario.transition.contains("-.8") && scenario.interruptions == [0.1]
            #expect(
                (specification != imported) == dips,
                "\(scenario.transition): \(specification) against \(imported)")
        }
        print(
            "CSS transitions' timing: Chromium, \(Self.scenarios.count) scenarios, \(compared) transitions; "
                + "largest difference in duration or delay \(largest) ms")
    }

    /// Chromium's duration and delay (milliseconds) of every transition each scenario starts, in order.
    static func chromium(_ browser: String) throws -> [[[Double]]] {
        let data = scenarios.map { scenario in
            "{\"transition\": \(ImportPage.quoted(scenario.transition)), \"times\": [\(scenario.interruptions.map { "\($0 * 1000)" }.joined(separator: ","))]}"
        }
        let page = """
            <!doctype html><html><head><style>
            .box { position: absolute; left: 0; width: 10px; height: 10px; }
            .box.on { left: 100px; }
            </style></head><body><pre id="result"></pre><script>
            const scenarios = [\(data.joined(separator: ",\n"))];
            const results = [];
            for (const scenario of scenarios) {
              const box = document.createElement("div");
              box.className = "box";
              box.style.transition = "left " + scenario.transition;
              document.body.append(box);
              getComputedStyle(box).left;
              const seen = [];
              let current = null, started = 0;
              const toggle = (time) => {
                box.classList.toggle("on");
                getComputedStyle(box).left;
                const running = box.getAnimations().find((a) => a !== current && a.playState !== "idle");
                if (running) {
                  running.pause();
                  running.currentTime = 0;
                  const timing = running.effect.getTiming();
                  seen.push([timing.duration, timing.delay]);
                  current = running;
                  started = time;
                }
              };
              toggle(0);
              for (const time of scenario.times) {
                if (current) { current.currentTime = time - started; getComputedStyle(box).left; }
                toggle(time);
              }
              results.push(seen);
              box.remove();
            }
            document.getElementById("result").textContent = JSON.stringify({ results });
            </script></body></html>
            """
        struct Results: Decodable { let results: [[[Double]]] }
        return try ImportPage.run(browser, page: page, as: Results.self).results
    }
}
