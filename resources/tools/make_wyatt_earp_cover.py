#!/usr/bin/env python3
"""Generate resources/covers/wyatt-earp.svg, the Wyatt Earp cover (800x500, 16:10).

Jolly Town's main street at noon: a dirt road running into the distance
between boardwalks and false-front buildings on both sides, two cowboys
facing each other in the street, and two dice and a poker die in the
foreground.  The town is drawn in true perspective from a small 3-D model
(see project()).  No title: the start page prints the game's name next to
the cover.  The dice faces, the rank glyphs and the colours come from
make_wyatt_earp_pieces.py.  Standard library only:

    python3 resources/tools/make_wyatt_earp_cover.py [output.svg]
"""
import sys
from pathlib import Path

sys.dont_write_bytecode = True   # no __pycache__ next to the scripts
import make_wyatt_earp_pieces as pieces  # noqa: E402

CW, CH = 800, 500
OUT = Path(__file__).resolve().parent.parent / "covers" / "wyatt-earp.svg"
INK = pieces.INK
HORIZON, VX, F, EYE = 218, 400, 420, 1.7     # horizon, vanishing point x, focal length, eye height
STREET, WALK, FRONT = 3.0, 3.3, 4.3          # half widths: road, kerb, building fronts
WALK_H = 0.18                                # the boardwalk's height


def project(x, y, z):
    """A point x to the right of the street's middle, y above the ground and
    z ahead of the eye, on the cover."""
    return VX + F * x / z, HORIZON + F * (EYE - y) / z


def poly(points, fill, stroke=INK, width=1.5, extra=""):
    pts = " ".join(f"{px:.1f},{py:.1f}" for px, py in (project(*p) for p in points))
    st = f' stroke="{stroke}" stroke-width="{width:g}" stroke-linejoin="round"' if stroke else ""
    return f'<polygon points="{pts}" fill="{fill}"{st}{extra}/>'


def on_front(side, z0, z1, y0, y1, x=FRONT):
    """A rectangle on a building front (the plane x = side*x), from depth z0
    to z1 and height y0 to y1."""
    sx = side * x
    return [(sx, y0, z0), (sx, y0, z1), (sx, y1, z1), (sx, y1, z0)]


# --- sky and land ----------------------------------------------------------------------
def sky():
    return (f'<rect width="{CW}" height="{HORIZON + 2}" fill="url(#noon)"/>'
            f'<circle cx="610" cy="64" r="90" fill="url(#sun)"/>'
            f'<circle cx="610" cy="64" r="26" fill="#fffbe6"/>'
            f'<path d="M90 70C104 54 132 56 140 68C156 62 176 70 174 84H84C78 78 82 72 90 70Z" '
            f'fill="#ffffff" fill-opacity="0.85"/>'
            f'<path d="M300 40C310 30 330 32 336 42C348 38 362 44 360 54H294C290 48 294 42 300 40Z" '
            f'fill="#ffffff" fill-opacity="0.7"/>'
            # far mesas
            f'<path d="M0 {HORIZON}V196H40L52 184H120L132 198H170L180 {HORIZON}Z'
            f'M560 {HORIZON}L574 200H600L610 188H690L702 202H760L770 194H800V{HORIZON}Z" '
            f'fill="#c77a52"/>'
            f'<path d="M52 184H120L124 188H56ZM610 188H690L694 192H614Z" fill="#e0a070"/>'
            f'<rect y="{HORIZON}" width="{CW}" height="{CH - HORIZON}" fill="#d9b47c"/>')


def street():
    far, near = 400, 1.2
    out = [poly([(-STREET, 0, far), (STREET, 0, far), (STREET, 0, near), (-STREET, 0, near)],
                "url(#road)", None)]
    # wheel ruts running into the distance
    for x in (-1.3, -0.6, 0.7, 1.4):
        (ax, ay), (bx, by) = project(x, 0, far), project(x, 0, near)
        out.append(f'<path d="M{ax:.1f} {ay:.1f}L{bx:.1f} {by:.1f}" stroke="#a07a48" '
                   f'stroke-width="5" stroke-opacity="0.4"/>')
    for x, z in ((-2.0, 2.4), (1.8, 3.0), (0.2, 7.0), (-0.8, 3.6), (2.3, 1.8), (-2.4, 6.0)):
        px, py = project(x, 0, z)
        r = 14 / z
        out.append(f'<ellipse cx="{px:.1f}" cy="{py:.1f}" rx="{r:.1f}" ry="{r * 0.6:.1f}" '
                   f'fill="#8f846f" stroke="#5e564b" stroke-width="0.8"/>')
    return "".join(out)


