import EffectsExport
import Foundation

/// The pages the browser tests load: every case in one page, so one browser launch reads them all.
///
/// The harness is the tests' own code, not the preview page's: it builds each layer's element from
/// the export, makes the animations exactly as the export says (`element.animate(keyframes,
/// options)`) or lets the stylesheet make them (`css`, each case in its own frame), then pauses every
/// animation, seeks each to the time and reads the computed values back.
enum BrowserHarness {
    /// One export to read back at some times (milliseconds).
    struct Case {
        /// The Web Animations JSON (for `waapi`) or the stylesheet (for `css`).
        let text: String
        /// The export, for the layers and columns.
        let web: WebExport
        /// The times to read, in milliseconds.
        let times: [Double]
    }

    /// The reader of one column, shared by both pages: typed values (float32, full precision) where
    /// Chromium has them, else the computed string (six significant digits).
    static let reader = #"""
        function readColumn(view, element, column) {
          if (column.slot === 0 && ["left", "top", "width", "height", "opacity"].includes(column.property)) {
            const typed = element.computedStyleMap().get(column.property);
            if (typed && typeof typed.value === "number") return typed.value * column.factor;
          }
          const text = view.getComputedStyle(element).getPropertyValue(column.property).trim();
          if (text === "none" || text === "") return column.property === "scale" ? 1 : 0;
          const parts = text.split(/\s+/);
          let part = parts[column.slot];
          if (part === undefined) part = column.property === "scale" ? parts[0] : "0";
          return parseFloat(part) * column.factor;
        }
        function readAll(view, elements, layers) {
          const row = [];
          for (const layer of layers) for (const column of layer.columns) row.push(readColumn(view, elements.get(layer.name), column));
          return row;
        }
        """#

    /// The columns of a case as the page reads them: layer by layer.
    static func layersJSON(_ web: WebExport) -> String {
        "["
            + web.elements.map { element in
                "{\"name\": \(quoted(element.name)), \"columns\": ["
                    + element.columns.map {
                        "{\"property\": \(quoted($0.property)), \"slot\": \($0.slot), \"factor\": \($0.factor)}"
                    }.joined(separator: ", ") + "]}"
            }.joined(separator: ", ") + "]"
    }

    /// The page that plays every `waapi` case through `element.animate` and prints the values.
    static func waapiPage(_ cases: [Case]) -> String {
        var data = "["
        for (index, item) in cases.enumerated() {
            if index > 0 { data += ",\n" }
            data += "{\"data\": \(item.text), \"times\": \(numbers(item.times))}"
        }
        data += "]"
        return """
            <!doctype html><html><body>
            <script type="application/json" id="cases">\(scriptSafe(data))</script>
            <script>
            \(reader)
            const cases = JSON.parse(document.getElementById("cases").textContent);
            const results = [];
            for (const item of cases) {
              const stage = document.createElement("div");
              stage.setAttribute("data-stage", "");
              stage.style.cssText = "position: relative; transform-style: preserve-3d; width: " +
                item.data.viewport.width + "px; height: " + item.data.viewport.height + "px";
              document.body.append(stage);
              const elements = new Map();
              for (const layer of item.data.layers) {
                const element = document.createElement("div");
                element.dataset.layer = layer.name;
                for (const [property, value] of Object.entries(layer.style)) element.style.setProperty(property, value);
                stage.append(element);
                elements.set(layer.name, element);
              }
              const animations = item.data.animations.map((animation) => {
                const made = elements.get(animation.layer).animate(animation.keyframes, animation.options);
                made.playbackRate = animation.playbackRate;
                made.pause();
                return made;
              });
              const count = document.getAnimations().length;
              const rows = [];
              for (const time of item.times) {
                for (const animation of animations) animation.currentTime = time;
                rows.push(readAll(window, elements, item.data.layers));
              }
              results.push({ rows, animations: count });
              for (const animation of animations) animation.cancel();
              stage.remove();
            }
            const out = document.createElement("pre");
            out.id = "result";
            out.textContent = JSON.stringify(results);
            document.body.append(out);
            </script></body></html>
            """
    }

    /// The page that loads each `css` case's stylesheet into a frame of its own with one element per
    /// layer, reaches the animations through `document.getAnimations()` and prints the values.
    static func cssPage(_ cases: [Case]) -> String {
        var data = "["
        for (index, item) in cases.enumerated() {
            if index > 0 { data += ",\n" }
            let body =
                "<div data-stage>"
                + item.web.elements.map { "<div data-layer=\"\(htmlEscaped($0.name))\"></div>" }.joined()
                + "</div>"
            let document =
                "<!doctype html><html><head><style>\(item.text)</style></head><body>\(body)</body></html>"
            data +=
                "{\"document\": \(quoted(document)), \"layers\": \(layersJSON(item.web)), \"times\": \(numbers(item.times))}"
        }
        data += "]"
        return """
            <!doctype html><html><body>
            <script type="application/json" id="cases">\(scriptSafe(data))</script>
            <script>
            \(reader)
            const cases = JSON.parse(document.getElementById("cases").textContent);
            (async () => {
              const results = [];
              for (const item of cases) {
                const frame = document.createElement("iframe");
                frame.style.cssText = "width: 400px; height: 700px";
                const loaded = new Promise((resolve) => frame.addEventListener("load", resolve, { once: true }));
                frame.srcdoc = item.document;
                document.body.append(frame);
                await loaded;
                const inner = frame.contentDocument;
                const view = frame.contentWindow;
                const elements = new Map();
                for (const element of inner.querySelectorAll("[data-layer]")) elements.set(element.dataset.layer, element);
                view.getComputedStyle(inner.body).opacity;
                const animations = inner.getAnimations();
                for (const animation of animations) animation.pause();
                const rows = [];
                for (const time of item.times) {
                  for (const animation of animations) animation.currentTime = time;
                  rows.push(readAll(view, elements, item.layers));
                }
                results.push({ rows, animations: animations.length });
                frame.remove();
              }
              const out = document.createElement("pre");
              out.id = "result";
              out.textContent = JSON.stringify(results);
              document.body.append(out);
            })();
            </script></body></html>
            """
    }

    /// The rows the page printed: per case, per time, per column.
    static func results(in dom: String) throws -> [(rows: [[Double]], animations: Int)] {
        guard let start = dom.range(of: "<pre id=\"result\">"),
            let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex)
        else { throw BrowserFailure("the page printed no result: \(dom.suffix(600))") }
        let text = String(dom[start.upperBound..<end.lowerBound])
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
        guard let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]] else {
            throw BrowserFailure("the result is not a list of cases")
        }
        return try parsed.map { item in
            guard let rows = item["rows"] as? [[Any]], let count = item["animations"] as? Int else {
                throw BrowserFailure("a case without rows")
            }
            return (rows.map { $0.map { ($0 as? NSNumber)?.doubleValue ?? .nan } }, count)
        }
    }

    static func numbers(_ values: [Double]) -> String {
        "[" + values.map { "\($0)" }.joined(separator: ", ") + "]"
    }

    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "<": result += "\\u003c"
            default:
                if scalar.value < 0x20 {
                    result += String(format: "\\u%04x", scalar.value)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    static func scriptSafe(_ text: String) -> String {
        text.replacingOccurrences(of: "</", with: "<\\/")
    }

    static func htmlEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: "\"", with: "&quot;")
    }
}
