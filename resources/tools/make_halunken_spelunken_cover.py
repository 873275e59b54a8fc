#!/usr/bin/env python3
"""Generate resources/covers/halunken-spelunken.svg, the Halunken & Spelunken cover (800x500, 16:10).

A harbour at dusk: a quay with a ring of dens and stepping stones seen from
its near side, two captains and Black Jack on the ring, and Black Jack's
ship with black sails out at sea under a rising moon.  No title: the start
page prints the game's name next to the cover.  The dens, stones, figures
and the ship come from make_halunken_spelunken_pieces.py, so the cover
follows any redesign of the pieces; run this again after changing them.
Standard library only:

    python3 resources/tools/make_halunken_spelunken_cover.py [output.svg]
"""
import math
import sys
from pathlib import Path

sys.dont_write_bytecode = True   # no __pycache__ next to the scripts
import make_halunken_spelunken_pieces as pieces  # noqa: E402
from make_boomo_deck import star  # noqa: E402

CW, CH = 800, 500
OUT = Path(__file__).resolve().parent.parent / "covers" / "halunken-spelunken.svg"
HORIZON = 232
RING = (400, 548)                # centre of the ring of dens; its near half is off the cover
DENS = (340, 236)                # radii of the dens' ellipse
FIELDS = (262, 174)              # radii of the stones' ellipse
SLOTS = 14


def defs():
    d = pieces.defs()
    extra = ('<linearGradient id="dusk" x1="0" y1="0" x2="0" y2="1">'
             '<stop offset="0" stop-color="#1b1d48"/><stop offset="0.45" stop-color="#5a3a7c"/>'
             '<stop offset="0.8" stop-color="#d0675e"/><stop offset="1" '
             'stop-color="#f6b26b"/></linearGradient>'
             '<linearGradient id="sea" x1="0" y1="0" x2="0" y2="1">'
             '<stop offset="0" stop-color="#4b5a96"/><stop offset="1" '
             'stop-color="#1a2452"/></linearGradient>'
             '<radialGradient id="sun" cx="0.5" cy="0.5" r="0.5">'
             '<stop offset="0" stop-color="#fff1a8"/><stop offset="0.55" stop-color="#ffb347"/>'
             '<stop offset="1" stop-color="#ff8a3a" stop-opacity="0"/></radialGradient>'
             '<linearGradient id="quay" x1="0" y1="0" x2="0" y2="1">'
             '<stop offset="0" stop-color="#8c8275"/><stop offset="1" '
             'stop-color="#4e463e"/></linearGradient>'
             '<radialGradient id="lamp" cx="0.5" cy="0.5" r="0.5">'
             '<stop offset="0" stop-color="#ffd97a" stop-opacity="0.55"/>'
             '<stop offset="1" stop-color="#ffd97a" stop-opacity="0"/></radialGradient>'
             f'<g id="art-den">{pieces.den()}</g>'
             f'<g id="art-field">{pieces.field()}</g>'
             f'<g id="art-blackjack">{pieces.blackjack()}</g>'
             f'<g id="art-ship">{pieces.ship(with_sea=False)}</g>')
    for c in ("red", "green"):
        extra += f'<g id="art-captain-{c}">{pieces.captain(c)}</g>'
    return d.replace('</defs>', extra + '</defs>')


def use(art, x, y, sx, sy=None):
    sy = sx if sy is None else sy
    return (f'<use xlink:href="#art-{art}" '
            f'transform="translate({x:.1f} {y:.1f}) scale({sx:.3f} {sy:.3f})"/>')


def sky():
    out = [f'<rect width="{CW}" height="{HORIZON + 2}" fill="url(#dusk)"/>',
           f'<circle cx="560" cy="{HORIZON}" r="120" fill="url(#sun)"/>',
           f'<path d="M518 {HORIZON}A42 42 0 0 1 602 {HORIZON}Z" fill="#ffd36b"/>']
    # a crescent moon and a few stars
    out.append('<path d="M132 40A38 38 0 1 0 170 98A30 30 0 1 1 132 40Z" fill="#f6efcf"/>')
    for x, y, r in ((60, 30, 5), (230, 24, 4), (300, 70, 3.5), (380, 30, 5), (470, 60, 3),
                    (700, 36, 4.5), (760, 90, 3), (640, 20, 3), (40, 110, 3), (250, 120, 2.5)):
        out.append(f'<polygon points="{star(x, y, r, r * 0.35, 4, -90)}" fill="#fff6d0"/>')
    # far hills on the horizon
    out.append(f'<path d="M0 {HORIZON}V206C40 196 70 188 110 198C150 180 190 186 230 204C260 208 280 '
               f'214 300 {HORIZON}Z'
               f'M640 {HORIZON}C670 212 700 200 740 204C770 196 790 200 800 204V{HORIZON}Z" '
               f'fill="#3a2c52"/>')
    return "".join(out)


