"""`keysmith preview` in a real headless Chromium: typing, long press, resizing against
`keysmith solve`, live reload, diagnostics and a screenshot."""

import io
import os
import pathlib
import time

from conftest import ROOT, solve, wait_for
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

# Boxes of the key elements, relative to the keyboard drawing, and the drawing's size.
BOXES = """
const board = document.querySelector('#board svg.keys');
if (!board) return null;
const origin = board.getBoundingClientRect();
const keys = {};
for (const element of board.querySelectorAll('[data-key-id]')) {
  const box = element.getBoundingClientRect();
  keys[element.dataset.keyId] = [box.left - origin.left, box.top - origin.top, box.width, box.height];
}
return {width: origin.width, height: origin.height, layer: board.dataset.layer, keys: keys};
"""


def open_page(browser, preview):
    browser.get(preview.url)
    wait_for(lambda: browser.find_elements(By.CSS_SELECTOR, '[data-key-id="q"]'), what="the keys")
    browser.find_element(By.ID, "clear").click()
    wait_for(lambda: browser.find_element(By.ID, "output").text == "", what="an empty output")


def output(browser):
    return browser.execute_script("return document.getElementById('output').textContent")


def key(browser, key_id):
    return browser.find_element(By.CSS_SELECTOR, f'#board [data-key-id="{key_id}"]')


def test_click_h_then_i_types_hi(browser, preview):
    open_page(browser, preview)
    assert browser.find_element(By.ID, "layer").text == "letters"
    key(browser, "h").click()
    wait_for(lambda: output(browser) == "H", what="H")
    key(browser, "i").click()
    text, _ = wait_for(lambda: output(browser) == "Hi" and output(browser), what="Hi")
    assert text == "Hi"
    # The layer key switches the drawing to the numbers layer, as it would on a device.
    key(browser, "to-numbers").click()
    wait_for(lambda: browser.find_element(By.ID, "layer").text == "numbers", what="the numbers layer")
    wait_for(lambda: browser.execute_script(BOXES)["layer"] == "numbers", what="the numbers drawing")
    key(browser, "to-letters").click()
    wait_for(lambda: browser.find_element(By.ID, "layer").text == "letters", what="the letters layer")


def test_hold_e_and_slide_to_e_acute(browser, preview):
    open_page(browser, preview)
    key(browser, "t").click()
    wait_for(lambda: output(browser) == "T", what="T")
    actions = ActionChains(browser, duration=0)
    actions.move_to_element(key(browser, "e")).click_and_hold().perform()
    # The key under the finger is drawn pressed, in the overlay the scene draws.
    wait_for(lambda: browser.find_elements(By.CSS_SELECTOR, '#board .pressed[data-key-id="e"]'), what="e pressed")
    wait_for(lambda: browser.find_elements(By.CSS_SELECTOR, '#overlay [data-pressed-key="e"]'), what="e's cap")
    ActionChains(browser, duration=0).pause(0.8).perform()
    cell, _ = wait_for(
        lambda: browser.find_elements(By.CSS_SELECTOR, '[data-callout-for="e"] [data-alternate="é"]'),
        what="the callout")
    assert output(browser) == "T", "nothing is typed while the callout is open"
    # The callout opens with its first item selected; sliding onto é selects it.
    assert browser.find_element(By.CSS_SELECTOR, '[data-callout-for="e"] [aria-selected="true"]').get_attribute(
        "data-alternate") == "è"
    ActionChains(browser, duration=0).move_to_element(cell[0]).pause(0.05).perform()
    wait_for(
        lambda: browser.find_elements(By.CSS_SELECTOR, '[data-alternate="é"][aria-selected="true"]'),
        what="é selected")
    ActionChains(browser, duration=0).release().perform()
    wait_for(lambda: output(browser) == "Té", what="Té")
    assert not browser.find_elements(By.CSS_SELECTOR, "[data-callout-for]")


