"""Shared fixtures of the browser and server tests: the keysmith binary, a preview server on a
copy of en-US in a temporary folder, and a headless Chromium driven by Selenium."""

import json
import os
import pathlib
import shutil
import subprocess
import time

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
KEYSMITH = pathlib.Path(os.environ.get("KEYSMITH_BINARY", ROOT / ".build" / "debug" / "keysmith"))


def keysmith(*arguments, check=True):
    """Runs keysmith and returns its standard output."""
    done = subprocess.run([str(KEYSMITH), *map(str, arguments)], capture_output=True, text=True, timeout=60)
    if check and done.returncode != 0:
        raise AssertionError(f"keysmith {' '.join(map(str, arguments))} exited {done.returncode}: {done.stderr}")
    return done.stdout


def solve(path, width, height):
    """The frames `keysmith solve` gives, by layer name then key id: (x, y, width, height)."""
    answer = json.loads(keysmith("solve", path, "--width", width, "--height", height))
    return {
        layer["name"]: {key["id"]: (key["x"], key["y"], key["width"], key["height"]) for key in layer["keys"]}
        for layer in answer["layers"]
    }


class Preview:
    """A running `keysmith preview` on a layout file that the test may rewrite."""

    def __init__(self, folder, *options):
        self.layout = folder / "en-US.yaml"
        shutil.copy(ROOT / "Layouts" / "en-US.yaml", self.layout)
        self.original = self.layout.read_text(encoding="utf-8")
        self.process = subprocess.Popen(
            [str(KEYSMITH), "preview", str(self.layout), "--port", "0", *options],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        line = self.process.stdout.readline().strip()
        assert line.startswith("Serving http://127.0.0.1:") and line.endswith("/"), line
        self.url = line.removeprefix("Serving ")
        self.port = int(self.url.rsplit(":", 1)[1].rstrip("/"))

    def write(self, text):
        # Written to a new file and renamed over the old one, as many editors save.
        temporary = self.layout.with_suffix(".tmp")
        temporary.write_text(text, encoding="utf-8")
        os.replace(temporary, self.layout)

    def restore(self):
        if self.layout.read_text(encoding="utf-8") != self.original:
            self.write(self.original)

    def stop(self):
        self.process.terminate()
        try:
            self.process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.process.kill()


@pytest.fixture(scope="session")
def preview(tmp_path_factory):
    server = Preview(tmp_path_factory.mktemp("preview"))
    yield server
    server.stop()
    assert server.process.returncode is not None


@pytest.fixture(scope="session")
def word_preview(tmp_path_factory):
    """A preview with the bundled English lexicon: the suggestion bar and autocorrection."""
    server = Preview(tmp_path_factory.mktemp("words"), "--lexicon", "auto")
    yield server
    server.stop()


@pytest.fixture(scope="session")
def browser():
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.add_argument("--headless=new")
    options.add_argument("--no-sandbox")
    options.add_argument("--disable-gpu")
    options.add_argument("--window-size=1300,900")
    options.add_argument("--force-device-scale-factor=1")
    options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    driver = webdriver.Chrome(
        service=Service(os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")), options=options)
    yield driver
    driver.quit()


def wait_for(condition, timeout=5.0, interval=0.02, what="the condition"):
    """Polls `condition` until it returns something true; returns it and the seconds it took."""
    started = time.monotonic()
    while True:
        value = condition()
        if value:
            return value, time.monotonic() - started
        if time.monotonic() - started > timeout:
            raise AssertionError(f"timed out after {timeout} s waiting for {what}")
        time.sleep(interval)