PALETTE = ("#b0723c", "#c9a06a", "#8a5a3a", "#a8584a", "#7a8a9a", "#c4935a", "#9a6a4a",
           "#b8a27a")


def building(side, z0, z1, height, colour, k):
    """A false-front building with a porch roof on posts, windows and a door."""
    out = []
    # the boardwalk in front of it
    out.append(poly([(side * WALK, WALK_H, z0), (side * WALK, WALK_H, z1), (side * FRONT, WALK_H, z1),
                     (side * FRONT, WALK_H, z0)], "#b98650", INK, 1))
    out.append(poly([(side * WALK, 0, z0), (side * WALK, 0, z1), (side * WALK, WALK_H, z1),
                     (side * WALK, WALK_H, z0)], "#6b4222", None))
    # the front with its stepped false-front top
    step = (z1 - z0) * 0.18
    top = [(side * FRONT, height, z0 + step * 1.2), (side * FRONT, height, z1 - step * 1.2),
           (side * FRONT, height - 0.3, z1 - step * 1.2), (side * FRONT, height - 0.3, z1 - 0.05),
           (side * FRONT, 0, z1 - 0.05), (side * FRONT, 0, z0 + 0.05),
           (side * FRONT, height - 0.3, z0 + 0.05), (side * FRONT, height - 0.3, z0 + step * 1.2)]
    out.append(poly(top, colour, INK, 1.6))
    # cornice and a blank sign board
    out.append(poly(on_front(side, z0 + step * 1.2, z1 - step * 1.2, height - 0.2, height - 0.05),
                    "#4e2e14", None))
    out.append(poly(on_front(side, z0 + step * 1.6, z1 - step * 1.6, height - 0.95, height - 0.45),
                    "#f2e2b8", INK, 1))
    # upstairs windows
    wz = (z1 - z0) / 5
    for a in (1, 3):
        out.append(poly(on_front(side, z0 + wz * a, z0 + wz * (a + 0.8), 1.9, 2.55), "#3a4a5a", INK, 1))
        out.append(poly(on_front(side, z0 + wz * a, z0 + wz * (a + 0.8), 2.2, 2.55), "#8ab8d8", None))
    # downstairs: a door in the middle, windows either side
    dz = (z1 - z0) / 2
    out.append(poly(on_front(side, z0 + dz - wz * 0.45, z0 + dz + wz * 0.45, WALK_H, 1.25),
                    "#3a2416", INK, 1))
    if k % 2 == 0:      # batwing doors
        out.append(poly(on_front(side, z0 + dz - wz * 0.42, z0 + dz + wz * 0.42, 0.5, 0.95),
                        "#f2e2b8", INK, 0.8))
    for a in (0.5, 3.6):
        out.append(poly(on_front(side, z0 + wz * a, z0 + wz * (a + 0.9), 0.55, 1.15), "#ffe9a0", INK, 1))
    # the porch roof on two posts
    out.append(poly([(side * FRONT, 1.55, z0), (side * FRONT, 1.55, z1), (side * (WALK + 0.05), 1.38, z1),
                     (side * (WALK + 0.05), 1.38, z0)], "#5a3418", INK, 1.2))
    for z in (z0 + 0.08, z1 - 0.08):
        (ax, ay), (bx, by) = project(side * (WALK + 0.08), WALK_H, z), project(side * (WALK + 0.08), 1.38, z)
        out.append(f'<path d="M{ax:.1f} {ay:.1f}L{bx:.1f} {by:.1f}" stroke="{INK}" '
                   f'stroke-width="{max(1.5, 40 / z):.1f}"/>'
                   f'<path d="M{ax:.1f} {ay:.1f}L{bx:.1f} {by:.1f}" stroke="#8a5630" '
                   f'stroke-width="{max(0.8, 26 / z):.1f}"/>')
    return "".join(out)


def town():
    spans = [(2.0, 4.6), (4.8, 7.4), (7.6, 10.6), (10.9, 14.8), (15.2, 20.5), (21.0, 28.0),
             (28.6, 38.0), (38.6, 52.0), (52.6, 70.0)]
    heights = {-1: (3.6, 3.0, 4.0, 3.2, 3.8, 3.1, 3.5, 3.0, 3.3),
               1: (3.2, 3.9, 3.0, 3.6, 3.2, 4.0, 3.1, 3.4, 3.0)}
    items = []
    for side in (-1, 1):
        for k, (z0, z1) in enumerate(spans):
            colour = PALETTE[(k * 3 + (side > 0) * 5) % len(PALETTE)]
            items.append((z1, building(side, z0, z1, heights[side][k], colour, k + (side > 0))))
    # far to near
    return "".join(markup for _, markup in sorted(items, key=lambda t: -t[0]))


