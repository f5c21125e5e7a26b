import EffectsInterchange
import Foundation
import TestSupport

/// The page that runs stylesheets' transitions in Chromium: each case in its own frame, its changes
/// made by script at their moments and every transition paused and seeked, the layers' corners,
/// visibility, opacity and size read back (by ``ImportPage``'s reader).
///
/// `--dump-dom` never advances the document timeline, so moments are seeked: for the moments
/// after each change, the frame is loaded afresh, and before each change (up to that one) every
/// transition is sought to the change's moment, the style flushed, the change made and the style
/// flushed again, so that Chromium starts, reverses or cancels transitions from values at that
/// moment as it would while playing; each new transition is paused at once and remembered with the
/// moment it started.
enum TransitionPage {
    /// One page to run.
    struct Case {
        /// The frame's whole document.
        let document: String
        /// The selector and pseudo-element (`::after`, or `nil`) of each layer's element.
        let layers: [(selector: String, pseudo: String?)]
        /// The changes, in time order.
        let changes: [CSSStateChange]
        /// The moments read, milliseconds, ascending.
        let times: [Double]
    }

    /// Chromium's rows for each case, each layer, each moment.
    static func play(_ browser: String, _ cases: [Case]) throws -> [[[[Double]]]] {
        struct Results: Decodable { let results: [[[[Double]]]] }
        let results = try ImportPage.run(browser, page: page(cases), as: Results.self).results
        guard results.count == cases.count else {
            throw BrowserFailure("the page read \(results.count) of \(cases.count) cases")
        }
        return results
    }

    /// A change as the page's script makes it.
    private static func json(_ change: CSSStateChange) -> String {
        let selector = ImportPage.quoted(change.selector)
        switch change.state {
        case .className(let name):
            return
                "{\"selector\": \(selector), \"time\": \(change.time * 1000), \"kind\": \"class\", \"name\": \(ImportPage.quoted(name))}"
        case .pseudoClass(let name):
            return
                "{\"selector\": \(selector), \"time\": \(change.time * 1000), \"kind\": \"state\", \"name\": \(ImportPage.quoted(name))}"
        case .attribute(let name, let value):
            return "{\"selector\": \(selector), \"time\": \(change.time * 1000), \"kind\": \"attribute\", "
                + "\"name\": \(ImportPage.quoted(name)), \"value\": \(value.map(ImportPage.quoted) ?? "null")}"
        }
    }

    /// The page for `cases`; it prints `{"results": [[[row, …] per layer] per case]}`.
    static func page(_ cases: [Case]) -> String {
        let data =
            "["
            + cases.map { item in
                let layers = item.layers.map {
                    "{\"selector\": \(ImportPage.quoted($0.selector)), \"pseudo\": \($0.pseudo.map(ImportPage.quoted) ?? "null")}"
                }
                return
                    "{\"document\": \(ImportPage.quoted(item.document)), \"layers\": [\(layers.joined(separator: ","))], "
                    + "\"changes\": [\(item.changes.map(json).joined(separator: ","))], "
                    + "\"times\": [\(item.times.map { "\($0)" }.joined(separator: ","))]}"
            }
            .joined(separator: ",\n") + "]"
        return """
            <!doctype html><html><body>
            <script type="application/json" id="cases">\(data.replacingOccurrences(of: "</", with: "<\\/"))</script>
            <script>
            \(ImportPage.reader)
            \(script)
            </script></body></html>
            """
    }

    /// The script: changes, seeking and reading.
    private static let script = #"""
        const cases = JSON.parse(document.getElementById("cases").textContent);
        // The user-action states, as classes the proof's stylesheet reads (`.fx-hover`): hover
        // and active hold for the element and its ancestors, focus-within for a focused one's.
        function applyStates(inner, states) {
          for (const element of inner.querySelectorAll("*")) {
            const within = (test) => [...states].some(([e, s]) => test(s) && element.contains(e));
            const own = states.get(element) || new Set();
            element.classList.toggle("fx-hover", within((s) => s.has("hover")));
            element.classList.toggle("fx-active", within((s) => s.has("active")));
            element.classList.toggle("fx-focus", own.has("focus") || own.has("focus-visible"));
            element.classList.toggle("fx-focus-visible", own.has("focus-visible"));
            element.classList.toggle("fx-focus-within", within((s) => s.has("focus") || s.has("focus-visible")));
          }
        }
        function change(inner, states, item) {
          for (const element of inner.querySelectorAll(item.selector)) {
            if (item.kind === "class") element.classList.toggle(item.name);
            else if (item.kind === "attribute") {
              const current = element.getAttribute(item.name);
              const set = item.value === null ? current !== null : current === item.value;
              if (set) element.removeAttribute(item.name); else element.setAttribute(item.name, item.value === null ? "" : item.value);
            } else {
              const own = states.get(element) || new Set();
              if (own.has(item.name)) own.delete(item.name); else own.add(item.name);
              states.set(element, own);
            }
          }
          applyStates(inner, states);
        }
        async function load(item) {
          const frame = document.createElement("iframe");
          frame.style.cssText = "width: 375px; height: 667px; border: 0";
          const loaded = new Promise((resolve) => frame.addEventListener("load", resolve, { once: true }));
          frame.srcdoc = item.document;
          document.body.append(frame);
          await loaded;
          return frame;
        }
        (async () => {
          const results = [];
          try {
            for (const item of cases) {
              const rows = item.layers.map(() => []);
              // The changes of each moment, grouped: one style change event each.
              const moments = [];
              for (const c of item.changes) {
                if (moments.length && moments[moments.length - 1].time === c.time) moments[moments.length - 1].changes.push(c);
                else moments.push({ time: c.time, changes: [c] });
              }
              const bounds = [0, ...moments.map((m) => m.time)];
              for (let k = 0; k < bounds.length; k++) {
                const times = item.times.filter((t) => t >= bounds[k] && (k + 1 >= bounds.length || t < bounds[k + 1]));
                if (!times.length) continue;
                const frame = await load(item);
                const inner = frame.contentDocument, view = frame.contentWindow;
                const started = new Map(), states = new Map();
                const flush = () => { void inner.documentElement.getBoundingClientRect(); for (const e of inner.querySelectorAll("*")) view.getComputedStyle(e).opacity; };
                const seek = (t) => { for (const a of inner.getAnimations()) if (started.has(a)) a.currentTime = t - started.get(a); flush(); };
                const adopt = (t) => { for (const a of inner.getAnimations()) if (!started.has(a)) { a.pause(); a.currentTime = 0; started.set(a, t); } };
                flush();
                adopt(0);
                for (let j = 0; j < k; j++) {
                  seek(moments[j].time);
                  for (const c of moments[j].changes) change(inner, states, c);
                  flush();
                  adopt(moments[j].time);
                }
                for (const t of times) {
                  seek(t);
                  item.layers.forEach((layer, i) => {
                    const element = inner.querySelector(layer.selector);
                    const row = readGeometry(view, layer.pseudo ? element : element.parentElement, element, layer.pseudo);
                    // A box not rendered (display: none on it or an ancestor) does not show.
                    for (let e = element; e; e = e.parentElement) if (view.getComputedStyle(e).display === "none") row[8] = 0;
                    rows[i].push(row);
                  });
                }
                frame.remove();
              }
              results.push(rows);
            }
          } catch (error) {
            results.error = String(error) + " " + error.stack;
          }
          const out = document.createElement("pre");
          out.id = "result";
          out.textContent = results.error ? "error: " + results.error : JSON.stringify({ results });
          document.body.append(out);
        })();
        """#
}