def set_size(browser, width, height):
    for element_id, value in (("width", width), ("height", height)):
        field = browser.find_element(By.ID, element_id)
        field.send_keys(Keys.CONTROL, "a")
        field.send_keys(str(value), Keys.ENTER)


def test_resized_keys_match_solve(browser, preview):
    open_page(browser, preview)
    set_size(browser, 844, 160)
    boxes, _ = wait_for(
        lambda: (b := browser.execute_script(BOXES)) and b["width"] == 844 and b["height"] == 160 and b,
        what="the 844 × 160 drawing")
    expected = solve(preview.layout, 844, 160)["letters"]
    assert boxes["layer"] == "letters"
    assert sorted(boxes["keys"]) == sorted(expected)
    for key_id, frame in expected.items():
        for drawn, solved in zip(boxes["keys"][key_id], frame):
            assert abs(drawn - solved) <= 0.5, (key_id, boxes["keys"][key_id], frame)
    # Typing still goes through the solved frames at the new size.
    key(browser, "k").click()
    wait_for(lambda: output(browser) == "K", what="K at 844 × 160")
    # A preset applies its size.
    browser.execute_script(
        "const p = document.getElementById('preset'); p.value = '375x216'; p.dispatchEvent(new Event('change'))")
    wait_for(lambda: (b := browser.execute_script(BOXES)) and b["width"] == 375, what="the iPhone SE size")
    set_size(browser, 390, 216)
    wait_for(lambda: (b := browser.execute_script(BOXES)) and b["width"] == 390, what="390 × 216 again")


def test_saving_the_file_shows_the_change_within_a_second(browser, preview):
    open_page(browser, preview)
    try:
        edited = preview.original.replace("name: English (US)", "name: English (edited)")
        assert edited != preview.original
        started = time.monotonic()
        preview.write(edited)
        wait_for(lambda: "English (edited)" in browser.find_element(By.ID, "title").text, timeout=3,
                 what="the new name")
        elapsed = time.monotonic() - started
        assert elapsed < 1.0, f"the change took {elapsed:.2f} s to show"
        assert browser.find_element(By.ID, "diagnostics").get_attribute("innerHTML") == ""
    finally:
        preview.restore()
    wait_for(lambda: "English (US)" in browser.find_element(By.ID, "title").text, what="the name restored")


def test_errors_fill_diagnostics_and_keep_the_last_good_layout(browser, preview):
    open_page(browser, preview)
    try:
        preview.write(preview.original.replace("key-gap: 6", "key-gapp: 6"))
        items, elapsed = wait_for(
            lambda: browser.find_elements(By.CSS_SELECTOR, "#diagnostics li.error"), timeout=3, what="diagnostics")
        assert elapsed < 1.0
        text = items[0].text
        assert "en-US.yaml:12:3: error: unknown field 'key-gapp'" in text, text
        assert "key-gap" in text
        # The last layout without errors is still there and still types.
        key(browser, "w").click()
        wait_for(lambda: output(browser) == "W", what="W with the file broken")
    finally:
        preview.restore()
    wait_for(lambda: browser.find_element(By.ID, "diagnostics").get_attribute("innerHTML") == "",
             what="no diagnostics once fixed")


def test_screenshot_shows_keys_on_the_keyboard(browser, preview):
    from PIL import Image

    open_page(browser, preview)
    for count, letter in enumerate("hello", start=1):
        key(browser, letter).click()
        # The drawing is replaced when shift turns off: wait for each letter before the next.
        wait_for(lambda: len(output(browser)) == count, what=f"{count} letters")
    assert output(browser) == "Hello"
    boxes = browser.execute_script(BOXES)
    origin = browser.execute_script(
        "const r = document.querySelector('#board svg.keys').getBoundingClientRect(); return [r.left, r.top]")
    png = browser.get_screenshot_as_png()
    destination = os.environ.get("KEYSMITH_SCREENSHOT")
    if destination:
        pathlib.Path(destination).write_bytes(png)
    image = Image.open(io.BytesIO(png)).convert("RGB")
    background = image.getpixel((int(origin[0]) + 1, int(origin[1]) + 1))
    assert background == (0xD1, 0xD4, 0xDA), background
    differing = 0
    for key_id, (x, y, width, height) in boxes["keys"].items():
        centre = image.getpixel((int(origin[0] + x + width / 2), int(origin[1] + y + height / 2)))
        # A point inside the key's face away from its label: near the bottom-left corner.
        face = image.getpixel((int(origin[0] + x + 6), int(origin[1] + y + height - 6)))
        assert centre != background, key_id
        assert face != background, key_id
        differing += 1
    assert differing == len(boxes["keys"]) > 30