# --- the two cowboys, in profile, facing right ------------------------------------------------
def gunman(colour, hat_colour):
    """A cowboy seen from his left side, facing right, feet at (50, 200)."""
    main, dark, light = pieces.COLOURS[colour]
    trousers = "#5a4634"
    return (f'<ellipse cx="50" cy="200" rx="40" ry="6" fill="#000000" fill-opacity="0.3"/>'
            # legs apart, boots
            + pieces.outlined("M46 112L32 190", INK, trousers, 20, 13)
            + pieces.outlined("M54 112L66 190", INK, trousers, 20, 13)
            + f'<path d="M24 184H40V196H22C18 196 18 190 24 188Z" fill="{pieces.BOOT}" stroke="{INK}" '
              f'stroke-width="3" stroke-linejoin="round"/>'
            + f'<path d="M58 184H74L84 190C88 192 86 197 82 197H58Z" fill="{pieces.BOOT}" '
              f'stroke="{INK}" stroke-width="3" stroke-linejoin="round"/>'
            # the long coat
            + f'<path d="M36 56C40 50 60 50 64 56L70 128H56L52 116L46 128H30Z" fill="{main}" '
              f'stroke="{INK}" stroke-width="3.5" stroke-linejoin="round"/>'
            + f'<path d="M58 60L62 110" stroke="{dark}" stroke-width="2" stroke-opacity="0.6"/>'
            # belt, holster and gun grip at his hip, the hand hovering over it
            + f'<path d="M37 98H65" stroke="{INK}" stroke-width="6"/>'
            + f'<path d="M58 98L66 128L74 126L68 98Z" fill="{pieces.BOOT_DARK}" stroke="{INK}" '
              f'stroke-width="2.5" stroke-linejoin="round"/>'
            + f'<path d="M60 98L66 86L72 88L68 100Z" fill="#8a4a22" stroke="{INK}" stroke-width="2"/>'
            + pieces.outlined("M52 60C58 72 66 80 76 88", INK, main, 15, 9)
            + f'<circle cx="78" cy="90" r="6" fill="{pieces.SKIN}" stroke="{INK}" stroke-width="2.5"/>'
            # head in profile: nose and chin to the right
            + f'<path d="M50 50H58V58H50Z" fill="#c99a72"/>'
            + f'<path d="M44 42C38 30 44 20 54 20C64 20 66 28 66 32L70 38L66 40V44C66 48 62 50 58 50'
              f'C52 52 46 48 44 42Z" fill="{pieces.SKIN}" stroke="{INK}" stroke-width="3" '
              f'stroke-linejoin="round"/>'
            + f'<circle cx="60" cy="32" r="2" fill="{INK}"/>'
            + f'<path d="M58 42C62 41 66 42 67 45" fill="none" stroke="#6b3f1f" stroke-width="3" '
              f'stroke-linecap="round"/>'
            + f'<path d="M50 50C54 56 60 56 64 52L60 60H50Z" fill="{light}" stroke="{INK}" '
              f'stroke-width="2" stroke-linejoin="round"/>'
            # hat
            + f'<path d="M36 22C34 10 42 4 52 4C62 4 68 10 66 22Z" fill="{hat_colour}" stroke="{INK}" '
              f'stroke-width="3" stroke-linejoin="round"/>'
            + f'<path d="M36 18H66V23H36Z" fill="{dark}"/>'
            + f'<path d="M22 24C30 20 72 18 84 22C76 28 30 30 22 24Z" fill="{hat_colour}" stroke="{INK}" '
              f'stroke-width="3" stroke-linejoin="round"/>')


def place(markup, x, y, s, flip=False):
    """A 100x200 figure with its feet at (x, y), scaled by s (turned round when flip)."""
    f = -s if flip else s
    return (f'<g transform="translate({x:.1f} {y:.1f}) scale({f:.3f} {s:.3f}) translate(-50 -200)">'
            f'{markup}</g>')


def duel():
    z = 4.6
    height = 1.85
    s = F * height / z / 200
    (lx, ly), (rx, ry) = project(-1.4, 0, z), project(1.4, 0, z)
    return (place(gunman("red", "#6b4a2e"), lx, ly, s)
            + place(gunman("blue", "#2b2b32"), rx, ry, s, flip=True))


# --- dice in the foreground -------------------------------------------------------------------
def flat_face(n=None, poker=None):
    """A die face as a flat 100x100 square, for the sides of the cubes."""
    body = (f'<rect x="2" y="2" width="96" height="96" rx="16" fill="{pieces.IVORY}" stroke="{INK}" '
            f'stroke-width="4"/>')
    if poker:
        text, suit_name, colour = pieces.POKER[poker]
        return (body + pieces.rank(text, 50, 40, 46 if len(text) == 1 else 40, colour, 14)
                + f'<g transform="translate(38 66) scale(0.24)">{pieces.suit(suit_name, colour)}</g>')
    return body + pips(n)


