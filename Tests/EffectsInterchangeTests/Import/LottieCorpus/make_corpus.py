"""Writes the Lottie corpus the import's ThorVG proof plays (LottieThorVGProofTests): small files,
each covering constructs of issue 26, written for fxkit (no third-party file is copied).

Run from this directory: python3 make_corpus.py. The files are checked in; the script says how
they were made, and makes them again the same way.
"""
import json


def static(value):
    return {"a": 0, "k": value}


def keys(*frames):
    """Keyframes from (t, value, options) tuples: options holds o/i handles, h, e, to/ti."""
    out = []
    for frame in frames:
        t, value, *rest = frame
        key = {"t": t}
        if value is not None:
            key["s"] = value if isinstance(value, list) else [value]
        if rest:
            key.update(rest[0])
        out.append(key)
    return {"a": 1, "k": out}


EASE = {"o": {"x": [0.42], "y": [0]}, "i": {"x": [0.58], "y": [1]}}
OVERSHOOT = {"o": {"x": [0.3], "y": [-0.6]}, "i": {"x": [0.7], "y": [1.7]}}
LINEAR = {"o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}}


def transform(**ks):
    base = {"a": static([0, 0]), "p": static([0, 0]), "s": static([100, 100]), "r": static(0), "o": static(100)}
    base.update(ks)
    return base


def rect(w, h, x=0, y=0):
    return [{"ty": "gr", "nm": "group", "it": [
        {"ty": "rc", "nm": "box", "d": 1, "p": static([x, y]), "s": static([w, h]), "r": static(0)},
        {"ty": "fl", "nm": "fill", "c": static([0.9, 0.3, 0.2, 1]), "o": static(100), "r": 1},
        {"ty": "tr", "p": static([0, 0]), "a": static([0, 0]), "s": static([100, 100]), "r": static(0),
         "o": static(100)}]}]


def shape(name, index, ks, shapes=None, **extra):
    layer = {"ddd": 0, "ind": index, "ty": 4, "nm": name, "sr": 1, "ks": ks, "ao": 0,
             "shapes": shapes or rect(60, 40), "ip": 0, "op": 60, "st": 0, "bm": 0}
    layer.update(extra)
    return layer


def null(name, index, ks, **extra):
    layer = {"ddd": 0, "ind": index, "ty": 3, "nm": name, "sr": 1, "ks": ks, "ao": 0,
             "ip": 0, "op": 60, "st": 0, "bm": 0}
    layer.update(extra)
    return layer


def animation(name, layers, assets=(), op=60):
    return {"v": "5.7.0", "ver": 10000, "fr": 30, "ip": 0, "op": op, "w": 400, "h": 300, "nm": name,
            "ddd": 0, "assets": list(assets), "layers": layers}


def corpus():
    files = {}
    files["transforms"] = animation("Transforms", [
        shape("Mover", 1, transform(
            a=keys((0, [30, 20], EASE), (40, [10, 5])),
            p=keys((0, [60, 80], EASE), (30, [300, 120], EASE), (59, [120, 220])),
            s=keys((0, [100, 100], EASE), (45, [160, 70])),
            r=keys((5, 0, EASE), (50, 200)),
            o=keys((0, 20, EASE), (30, 100)))),
        shape("Split", 2, transform(
            p={"s": True, "x": keys((0, 50, EASE), (40, 350)), "y": keys((10, 250, LINEAR), (50, 40))},
            r=static(-15))),
    ])
    files["overshoot"] = animation("Overshoot", [
        shape("Spring", 1, transform(
            p=keys((0, [100, 150], OVERSHOOT), (30, [300, 150], OVERSHOOT), (59, [200, 100])),
            s=keys((0, [50, 50], OVERSHOOT), (40, [120, 120])),
            r=keys((0, 0, OVERSHOOT), (45, 90)))),
    ])
    per_dimension = {"o": {"x": [0.1, 0.8], "y": [0, 0.3]}, "i": {"x": [0.3, 0.9], "y": [1, 1]}}
    files["per-dimension"] = animation("Per Dimension", [
        shape("Diagonal", 1, transform(
            p=keys((0, [40, 40], per_dimension), (40, [360, 260])),
            s=keys((10, [100, 100], {"o": {"x": [0.2, 0.6], "y": [0, 0.5]}, "i": {"x": [0.4, 0.9], "y": [1, 1]}}),
                   (50, [180, 60])))),
    ])
    files["holds"] = animation("Holds", [
        shape("Stepper", 1, transform(
            p=keys((0, [50, 50], {"h": 1}), (15, [150, 50], {"h": 1}), (30, [250, 150], EASE), (45, [300, 250])),
            r=keys((0, 0, {"h": 1}), (20, 45, {"h": 1}), (40, 90)),
            o=keys((0, 100, EASE), (25, 40), (25, 90, EASE), (50, 10)))),
    ])
    legacy = dict(EASE)
    files["legacy"] = animation("Legacy", [
        shape("Old", 1, transform(
            p=keys((0, [40, 60], dict(legacy, e=[200, 60])), (25, [200, 60], dict(legacy, e=[320, 200])), (50, None)),
            s=keys((0, [100, 100], dict(legacy, e=[150, 150])), (30, [150, 150], dict(legacy, e=[120, 90])), (55, None)),
            o=keys((0, 100, dict(legacy, e=[30])), (35, None)))),
    ])
    # An end value `e` that the next keyframe's `s` does not continue: the value jumps at the next
    # keyframe (lottie-web eases to `e`; ThorVG eases to the next `s`).
    files["legacy-jumps"] = animation("Legacy Jumps", [
        shape("Jumper", 1, transform(
            s=keys((0, [100, 100], dict(legacy, e=[150, 150])), (30, [80, 80], dict(legacy, e=[120, 90])), (55, None)))),
    ])
    files["parenting"] = animation("Parenting", [
        shape("Hand", 3, transform(p=static([80, 0]), r=keys((0, 0, EASE), (59, -90))), parent=2),
        shape("Arm", 2, transform(a=static([10, 10]), p=keys((0, [60, 0], EASE), (30, [100, 20])),
                                  r=keys((0, 10, EASE), (59, 60)), s=keys((0, [100, 100], EASE), (40, [80, 120]))),
              parent=1),
        null("Shoulder", 1, transform(p=keys((0, [100, 150], EASE), (59, [250, 120])), r=keys((0, 0), (59, 30)))),
    ])
    inner = [shape("Inner Box", 1, transform(p=keys((0, [20, 20], EASE), (30, [150, 60])), r=keys((0, 0), (30, 90))),
                   ip=2, op=40)]
    deeper = [shape("Deep Box", 1, transform(p=keys((0, [10, 10]), (20, [60, 30]))))]
    middle = [shape("Middle Box", 1, transform(p=static([40, 50]), o=static(60))),
              {"ddd": 0, "ind": 2, "ty": 0, "nm": "Deep", "refId": "deep", "sr": 0.5, "ks": transform(p=static([100, 0])),
               "ao": 0, "w": 100, "h": 60, "ip": 0, "op": 60, "st": 3, "bm": 0}]
    files["precomp"] = animation("Precomp", [
        {"ddd": 0, "ind": 1, "ty": 0, "nm": "Stretched", "refId": "inner", "sr": 2, "ks": transform(
            p=keys((0, [50, 40], EASE), (59, [120, 90])), o=keys((0, 30), (30, 100))),
         "ao": 0, "w": 200, "h": 150, "ip": 4, "op": 56, "st": 6, "bm": 0},
        {"ddd": 0, "ind": 2, "ty": 0, "nm": "Nested", "refId": "middle", "sr": 1, "ks": transform(
            p=static([200, 150]), r=keys((0, 0, EASE), (59, 20))), "ao": 0, "w": 180, "h": 120, "ip": 0, "op": 60,
         "st": -4, "bm": 0},
        {"ddd": 0, "ind": 3, "ty": 0, "nm": "Frozen", "refId": "frozen", "sr": 1, "tm": static(0.5),
         "ks": transform(p=static([300, 40])), "ao": 0, "w": 80, "h": 80, "ip": 0, "op": 60, "st": 0, "bm": 0},
    ], assets=[{"id": "inner", "nm": "inner", "fr": 30, "layers": inner},
               {"id": "middle", "nm": "middle", "fr": 30, "layers": middle},
               {"id": "deep", "nm": "deep", "fr": 30, "layers": deeper},
               {"id": "frozen", "nm": "frozen", "fr": 30,
                "layers": [shape("Frozen Box", 1, transform(p=keys((0, [0, 0]), (30, [60, 60]))))]}])
    curve = {"to": [120, -80], "ti": [-60, 120]}
    files["curved"] = animation("Curved", [
        shape("Arc", 1, transform(p=keys((0, [50, 250], dict(LINEAR, **curve)), (40, [350, 250])))),
        shape("Eased Arc", 2, transform(p=keys((0, [50, 50], dict(EASE, to=[0, 150], ti=[-100, 0])), (30, [300, 200], dict(LINEAR, to=[50, 0], ti=[0, -80])), (59, [380, 40])))),
        shape("Straight", 3, transform(p=keys((0, [100, 100], dict(EASE, to=[0, 0], ti=[0, 0])), (40, [300, 150])))),
    ])
    files["skew"] = animation("Skew", [
        shape("Sheared", 2, transform(p=static([50, 30]), sk=keys((0, 0, EASE), (40, 35)), sa=keys((0, 0), (59, 60))),
              parent=1),
        null("Base", 1, transform(p=keys((0, [120, 120]), (59, [200, 160])), r=static(15))),
        shape("Sheared Alone", 3, transform(p=static([300, 200]), sk=static(-20), sa=static(30),
                                            s=keys((0, [100, 100]), (50, [130, 90])))),
    ])
    files["boxes"] = animation("Boxes", [
        {"ddd": 0, "ind": 1, "ty": 1, "nm": "Solid", "sr": 1, "ks": transform(p=keys((0, [10, 10]), (59, [200, 100])),
         a=static([40, 25])), "ao": 0, "sw": 80, "sh": 50, "sc": "#3366cc", "ip": 0, "op": 60, "st": 0, "bm": 0},
        shape("Paths", 2, transform(p=static([200, 150]), r=keys((0, 0), (59, 180))), shapes=[
            {"ty": "sh", "nm": "path", "ks": static({"c": True, "v": [[-50, -20], [40, -30], [30, 40]],
                                                     "i": [[-10, 20], [-20, 0], [10, 10]],
                                                     "o": [[10, -20], [10, 20], [-20, 10]]})},
            {"ty": "el", "nm": "dot", "p": static([60, 60]), "s": static([20, 30])},
            {"ty": "fl", "nm": "fill", "c": static([0.1, 0.6, 0.3, 1]), "o": static(100), "r": 1}]),
        shape("Window", 3, transform(p=static([100, 220])), ip=12, op=47),
    ])
    # Handles that agree to two decimals but not beyond: ThorVG keeps one curve for both.
    first = {"o": {"x": [0.33], "y": [0]}, "i": {"x": [0.67], "y": [1]}}
    second = {"o": {"x": [0.332], "y": [0.004]}, "i": {"x": [0.668], "y": [0.996]}}
    files["rounded-handles"] = animation("Rounded Handles", [
        shape("Twins", 1, transform(p=keys((0, [20, 150], first), (20, [100, 150], second), (50, [380, 150])))),
    ])
    files["after-effects"] = after_effects()
    files["eased-remap"] = eased_remap()
    # Auto-orient on straight paths (no spatial tangents: ThorVG draws them exactly): an arrow
    # turning at each key, holding, pausing; a still layer with `ao` (no turn); a null that turns
    # its child.
    files["auto-orient"] = animation("Auto Orient", [
        shape("Arrow", 1, transform(
            p=keys((0, [40, 60], EASE), (15, [200, 100], {"h": 1}), (25, [200, 240], EASE), (35, [200, 240], EASE),
                   (55, [60, 200])),
            r=static(90), a=static([30, 20])), ao=1),
        shape("Still", 2, transform(p=static([300, 60]), r=static(10)), ao=1),
        shape("Rider", 4, transform(p=static([40, 0]), r=keys((0, 0, EASE), (59, 45))), parent=3),
        null("Guide", 3, transform(p=keys((0, [120, 260], LINEAR), (30, [320, 180], EASE), (59, [380, 40]))), ao=1),
    ])
    # Auto-orient on curved paths, as the editor writes them: a plane along an S, eased; a path
    # that leaves its first point with a zero handle (the tangent vanishes there).
    files["auto-orient-curved"] = animation("Auto Orient Curved", [
        shape("Plane", 1, transform(
            p=keys((0, [40, 250], dict(EASE, to=[80, -160], ti=[-120, 0])), (30, [220, 60], dict(LINEAR, to=[120, 0], ti=[0, -150])),
                   (59, [360, 250])),
            a=static([30, 20])), ao=1),
        shape("Cusp", 2, transform(
            p=keys((5, [60, 60], dict(LINEAR, to=[0, 0], ti=[-100, -40])), (50, [340, 140]))), ao=1),
    ])
    # A precomposition fading in while what it holds fades and blinks (a hold), one level deeper a
    # third opacity: each layer's opacity is the product of its own and its precompositions'.
    fading = [shape("Blinker", 1, transform(p=static([20, 20]), o=keys((0, 100, {"h": 1}), (10, 30, EASE), (40, 90))),
                    ip=0, op=60),
              shape("Steady", 2, transform(p=static([90, 40]), o=static(80))),
              {"ddd": 0, "ind": 3, "ty": 0, "nm": "Inner Fade", "refId": "inner-fade", "sr": 1, "ks": transform(
                  p=static([20, 80]), o=keys((5, 100, EASE), (50, 20))), "ao": 0, "w": 100, "h": 60, "ip": 0, "op": 60,
               "st": 2, "bm": 0}]
    files["fades"] = animation("Fades", [
        {"ddd": 0, "ind": 1, "ty": 0, "nm": "Fader", "refId": "fading", "sr": 1, "ks": transform(
            p=keys((0, [60, 40], EASE), (59, [180, 120])), o=keys((0, 0, OVERSHOOT), (30, 100), (45, 60, LINEAR), (59, 100))),
         "ao": 0, "w": 200, "h": 160, "ip": 0, "op": 60, "st": 0, "bm": 0},
    ], assets=[{"id": "fading", "nm": "fading", "fr": 30, "layers": fading},
               {"id": "inner-fade", "nm": "inner fade", "fr": 30,
                "layers": [shape("Deepest", 1, transform(p=static([10, 10]), o=keys((0, 50, EASE), (30, 100))))]}])
    # Time remapping as the editor writes it, linear and held (tm in seconds): the content runs,
    # freezes, jumps back and runs again; a layer inside shows only from its content frame 5 to 25,
    # so it shows once in each running stretch.
    remapped = [shape("Runner", 1, transform(p=keys((0, [10, 10], EASE), (30, [150, 90])), r=keys((0, 0), (30, 180)))),
                shape("Flash", 2, transform(p=static([60, 20]), s=keys((5, [50, 50], LINEAR), (25, [120, 120]))),
                      ip=5, op=25)]
    files["time-remap"] = animation("Time Remap", [
        {"ddd": 0, "ind": 1, "ty": 0, "nm": "Remapped", "refId": "remapped", "sr": 1, "ks": transform(p=static([80, 60])),
         "tm": {"a": 1, "k": [{"t": 0, "s": [0], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}},
                              {"t": 20, "s": [0.6], "h": 1},
                              {"t": 32, "s": [0.2], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}},
                              {"t": 59, "s": [1]}]},
         "ao": 0, "w": 240, "h": 180, "ip": 0, "op": 60, "st": 0, "bm": 0},
    ], assets=[{"id": "remapped", "nm": "remapped", "fr": 30, "layers": remapped}])
    return files