def test_render_html_places_every_key_at_its_solved_frame(browser, tmp_path):
    page = tmp_path / "en-US.html"
    from conftest import keysmith

    page.write_text(keysmith("render", ROOT / "Layouts" / "en-US.yaml", "--format", "html"), encoding="utf-8")
    expected = solve(ROOT / "Layouts" / "en-US.yaml", 390, 216)
    browser.get(page.as_uri())
    drawn = browser.execute_script("""
        const layers = {};
        for (const section of document.querySelectorAll('section.layer')) {
          const svg = section.querySelector('svg.keys');
          const origin = svg.getBoundingClientRect();
          const keys = {};
          for (const element of svg.querySelectorAll('[data-key-id]')) {
            const box = element.getBoundingClientRect();
            keys[element.dataset.keyId] = [box.left - origin.left, box.top - origin.top, box.width, box.height];
          }
          layers[section.dataset.layer] = keys;
        }
        return {layers: layers, scripts: document.scripts.length};
    """)
    assert drawn["scripts"] == 0
    assert sorted(drawn["layers"]) == sorted(expected)
    for layer, keys in expected.items():
        assert sorted(drawn["layers"][layer]) == sorted(keys), layer
        for key_id, frame in keys.items():
            for value, solved in zip(drawn["layers"][layer][key_id], frame):
                assert abs(value - solved) <= 0.5, (layer, key_id, drawn["layers"][layer][key_id], frame)


# Each hint: its computed font size, its text, and whether it lies inside its key's rectangle.
HINTS = """
const found = {};
for (const hint of document.querySelectorAll('#board text.hint')) {
  const group = hint.closest('[data-key-id]');
  const box = hint.getBoundingClientRect(), key = group.querySelector('rect.key').getBoundingClientRect();
  found[group.dataset.keyId] = [parseFloat(getComputedStyle(hint).fontSize), hint.textContent,
    box.left >= key.left - 0.5 && box.right <= key.right + 0.5 && box.top >= key.top - 0.5];
}
return found;
"""


