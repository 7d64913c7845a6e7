"""Executes alea's notebooks on the alea kernel, writes each one's HTML beside it, and saves a
screenshot of one as headless Chromium shows it (`make notebook-docs`; the screenshot test runs it
into the build folder). The kernelspec `alea` must be on JUPYTER_PATH (alea --install-kernel).
  render.py [--inplace | --out DIR] [--screenshot NAME [--check]] notebook.ipynb ...
The committed HTML loads MathJax from its CDN, as nbconvert's pages do; the screenshot's page
loads Debian's MathJax (libjs-mathjax) from disk, since Chromium runs without the network."""
import argparse
import base64
import os
import shutil
import subprocess
import sys
import tempfile

import nbformat
from lxml.html.clean import clean_html
from nbconvert import HTMLExporter
from nbconvert.preprocessors import ExecutePreprocessor

LOCAL_MATHJAX = "file:///usr/share/javascript/mathjax/MathJax.js?config=TeX-AMS_CHTML"
CHROMIUM_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run",
                  "--hide-scrollbars", "--window-size=1100,1700", "--virtual-time-budget=15000"]
# gnuplot's first series (a thermograph's left wall) is drawn in this colour: seeing it in the
# screenshot means the SVG was drawn, not only its text.
GNUPLOT_PURPLE = (148, 0, 211)


def execute(path):
    nb = nbformat.read(path, as_version=4)
    # No timings in the saved notebooks: executing them again changes nothing that did not change.
    executor = ExecutePreprocessor(kernel_name="alea", timeout=600, record_timing=False)
    executor.preprocess(nb, {"metadata": {"path": os.path.dirname(path)}})
    return nb


def clean_svg_as_image(text):
    """The templates' clean_html, but an SVG output becomes an <img> of a data URL. nbconvert 6.5
    (Debian's) passes inline SVG through lxml's cleaner, which drops every SVG element and leaves
    the text; an image keeps the picture, runs nothing inside it, and keeps the ids of two
    gnuplot pictures apart. Everything else is cleaned as before."""
    if not text.lstrip().startswith("<svg"):
        return clean_html(text)
    data = base64.b64encode(text.encode("utf-8")).decode("ascii")
    return '<img style="max-width: 100%%" src="data:image/svg+xml;base64,%s">' % data


def html(nb, mathjax=None):
    exporter = HTMLExporter()
    exporter.register_filter("clean_html", clean_svg_as_image)
    if mathjax:
        exporter.mathjax_url = mathjax
    body, _ = exporter.from_notebook_node(nb)
    return body


def screenshot(page, png):
    with tempfile.TemporaryDirectory() as profile:
        subprocess.run(["chromium", *CHROMIUM_FLAGS, "--user-data-dir=" + profile, "--screenshot=" + png,
                        "file://" + os.path.abspath(page)], check=True, capture_output=True, timeout=300)


def purple_pixels(png):
    from PIL import Image
    image = Image.open(png).convert("RGB")
    # Counted by colour (a page has a few thousand), not pixel by pixel (two million).
    colours = image.getcolors(maxcolors=image.width * image.height)
    return sum(n for n, p in colours if all(abs(a - b) <= 40 for a, b in zip(p, GNUPLOT_PURPLE)))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("notebooks", nargs="+")
    ap.add_argument("--inplace", action="store_true", help="write the executed notebooks over the originals")
    ap.add_argument("--out", help="folder for the executed notebooks, HTML and screenshot")
    ap.add_argument("--screenshot", help="the notebook (name without .ipynb) to photograph")
    ap.add_argument("--check", action="store_true", help="fail unless the screenshot shows a thermograph")
    args = ap.parse_args()
    for path in args.notebooks:
        name = os.path.splitext(os.path.basename(path))[0]
        out = os.path.dirname(os.path.abspath(path)) if args.inplace else args.out
        os.makedirs(out, exist_ok=True)
        nb = execute(os.path.abspath(path))
        nbformat.write(nb, os.path.join(out, name + ".ipynb"))
        with open(os.path.join(out, name + ".html"), "w") as f:
            f.write(html(nb))
        print("executed", path, "->", os.path.join(out, name + ".html"))
        if name == args.screenshot:
            with tempfile.TemporaryDirectory() as tmp:
                page = os.path.join(tmp, name + ".html")
                with open(page, "w") as f:
                    f.write(html(nb, LOCAL_MATHJAX))
                png = os.path.join(out, name + ".png")
                screenshot(page, png)
            purple = purple_pixels(png)
            print("screenshot", png, "with", purple, "pixels of the thermograph's left wall")
            if args.check and purple < 50:
                sys.exit("the screenshot shows no thermograph")


if __name__ == "__main__":
    main()