def pips(n):
    spots = {1: ((50, 50),), 2: ((28, 28), (72, 72)), 3: ((26, 26), (50, 50), (74, 74)),
             4: ((28, 28), (72, 28), (28, 72), (72, 72)),
             5: ((26, 26), (74, 26), (50, 50), (26, 74), (74, 74)),
             6: ((28, 24), (72, 24), (28, 50), (72, 50), (28, 76), (72, 76))}[n]
    colour = pieces.RED_SUIT if n == 1 else pieces.PIP
    r = 12 if n == 1 else 9
    return "".join(f'<circle cx="{x}" cy="{y}" r="{r}" fill="{colour}"/>' for x, y in spots)


def cube(ox, oy, size, angle_w, faces):
    """A die as a cube: front face at (ox, oy) of side size, the top and
    right faces seen at an angle.  faces = (front, top, right) markups."""
    u = (size, 0)
    v = (0, size)
    w = (size * 0.42 * angle_w, -size * 0.36)
    def m(origin, a, b):
        return (f'matrix({a[0] / 100:.4f} {a[1] / 100:.4f} {b[0] / 100:.4f} {b[1] / 100:.4f} '
                f'{origin[0]:.1f} {origin[1]:.1f})')
    front, top, right = faces
    o = (ox, oy)
    top_origin = (ox + w[0], oy + w[1])
    right_origin = (ox + size, oy)
    shadow = (f'<ellipse cx="{ox + size * 0.7:.1f}" cy="{oy + size + 4:.1f}" rx="{size * 0.85:.1f}" '
              f'ry="{size * 0.14:.1f}" fill="#000000" fill-opacity="0.28"/>')
    return (shadow
            + f'<g transform="{m(o, u, v)}">{front}</g>'
            + f'<g transform="{m(top_origin, u, (-w[0], -w[1]))}">{top}'
              f'<rect x="2" y="2" width="96" height="96" rx="16" fill="#ffffff" fill-opacity="0.25"/></g>'
            + f'<g transform="{m(right_origin, w, v)}">{right}'
              f'<rect x="2" y="2" width="96" height="96" rx="16" fill="#7a5a30" fill-opacity="0.28"/></g>')


def foreground():
    return (cube(70, 392, 74, 1.0, (flat_face(5), flat_face(1), flat_face(3)))
            + cube(178, 420, 58, 1.0, (flat_face(6), flat_face(2), flat_face(4)))
            + cube(640, 396, 78, 1.0, (flat_face(poker="a"), flat_face(poker="k"),
                                       flat_face(poker="q")))
            + "".join(f'<g transform="translate({x} {y}) scale({s}) ">{pieces.chip(c)}</g>'
                      for x, y, s, c in ((560, 446, 0.42, "red"), (592, 452, 0.38, "yellow"),
                                         (300, 452, 0.36, "green"))))


def defs():
    return ('<defs>'
            '<linearGradient id="noon" x1="0" y1="0" x2="0" y2="1">'
            '<stop offset="0" stop-color="#3f98d8"/><stop offset="1" stop-color="#cfeaf6"/>'
            '</linearGradient>'
            '<radialGradient id="sun" cx="0.5" cy="0.5" r="0.5">'
            '<stop offset="0" stop-color="#fff8d0" stop-opacity="0.95"/>'
            '<stop offset="1" stop-color="#fff8d0" stop-opacity="0"/></radialGradient>'
            '<linearGradient id="road" x1="0" y1="0" x2="0" y2="1">'
            f'<stop offset="0" stop-color="#e2c48e"/><stop offset="1" stop-color="{pieces.DIRT}"/>'
            '</linearGradient>'
            '<linearGradient id="ivory" x1="0" y1="0" x2="1" y2="1"><stop offset="0" '
            f'stop-color="#fffdf4"/><stop offset="1" stop-color="{pieces.IVORY}"/></linearGradient>'
            '</defs>')


def main():
    out = ['<?xml version="1.0" encoding="UTF-8"?>',
           f'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
           f'version="1.2" baseProfile="tiny" width="{CW}" height="{CH}" viewBox="0 0 {CW} {CH}">',
           '<title>Wyatt Earp cover (Houserules)</title>',
           '<!-- Generated by resources/tools/make_wyatt_earp_cover.py; do not edit. -->',
           defs(), sky(), street(), town(), duel(), foreground(), '</svg>\n']
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text("\n".join(out), encoding="utf-8")
    print(f"wrote {target}")


if __name__ == "__main__":
    main()
