import Foundation

/// The pages of the pixel test: a grid of cells, each the preview page (one layer shown, in black)
/// beside render's frame of the same moment (the same layer, in black), and the page that reads the
/// screenshots back and compares the two masks of every cell.
enum PreviewPixelPages {
    /// One cell's size: the viewport, in CSS pixels.
    static let width = 375
    static let height = 667
    /// The gap between cells, and the number of cells a row.
    static let gap = 10
    static let perRow = 4

    /// The screenshot page of `cells` (their previews and render frames).
    static func grid(_ cells: [PreviewPixelTests.Cell]) -> String {
        var page = """
            <!doctype html><html><head><style>
            body { margin: 0; background: #ffffff; }
            .cell { position: absolute; width: \(width)px; height: \(height)px; overflow: hidden; }
            .cell iframe { border: 0; width: \(width + 60)px; height: \(height)px; }
            </style></head><body>

            """
        for (index, cell) in cells.enumerated() {
            let (left, top) = origin(index)
            page += "<div class=\"cell\" style=\"left: \(left)px; top: \(top)px\">"
            page += "<iframe srcdoc=\"\(attribute(cell.preview))\"></iframe></div>\n"
            page +=
                "<div class=\"cell\" style=\"left: \(left + width)px; top: \(top)px\">\(cell.render)</div>\n"
        }
        return page + "</body></html>\n"
    }

    /// The top-left corner of cell `index`'s preview; its render frame is one viewport to the right.
    static func origin(_ index: Int) -> (Int, Int) {
        ((index % perRow) * (2 * width + gap), (index / perRow) * (height + gap))
    }

    /// The screenshot's size for `count` cells.
    static func size(_ count: Int) -> (width: Int, height: Int) {
        (perRow * (2 * width + gap), ((count + perRow - 1) / perRow) * (height + gap))
    }

    /// The CSS and script that show only `layer` of a preview page, in black, opaque, at `ms`.
    static func isolating(_ page: String, layer: String, ms: Double) -> String {
        let name = layer.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
            of: "\"", with: "\\\"")
        let style = """
            <style>
            body { margin: 0 !important; } h1, #fx-controls, #fx-values, #fx-approximations { display: none !important; }
            #fx-frame { outline: none !important; }
            [data-layer] { opacity: 1 !important; background: #000 !important; border-color: #000 !important; color: #000 !important; }
            [data-layer]:not([data-layer="\(name)"]) { visibility: hidden !important; }
            </style>
            """
        let script = "<script>window.fxkit.seek(\(ms));</script>"
        return page.replacingOccurrences(of: "</head>", with: style + "</head>")
            .replacingOccurrences(of: "</body>", with: script + "</body>")
    }

    /// Text inside a double-quoted HTML attribute.
    static func attribute(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    /// The page that compares the two sides of every cell of the screenshots `images`.
    ///
    /// Each screenshot holds `counts[i]` cells; the page prints, per cell, the pixels each side covers (three quarters black or more over the stage's grey), how
    /// many of them lie farther than one pixel from any pixel the other side touches (a quarter
    /// black or more: an edge pixel, which antialiasing and the browser's snapping of a half-point
    /// box to whole pixels may put on either side of one threshold), and the box of each side's
    /// pixels (left, top, right, bottom). Only the frame less two pixels at each edge counts, where
    /// render draws the viewport's outline.
    static func analysis(images: [String], counts: [Int]) -> String {
        """
        <!doctype html><body><script>
        const images = \(PreviewPageTests.jsonStrings(images));
        const counts = [\(counts.map(String.init).joined(separator: ", "))];
        \(comparison)
        </script></body>
        """
    }

    /// The analysis page's script, which reads `images` and `counts`.
    static let comparison = """
        const [W, H, GAP, PER_ROW, EDGE] = [\(width), \(height), \(gap), \(perRow), 2];
        // A pixel at least `share` black over the stage's grey (241).
        function mask(data, stride, left, top, share) {
          const m = new Uint8Array(W * H);
          const limit = 3 * 241 * (1 - share);
          for (let y = EDGE; y < H - EDGE; y++) for (let x = EDGE; x < W - EDGE; x++) {
            const at = ((top + y) * stride + left + x) * 4;
            if (data[at] + data[at + 1] + data[at + 2] <= limit) m[y * W + x] = 1;
          }
          return m;
        }
        function box(m) {
          let [x0, y0, x1, y1] = [W, H, -1, -1];
          for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) if (m[y * W + x]) {
            x0 = Math.min(x0, x); y0 = Math.min(y0, y); x1 = Math.max(x1, x); y1 = Math.max(y1, y);
          }
          return [x0, y0, x1, y1];
        }
        function dilated(m) {
          const rows = new Uint8Array(W * H), out = new Uint8Array(W * H);
          for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) {
            const i = y * W + x;
            rows[i] = m[i] | (x > 0 ? m[i - 1] : 0) | (x < W - 1 ? m[i + 1] : 0);
          }
          for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) {
            const i = y * W + x;
            out[i] = rows[i] | (y > 0 ? rows[i - W] : 0) | (y < H - 1 ? rows[i + W] : 0);
          }
          return out;
        }
        function outside(a, near) {
          let count = 0;
          for (let i = 0; i < a.length; i++) if (a[i] && !near[i]) count++;
          return count;
        }
        (async () => {
          const rows = [];
          for (const [index, name] of images.entries()) {
            const image = new Image();
            await new Promise((resolve) => { image.onload = resolve; image.onerror = resolve; image.src = name; });
            const canvas = document.createElement("canvas");
            canvas.width = image.width; canvas.height = image.height;
            const context = canvas.getContext("2d");
            context.drawImage(image, 0, 0);
            const data = context.getImageData(0, 0, image.width, image.height).data;
            for (let cell = 0; cell < counts[index]; cell++) {
              const left = (cell % PER_ROW) * (2 * W + GAP), top = Math.floor(cell / PER_ROW) * (H + GAP);
              const preview = mask(data, image.width, left, top, 0.75), render = mask(data, image.width, left + W, top, 0.75);
              const touched = [mask(data, image.width, left, top, 0.25), mask(data, image.width, left + W, top, 0.25)];
              const sum = (m) => m.reduce((a, b) => a + b, 0);
              rows.push([sum(preview), sum(render), outside(preview, dilated(touched[1])), outside(render, dilated(touched[0])),
                ...box(preview), ...box(render)]);
            }
          }
          const out = document.createElement("pre");
          out.id = "result";
          out.textContent = JSON.stringify([{ rows, animations: 0 }]);
          document.body.append(out);
        })();
        """
}
