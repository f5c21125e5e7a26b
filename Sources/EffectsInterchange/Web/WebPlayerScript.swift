/// The preview page's script: it makes the animations from the embedded JSON, keeps them paused and
/// seeks them all to the page's clock, drives the controls and prints every column's value.
///
/// `window.fxkit` offers `seek(ms)`, `values()` (the columns by name) and `duration` to tools.
enum WebPlayerScript {
    static let source = #"""
        "use strict";
        (() => {
          const data = JSON.parse(document.getElementById("fx-data").textContent);
          const stage = document.querySelector("[data-stage]");
          const frame = document.getElementById("fx-frame");
          const elements = new Map();
          for (const element of stage.querySelectorAll("[data-layer]")) elements.set(element.dataset.layer, element);
          const animations = [];
          for (const item of data.animations) {
            const element = elements.get(item.layer);
            if (!element) continue;
            const options = Object.assign({}, item.options);
            const animation = element.animate(item.keyframes, options);
            animation.playbackRate = item.playbackRate;
            animation.pause();
            animations.push(animation);
          }
          const faces = JSON.parse(document.getElementById("fx-faces").textContent);
          const duration = data.duration;
          const rows = [];
          const body = document.querySelector("#fx-values tbody");
          for (const layer of data.layers) {
            const element = elements.get(layer.name);
            for (const column of layer.columns) {
              const row = document.createElement("tr");
              const name = document.createElement("td");
              name.textContent = [column.name].concat(column.alongside || []).join(" + ");
              const value = document.createElement("td");
              value.className = "number";
              value.dataset.column = column.name;
              row.append(name, value);
              body.append(row);
              rows.push({ element, column, cell: value });
            }
          }
          function read(element, column) {
            const style = getComputedStyle(element);
            let text = style.getPropertyValue(column.property).trim();
            if (column.slot === 0 && ["left", "top", "width", "height", "opacity"].includes(column.property)) {
              const typed = element.computedStyleMap().get(column.property);
              if (typed && typeof typed.value === "number") return typed.value * column.factor;
            }
            if (column.property === "visibility") return text === "hidden" ? 1 : 0;
            if (column.property === "backface-visibility") return text === "visible" ? 1 : 0;
            if (text === "none" || text === "") return column.property === "scale" ? 1 : (column.offset || 0);
            const parts = text.split(/\s+/);
            let part = parts[column.slot];
            if (part === undefined) part = column.property === "scale" ? parts[0] : "0";
            return parseFloat(part) * column.factor + (column.offset || 0);
          }
          function values() {
            const result = {};
            for (const row of rows) result[row.column.name] = read(row.element, row.column);
            return result;
          }
          const play = document.getElementById("fx-play");
          const scrubber = document.getElementById("fx-scrubber");
          const timeText = document.getElementById("fx-time");
          const speed = document.getElementById("fx-speed");
          const speedText = document.getElementById("fx-speed-text");
          const loop = document.getElementById("fx-loop");
          let time = 0;
          let playing = false;
          let last = null;
          // Six significant digits; what float32 leaves of a 0 (4e-9) is 0.
          function format(value) {
            return Math.abs(value) < 1e-6 ? "0" : String(Number(value.toPrecision(6)));
          }
          function seek(ms) {
            time = Math.min(Math.max(ms, 0), duration);
            // 1 ns late, so that a moment on a boundary shows the side the sampler gives it.
            for (const animation of animations) animation.currentTime = time + 1e-6;
            const frame = Math.round(time / 1000 * faces.framesPerSecond);
            for (const [name, flags] of Object.entries(faces.layers)) {
              const element = elements.get(name);
              if (element) element.dataset.face = flags[Math.min(frame, flags.length - 1)] === "1" ? "back" : "front";
            }
            scrubber.value = String(time);
            timeText.textContent = (time / 1000).toFixed(3) + " s";
            for (const row of rows) row.cell.textContent = format(read(row.element, row.column));
          }
          function setPlaying(on) {
            playing = on;
            last = null;
            if (on && time >= duration) seek(0);
            play.textContent = on ? "Pause" : "Play";
          }
          function tick(now) {
            if (playing) {
              if (last !== null) {
                let next = time + (now - last) * Number(speed.value);
                if (next >= duration) {
                  if (loop.checked && duration > 0) next = next % duration;
                  else { next = duration; setPlaying(false); }
                }
                seek(next);
              }
              last = now;
            }
            requestAnimationFrame(tick);
          }
          function setSpeed(value) {
            speed.value = String(Math.min(Math.max(value, 0.1), 2));
            speedText.textContent = Number(speed.value).toFixed(1) + "×";
          }
          play.addEventListener("click", () => setPlaying(!playing));
          scrubber.addEventListener("input", () => { setPlaying(false); seek(Number(scrubber.value)); });
          speed.addEventListener("input", () => setSpeed(Number(speed.value)));
          document.addEventListener("keydown", (event) => {
            const step = 1000 / 60;
            switch (event.key) {
              case " ": setPlaying(!playing); break;
              case "ArrowLeft": setPlaying(false); seek(time - step); break;
              case "ArrowRight": setPlaying(false); seek(time + step); break;
              case "Home": seek(0); break;
              case "End": seek(duration); break;
              case "[": setSpeed(Number(speed.value) - 0.1); break;
              case "]": setSpeed(Number(speed.value) + 0.1); break;
              case "l": case "L": loop.checked = !loop.checked; break;
              default: return;
            }
            event.preventDefault();
          });
          function fit() {
            const room = Math.max(document.documentElement.clientWidth - 32, 50);
            const scale = Math.min(1, room / data.viewport.width);
            stage.style.transform = scale < 1 ? "scale(" + scale + ")" : "";
            frame.style.width = data.viewport.width * scale + "px";
            frame.style.height = data.viewport.height * scale + "px";
          }
          window.addEventListener("resize", fit);
          fit();
          const start = /[#&]t=([0-9.]+)/.exec(location.hash);
          seek(start ? Number(start[1]) * 1000 : 0);
          requestAnimationFrame(tick);
          window.fxkit = { seek, values, duration, animations, get time() { return time; } };
        })();
        """#
}
