import EffectsInterchange
import Foundation
import TestSupport

/// The page that plays stylesheets and Web Animations in Chromium: each case in its own frame
/// (stylesheets would otherwise meet), its element inside a stage of the viewport's size, every
/// animation paused and seeked to each time, the element's corners, visibility, opacity and size
/// read back.
///
/// A case is a corpus stylesheet (the original), the CSS export of its import, or the Web Animations
/// export, whose stage and elements the page makes as the export says before it calls
/// `element.animate`; all three are read by the same code, so the round trips compare like with
/// like. The corners are composed from the computed style as CSS composes them (Chromium has no
/// getBoxQuads): the stage's perspective about its origin, the box's place, then `translate`,
/// `rotate`, `scale` and `transform` about the transform origin. Typed values are read where Chromium
/// gives them (full precision), strings (six significant digits) elsewhere.
enum ImportPage {
    /// One thing to play: the document of its frame, the element to read and the times, milliseconds.
    struct Case {
        /// The frame's whole document.
        let document: String
        /// The selector of the element that is read.
        var element = ".fx-element"
        /// Web Animations JSON (the export) whose stage and elements the page makes and animates, or
        /// `nil` when the document's stylesheet plays.
        var waapi: String?
        /// The times, milliseconds.
        let times: [Double]
        /// The pseudo-element of the element that is read (`::before`), if it is one.
        var pseudo: String?
    }

    /// The document of a frame: the harness's placement (of no specificity, so the stylesheet's own
    /// size and place win), the stylesheet, and the stage with the element.
    static func document(
        stylesheet: String, path: CSSElementPath, size: (Double, Double), place: (Double, Double)
    )
        -> String
    {
        let harness = """
            html, body { margin: 0; overflow: hidden; }
            :where(.fx-stage) { position: absolute; left: 0; top: 0; width: 375px; height: 667px; margin: 0; }
            :where(.fx-element) { position: absolute; box-sizing: border-box; margin: 0; padding: 0; border: 0;
              left: \(place.0)px; top: \(place.1)px; width: \(size.0)px; height: \(size.1)px; }
            """
        func tag(_ element: CSSElement, _ marker: String, _ inner: String) -> String {
            let classes = ([marker] + element.classes.sorted()).joined(separator: " ")
            let id = element.id.map { " id=\"\($0)\"" } ?? ""
            return "<\(element.type) class=\"\(classes)\"\(id)>\(inner)</\(element.type)>"
        }
        let body = tag(path.parent, "fx-stage", tag(path.element, "fx-element", ""))
        return "<!doctype html><html><head><style>\(harness)</style><style>\(stylesheet)</style></head>"
            + "<body>\(body)</body></html>"
    }

    /// A frame that plays the CSS export `css` of a one-layer effect: the markup its header gives
    /// (`markup`: the container, its `data-stage` and the layer's `data-layer` element), the
    /// container playing (`play` among its classes).
    static func exported(css: String, markup: [String], play: String, layer: String, times: [Double]) -> Case
    {
        var body = markup.map { $0.trimmingCharacters(in: .whitespaces) }.joined()
        if let classEnd = body.range(of: "\">") {
            body.insert(contentsOf: " " + play, at: classEnd.lowerBound)
        }
        return Case(
            document: "<!doctype html><html><head><style>\(blank)</style><style>\(css)</style></head>"
                + "<body>\(body)</body></html>",
            element: "[data-layer=\"\(layer)\"]", times: times)
    }

    /// A frame in which the page makes the Web Animations export `json`'s stage and elements and
    /// plays its animations, reading the layer `layer`.
    static func exported(waapi json: String, layer: String, times: [Double]) -> Case {
        Case(
            document: "<!doctype html><html><head><style>\(blank)</style></head><body></body></html>",
            element: "[data-layer=\"\(layer)\"]", waapi: json, times: times)
    }

    /// The style of a frame with nothing of the harness's: no margins, no scroll bars.
    private static let blank = "html, body { margin: 0; overflow: hidden; }"

    /// Chromium's rows for `cases`, in the one browser of the run; with `reducedMotion`, the page's
    /// `prefers-reduced-motion` is `reduce`.
    static func play(_ browser: String, _ cases: [Case], reducedMotion: Bool = false) throws -> [[[Double]]] {
        struct Results: Decodable { let results: [[[Double]]] }
        let results = try run(browser, page: page(cases), as: Results.self, reducedMotion: reducedMotion)
            .results
        guard results.count == cases.count else {
            throw BrowserFailure("the page read \(results.count) of \(cases.count) cases")
        }
        return results
    }