def test_papercuts_hints_accents_diagnostics_and_a_restored_size(browser, preview):
    open_page(browser, preview)
    # Hints are at least 11 CSS px, their alternates apart by thin spaces, inside their keys;
    # shift is on at the start of the text, so they are the capitals the popup would show.
    hints, _ = wait_for(lambda: browser.execute_script(HINTS), what="the hints")
    assert hints["e"][1] == "È\u2009É\u2009Ê", hints["e"]
    for key_id, (size, text, inside) in hints.items():
        assert size >= 11, (key_id, size)
        assert inside, (key_id, text)
    try:
        # Accent keys are drawn alike: the spacing accent ΄ and the dead key's ¨ bare (no dotted
        # circle), at the same size.
        preview.write(preview.original.replace(
            "      - [q, w, e, r, t, y, u, i, o, p]\n",
            '      - [q, w, e, r, t, y, u, i, {text: "΄", id: tonos}, {action: dead, accent: "¨", id: umlaut}]\n', 1))
        labels, _ = wait_for(lambda: browser.execute_script(
            "const l = (id) => document.querySelector('#board [data-key-id=\"' + id + '\"] text.label');"
            "return l('tonos') && l('umlaut') && [l('tonos').textContent, l('umlaut').textContent,"
            " l('tonos').getAttribute('font-size'), l('umlaut').getAttribute('font-size')];"),
            timeout=3, what="the accent keys")
        assert labels[:2] == ["\u0384", "\u00a8"], labels
        assert labels[2] == labels[3], labels
        # A diagnostic shows its source line and a caret under the column, as in the terminal.
        preview.write(preview.original.replace("  key-gap: 6", "  key-gapp: 6", 1))
        items, _ = wait_for(
            lambda: browser.find_elements(By.CSS_SELECTOR, "#diagnostics li.error"), timeout=3, what="diagnostics")
        text = browser.execute_script("return arguments[0].textContent", items[0])
        lines = text.split("\n")
        assert lines[0].endswith(":12:3: error: unknown field 'key-gapp' in 'metrics'; did you mean 'key-gap'? [KS2001]")
        assert lines[1:3] == ["  key-gapp: 6", "  ^"], lines
    finally:
        preview.restore()
    wait_for(lambda: browser.find_element(By.ID, "diagnostics").get_attribute("innerHTML") == "",
             what="no diagnostics once fixed")
    # A size kept from an earlier visit is said when the page opens, with the way back.
    browser.execute_script(
        "const p = document.getElementById('preset'); p.value = '375x216'; p.dispatchEvent(new Event('change'))")
    wait_for(lambda: (b := browser.execute_script(BOXES)) and b["width"] == 375, what="the iPhone SE size")
    assert browser.find_element(By.ID, "restored").text == ""
    browser.get(preview.url)
    notice, _ = wait_for(lambda: browser.find_element(By.ID, "restored").text, what="the restored size said")
    assert "iPhone SE, portrait · 375 × 216" in notice and "last visit" in notice, notice
    browser.find_element(By.ID, "use-layout-size").click()
    wait_for(lambda: (b := browser.execute_script(BOXES)) and b["width"] == 390, what="the layout's size")
    assert browser.find_element(By.ID, "restored").text == ""
    browser.get(preview.url)
    wait_for(lambda: browser.find_elements(By.CSS_SELECTOR, '[data-key-id="q"]'), what="the keys")
    assert browser.find_element(By.ID, "restored").text == ""


# Each bundled theme's colours, copied by hand from Themes/ios.yaml and Themes/material.yaml:
# the keyboard's background, a character key's fill and its label's colour.
THEMES = {
    ("ios", "light"): ((0xD1, 0xD4, 0xDA), (0xFF, 0xFF, 0xFF), (0x00, 0x00, 0x00)),
    ("ios", "dark"): ((0x2C, 0x2C, 0x2E), (0x63, 0x63, 0x66), (0xFF, 0xFF, 0xFF)),
    ("material", "light"): ((0xF3, 0xED, 0xF7), (0xFE, 0xF7, 0xFF), (0x1D, 0x1B, 0x20)),
    ("material", "dark"): ((0x21, 0x1F, 0x26), (0x36, 0x34, 0x3B), (0xE6, 0xE0, 0xE9)),
}

# The label's box and the key's, in page pixels.
LABEL_BOX = """
const key = document.querySelector('#board [data-key-id="' + arguments[0] + '"]');
const label = key.querySelector('text.label').getBoundingClientRect();
const cap = key.querySelector('rect.key').getBoundingClientRect();
return [[label.left, label.top, label.width, label.height], [cap.left, cap.top, cap.width, cap.height]];
"""


def close(colour, expected, tolerance=3):
    return all(abs(a - b) <= tolerance for a, b in zip(colour, expected))


def choose_theme(browser, name, appearance):
    from selenium.webdriver.support.ui import Select

    Select(browser.find_element(By.ID, "theme")).select_by_value(name)
    Select(browser.find_element(By.ID, "appearance")).select_by_value(appearance)
    wait_for(
        lambda: browser.execute_script("return document.querySelector('#board svg.keys rect.keyboard')"
                                       ".getAttribute('fill')") == "#%02X%02X%02X" % THEMES[(name, appearance)][0],
        what=f"the {name} {appearance} drawing")


