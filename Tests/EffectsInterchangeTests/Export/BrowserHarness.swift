import EffectsInterchange
import Foundation
import TestSupport

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
        // Each moment is read 1 ns late: Chromium's time arithmetic can land a hair short of a
        // boundary reached at its exact decimal time, where the sampler takes it as on the boundary.
        const late = 1e-6;
        function readColumn(view, element, column) {
          if (column.slot === 0 && ["left", "top", "width", "height", "opacity"].includes(column.property)) {
            const typed = element.computedStyleMap().get(column.property);
            if (typed && typeof typed.value === "number") return typed.value * column.factor;
          }
          const text = view.getComputedStyle(element).getPropertyValue(column.property).trim();
          if (column.property === "visibility") return text === "hidden" ? 1 : 0;
          if (column.property === "backface-visibility") return text === "visible" ? 1 : 0;
          if (text === "none" || text === "") return column.property === "scale" ? 1 : (column.offset || 0);
          const parts = text.split(/\s+/);
          let part = parts[column.slot];
          if (part === undefined) part = column.property === "scale" ? parts[0] : "0";
          return parseFloat(part) * column.factor + (column.offset || 0);
        }
        function stringMatrix(property, text) {
          const m = new DOMMatrix();
          if (text === "none" || text === "") return m;
          const parts = text.split(/\s+/);
          const n = parts.map(parseFloat);
          if (property === "translate") return m.translate(n[0] || 0, n[1] || 0, n[2] || 0);
          if (property === "scale") return m.scale(n[0], n.length > 1 ? n[1] : n[0], n.length > 2 ? n[2] : 1);
          const angle = n[n.length - 1];
          if (parts.length === 1) return m.rotate(0, 0, angle);
          if (parts.length === 2) return m.rotateAxisAngle(parts[0] === "x" ? 1 : 0, parts[0] === "y" ? 1 : 0, parts[0] === "z" ? 1 : 0, angle);
          return m.rotateAxisAngle(n[0], n[1], n[2], angle);
        }
        // The classes of the element's own window: a frame's values are not instances of the page's.
        // A component's matrix is copied by its entries: a singular matrix() comes back flagged 2D
        // with 3D entries, which multiply() refuses.
        function typedMatrix(view, value, width, height) {
          let m = new DOMMatrix();
          if (!(value instanceof view.CSSTransformValue)) return m;
          const length = (u, size) => u instanceof view.CSSUnitValue && u.unit === "percent" ? u.value / 100 * size : u.to("px").value;
          for (const c of value) m = m.multiply(c instanceof view.CSSTranslate ? new DOMMatrix().translate(length(c.x, width), length(c.y, height), length(c.z, 0)) : DOMMatrix.fromFloat64Array(c.toMatrix().toFloat64Array()));
          return m;
        }
        // The element's corners in the stage, composed from its computed style as CSS composes it
        // (Chromium has no getBoxQuads): the stage's perspective about its origin, the box's place,
        // then translate, rotate, scale and transform about the transform origin; then whether it shows.
        function readGeometry(view, stage, element) {
          const cs = view.getComputedStyle(element);
          const typed = element.computedStyleMap();
          const length = (p) => { const t = typed.get(p); return t && typeof t.value === "number" ? t.value : parseFloat(cs.getPropertyValue(p)) || 0; };
          const width = length("width"), height = length("height");
          let m = new DOMMatrix();
          const ss = view.getComputedStyle(stage);
          if (ss.perspective !== "none") {
            const [px, py] = ss.perspectiveOrigin.split(/\s+/).map(parseFloat);
            m = m.translate(px, py).multiply(new DOMMatrix([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, -1 / parseFloat(ss.perspective), 0, 0, 0, 1])).translate(-px, -py);
          }
          m = m.translate(length("left") + length("margin-left"), length("top") + length("margin-top"));
          const origin = cs.transformOrigin.split(/\s+/).map(parseFloat);
          const oz = origin[2] || 0;
          m = m.translate(origin[0], origin[1], oz);
          for (const p of ["translate", "rotate", "scale"]) m = m.multiply(stringMatrix(p, cs.getPropertyValue(p).trim()));
          m = m.multiply(typedMatrix(view, typed.get("transform"), width, height));
          m = m.translate(-origin[0], -origin[1], -oz);
          return cornersOf(m, width, height, cs);
        }
        // The corners of a width × height box under `m` (x, y of each, clockwise from the top
        // left), then whether `cs` shows it: visible, and its face towards the viewer or its back
        // visible too.
        function cornersOf(m, width, height, cs) {
          const corners = [[0, 0], [width, 0], [width, height], [0, height]].map(([x, y]) => {
            const p = m.transformPoint(new DOMPoint(x, y, 0, 1));
            return [p.x / p.w, p.y / p.w];
          });
          let area = 0;
          for (let i = 0; i < 4; i++) { const [a, b] = [corners[i], corners[(i + 1) % 4]]; area += a[0] * b[1] - b[0] * a[1]; }
          const shows = cs.visibility !== "hidden" && (cs.backfaceVisibility !== "hidden" || area >= 0);
          return corners.flat().concat([shows ? 1 : 0]);
        }
        // A frame styled `style` holding the document `text`, added to the page and loaded.
        async function loadFrame(text, style) {
          const frame = document.createElement("iframe");
          frame.style.cssText = style;
          const loaded = new Promise((resolve) => frame.addEventListener("load", resolve, { once: true }));
          frame.srcdoc = text;
          document.body.append(frame);
          await loaded;
          return frame;
        }
        // The box's corners as Chromium lays out and renders them, not as its computed style says:
        // four empty children at its corners (left/top 0 or 100% of the laid-out box), each one's
        // client rectangle the point the transforms take it to, from the stage's origin.
        function renderedCorners(stage, element) {
          if (!element.fxMarkers) {
            element.fxMarkers = [[0, 0], [100, 0], [100, 100], [0, 100]].map(([x, y]) => {
              const marker = element.ownerDocument.createElement("i");
              marker.style.cssText = "position: absolute; display: block; width: 0; height: 0; margin: 0; padding: 0; border: 0; left: " + x + "%; top: " + y + "%";
              element.append(marker);
              return marker;
            });
          }
          const origin = stage.getBoundingClientRect();
          return element.fxMarkers.flatMap((marker) => {
            const box = marker.getBoundingClientRect();
            return [box.left - origin.left, box.top - origin.top];
          });
        }
        function readAll(view, elements, layers) {
          const row = [];
          for (const layer of layers) for (const column of layer.columns) row.push(readColumn(view, elements.get(layer.name), column));
          for (const layer of layers) {
            const element = elements.get(layer.name);
            row.push(...readGeometry(view, element.parentElement, element));
          }
          if (view.fxRendered) {
            for (const layer of layers) {
              const element = elements.get(layer.name);
              row.push(...renderedCorners(element.parentElement, element));
            }
          }
          return row;
        }
        """#

    /// The columns of a case as the page reads them: layer by layer.
    static func layersJSON(_ web: WebExport) -> String {
        "["
            + web.elements.map { element in
                "{\"name\": \(quoted(element.name)), \"columns\": ["
                    + element.columns.map {
                        "{\"property\": \(quoted($0.property)), \"slot\": \($0.slot), \"factor\": \($0.factor), \"offset\": \($0.offset)}"
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
                item.data.viewport.width + "px; height: " + item.data.viewport.height + "px" +
                (item.data.viewport.perspective ? "; perspective: " + item.data.viewport.perspective + "px; perspective-origin: center" : "");
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
                for (const animation of animations) animation.currentTime = time + late;
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
    /// layer, reaches the animations through `document.getAnimations()` and prints the values;
    /// `rendered` appends each layer's corners as Chromium renders them (eight numbers a layer,
    /// after every layer's geometry).
    static func cssPage(_ cases: [Case], rendered: Bool = false) -> String {
        var data = "["
        for (index, item) in cases.enumerated() {
            if index > 0 { data += ",\n" }
            // The markup the stylesheet's header asks for, playing.
            let body = playingMarkup(item.web)
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
                const frame = await loadFrame(item.document, "width: 400px; height: 700px");
                const inner = frame.contentDocument;
                const view = frame.contentWindow;
                view.fxRendered = \(rendered);
                const elements = new Map();
                for (const element of inner.querySelectorAll("[data-layer]")) elements.set(element.dataset.layer, element);
                view.getComputedStyle(inner.body).opacity;
                const animations = inner.getAnimations();
                for (const animation of animations) animation.pause();
                const rows = [];
                for (const time of item.times) {
                  for (const animation of animations) animation.currentTime = time + late;
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

    /// The markup of `web`'s stylesheet (its header's), its container with the class that plays it.
    static func playingMarkup(_ web: WebExport) -> String {
        web.markup().joined().replacingOccurrences(
            of: "class=\"\(web.scope.container)\"", with: "class=\"\(web.scope.container) \(web.scope.play)\""
        )
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
