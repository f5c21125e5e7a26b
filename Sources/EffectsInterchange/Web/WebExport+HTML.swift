import EffectsRegistry
import EffectsText

extension WebExport {
    /// One self-contained page that plays the effect: the stage with a box per layer in the colours
    /// and labels of `fxctl render`, play/pause, a scrubber, speed, loop, keyboard control, and under
    /// the stage the value of every exported column at the current time.
    ///
    /// It draws what `fxctl render` draws: the frame's background lies behind the stage, which is no
    /// 3D rendering context, so the layers are stacked by zPosition (their `z-index`) and none hides
    /// behind a plane of the page; the back of a double-sided layer is hatched with a dashed outline
    /// at the frames where the sampler says it shows its back.
    ///
    /// The page needs no network and no other file. The element whose box is the viewport carries
    /// `data-stage` (it may be scaled to fit the window), each layer's element `data-layer`, and every
    /// animation is made with `element.animate(…)` from the embedded Web Animations JSON and kept
    /// paused, so `document.getAnimations()` reaches them all and seeking each to one `currentTime`
    /// shows the effect then. `#t=0.5` in the address opens the page at 0.5 s.
    public func html(title: String) -> String {
        pageHead(title: title) + layerBoxes() + pageTail()
    }

    /// The page up to the stage's opening tag: the head with its style sheet, and the heading.
    private func pageHead(title: String) -> String {
        """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>\(HTMLText.escaped(title)) — fxkit preview</title>
        <style>
        body { margin: 16px; font: 13px/1.4 system-ui, sans-serif; color: #1f2328; background: #ffffff; }
        #fx-frame { position: relative; overflow: hidden; background: #f1f3f5; outline: 1px solid #8a9099;
          width: \(WebNumber.text(viewportWidth))px; height: \(WebNumber.text(viewportHeight))px; }
        [data-stage] { position: absolute; left: 0; top: 0; margin: 0; border: 0; padding: 0; transform-origin: 0 0; isolation: isolate;
          \(perspectiveCSS)width: \(WebNumber.text(viewportWidth))px; height: \(WebNumber.text(viewportHeight))px; }
        [data-layer] { border: 1.5px solid; display: flex; align-items: center; justify-content: center;
          font-weight: bold; overflow: hidden; white-space: nowrap; }
        [data-layer][data-face="back"] { border-style: dashed;
          background-image: repeating-linear-gradient(45deg, rgba(31, 35, 40, 0.45) 0 4px, rgba(255, 255, 255, 0.35) 4px 10px); }
        [data-layer][data-face="back"] > span { visibility: hidden; }
        #fx-controls { margin: 12px 0; display: flex; gap: 12px; align-items: center; flex-wrap: wrap; }
        #fx-scrubber { width: 320px; }
        #fx-values { border-collapse: collapse; font-variant-numeric: tabular-nums; }
        #fx-values td, #fx-values th { padding: 1px 10px 1px 0; text-align: left; }
        #fx-values td.number { text-align: right; font-family: ui-monospace, monospace; }
        </style>
        </head>
        <body>
        <h1 style="font-size: 16px; line-height: 20px; margin: 0 0 8px">\(HTMLText.escaped(title))</h1>
        <div id="fx-frame">
        <div data-stage>

        """
    }

    /// One box per layer in its colours, labelled with its name, in the stage.
    private func layerBoxes() -> String {
        var page = ""
        for element in elements {
            let colors = Palette.layer(element.index)
            var style = element.style.map { "\($0.property): \($0.value)" }
            style.append("background: \(element.backgroundColor ?? colors.fill)")
            style.append("border-color: \(colors.outline)")
            page +=
                "<div data-layer=\"\(HTMLText.escaped(element.name))\" style=\"\(HTMLText.escaped(style.joined(separator: "; ")))\">"
            page += "<span>\(HTMLText.escaped(element.name))</span></div>\n"
        }
        return page
    }

    /// The page from the stage's end: the controls, the values table, the approximations, the
    /// embedded Web Animations JSON and the player.
    private func pageTail() -> String {
        """
        </div>
        </div>
        <div id="fx-controls">
        <button id="fx-play" type="button">Play</button>
        <input id="fx-scrubber" type="range" min="0" max="\(WebNumber.text(duration * 1000))" step="any" value="0" aria-label="time">
        <span id="fx-time">0.000 s</span>
        <label>speed <input id="fx-speed" type="range" min="0.1" max="2" step="0.1" value="1"> <span id="fx-speed-text">1×</span></label>
        <label><input id="fx-loop" type="checkbox" checked> loop</label>
        <span style="color: #57606a">space: play/pause · ←/→: one frame · Home/End · [ ]: speed · L: loop</span>
        </div>
        <table id="fx-values"><thead><tr><th>column</th><th>value</th></tr></thead><tbody></tbody></table>
        <pre id="fx-approximations" style="color: #57606a">\(HTMLText.escaped(approximationComment()))</pre>
        <script type="application/json" id="fx-data">
        \(Self.scriptSafe(waapiValue().text()))</script>
        <script type="application/json" id="fx-faces">
        \(Self.scriptSafe(facesValue.text()))</script>
        <script>
        \(WebPlayerScript.source)
        </script>
        </body>
        </html>

        """
    }

    /// The layers that show their back, one string of `0` (front) and `1` (back) per frame.
    private var facesValue: JSONValue {
        .object([
            ("framesPerSecond", .number(WebFaces.framesPerSecond)),
            ("layers", .object(faces.map { ($0.layer, .string(String($0.back.map { $0 ? "1" : "0" }))) })),
        ])
    }

    /// JSON text that cannot end its `<script>` element early.
    static func scriptSafe(_ text: String) -> String {
        var safe = ""
        var previous: Character = " "
        for character in text {
            if character == "/" && previous == "<" { safe.append("\\") }
            safe.append(character)
            previous = character
        }
        return safe
    }
}

/// Text for HTML attributes and content: `&`, `<`, `>` and `"` escaped.
enum HTMLText {
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}