def ae(value, index):
    """A property as After Effects' exporter writes it: a static value with its `ix`."""
    return {"a": 0, "k": value, "ix": index}


def ae_keys(index, *frames, spatial=False):
    """Keyframes as After Effects writes them: (t, value, out-x, out-y, in-x, in-y), the handles in
    arrays per dimension for most properties and as bare numbers for a spatial one (position), a
    hold as (t, value, "hold"), the last keyframe with no handles, zero spatial tangents on
    position (a path made straight in the editor)."""
    out = []
    for frame in frames:
        t, value, *rest = frame
        key = {"t": t, "s": value if isinstance(value, list) else [value]}
        dims = len(key["s"])
        if rest == ["hold"]:
            key["h"] = 1
        elif rest:
            ox, oy, ix, iy = rest
            if spatial:
                key["o"], key["i"] = {"x": ox, "y": oy}, {"x": ix, "y": iy}
            else:
                key["o"] = {"x": [ox] * dims, "y": [oy] * dims}
                key["i"] = {"x": [ix] * dims, "y": [iy] * dims}
        if spatial and frame is not frames[-1]:
            key["to"], key["ti"] = [0, 0, 0], [0, 0, 0]
        out.append(key)
    return {"a": 1, "k": out, "ix": index}


def ae_transform(o=None, r=None, p=None, a=None, s=None):
    """A layer's `ks` in the exporter's order and shape: three-dimensional vectors, `ix` indices."""
    return {"o": o or ae(100, 11), "r": r or ae(0, 10), "p": p or ae([0, 0, 0], 2),
            "a": a or ae([0, 0, 0], 1), "s": s or ae([100, 100, 100], 6)}


