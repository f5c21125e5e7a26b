"""Reads fxkit's Lottie exports in the official schema and in ThorVG, for LottieThorVGTests.

Standard input (or the file named by the first argument): {"cases": [{"id", "lottie" (the JSON text), "layers" (names), "frames" (fractional
frames to measure), "renders" (frames to render), "width", "height"}]}.
Standard output: {"missing": null or the modules that do not import, "cases": [{"id",
"schemaErrors": [...], "frames": [{"frame", "layers": {name: {"matrix": [9], "opacity", "aabb": [4]}}}],
"renders": [{"frame", "layers": {name: [centre x, centre y] or null}}]}]}.

Measuring only: the Swift test compares with the sampler. One process reads every effect.
"""
import json
import sys


def main():
    if len(sys.argv) > 1:
        with open(sys.argv[1]) as source:
            request = json.load(source)
    else:
        request = json.load(sys.stdin)
    missing = [name for name in ("thorvg_python", "lottie_specs", "jsonschema") if not importable(name)]
    if missing:
        json.dump({"missing": missing, "cases": []}, sys.stdout)
        return
    import jsonschema
    import lottie_specs
    import thorvg_python as tvg
    validator = jsonschema.Draft202012Validator(inlined(lottie_specs.load_specs()))
    engine = tvg.Engine()
    results = []
    # A file validates as its text does: an effect and its `.fx` twin export the same file.
    verdicts = {}
    for case in request["cases"]:
        if case["lottie"] not in verdicts:
            document = json.loads(case["lottie"])
            verdicts[case["lottie"]] = [
                f"{'/'.join(map(str, e.absolute_path))}: {e.message}" for e in validator.iter_errors(document)]
        errors = verdicts[case["lottie"]]
        results.append({
            "id": case["id"],
            "schemaErrors": errors[:20],
            "frames": measure(tvg, engine, case),
            "renders": render(tvg, engine, case),
            "probes": probe(tvg, engine, case),
        })
    json.dump({"missing": None, "cases": results}, sys.stdout)


def inlined(schema):
    """The schema with each `{"$ref": "#/…"}` replaced by `allOf` of the very object it names.

    jsonschema resolves a reference anew each time it follows one, a third of this script's time;
    the official schema has one `$id`, at its root, and only local references, so the object a
    reference names is the one it means, and the two schemas validate alike (the same errors on
    every export of the suite) in two thirds of the time. Shared objects make the recursive
    definitions cycles, which jsonschema follows as it follows the references.
    """
    def target(reference):
        node = schema
        for part in reference[2:].split("/"):
            node = node[part.replace("~1", "/").replace("~0", "~")]
        return node

    seen = set()

    def walk(node):
        if isinstance(node, list):
            for item in node:
                walk(item)
        elif isinstance(node, dict) and id(node) not in seen:
            seen.add(id(node))
            for value in list(node.values()):
                walk(value)
            reference = node.get("$ref")
            if isinstance(reference, str) and reference.startswith("#/"):
                del node["$ref"]
                node["allOf"] = node.get("allOf", []) + [target(reference)]

    walk(schema)
    return schema


def importable(name):
    """Whether `name` imports: every missing package is named, not only the first."""
    try:
        __import__(name)
        return True
    except ImportError:
        return False


def load(tvg, engine, case):
    animation = tvg.LottieAnimation(engine)
    picture = animation.get_picture()
    result = picture.load_data(case["lottie"].encode(), "lottie", None, True)
    if result != tvg.Result.SUCCESS:
        raise RuntimeError(f"{case['id']}: ThorVG refused the file: {result}")
    accessor = tvg.Accessor(engine, None)
    ids = {name: accessor.accessor_generate_id(name) for name in case["layers"]}
    return animation, picture, ids


def measure(tvg, engine, case):
    animation, picture, ids = load(tvg, engine, case)
    frames = []
    for frame in case["frames"]:
        animation.set_frame(frame)
        layers = {}
        for name, identifier in ids.items():
            paint = picture.get_paint(identifier)
            if paint is None:
                layers[name] = None
                continue
            _, matrix = paint.get_transform()
            _, opacity = paint.get_opacity()
            _, x, y, w, h = paint.get_aabb()
            layers[name] = {
                "matrix": [matrix.e11, matrix.e12, matrix.e13, matrix.e21, matrix.e22, matrix.e23,
                           matrix.e31, matrix.e32, matrix.e33],
                "opacity": opacity,
                "aabb": [x, y, w, h],
            }
        frames.append({"frame": frame, "layers": layers})
    return frames