def test_each_theme_and_appearance_draws_its_colours(browser, preview):
    from PIL import Image

    open_page(browser, preview)
    try:
        for (name, appearance), (background, fill, text) in THEMES.items():
            choose_theme(browser, name, appearance)
            image = Image.open(io.BytesIO(browser.get_screenshot_as_png())).convert("RGB")
            origin = browser.execute_script(
                "const r = document.querySelector('#board svg.keys').getBoundingClientRect(); return [r.left, r.top]")
            seen = image.getpixel((int(origin[0]) + 1, int(origin[1]) + 1))
            assert close(seen, background), (name, appearance, "background", seen)
            for key_id in ("q", "g", "m"):
                (lx, ly, lw, lh), (kx, ky, kw, kh) = browser.execute_script(LABEL_BOX, key_id)
                # The cap's face: its centre column, below the label.
                face = image.getpixel((int(kx + kw / 2), int(ky + kh - 4)))
                assert close(face, fill), (name, appearance, key_id, "fill", face)
                # The label: the pixel of its box farthest from the fill is a fully covered one.
                pixels = [image.getpixel((x, y)) for x in range(int(lx), int(lx + lw)) for y in range(int(ly), int(ly + lh))]
                ink = max(pixels, key=lambda p: sum(abs(a - b) for a, b in zip(p, fill)))
                assert close(ink, text, tolerance=24), (name, appearance, key_id, "label", ink)
    finally:
        choose_theme(browser, "ios", "light")
        from selenium.webdriver.support.ui import Select
        Select(browser.find_element(By.ID, "theme")).select_by_value("")


def test_holding_an_edge_key_shows_its_bubble_inside_the_page(browser, preview):
    open_page(browser, preview)
    page_width = browser.execute_script("return document.documentElement.clientWidth")
    for key_id in ("q", "p"):
        target = key(browser, key_id)
        ActionChains(browser, duration=0).move_to_element(target).click_and_hold().perform()
        bubble, _ = wait_for(
            lambda: browser.find_elements(By.CSS_SELECTOR, f'[data-preview-for="{key_id}"]'), what=f"{key_id}'s bubble")
        box = browser.execute_script(
            "const b = arguments[0].getBoundingClientRect(); return [b.left, b.top, b.right, b.bottom]", bubble[0])
        cap = browser.execute_script(
            "const b = arguments[0].getBoundingClientRect(); return [b.left, b.top, b.right, b.bottom]", target)
        board = browser.execute_script(
            "const b = document.querySelector('#board svg.keys').getBoundingClientRect(); return [b.left, b.top, b.right]")
        # Above the key and rising above the keyboard's top edge, inside the page, within the
        # keyboard's width.
        assert box[1] < cap[1] and box[1] < board[1], (key_id, box, cap, board)
        assert box[1] >= 0 and box[0] >= 0 and box[2] <= page_width, (key_id, box, page_width)
        assert box[0] >= board[0] - 0.5 and box[2] <= board[2] + 0.5, (key_id, box, board)
        # Drawn: the element under the bubble's head centre is the bubble.
        hit = browser.execute_script(
            "const e = document.elementFromPoint(arguments[0], arguments[1]); return e && e.closest('[data-preview-for]')"
            " ? e.closest('[data-preview-for]').dataset.previewFor : null",
            (box[0] + box[2]) / 2, box[1] + 4)
        assert hit is None or hit == key_id  # pointer-events: none lets the hit fall through
        ActionChains(browser, duration=0).release().perform()
        wait_for(lambda: not browser.find_elements(By.CSS_SELECTOR, "[data-preview-for]"), what="no bubble")