    /// Loads `page` in Chromium and decodes the JSON it prints in `<pre id="result">` (or the
    /// error it prints there as `error: …`).
    static func run<Result: Decodable>(
        _ browser: String, page: String, as: Result.Type, reducedMotion: Bool = false
    ) throws -> Result {
        let directory = NSTemporaryDirectory() + "fxkit-css-import-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = directory + "/proof.html"
        try page.write(toFile: file, atomically: true, encoding: .utf8)
        let dom = try Chromium.dumpDOM(browser, page: file, reducedMotion: reducedMotion)
        guard let start = dom.range(of: "<pre id=\"result\">"),
            let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex)
        else { throw BrowserFailure("the page printed no result: \(dom.suffix(400))") }
        let json = String(dom[start.upperBound..<end.lowerBound])
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
        if json.hasPrefix("error: ") { throw BrowserFailure("the page failed: \(json.prefix(600))") }
        return try JSONDecoder().decode(Result.self, from: Data(json.utf8))
    }

    /// The page for `cases`; it prints `{"results": [[row, …], …]}` in `<pre id="result">`, each row
    /// the four corners' x and y, whether the element shows, its opacity, width and height.
    static func page(_ cases: [Case]) -> String {
        let data =
            "["
            + cases.map {
                "{\"document\": \(quoted($0.document)), \"element\": \(quoted($0.element)), "
                    + "\"pseudo\": \($0.pseudo.map(quoted) ?? "null"), "
                    + "\"waapi\": \($0.waapi ?? "null"), \"times\": [\($0.times.map { "\($0)" }.joined(separator: ","))]}"
            }
            .joined(separator: ",\n") + "]"
        return """
            <!doctype html><html><body>
            <script type="application/json" id="cases">\(data.replacingOccurrences(of: "</", with: "<\\/"))</script>
            <script>
            \(reader)
            const cases = JSON.parse(document.getElementById("cases").textContent);
            (async () => {
              const results = [];
              try {
              for (const item of cases) {
                const frame = document.createElement("iframe");
                frame.style.cssText = "width: 375px; height: 667px; border: 0";
                const loaded = new Promise((resolve) => frame.addEventListener("load", resolve, { once: true }));
                frame.srcdoc = item.document;
                document.body.append(frame);
                await loaded;
                const inner = frame.contentDocument, view = frame.contentWindow;
                if (item.waapi) animateExport(inner, item.waapi);
                const element = inner.querySelector(item.element);
                const cs = view.getComputedStyle(element, item.pseudo);
                const names = cs.animationName.split(", "), states = cs.animationPlayState.split(", ");
                const used = new Set();
                const animations = inner.getAnimations().map((animation) => {
                  let index = names.findIndex((name, i) => name === animation.animationName && !used.has(i));
                  used.add(index);
                  return { animation, paused: states[Math.max(index, 0) % states.length] === "paused" };
                });
                for (const { animation } of animations) animation.pause();
                const rows = [];
                for (const time of item.times) {
                  for (const { animation, paused } of animations) animation.currentTime = paused ? 0 : time;
                  rows.push(readGeometry(view, item.pseudo ? element : element.parentElement, element, item.pseudo));
                }
                results.push(rows);
                frame.remove();
              }
              } catch (error) {
                results.error = String(error) + " " + error.stack;
              }
              const out = document.createElement("pre");
              out.id = "result";
              out.textContent = results.error ? "error: " + results.error : JSON.stringify({ results });
              document.body.append(out);
            })();
            </script></body></html>
            """
    }

    /// The JSON string literal of `text`.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20: result += String(format: "\\u%04x", scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// The script that reads the element's geometry from its computed style.
    static let reader = #"""
        // The Web Animations export's stage and elements, made and animated as the export says.
        function animateExport(inner, data) {
          const stage = inner.createElement("div");
          stage.setAttribute("data-stage", "");
          const perspective = data.viewport.perspective ? "; perspective: " + data.viewport.perspective + "px; perspective-origin: center" : "";
          stage.style.cssText = "position: relative; transform-style: preserve-3d; width: " + data.viewport.width + "px; height: " + data.viewport.height + "px" + perspective;
          inner.body.append(stage);
          for (const layer of data.layers) {
            const element = inner.createElement("div");
            element.dataset.layer = layer.name;
            for (const [property, value] of Object.entries(layer.style)) element.style.setProperty(property, value);
            stage.append(element);
          }
          for (const animation of data.animations) {
            const element = inner.querySelector('[data-layer="' + animation.layer + '"]');
            element.animate(animation.keyframes, animation.options).playbackRate = animation.playbackRate;
          }
        }
        function lengthOf(view, u, size) {
          if (u instanceof view.CSSUnitValue) return u.unit === "percent" ? u.value / 100 * size : u.to("px").value;
          if (u instanceof view.CSSMathSum) return [...u.values].reduce((s, v) => s + lengthOf(view, v, size), 0);
          if (u instanceof view.CSSMathNegate) return -lengthOf(view, u.value, size);
          if (u instanceof view.CSSMathProduct) {
            return [...u.values].reduce((s, v) => s * (v instanceof view.CSSUnitValue && v.unit === "number" ? v.value : lengthOf(view, v, size)), 1);
          }
          return u.to("px").value;
        }
        function typedMatrix(view, value, width, height) {
          let m = new DOMMatrix();
          if (!(value instanceof view.CSSTransformValue)) return null;
          for (const c of value) {
            m = m.multiply(c instanceof view.CSSTranslate
              ? new DOMMatrix().translate(lengthOf(view, c.x, width), lengthOf(view, c.y, height), lengthOf(view, c.z, 0))
              : new DOMMatrix(Array.from(c.toMatrix().toFloat64Array())));
          }
          return m;
        }
        function stringMatrix(property, text) {
          const m = new DOMMatrix();
          if (text === "none" || text === "") return m;
          if (property === "transform") return new DOMMatrix(text);
          const parts = text.split(/\s+/), n = parts.map(parseFloat);
          if (property === "translate") return m.translate(n[0] || 0, n[1] || 0, n[2] || 0);
          if (property === "scale") return m.scale(n[0], n.length > 1 ? n[1] : n[0], n.length > 2 ? n[2] : 1);
          const angle = n[n.length - 1];
          if (parts.length === 1) return m.rotate(0, 0, angle);
          if (parts.length === 2) return m.rotateAxisAngle(parts[0] === "x" ? 1 : 0, parts[0] === "y" ? 1 : 0, parts[0] === "z" ? 1 : 0, angle);
          return m.rotateAxisAngle(n[0], n[1], n[2], angle);
        }
        function readGeometry(view, stage, element, pseudo) {
          // A pseudo-element has no typed values: its strings are read (six significant digits).
          const cs = view.getComputedStyle(element, pseudo), typed = pseudo ? new Map() : element.computedStyleMap();
          const ss = view.getComputedStyle(stage);
          const stageWidth = parseFloat(ss.width), stageHeight = parseFloat(ss.height);
          // The computed values, not the resolved ones: Chromium lays boxes out in LayoutUnits of
          // 1/64 px, which the resolved strings show (docs/Import.md).
          const length = (p, size) => { const t = typed.get(p); return t && t.unit !== undefined || t instanceof view.CSSMathValue ? lengthOf(view, t, size) : parseFloat(cs.getPropertyValue(p)) || 0; };
          // The border box: with content-box sizing, the padding and borders add to width and height.
          const side = (p) => parseFloat(cs.getPropertyValue(p)) || 0;
          const contentBox = cs.boxSizing !== "border-box";
          const width = length("width", stageWidth) + (contentBox ? side("padding-left") + side("padding-right") + side("border-left-width") + side("border-right-width") : 0);
          const height = length("height", stageHeight) + (contentBox ? side("padding-top") + side("padding-bottom") + side("border-top-width") + side("border-bottom-width") : 0);
          let m = new DOMMatrix();
          if (ss.perspective !== "none") {
            const written = String(stage.computedStyleMap().get("perspective-origin")).split(/\s+/);
            const [px, py] = written.map((part, i) => part.endsWith("%") ? parseFloat(part) / 100 * (i === 0 ? stageWidth : stageHeight) : parseFloat(part));
            m = m.translate(px, py).multiply(new DOMMatrix([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, -1 / parseFloat(ss.perspective), 0, 0, 0, 1])).translate(-px, -py);
          }
          // Margins resolve against the containing block's width, both of them.
          m = m.translate(length("left", stageWidth) + length("margin-left", stageWidth), length("top", stageHeight) + length("margin-top", stageWidth));
          const origin = cs.transformOrigin.split(/\s+/).map(parseFloat), oz = origin[2] || 0;
          m = m.translate(origin[0], origin[1], oz);
          for (const p of ["translate", "rotate", "scale", "transform"]) {
            m = m.multiply(typedMatrix(view, typed.get(p), width, height) || stringMatrix(p, cs.getPropertyValue(p).trim()));
          }
          m = m.translate(-origin[0], -origin[1], -oz);
          const corners = [[0, 0], [width, 0], [width, height], [0, height]].map(([x, y]) => {
            const p = m.transformPoint(new DOMPoint(x, y, 0, 1));
            return [p.x / p.w, p.y / p.w];
          });
          let area = 0;
          for (let i = 0; i < 4; i++) { const [a, b] = [corners[i], corners[(i + 1) % 4]]; area += a[0] * b[1] - b[0] * a[1]; }
          const shows = cs.visibility === "visible" && (cs.backfaceVisibility !== "hidden" || area >= 0);
          const opacity = typed.get("opacity");
          return corners.flat().concat([shows ? 1 : 0, opacity && typeof opacity.value === "number" ? opacity.value : parseFloat(cs.opacity), width, height]);
        }
        """#
}