def ae_rectangle(name, w, h, colour):
    """A shape group as the exporter writes an editor's rectangle: path, fill, group transform."""
    return [{"ty": "gr", "it": [
        {"ty": "rc", "d": 1, "s": ae([w, h], 2), "p": ae([0, 0], 3), "r": ae(0, 4), "nm": "Rectangle Path 1",
         "mn": "ADBE Vector Shape - Rect", "hd": False},
        {"ty": "fl", "c": ae(colour + [1], 4), "o": ae(100, 5), "r": 1, "bm": 0, "nm": "Fill 1",
         "mn": "ADBE Vector Graphic - Fill", "hd": False},
        {"ty": "tr", "p": ae([0, 0], 2), "a": ae([0, 0], 1), "s": ae([100, 100], 3), "r": ae(0, 6),
         "o": ae(100, 7), "sk": ae(0, 4), "sa": ae(0, 5), "nm": "Transform"}],
        "nm": name, "np": 3, "cix": 2, "bm": 0, "ix": 1, "mn": "ADBE Vector Group", "hd": False}]


def ae_layer(kind, index, name, ks, ip, op, parent=None, **extra):
    layer = {"ddd": 0, "ind": index, "ty": kind, "nm": name}
    if parent is not None:
        layer["parent"] = parent
    layer.update({"sr": 1, "ks": ks, "ao": 0})
    layer.update(extra)
    layer.update({"ip": ip, "op": op, "st": extra.pop("st", 0), "bm": 0})
    return layer