def sea():
    out = [f'<rect y="{HORIZON}" width="{CW}" height="{CH - HORIZON}" fill="url(#sea)"/>']
    # the sun's path on the water
    for k, (w, y) in enumerate(((80, HORIZON + 6), (64, HORIZON + 14), (90, HORIZON + 24),
                                (54, HORIZON + 36), (76, HORIZON + 50), (40, HORIZON + 66))):
        out.append(f'<path d="M{560 - w / 2:.1f} {y}H{560 + w / 2:.1f}" stroke="#ffc46b" '
                   f'stroke-width="{4 - k * 0.4:.1f}" '
                   f'stroke-linecap="round" stroke-opacity="{0.8 - k * 0.1:.2f}"/>')
    for x, y in ((60, 262), (200, 250), (700, 300), (760, 260), (650, 250)):
        out.append(f'<path d="M{x - 12} {y}Q{x - 6} {y - 5} {x} {y}T{x + 12} {y}" fill="none" '
                   f'stroke="#8fa3d8" '
                   f'stroke-width="2" stroke-linecap="round" stroke-opacity="0.6"/>')
    return "".join(out)


def ring_point(radii, k):
    """Slot k of the ring (0 at the far side, clockwise as seen from above)."""
    a = math.radians(-90 + k * 360 / SLOTS)
    return RING[0] + radii[0] * math.cos(a), RING[1] + radii[1] * math.sin(a)


def depth(y):
    """Things further back (higher on the cover) are drawn smaller."""
    return 0.26 + 0.22 * max(0.0, min(1.0, (y - 270) / 230))


def quay_and_ring():
    cx, cy = RING
    out = [f'<ellipse cx="{cx}" cy="{cy + 4}" rx="{DENS[0] + 60}" ry="{DENS[1] + 30}" fill="#161c3e" '
           f'fill-opacity="0.5"/>',
           f'<ellipse cx="{cx}" cy="{cy}" rx="{DENS[0] + 56}" ry="{DENS[1] + 24}" fill="url(#quay)" '
           f'stroke="#2e2823" stroke-width="4"/>',
           f'<ellipse cx="{cx}" cy="{cy}" rx="{FIELDS[0] - 34}" ry="{FIELDS[1] - 28}" fill="#6d6357" '
           f'stroke="#3d362f" stroke-width="3"/>',
           f'<ellipse cx="{cx}" cy="{cy}" rx="{FIELDS[0] - 60}" ry="{FIELDS[1] - 50}" fill="#2f3d73" '
           f'stroke="#3d362f" stroke-width="3"/>']
    # the arrow of travel round the inner basin, clockwise
    rx, ry = FIELDS[0] - 47, FIELDS[1] - 39
    pts = [(cx + rx * math.cos(math.radians(a)), cy + ry * math.sin(math.radians(a)))
           for a in range(-150, -29, 6)]
    out.append('<path d="M' + 'L'.join(f'{x:.1f} {y:.1f}' for x, y in pts) + '" fill="none" '
                                                                             'stroke="#e8dcc0" '
               'stroke-width="3" stroke-dasharray="8 6" stroke-opacity="0.7"/>')
    ex, ey = pts[-1]
    out.append(f'<polygon points="{ex + 10:.1f},{ey + 5:.1f} {ex - 4:.1f},{ey - 7:.1f} '
               f'{ex - 2:.1f},{ey + 9:.1f}" '
               f'fill="#e8dcc0" fill-opacity="0.8"/>')
    # dens and stones, back to front
    items = []
    for k in range(SLOTS):
        dx, dy = ring_point(DENS, k)
        fx, fy = ring_point(FIELDS, k)
        if dy - 40 > CH:
            continue
        items.append((dy, "den", dx, dy, k))
        items.append((fy, "field", fx, fy, k))
    figures = {12: "captain-red", 2: "captain-green", 1: "blackjack"}
    glows = []
    draw = []
    for _, kind, x, y, k in sorted(items):
        s = depth(y)
        if kind == "den":
            glows.append(f'<ellipse cx="{x:.1f}" cy="{y - 40 * s:.1f}" rx="{90 * s:.1f}" '
                         f'ry="{70 * s:.1f}" fill="url(#lamp)"/>')
            draw.append(use("den", x - 100 * s, y - 180 * s, s))
        else:
            draw.append(use("field", x - 100 * s * 0.9, y - 100 * s * 0.42, s * 0.9, s * 0.42))
            if k in figures:
                fs = s * (0.78 if figures[k] != "blackjack" else 0.95)
                draw.append(use(figures[k], x - 100 * fs, y - 176 * fs, fs))
    return "".join(out) + "".join(glows) + "".join(draw)


def main():
    out = ['<?xml version="1.0" encoding="UTF-8"?>',
           f'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
           f'version="1.2" baseProfile="tiny" width="{CW}" height="{CH}" viewBox="0 0 {CW} {CH}">',
           '<title>Halunken &amp; Spelunken cover (Houserules)</title>',
           '<!-- Generated by resources/tools/make_halunken_spelunken_cover.py; do not edit. -->',
           defs(),
           sky(),
           sea(),
           f'<ellipse cx="668" cy="281" rx="104" ry="8" fill="#141a3c" fill-opacity="0.5"/>',
           use("ship", 566, 150, 0.7),
           '<path d="M742 282C752 276 762 280 770 274M730 288C744 284 758 288 774 282" fill="none" '
           'stroke="#c9d6f2" stroke-width="2.5" stroke-linecap="round" stroke-opacity="0.7"/>',
           quay_and_ring(),
           '</svg>\n']
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text("\n".join(out), encoding="utf-8")
    print(f"wrote {target}")


if __name__ == "__main__":
    main()