def test_suggestion_bar_takes_a_click_and_a_mistyped_word_is_corrected(browser, word_preview):
    open_page(browser, word_preview)
    # Before the first letter the bar offers the most frequent words, cased as shift types them:
    # at the start of the text, autocapitalisation's capital.
    wait_for(
        lambda: [s.get_attribute("aria-label") for s in browser.find_elements(By.CSS_SELECTOR, "#bar [data-suggestion]")]
        [:1] == ["The"],
        what="The in the bar before a letter")
    key(browser, "t").click()
    wait_for(lambda: output(browser) == "T", what="T")
    key(browser, "h").click()
    wait_for(lambda: output(browser) == "Th", what="Th")
    # The bar above the keys offers the words Th starts, cased as typed; a click accepts one.
    slots, _ = wait_for(
        lambda: [s for s in browser.find_elements(By.CSS_SELECTOR, "#bar [data-suggestion]")
                 if s.get_attribute("aria-label") == "The"],
        what="The in the bar")
    bar = browser.find_element(By.CSS_SELECTOR, "#bar svg.suggestions").rect
    board = browser.find_element(By.CSS_SELECTOR, "#board svg.keys").rect
    assert abs(bar["y"] + bar["height"] - board["y"]) < 1, "the bar sits right above the keys"
    assert abs(bar["width"] - board["width"]) < 1
    slots[0].click()
    wait_for(lambda: output(browser) == "The ", what="The accepted with a space")
    # Taps on h a p y, then space: the word is corrected at its end.
    for letter in "hapy":
        key(browser, letter).click()
    wait_for(lambda: output(browser) == "The hapy", what="hapy typed")
    pending = browser.find_elements(By.CSS_SELECTOR, '#bar [data-pending="true"]')
    assert [p.get_attribute("aria-label") for p in pending] == ["happy"]
    key(browser, "space").click()
    wait_for(lambda: output(browser) == "The happy ", what="hapy corrected to happy")


def test_a_mouse_swipe_types_a_word_and_draws_its_trail(browser, word_preview):
    open_page(browser, word_preview)
    # Down on w, through o and r, up on d: a swipe of "word", capitalised at the start. Moves go
    # to the keys' centres from the board's corner (the board is redrawn as shift changes, so
    # its key elements are not held across it).
    boxes = browser.execute_script(BOXES)["keys"]
    board = browser.find_element(By.CSS_SELECTOR, "#stage")
    origin = browser.find_element(By.CSS_SELECTOR, "#board svg.keys").rect
    stage = board.rect

    def centre(letter):
        x, y, width, height = boxes[letter]
        # Offsets from the stage's centre, as Selenium 4 measures them.
        return (origin["x"] - stage["x"] + x + width / 2 - stage["width"] / 2,
                origin["y"] - stage["y"] + y + height / 2 - stage["height"] / 2)

    actions = ActionChains(browser, duration=0)
    actions.move_to_element_with_offset(board, *centre("w")).click_and_hold()
    for letter in "ord":
        actions.move_to_element_with_offset(board, *centre(letter)).pause(0.05)
    actions.perform()
    # While the finger moves, the overlay draws its trail; no key is drawn pressed.
    trail, _ = wait_for(
        lambda: browser.find_elements(By.CSS_SELECTOR, "#overlay polyline[data-trail]"), what="the trail")
    assert len(trail[0].get_attribute("points").split()) >= 3
    assert not browser.find_elements(By.CSS_SELECTOR, "#overlay [data-pressed-key]")
    ActionChains(browser, duration=0).release().perform()
    wait_for(lambda: output(browser) == "Word", what="Word swiped")
    wait_for(lambda: not browser.find_elements(By.CSS_SELECTOR, "#overlay polyline[data-trail]"), what="no trail")
    # One backspace takes the swiped word whole.
    wait_for(lambda: browser.find_elements(By.CSS_SELECTOR, '#board [data-key-id="backspace"]'), what="the keys")
    key(browser, "backspace").click()
    wait_for(lambda: output(browser) == "", what="the swiped word deleted")
