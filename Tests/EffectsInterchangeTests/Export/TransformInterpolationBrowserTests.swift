import EffectsRegistry
import Foundation
import TestSupport
import Testing

/// fxkit's transform interpolation against Chromium's, case by case: every case of
/// `TransformInterpolationCases` is read back from one page load and must equal Chromium's matrix
/// within 1e-6, except where Chromium rounds to float32 (`TransformInterpolationCase/float32`, every
/// case that recomposes a decomposed matrix), which must agree to float32 precision instead.
@Suite struct TransformInterpolationBrowserTests {
    /// The page that reads every case in one load.
    ///
    /// For each case and amount it plays a paused animation between the two lists whose easing is
    /// the constant `linear(amount, amount)`, so the keyframes interpolate at exactly that amount,
    /// inside 0...1 or not. The matrix is read as doubles from the typed computed value.
    static func page(_ cases: [TransformInterpolationCase]) -> String {
        let json = cases.map { item in
            "{\"from\": \(BrowserHarness.quoted(TransformList(item.from).cssText)), "
                + "\"to\": \(BrowserHarness.quoted(TransformList(item.to).cssText)), "
                + "\"under\": \(BrowserHarness.quoted(TransformList(item.underlying).cssText)), "
                + "\"amounts\": \(BrowserHarness.numbers(item.amounts))}"
        }
        return """
            <!doctype html>
            <html><body><div id="element" style="width: 10px; height: 10px"></div><pre id="result"></pre>
            <script id="cases" type="application/json">[\(BrowserHarness.scriptSafe(json.joined(separator: ",\n")))]</script>
            <script>
            const element = document.getElementById("element");
            const cases = JSON.parse(document.getElementById("cases").textContent);
            const results = cases.map((item) => {
              element.style.transform = item.under;
              return item.amounts.map((amount) => {
                const animation = element.animate([{ transform: item.from }, { transform: item.to }], {
                  duration: 1000, fill: "both", easing: `linear(${amount}, ${amount})`,
                  composite: item.under === "none" ? "replace" : "add" });
                animation.pause();
                animation.currentTime = 500;
                const value = element.computedStyleMap().get("transform");
                const matrix = value instanceof CSSTransformValue ? value.toMatrix() : new DOMMatrix();
                animation.cancel();
                return Array.from(matrix.toFloat64Array());
              });
            });
            document.getElementById("result").textContent = JSON.stringify(results);
            </script></body></html>
            """
    }

    /// Chromium's matrices: per case, per amount, the sixteen entries `m11 … m44`.
    static func read(_ dom: String) throws -> [[[Double]]] {
        guard let start = dom.range(of: "<pre id=\"result\">"),
            let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex)
        else { throw BrowserFailure("the page printed no result: \(dom.suffix(600))") }
        let text = String(dom[start.upperBound..<end.lowerBound])
        guard let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[[Any]]] else {
            throw BrowserFailure("the result is not a list of matrices per case")
        }
        return parsed.map { amounts in amounts.map { $0.map { ($0 as? NSNumber)?.doubleValue ?? .nan } } }
    }

    @Test func fxkitInterpolatesTransformsAsChromiumDoes() throws {
        guard let browser = Chromium.available(for: "the transform interpolation table") else { return }
        let cases = TransformInterpolationCases.all
        let directory = try TemporaryDirectory()
        try directory.create("transforms.html", Self.page(cases))
        let results = try Self.read(Chromium.dumpDOM(browser, page: directory.path + "/transforms.html"))
        try #require(results.count == cases.count)
        var (comparisons, largest, largestFloat32, largestRelative) = (0, 0.0, 0.0, 0.0)
        var failures: [String] = []
        for (item, matrices) in zip(cases, results) {
            for (amount, browserEntries) in zip(item.amounts, matrices) {
                let entries = item.fxkit(at: amount).entries
                let difference = zip(entries, browserEntries).map { abs($0 - $1) }.max() ?? .nan
                let relative = difference / max(1, browserEntries.map(abs).max() ?? .nan)
                comparisons += 1
                if item.float32 {
                    largestFloat32 = max(largestFloat32, difference)
                    largestRelative = max(largestRelative, relative)
                } else {
                    largest = max(largest, difference)
                }
                if !item.accepts(difference, relative: relative) {
                    failures.append(
                        "\(item.name) at \(amount): |Δ| \(difference) (relative \(relative))\n  fxkit    \(entries)\n  Chromium \(browserEntries)"
                    )
                }
            }
        }
        let float32Count = cases.filter(\.float32).count
        print(
            "transform interpolation in Chromium: \(cases.count) cases, \(comparisons) amounts; largest difference "
                + "\(String(format: "%.2g", largest)) in the \(cases.count - float32Count) cases interpolating numbers, "
                + "\(String(format: "%.2g", largestFloat32)) (relative \(String(format: "%.2g", largestRelative))) in the "
                + "\(float32Count) recomposing matrices (float32 in Chromium); \(failures.count) failures")
        #expect(failures.isEmpty, "\(failures.prefix(40).joined(separator: "\n"))")
    }
}
