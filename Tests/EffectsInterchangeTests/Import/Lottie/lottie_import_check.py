"""Draws Lottie files in ThorVG for LottieThorVGProofTests: each layer's matrix and opacity, as the
player composes them, at the frames asked.

Standard input (or the file named by the first argument): {"cases": [{"id", "lottie" (the JSON
text; or "archive", a dotLottie file in base64, unpacked as players do), "layers": [{"name" (the layer's nm), "within": [the nm of each precomposition layer around
it, outermost first]}], "frames": [fractional frames]}]}.
A case may also name layers, "paths": [nm]: each frame then gives "paths": {nm: the end point of
each path command of the layer's first shape, [x, y] each, in the order drawn (ThorVG gives shapes
no ids: the layer's paints are walked), or null without a paint}.
Standard output: {"missing": null or why the packages cannot be used, "cases": [{"id", "error",
"frames": [{"frame", "layers": {name: null (no paint: hidden, or opacity or scale 0) or
{"matrix": [a, b, c, d, tx, ty] (x' = a x + c y + tx, y' = b x + d y + ty, in the animation's
frame), "opacity": 0...1}}}]}]}.

A layer inside precompositions is a paint inside theirs: its matrix and opacity are composed with
theirs. Measuring only: the Swift test compares. One process reads every case.
"""
import json
import sys


def main():
    if len(sys.argv) > 1:
        with open(sys.argv[1]) as source:
            request = json.load(source)
    else:
        request = json.load(sys.stdin)
    try:
        import thorvg_python as tvg
    except ImportError as error:
        json.dump({"missing": str(error), "cases": []}, sys.stdout)
        return
    engine = tvg.Engine()
    results = []
    for case in request["cases"]:
        try:
            results.append({"id": case["id"], "error": None, "frames": measure(tvg, engine, case)})
        except RuntimeError as error:
            results.append({"id": case["id"], "error": str(error), "frames": []})
    json.dump({"missing": None, "cases": results}, sys.stdout)


def unpack(archive):
    """The animation of a dotLottie archive (base64), read as players read it: the manifest first,
    then the one animation it names under a/."""
    import base64
    import io
    import zipfile
    with zipfile.ZipFile(io.BytesIO(base64.b64decode(archive))) as bundle:
        names = bundle.namelist()
        if not names or names[0] != "manifest.json":
            raise RuntimeError(f"the archive does not start with manifest.json: {names}")
        animations = json.loads(bundle.read("manifest.json"))["animations"]
        if len(animations) != 1:
            raise RuntimeError(f"the manifest names {len(animations)} animations")
        return bundle.read(f"a/{animations[0]['id']}.json").decode()


def measure(tvg, engine, case):
    if case.get("archive"):
        case = dict(case, lottie=unpack(case["archive"]))
    animation = tvg.LottieAnimation(engine)
    picture = animation.get_picture()
    if picture.load_data(case["lottie"].encode(), "lottie", None, True) != tvg.Result.SUCCESS:
        raise RuntimeError("ThorVG refused the file")
    accessor = tvg.Accessor(engine, None)
    names = {layer["name"] for layer in case["layers"]}
    for layer in case["layers"]:
        names.update(layer["within"])
    ids = {name: accessor.accessor_generate_id(name) for name in names}
    frames = []
    for frame in case["frames"]:
        animation.set_frame(frame)
        paints = {name: own(picture, identifier) for name, identifier in ids.items()}
        layers = {}
        for layer in case["layers"]:
            chain = [paints[name] for name in layer["within"]] + [paints[layer["name"]]]
            if any(paint is None for paint in chain):
                layers[layer["name"]] = None
                continue
            matrix = [1, 0, 0, 1, 0, 0]
            opacity = 1.0
            for paint_matrix, paint_opacity in chain:
                matrix = multiply(matrix, paint_matrix)
                opacity *= paint_opacity
            layers[layer["name"]] = {"matrix": matrix, "opacity": opacity}
        shapes = {}
        for name in case.get("paths", []):
            paint = picture.get_paint(accessor.accessor_generate_id(name))
            shapes[name] = None if paint is None or not paint._paint else first_shape(tvg, engine, accessor, paint)
        frames.append({"frame": frame, "layers": layers, "paths": shapes})
    return frames


def own(picture, identifier):
    """The paint's matrix [a, b, c, d, tx, ty] and opacity 0...1, or None when ThorVG has none
    (the Python wrapper returns a paint around a null pointer for an unknown id)."""
    paint = picture.get_paint(identifier)
    if paint is None or not paint._paint:
        return None
    _, m = paint.get_transform()
    _, opacity = paint.get_opacity()
    return [m.e11, m.e21, m.e12, m.e22, m.e13, m.e23], opacity / 255


def first_shape(tvg, engine, accessor, layer):
    """The end points of the first shape among the layer's paints."""
    found = []

    def visit(paint, _):
        if not found and tvg.Paint(engine, paint).get_type()[1] == tvg.TvgType.SHAPE:
            found.append(ends(tvg, engine, paint))
        return not found

    accessor.set(layer, visit, b"\0")
    return found[0] if found else None


def ends(tvg, engine, pointer):
    """The end point of each command of a shape's path: a move's, a line's, a cubic's last point."""
    _, commands, points = tvg.Shape(engine, pointer).get_path()
    out, index = [], 0
    for command in commands:
        count = {1: 1, 2: 1, 3: 3}.get(int(command), 0)
        if count:
            point = points[index + count - 1]
            out.append([point.x, point.y])
        index += count
    return out


def multiply(outer, inner):
    """The map that applies `inner` first, then `outer`."""
    a, b, c, d, tx, ty = outer
    a2, b2, c2, d2, tx2, ty2 = inner
    return [a * a2 + c * b2, b * a2 + d * b2, a * c2 + c * d2, b * c2 + d * d2,
            a * tx2 + c * ty2 + tx, b * tx2 + d * ty2 + ty]


main()
