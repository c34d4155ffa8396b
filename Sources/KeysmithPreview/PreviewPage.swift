import Keysmith

/// The preview page: one HTML document with its style and script inline (no outside assets).
///
/// It draws the ``SVGRenderer/keyboard(_:)`` and ``SVGRenderer/overlay(_:)`` drawings the server sends, one CSS pixel per point,
/// sends pointer events as touches (`/touches`, in order, one request at a time), asks for
/// `/tick` at the state's `deadline`, and fetches the state again when `/events` says the
/// layout's version changed. Contract for tests and tools: every key element carries
/// `data-key-id`; `#output` holds the typed text, `#layer` the layer's name, `#width` and
/// `#height` are the size inputs (applied on change or Enter), `#diagnostics` lists the current
/// problems (empty when none), each as the terminal shows it (source line and caret included);
/// `#restored` says when the page opens at a size kept from an earlier visit, with a button
/// (`#use-layout-size`) back to the layout's own; `#theme` and `#appearance` choose the theme
/// and light or dark; `#bar` holds the suggestion bar (with a lexicon), each slot
/// `[data-suggestion="N"]`, accepted by a click. The keys at rest come in `svg`; what the finger does (the pressed key, the
/// bubble `[data-preview-for]`, the callout `[data-callout-for]` with its items
/// `[data-alternate]`, the selected one `aria-selected="true"`, a swipe's trail
/// `polyline[data-trail]`) comes in `overlay`, drawn from the same scene and laid over the keys.
/// With a lexicon, a drag across the letters is a swipe (mouse or touch screen alike).
enum PreviewPage {
    /// Keyboard areas of common devices (portrait and landscape, without the suggestion bar),
    /// in points: what the device menu offers.
    static let presets: [(name: String, width: Int, height: Int)] = [
        ("iPhone SE, portrait", 375, 216), ("iPhone SE, landscape", 667, 162),
        ("iPhone 15, portrait", 393, 216), ("iPhone 15, landscape", 852, 160),
        ("iPhone 15 Pro Max, portrait", 430, 226), ("iPhone 15 Pro Max, landscape", 932, 160),
        ("iPad 11\", portrait", 834, 265), ("iPad 11\", landscape", 1194, 353),
    ]

    static let html = #"""
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>keysmith preview</title>
        <style>
        body { margin: 0; padding: 20px 24px; font-family: \#(fonts); color: #1C1C1E; background: #F2F2F7; }
        header h1 { font-size: 18px; margin: 0 0 12px; }
        .controls { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; font-size: 13px; }
        .controls input { width: 5.5em; font: inherit; }
        .controls select, .controls button { font: inherit; }
        .status b { font-weight: 600; }
        .badge { padding: 1px 6px; border-radius: 4px; background: #E5E5EA; }
        .badge:empty { display: none; }
        #stage { position: relative; display: inline-block; margin: 72px 0 16px; touch-action: none;
          user-select: none; -webkit-user-select: none; cursor: default; }
        #board { line-height: 0; min-width: 40px; min-height: 40px; }
        #board svg.keys { display: block; overflow: visible; }
        #bar { position: absolute; left: 0; bottom: 100%; line-height: 0; }
        #bar svg.suggestions { display: block; }
        #bar [data-suggestion] { cursor: pointer; }
        #overlay { position: absolute; left: 0; top: 0; line-height: 0; pointer-events: none; }
        #overlay svg.overlay { display: block; overflow: visible; }
        #output { min-height: 3em; max-width: 60em; padding: 8px 10px; background: #FFFFFF; border-radius: 8px;
          font-size: 17px; white-space: pre-wrap; overflow-wrap: anywhere; }
        #output::after { content: ""; display: inline-block; width: 2px; height: 1.1em; margin-left: 1px;
          vertical-align: text-bottom; background: #007AFF; }
        #diagnostics { margin: 12px 0 0; padding: 0; list-style: none; font: 12px ui-monospace, Menlo, monospace; }
        #diagnostics li { padding: 4px 8px; margin: 0 0 4px; border-radius: 4px; white-space: pre; overflow-x: auto; }
        #diagnostics li.error { background: #FFE5E5; color: #A00000; }
        #diagnostics li.warning { background: #FFF4D6; color: #7A5200; }
        #restored { margin: 10px 0 0; font-size: 13px; color: #3C3C43; }
        #restored:empty { display: none; }
        #restored button { font: inherit; margin-left: 6px; }
        \#(SVGRenderer.styleSheet)</style>
        </head>
        <body>
        <header>
        <h1 id="title">keysmith preview</h1>
        <div class="controls">
        <label>Device <select id="preset"><option value="">custom size</option>\#(presetOptions)</select></label>
        <label>Width <input id="width" type="number" min="1" max="10000" step="any"></label>
        <label>Height <input id="height" type="number" min="1" max="10000" step="any"></label>
        <span class="status">Layer <b id="layer"></b></span>
        <span class="status">Shift <b id="shift"></b></span>
        <label>Theme <select id="theme"></select></label>
        <label>Appearance <select id="appearance"><option value="light">light</option><option value="dark">dark</option></select></label>
        <span id="gesture" class="badge"></span>
        <button id="clear" type="button">Clear text</button>
        </div>
        <p id="restored"></p>
        </header>
        <main>
        <div id="stage"><div id="bar"></div><div id="board"></div><div id="overlay"></div></div>
        <div id="output" aria-live="polite"></div>
        <ul id="diagnostics"></ul>
        </main>
        <script>
        "use strict";
        const $ = (id) => document.getElementById(id);
        const stage = $("stage"), board = $("board"), overlay = $("overlay");
        const themeMenu = $("theme"), appearanceMenu = $("appearance");
        const widthInput = $("width"), heightInput = $("height"), preset = $("preset");
        let state = null, face = "", timer = null, busy = false, opened = false;
        const queue = [], down = new Set();