def render(tvg, engine, case):
    """Each layer drawn alone (a copy of the file with only that layer's Lottie layers, so that
    overlapping layers cannot hide one another) on a canvas with a margin all round, so a layer
    reaching past the viewport is not cut: the centre of the box of the pixels it covers, in
    viewport pixels."""
    width, height = case["width"], case["height"]
    margin = max(width, height)
    full_width, full_height = width + 2 * margin, height + 2 * margin
    centres = {frame: {} for frame in case["renders"]}
    # Every canvas and animation stays referenced until the end: a canvas owns the picture it draws.
    kept = []
    for name in case["layers"]:
        # The composition clips to w x h: the copy grows by the margin and moves every layer in by
        # it through a parent null layer.
        document = json.loads(case["lottie"])
        document["w"], document["h"] = full_width, full_height
        document["layers"] = [layer for layer in document["layers"] if layer.get("nm") == name]
        parent = 1 + max([layer.get("ind", 0) for layer in document["layers"]] + [0])
        for layer in document["layers"]:
            layer["parent"] = parent
        document["layers"].append({
            "ddd": 0, "ind": parent, "ty": 3, "nm": "fxkit margin", "sr": 1, "ao": 0,
            "ks": {"a": {"a": 0, "k": [0, 0]}, "p": {"a": 0, "k": [margin, margin]},
                   "s": {"a": 0, "k": [100, 100]}, "r": {"a": 0, "k": 0}, "o": {"a": 0, "k": 100}},
            "ip": document["ip"], "op": document["op"], "st": 0, "bm": 0,
        })
        animation, picture, _ = load(tvg, engine, dict(case, lottie=json.dumps(document), layers=[]))
        canvas = tvg.SwCanvas(engine)
        canvas.set_target(full_width, full_height)
        buffer = canvas.buffer_arr
        canvas.add(picture)
        kept.append((canvas, animation))
        for frame in case["renders"]:
            animation.set_frame(frame)
            canvas.update()
            canvas.draw(True)
            canvas.sync()
            centres[frame][name] = covered_centre(bytes(buffer), full_width, full_height, margin)
    return [{"frame": frame, "layers": centres[frame]} for frame in case["renders"]]


def probe(tvg, engine, case):
    """The whole file rendered at each probe's frame: the colour (red, green, blue, alpha) of the
    pixel at each probe's point, which shows the layer drawn on top there."""
    width, height = case["width"], case["height"]
    animation, picture, _ = load(tvg, engine, dict(case, layers=[]))
    canvas = tvg.SwCanvas(engine)
    canvas.set_target(width, height)
    buffer = canvas.buffer_arr
    canvas.add(picture)
    colours = []
    for frame, x, y in case.get("probes", []):
        animation.set_frame(frame)
        canvas.update()
        canvas.draw(True)
        canvas.sync()
        pixel = buffer[int(y) * width + int(x)]
        colours.append([pixel & 0xFF, (pixel >> 8) & 0xFF, (pixel >> 16) & 0xFF, pixel >> 24])
    return colours


def covered_centre(data, width, height, margin):
    """The centre of the box of pixels with any alpha (ABGR8888: alpha is each pixel's fourth byte)."""
    left, right, top, bottom = width, -1, height, -1
    row_bytes = 4 * width
    for y in range(height):
        alphas = data[y * row_bytes + 3:(y + 1) * row_bytes:4]
        stripped = alphas.lstrip(b"\0")
        if not stripped:
            continue
        first = len(alphas) - len(stripped)
        last = len(alphas.rstrip(b"\0")) - 1
        left, right = min(left, first), max(right, last)
        top, bottom = min(top, y), y
    if right < 0:
        return None
    return [(left + right + 1) / 2 - margin, (top + bottom + 1) / 2 - margin]


main()