def after_effects():
    """A composition in the shape After Effects' exporter (Bodymovin 5.x) writes: 29.97 fps with
    fractional key times and out points, nulls at opacity 0 (the editor's default) carrying a
    chain three deep, a mirrored null, an animated anchor, a scale whose x and y differ (its z
    eased on another curve, as the editor writes it), hold keyframes, a track matte above the
    layer it mattes, and a precomposition nested twice with negative start times and stretch.
    Position keys carry zero spatial tangents, as the editor writes a straight path: ThorVG walks
    them by its approximate arc length, the spec in a straight line."""
    ease = (0.333, 0, 0.667, 1)
    fast = (0.167, 0.167, 0.833, 0.833)
    out = 90.0000036657751
    rig = ae_layer(3, 1, "Null 1", ae_transform(
        o=ae(0, 11),
        r=ae_keys(10, (0, 0, *ease), (30, 120, *ease), (59.0000024031193, 90)),
        p=ae([250, 200, 0], 2)), 0, out)
    elbow = ae_layer(3, 2, "Null 2", ae_transform(
        o=ae(0, 11),
        p=ae_keys(2, (0, [60, 0, 0], 0.667, 1, 0.333, 0), (20.0000008146167, [100, -30, 0], 0.5, 1, 0.2, 0),
                  (45, [40, 20, 0]), spatial=True),
        s=ae([-100, 100, 100], 6)), 0, out, parent=1)
    scale = {"a": 1, "k": [
        {"i": {"x": [0.667, 0.667, 0.667], "y": [1, 1, 1]}, "o": {"x": [0.333, 0.333, 0.333], "y": [0, 0, 0]},
         "t": 5, "s": [100, 100, 100]},
        {"i": {"x": [0.859, 0.859, 0.667], "y": [0.996, 0.996, 1]}, "o": {"x": [1, 1, 0.333], "y": [0, 0, 0]},
         "t": 25.0000010182709, "s": [140, 70, 100]},
        {"t": 50, "s": [90, 110, 100]}], "ix": 6, "l": 2}
    hand = ae_layer(4, 3, "Shape Layer 1", ae_transform(
        r=ae_keys(10, (0, 0, "hold"), (15, 30, "hold"), (30, 60, *fast), (60, -20)),
        p=ae([30, 10, 0], 2),
        a=ae_keys(1, (0, [0, 0, 0], *ease), (40, [25, 15, 0])),
        s=scale), 0, out, parent=2, shapes=ae_rectangle("Rectangle 1", 50, 30, [0.96, 0.42, 0.2]))
    matte = ae_layer(4, 4, "Matte", ae_transform(p=ae([120, 300, 0], 2)), 0, out, td=1,
                     shapes=ae_rectangle("Rectangle 1", 120, 80, [1, 1, 1]))
    matted = ae_layer(4, 5, "Masked", ae_transform(
        p=ae_keys(2, (0, [80, 300, 0], 0.667, 1, 0.333, 0), (30, [160, 300, 0]), spatial=True)), 0, out, tt=1,
        shapes=ae_rectangle("Rectangle 1", 60, 60, [0.2, 0.5, 0.9]))
    card = ae_layer(4, 1, "Card", ae_transform(
        p=ae_keys(2, (0, [0, 0, 0], 0.667, 1, 0.333, 0), (24, [80, 40, 0]), spatial=True),
        a=ae([20, 20, 0], 1)), -12, 70, shapes=ae_rectangle("Rectangle 1", 40, 40, [0.3, 0.8, 0.4]))
    # The editor names this one "Null 1" too; the ThorVG checker finds a layer by its `nm`, so the
    # corpus keeps names distinct (the import's own rule for repeated names is tested elsewhere).
    inner_null = ae_layer(3, 2, "Null 3", ae_transform(
        o=ae(0, 11), r=ae_keys(10, (0, 0, *ease), (40, 45)), p=ae([100, 60, 0], 2)), -12, 70)
    tile = ae_layer(4, 3, "Tile", ae_transform(p=ae([30, 0, 0], 2)), -12, 70, parent=2,
                    shapes=ae_rectangle("Rectangle 1", 30, 20, [0.9, 0.8, 0.1]))
    inner = {"id": "comp_1", "nm": "Pre-comp 2", "fr": 29.9700012207031, "layers": [card, inner_null, tile]}
    nested = ae_layer(0, 1, "Pre-comp 2", ae_transform(
        p=ae_keys(2, (0, [90, 70, 0], 0.667, 1, 0.333, 0), (50, [140, 90, 0]), spatial=True),
        a=ae([100, 75, 0], 1)), -6.00000024438501, 84, refId="comp_1", w=200, h=150, st=-6.00000024438501)
    outer = {"id": "comp_0", "nm": "Pre-comp 1", "fr": 29.9700012207031, "layers": [nested]}
    group = ae_layer(0, 6, "Pre-comp 1", ae_transform(
        p=ae([330, 120, 0], 2), a=ae([150, 100, 0], 1),
        r=ae_keys(10, (10, 0, *ease), (70, -30))), 0, out, refId="comp_0", w=300, h=200, sr=1.5, st=-3)
    return {"v": "5.7.4", "fr": 29.9700012207031, "ip": 0, "op": out, "w": 500, "h": 400, "nm": "Comp 1",
            "ddd": 0, "assets": [outer, inner], "layers": [rig, elbow, hand, matte, matted, group],
            "markers": [], "meta": {"g": "@lottiefiles/creator 1.0.0"}}