        // One request at a time, in order; touches waiting together go in one request.
        function enqueue(op) { queue.push(op); pump(); }
        async function pump() {
          if (busy || queue.length === 0) return;
          busy = true;
          const op = queue.shift();
          let url = "/state", init = { method: "GET" };
          if (op.kind === "touch") {
            const lines = [op.line];
            while (queue.length > 0 && queue[0].kind === "touch") lines.push(queue.shift().line);
            url = "/touches"; init = { method: "POST", body: lines.join("\n") };
          } else if (op.kind === "tick") {
            url = "/tick?t=" + op.t; init = { method: "POST" };
          } else if (op.kind === "size") {
            url = "/size?width=" + op.width + "&height=" + op.height; init = { method: "POST" };
          } else if (op.kind === "accept") {
            url = "/accept?index=" + op.index; init = { method: "POST" };
          } else if (op.kind === "clear") {
            url = "/clear"; init = { method: "POST" };
          } else if (op.kind === "theme") {
            url = "/theme?name=" + encodeURIComponent(op.name) + "&appearance=" + op.appearance;
            init = { method: "POST" };
          }
          url += (url.includes("?") ? "&" : "?") + "face=" + encodeURIComponent(face);
          try {
            const response = await fetch(url, init);
            if (response.ok) draw(await response.json()); else problem(await response.text());
          } catch (error) {
            problem("the preview server does not answer (" + error + ")");
          }
          busy = false;
          pump();
        }

        function problem(text) {
          const item = document.createElement("li");
          item.className = "error";
          item.textContent = text;
          $("diagnostics").appendChild(item);
        }

        function draw(next) {
          state = next;
          if (next.svg !== undefined) { board.innerHTML = next.svg; }
          face = next.face || "";
          if (next.layout) {
            $("title").textContent = next.layout.name + " · " + next.layout.id;
            document.title = next.layout.name + " · keysmith preview";
            document.documentElement.lang = next.layout.locale;
            $("layer").textContent = next.layer;
            $("shift").textContent = next.shift;
            if (document.activeElement !== widthInput) widthInput.value = next.width;
            if (document.activeElement !== heightInput) heightInput.value = next.height;
            const size = next.width + "x" + next.height;
            preset.value = [...preset.options].some((o) => o.value === size) ? size : "";
            if (!opened) {
              opened = true;
              if (next.width !== next.layout.width || next.height !== next.layout.height) restored(next);
            } else if (next.width === next.layout.width && next.height === next.layout.height) {
              $("restored").replaceChildren();
            }
          }
          const gesture = next.armedFlick ? "flick " + next.armedFlick
            : next.pendingAccent ? "accent " + next.pendingAccent
            : next.composing ? "composing " + next.composing : "";
          $("gesture").textContent = gesture;
          $("output").textContent = next.text;
          for (const key of board.querySelectorAll(".pressed")) key.classList.remove("pressed");
          if (next.pressed !== null && next.pressed !== undefined) {
            const pressed = board.querySelector('[data-key-id="' + CSS.escape(next.pressed) + '"]');
            if (pressed) pressed.classList.add("pressed");
          }
          overlay.innerHTML = next.overlay || "";
          $("bar").innerHTML = next.bar || "";
          drawThemes(next);
          drawDiagnostics(next.diagnostics, next.rendered);
          clearTimeout(timer);
          if (next.deadline !== null && next.deadline !== undefined) {
            const wait = Math.max(0, (next.deadline - performance.now() / 1000) * 1000);
            const due = next.deadline + 0.001;
            timer = setTimeout(() => enqueue({ kind: "tick", t: Math.max(due, performance.now() / 1000) }), wait);
          }
        }

        // The server keeps the size between visits: say so when the page opens at one that is not
        // the layout's own, and offer the way back.
        function restored(next) {
          const name = preset.value ? preset.options[preset.selectedIndex].textContent
            : next.width + " × " + next.height;
          const button = document.createElement("button");
          button.type = "button";
          button.id = "use-layout-size";
          button.textContent = "Use the layout's size, " + next.layout.width + " × " + next.layout.height;
          button.addEventListener("click", () => {
            $("restored").replaceChildren();
            enqueue({ kind: "size", width: next.layout.width, height: next.layout.height });
          });
          $("restored").replaceChildren("Showing " + name + ", the size from your last visit.", button);
        }

