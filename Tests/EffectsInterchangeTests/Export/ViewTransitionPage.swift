/// The page the view transition tests load: a red page that turns blue inside
/// `document.startViewTransition`, styled by one export, and the script that runs the transition,
/// pauses every animation, seeks them and reads the old and new images back.
enum ViewTransitionPage {
    /// The old page's colour: the outgoing layer's image.
    static let oldColor = [255.0, 0, 0]
    /// The new page's colour: the incoming layer's image.
    static let newColor = [0.0, 0, 255]

    /// A page styled by `css` (an export for `name`), with an element of each `shared` name, which
    /// moves when the page changes.
    static func html(css: String, name: String, shared: [String] = []) -> String {
        let elements = shared.enumerated().map { index, own in
            "<div class=\"shared\" style=\"view-transition-name: \(own); top: \(20 + index * 60)px\"></div>"
        }.joined()
        return """
            <!DOCTYPE html>
            <html><head><meta charset="utf-8">
            <style>html, body { margin: 0; } body { height: 100vh; background: rgb(255, 0, 0); }
            body.new { background: rgb(0, 0, 255); }
            .shared { position: absolute; left: 10px; width: 40px; height: 40px; background: rgb(0, 160, 0); }
            body.new .shared { left: 200px; width: 60px; }</style>
            <style>\(css)</style>
            <script>const transitionName = \"\(name)\";
            \(BrowserHarness.reader)
            \(script)</script>
            </head><body>\(elements)</body></html>
            """
    }

    /// The script: `start()` runs the transition to its first frame and pauses it, `read(times,
    /// images)` seeks and reads each image's corners, whether it shows and its opacity, `seek(time)`
    /// seeks, and `pixels(url, points)` reads a screenshot's colours.
    ///
    /// Every value is read from the computed style of the pseudo-elements and composed as CSS
    /// composes it: the group's place and transform, the image pair's scale and perspective, the
    /// image's box, then its translate, rotate, scale and transform about its transform origin.
    static let script = #"""
        let animations = [];
        let transition = null;
        // The numbers of a computed value, exponents kept: a length a hair off 0 is `-1.25e-06px`.
        const numbers = (text) => text === "none" || text === "" ? [] : (text.match(/[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?/gi) || []).map(parseFloat);
        const style = (part) => getComputedStyle(document.documentElement, "::view-transition-" + part + "(" + transitionName + ")");
        function matrixOf(text) {
          if (text === "none" || text === "") return new DOMMatrix();
          const n = text.slice(text.indexOf("(") + 1, -1).split(",").map(parseFloat);
          return new DOMMatrix(n);
        }
        function individual(cs) {
          let m = new DOMMatrix();
          const t = numbers(cs.translate);
          m = m.translate(t[0] || 0, t[1] || 0, t[2] || 0);
          const r = cs.rotate.trim().split(/\s+/);
          if (r[0] !== "none") {
            const angle = parseFloat(r[r.length - 1]);
            if (r.length === 1) m = m.rotate(0, 0, angle);
            else if (r.length === 2) m = m.rotateAxisAngle(r[0] === "x" ? 1 : 0, r[0] === "y" ? 1 : 0, r[0] === "z" ? 1 : 0, angle);
            else m = m.rotateAxisAngle(parseFloat(r[0]), parseFloat(r[1]), parseFloat(r[2]), angle);
          }
          const s = numbers(cs.scale);
          if (s.length > 0) m = m.scale(s[0], s.length > 1 ? s[1] : s[0], s.length > 2 ? s[2] : 1);
          return m;
        }
        function about(cs, inner) {
          const o = numbers(cs.transformOrigin);
          return new DOMMatrix().translate(o[0], o[1], o[2] || 0).multiply(inner).translate(-o[0], -o[1], -(o[2] || 0));
        }
        // A shared element's group: its place in the overlay, under the overlay's perspective.
        function shared(own) {
          const overlay = getComputedStyle(document.documentElement, "::view-transition");
          const cs = getComputedStyle(document.documentElement, "::view-transition-group(" + own + ")");
          let m = new DOMMatrix();
          if (overlay.perspective !== "none") {
            const [px, py] = numbers(overlay.perspectiveOrigin);
            m = m.translate(px, py).multiply(new DOMMatrix([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, -1 / parseFloat(overlay.perspective), 0, 0, 0, 1])).translate(-px, -py);
          }
          return box(m, cs);
        }
        function image(part) {
          if (part.startsWith("group:")) return shared(part.slice(6));
          const group = style("group"), pair = style("image-pair"), cs = style(part);
          let m = new DOMMatrix().translate(parseFloat(group.left) || 0, parseFloat(group.top) || 0);
          m = m.multiply(about(group, individual(group).multiply(matrixOf(group.transform))));
          m = m.translate(parseFloat(pair.left) || 0, parseFloat(pair.top) || 0);
          m = m.multiply(about(pair, individual(pair).multiply(matrixOf(pair.transform))));
          if (pair.perspective !== "none") {
            const [px, py] = numbers(pair.perspectiveOrigin);
            m = m.translate(px, py).multiply(new DOMMatrix([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, -1 / parseFloat(pair.perspective), 0, 0, 0, 1])).translate(-px, -py);
          }
          return box(m, cs);
        }
        // The corners of the box `cs` lays out under `m`, whether it shows, and its opacity.
        function box(m, cs) {
          m = m.translate((parseFloat(cs.left) || 0) + (parseFloat(cs.marginLeft) || 0), (parseFloat(cs.top) || 0) + (parseFloat(cs.marginTop) || 0));
          m = m.multiply(about(cs, individual(cs).multiply(matrixOf(cs.transform))));
          return cornersOf(m, parseFloat(cs.width), parseFloat(cs.height), cs).concat([parseFloat(cs.opacity)]);
        }
        async function start() {
          transition = document.startViewTransition(() => { document.body.className = "new"; });
          await transition.ready;
          animations = document.getAnimations();
          for (const a of animations) a.pause();
          return JSON.stringify(animations.map((a) => [a.effect.pseudoElement, a.animationName]));
        }
        function seek(time) {
          for (const a of animations) a.currentTime = time + late;
          return "";
        }
        function read(times, parts) {
          return JSON.stringify(times.map((time) => { seek(time); return parts.flatMap(image); }));
        }
        async function pixels(url, points) {
          const picture = new Image();
          picture.src = url;
          await picture.decode();
          const canvas = document.createElement("canvas");
          canvas.width = picture.width;
          canvas.height = picture.height;
          const context = canvas.getContext("2d");
          context.drawImage(picture, 0, 0);
          return JSON.stringify(points.map(([x, y]) => Array.from(context.getImageData(x, y, 1, 1).data.slice(0, 3))));
        }
        """#
}