def eased_remap():
    """A time remapping eased in the editor, as After Effects' exporter writes it (`tm` with `ix` 2,
    seconds): Easy Ease (0.333/0, 0.667/1) from the start to 1.2 s, a freeze (a hold), an
    asymmetric ease back to 0.4 s, then on to 1 s at the editor's linear handles, the
    precomposition fading meanwhile. Inside, at 29.97 fps: a chain over a null, eased and held
    transforms, separated dimensions, a curved path, the editor's linear handles (0.167/0.833), a
    layer shown only from content frame 15 to 30, a precomposition entered late and one eased by a
    remapping of its own (time through two curves in a row); every content layer runs through the remapping's curves. Only
    the curved path travels spatial keyframes, which ThorVG walks by its approximate arc length."""
    ease = (0.333, 0, 0.667, 1)
    linear = (0.167, 0.167, 0.833, 0.833)
    rate = 29.9700012207031
    pivot = ae_layer(3, 1, "Pivot", ae_transform(
        o=ae(0, 11), r=ae_keys(10, (0, 0, *ease), (40, 90)), p=ae([120, 90, 0], 2)), 0, 120)
    arm = ae_layer(4, 2, "Arm", ae_transform(
        p=ae_keys(2, (0, [40, 0, 0], *linear), (60, [90, 0, 0]))), 0, 120, parent=1,
        shapes=ae_rectangle("Rectangle 1", 30, 12, [0.2, 0.5, 0.9]))
    card = ae_layer(4, 3, "Card", ae_transform(
        p={"s": True, "x": ae_keys(3, (0, 60, *ease), (50, 240)), "y": ae_keys(4, (10, 160, *linear), (50, 140))},
        s=ae_keys(6, (5, [100, 100, 100], *ease), (45, [140, 80, 100])),
        o=ae_keys(11, (0, 100, *ease), (55, 30)),
        r=ae_keys(10, (0, 0, "hold"), (20, 30, "hold"), (45, -20))), 0, 120,
        shapes=ae_rectangle("Rectangle 1", 50, 30, [0.9, 0.4, 0.2]))
    curve = ae_layer(4, 4, "Curve", ae_transform(p={"a": 1, "k": [
        {"i": {"x": 0.667, "y": 1}, "o": {"x": 0.333, "y": 0}, "t": 0, "s": [20, 150, 0],
         "to": [30, -40, 0], "ti": [-20, 30, 0]},
        {"t": 50, "s": [200, 120, 0]}], "ix": 2}), 0, 120,
        shapes=ae_rectangle("Rectangle 1", 16, 16, [0.3, 0.8, 0.4]))
    chip = ae_layer(4, 1, "Chip", ae_transform(
        p={"s": True, "x": ae_keys(3, (0, 10, *ease), (30, 90)), "y": ae(40, 4)}), 0, 120,
        shapes=ae_rectangle("Rectangle 1", 20, 20, [0.8, 0.8, 0.1]))
    inner = {"id": "comp_1", "nm": "Pre-comp 2", "fr": rate, "layers": [chip]}
    late = ae_layer(0, 5, "Pre-comp 2", ae_transform(p=ae([150, 40, 0], 2), a=ae([50, 40, 0], 1)), 0, 120,
                    refId="comp_1", w=100, h=80, st=8)
    flash = ae_layer(4, 6, "Flash", ae_transform(p=ae([200, 60, 0], 2), r=ae_keys(10, (15, 0, *linear), (30, 60))),
                     15, 30, shapes=ae_rectangle("Rectangle 1", 24, 24, [0.6, 0.2, 0.7]))
    dot = ae_layer(4, 1, "Dot", ae_transform(
        p=ae_keys(2, (0, [10, 10, 0], *linear), (30, [70, 50, 0])), r=ae_keys(10, (0, 0, *ease), (30, 180))), 0, 120,
        shapes=ae_rectangle("Rectangle 1", 14, 14, [0.1, 0.6, 0.6]))
    nested = {"id": "comp_2", "nm": "Pre-comp 3", "fr": rate, "layers": [dot]}
    eased = ae_layer(0, 7, "Pre-comp 3", ae_transform(p=ae([40, 120, 0], 2)), 0, 120, refId="comp_2", w=80, h=60,
                     tm={"a": 1, "k": [
                         {"i": {"x": [0.667], "y": [1]}, "o": {"x": [0.333], "y": [0]}, "t": 5, "s": [0]},
                         {"t": 45, "s": [1]}], "ix": 2})
    content = {"id": "comp_0", "nm": "Pre-comp 1", "fr": rate,
               "layers": [pivot, arm, card, curve, late, flash, eased]}
    remap = {"a": 1, "k": [
        {"i": {"x": [0.667], "y": [1]}, "o": {"x": [0.333], "y": [0]}, "t": 0, "s": [0]},
        {"t": 20, "s": [1.2], "h": 1},
        {"i": {"x": [0.2], "y": [1]}, "o": {"x": [0.6], "y": [0.1]}, "t": 28, "s": [1.2]},
        {"i": {"x": [0.833], "y": [0.833]}, "o": {"x": [0.167], "y": [0.167]}, "t": 44, "s": [0.4]},
        {"t": 59, "s": [1]}], "ix": 2}
    remapped = ae_layer(0, 1, "Pre-comp 1", ae_transform(
        p=ae([200, 150, 0], 2), a=ae([150, 110, 0], 1), o=ae_keys(11, (0, 100, *ease), (59, 60))), 0, 60,
        refId="comp_0", w=300, h=220, tm=remap)
    return {"v": "5.7.4", "fr": rate, "ip": 0, "op": 60, "w": 400, "h": 300, "nm": "Comp 1", "ddd": 0,
            "assets": [content, inner, nested], "layers": [remapped], "markers": []}


def main():
    for name, document in corpus().items():
        with open(f"{name}.json", "w") as output:
            json.dump(document, output, indent=1)
            output.write("\n")


main()