        // The theme menu: the layout's own theme, then each bundled one; the appearance menu.
        function drawThemes(next) {
          if (!next.themes) return;
          const wanted = [""].concat(next.themes);
          if ([...themeMenu.options].map((o) => o.value).join(",") !== wanted.join(",")) {
            themeMenu.replaceChildren(...wanted.map((id) => {
              const option = document.createElement("option");
              option.value = id;
              option.textContent = id === "" ? "the layout's" : id;
              return option;
            }));
          }
          if (document.activeElement !== themeMenu) themeMenu.value = next.theme;
          if (document.activeElement !== appearanceMenu) appearanceMenu.value = next.appearance;
          if (next.theme === "") themeMenu.options[0].textContent = "the layout's (" + next.themeID + ")";
        }
        function chooseTheme() {
          enqueue({ kind: "theme", name: themeMenu.value, appearance: appearanceMenu.value });
        }
        themeMenu.addEventListener("change", chooseTheme);
        appearanceMenu.addEventListener("change", chooseTheme);

        // Each problem as the terminal shows it: the message, the source line, a caret under the
        // column, then its notes the same way.
        function drawDiagnostics(diagnostics, rendered) {
          const list = $("diagnostics");
          list.replaceChildren();
          diagnostics.forEach((d, index) => {
            const item = document.createElement("li");
            item.className = d.severity === "error" ? "error" : "warning";
            item.textContent = (rendered && rendered[index] !== undefined) ? rendered[index].replace(/\n$/, "")
              : d.file + ":" + d.line + ":" + d.column + ": " + d.severity + ": " + d.message;
            list.appendChild(item);
          });
        }

        function touch(event, phase) {
          const box = board.getBoundingClientRect();
          enqueue({ kind: "touch", line: JSON.stringify({
            t: event.timeStamp / 1000, touch: event.pointerId, phase: phase,
            x: event.clientX - box.left, y: event.clientY - box.top }) });
        }
        stage.addEventListener("pointerdown", (event) => {
          if (event.pointerType === "mouse" && event.button !== 0) return;
          if (event.target.closest && event.target.closest("#bar")) return;
          event.preventDefault();
          stage.setPointerCapture(event.pointerId);
          down.add(event.pointerId);
          touch(event, "began");
        });
        // A finger that went down on the keyboard is followed wherever it goes (the popup is
        // drawn above the keyboard), on the window, whether or not the capture holds.
        window.addEventListener("pointermove", (event) => { if (down.has(event.pointerId)) touch(event, "moved"); });
        window.addEventListener("pointerup", (event) => { if (down.delete(event.pointerId)) touch(event, "ended"); });
        window.addEventListener("pointercancel", (event) => {
          if (down.delete(event.pointerId)) touch(event, "cancelled");
        });

        function applySize() {
          const width = Number(widthInput.value), height = Number(heightInput.value);
          if (widthInput.value === "" || heightInput.value === "" || !(width >= 1 && width <= 10000)
            || !(height >= 1 && height <= 10000)) return;
          if (state && width === state.width && height === state.height) return;
          enqueue({ kind: "size", width: width, height: height });
        }
        for (const input of [widthInput, heightInput]) {
          input.addEventListener("change", applySize);
          input.addEventListener("keydown", (event) => { if (event.key === "Enter") applySize(); });
        }
        preset.addEventListener("change", () => {
          if (preset.value === "") return;
          const [width, height] = preset.value.split("x").map(Number);
          widthInput.value = width; heightInput.value = height;
          enqueue({ kind: "size", width: width, height: height });
        });
        $("clear").addEventListener("click", () => enqueue({ kind: "clear" }));
        // A click on a slot of the suggestion bar accepts its suggestion.
        $("bar").addEventListener("click", (event) => {
          const slot = event.target.closest("[data-suggestion]");
          if (slot) enqueue({ kind: "accept", index: Number(slot.getAttribute("data-suggestion")) });
        });

        // A new version of the layout: fetch the state (the drawing comes with it).
        const events = new EventSource("/events");
        events.addEventListener("version", (event) => {
          if (!state || Number(event.data) !== state.version) enqueue({ kind: "state" });
        });
        enqueue({ kind: "state" });
        </script>
        </body>
        </html>

        """#

    // MARK: - Private

    private static let fonts = "-apple-system, BlinkMacSystemFont, 'Helvetica Neue', Helvetica, Arial, sans-serif"

    private static var presetOptions: String {
        presets.map { preset in
            "<option value=\"\(preset.width)x\(preset.height)\">\(preset.name) · \(preset.width) × \(preset.height)</option>"
        }.joined()
    }
}
