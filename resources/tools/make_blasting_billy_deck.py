#!/usr/bin/env python3
"""Generate resources/cards/blasting-billy.svg, the Blasting Billy card deck.

Every card is one <g> whose id the app renders with
QSvgRenderer::render(painter, id, rect):

    <colour>-0 ... <colour>-10, <colour>-dynamite   (60 faces)
    <colour>-blank                                  (5 faces without a value)
    back-<colour>, back-neutral, placeholder        (7 more)

with colour in gold, banknotes, coins, jewelry, diamonds.  Cards are
200x300 user units, laid out on a grid without overlap, and nothing in a
card group reaches outside the card, so boundsOnElement() is the card.
Numerals are stroked paths (no fonts needed); only SVG Tiny 1.2 features
that Qt Svg understands are used.  Standard library only:

    python3 resources/tools/make_blasting_billy_deck.py [output.svg]
"""
import math
import sys
from pathlib import Path

W, H, GAP, RADIUS = 200, 300, 20, 14
PAPER, INK = "#f8eed8", "#3a2816"
OUT = Path(__file__).resolve().parent.parent / "cards" / "blasting-billy.svg"

# id: (main, light, dark, pale) -- main is frame and back, dark is ink.
COLOURS = {
    "gold":      ("#e5a812", "#fbe08a", "#6b4700", "#fcf0c4"),
    "banknotes": ("#2e9a52", "#ace2b9", "#124d28", "#dcf2e0"),
    "coins":     ("#2f72cf", "#a9cbf6", "#153a77", "#dde9fa"),
    "jewelry":   ("#d23a3a", "#f7b2aa", "#701515", "#fadcd8"),
    "diamonds":  ("#8b4bc8", "#d9c0f4", "#3d1964", "#ece0fa"),
}

# --- numerals: centre-line paths in a 60x100 cell, stroked 15 wide ---------
DIGITS = {
    "0": "M30 8C14 8 8 28 8 50S14 92 30 92 52 72 52 50 46 8 30 8Z",
    "1": "M12 26L33 8V92",
    "2": "M10 27C11 15 19 8 30 8C42 8 50 16 50 27C50 40 40 50 10 92H53",
    "3": "M9 17C14 11 21 8 30 8C42 8 50 15 50 27S42 47 27 47C43 47 52 55 52 69"
         "S42 92 29 92C20 92 13 89 8 83",
    "4": "M41 92V8L8 64H54",
    "5": "M49 8H15L12 47C17 43 23 41 30 41C44 41 52 51 52 66S42 92 28 92"
         "C20 92 13 89 8 83",
    "6": "M48 13C43 9 37 8 32 8C16 8 8 25 8 52C8 77 16 92 30 92S52 82 52 67"
         "C52 53 44 45 31 45C20 45 12 51 8 60",
    "7": "M8 8H52C39 30 29 58 25 92",
    "8": "M30 47C18 47 11 40 11 28S19 8 30 8 49 16 49 28 42 47 30 47"
         "C16 47 8 56 8 70S17 92 30 92 52 84 52 70 44 47 30 47Z",
}
INK_X = {d: (0.5, 59.5) for d in "0123456789"}   # horizontal ink extent
INK_X["1"] = (4.5, 40.5)


def digit(d, x, colour, underline=False):
    """One digit at cell offset x; 9 is a 6 turned upside down. A lone 6 or 9
    is underlined so the turned corner index cannot be misread."""
    rot = ' transform="rotate(180 30 50)"' if d == "9" else ""
    path = DIGITS["6" if d == "9" else d]
    bar = (f'<path d="M14 105H46" stroke="{colour}" stroke-width="8" stroke-linecap="round"/>'
           if underline else "")
    return (f'<g transform="translate({x:g} 0)"><path{rot} d="{path}" fill="none" '
            f'stroke="{colour}" stroke-width="15" stroke-linecap="round" '
            f'stroke-linejoin="round"/>{bar}</g>')


def numeral(text, x, y, height, colour):
    """Digits laid out left to right; (x, y) is the top-left of the ink."""
    parts, cursor = [], 0.0
    for d in text:
        left, right = INK_X[d]
        parts.append(digit(d, cursor - left, colour, underline=text in ("6", "9")))
        cursor += right - left + 6
    s = height / 100
    return f'<g transform="translate({x:g} {y:g}) scale({s:g})">{"".join(parts)}</g>'


def use(art, x, y, size, extra=""):
    """Place a 100x100 (or other) art group from <defs> at (x, y), scaled."""
    return f'<use xlink:href="#art-{art}" transform="translate({x:g} {y:g}) scale({size / 100:g}){extra}"/>'


# --- symbols, each drawn in a 100x100 box ------------------------------------
def ingot(cx, by, c):
    main, light, dark, _ = c
    x0, x1 = cx - 23, cx + 23
    front = f"{x0},{by} {x1},{by} {x1 - 6},{by - 15} {x0 + 6},{by - 15}"
    top = f"{x0 + 6},{by - 15} {x1 - 6},{by - 15} {x1 - 12},{by - 26} {x0 + 12},{by - 26}"
    return (f'<polygon points="{front}" fill="{main}"/>'
            f'<polygon points="{top}" fill="{light}"/>'
            f'<polygon points="{front} {x0},{by} {x0 + 6},{by - 15} {x0 + 12},{by - 26} '
            f'{x1 - 12},{by - 26} {x1 - 6},{by - 15}" fill="none" stroke="{dark}" '
            f'stroke-width="3" stroke-linejoin="round"/>'
            f'<path d="M{x0 + 15} {by - 21}H{x1 - 19}" stroke="#fffbe8" stroke-width="2.5" '
            f'stroke-linecap="round"/>')


def sym_gold(c):
    return ingot(26, 77, c) + ingot(74, 77, c) + ingot(50, 51, c)


def sym_banknotes(c):
    main, light, dark, _ = c
    note = (f'<rect x="6" y="26" width="88" height="48" rx="5" fill="{{fill}}" '
            f'stroke="{dark}" stroke-width="3"/>')
    dollar = ("M56.5 43C55 40 53 39 50 39C46.5 39 44 41 44 44.5C44 51.5 56.5 48.5 56.5 55.5"
              "C56.5 59 53.5 61 50 61C47 61 44.5 60 43.5 57M50 36.5V63.5")
    return (f'<g transform="rotate(-13 50 50)">{note.format(fill=dark)}</g>'
            f'<g transform="rotate(5 50 50)">{note.format(fill=main)}'
            f'<rect x="11.5" y="31.5" width="77" height="37" rx="2" fill="none" '
            f'stroke="{light}" stroke-width="2"/>'
            f'<circle cx="50" cy="50" r="14.5" fill="{light}" stroke="{dark}" stroke-width="2"/>'
            f'<path d="{dollar}" fill="none" stroke="{dark}" stroke-width="4" '
            f'stroke-linecap="round" stroke-linejoin="round"/>'
            f'<circle cx="22" cy="50" r="5" fill="{light}"/><circle cx="78" cy="50" r="5" '
            f'fill="{light}"/></g>')


def star(cx, cy, r_out, r_in, points=5, rot=-90, squash=1.0):
    """Polygon points of a star; squash < 1 makes it narrower than tall."""
    pts = []
    for i in range(points * 2):
        r = r_out if i % 2 == 0 else r_in
        a = math.radians(rot + i * 180 / points)
        pts.append(f"{cx + r * squash * math.cos(a):.1f},{cy + r * math.sin(a):.1f}")
    return " ".join(pts)


def sym_coins(c):
    main, light, dark, _ = c
    mid = "#2258a6"                       # coin edges, between main and dark
    cx, rx, ry, t = 33, 24, 8, 8
    out = []
    for y in (80, 71, 62, 53, 44):          # bottom coin first
        out.append(f'<path d="M{cx - rx} {y}V{y + t}A{rx} {ry} 0 0 0 {cx + rx} {y + t}V{y}Z" '
                   f'fill="{mid}" stroke="{dark}" stroke-width="2.5" stroke-linejoin="round"/>'
                   f'<ellipse cx="{cx}" cy="{y}" rx="{rx}" ry="{ry}" fill="{main}" '
                   f'stroke="{dark}" stroke-width="2.5"/>')
    out.append(f'<ellipse cx="{cx}" cy="44" rx="15" ry="4.5" fill="none" stroke="{light}" '
               f'stroke-width="2"/>'
               f'<circle cx="67" cy="63" r="29" fill="{dark}"/>'
               f'<circle cx="67" cy="63" r="25" fill="{main}" stroke="{light}" stroke-width="2"/>'
               f'<circle cx="67" cy="63" r="19" fill="none" stroke="{dark}" stroke-width="1.5" '
               f'stroke-dasharray="2 3"/>'
               f'<polygon points="{star(67, 64, 13, 5.5)}" fill="{light}" stroke="{dark}" '
               f'stroke-width="1.5" stroke-linejoin="round"/>')
    return "".join(out)


def sym_jewelry(c):
    main, light, dark, _ = c
    band = ("M20 64A30 30 0 1 0 80 64A30 30 0 1 0 20 64Z"
            "M28 64A22 22 0 1 1 72 64A22 22 0 1 1 28 64Z")
    return (f'<path d="{band}" fill="{main}" fill-rule="evenodd" stroke="{dark}" stroke-width="3"/>'
            f'<path d="M31 78A22 22 0 0 0 58 84" fill="none" stroke="{light}" stroke-width="3" '
            f'stroke-linecap="round"/>'
            f'<polygon points="38,38 62,38 57,30 43,30" fill="{dark}" stroke="{dark}" '
            f'stroke-width="3" stroke-linejoin="round"/>'
            f'<circle cx="50" cy="21" r="15" fill="{main}" stroke="{dark}" stroke-width="3"/>'
            f'<polygon points="{star(50, 21, 9, 6, 8, -67.5)}" fill="{light}" fill-opacity="0.75"/>'
            f'<circle cx="44.5" cy="15.5" r="3.2" fill="#ffffff"/>')


def sym_diamonds(c):
    main, light, dark, pale = c
    A, B, L, R, G1, G2, P = (27, 16), (73, 16), (5, 38), (95, 38), (34, 38), (66, 38), (50, 92)
    facets = [((A, L, G1), light), ((A, B, G2, G1), pale), ((B, G2, R), main),
              ((L, G1, P), main), ((G1, G2, P), light), ((G2, R, P), dark)]
    out = [f'<polygon points="{" ".join(f"{x},{y}" for x, y in pts)}" fill="{fill}" '
           f'stroke="{dark}" stroke-width="1.5" stroke-linejoin="round"/>' for pts, fill in facets]
    outline = " ".join(f"{x},{y}" for x, y in (A, B, R, P, L))
    out.append(f'<polygon points="{outline}" fill="none" stroke="{dark}" stroke-width="3.5" '
               f'stroke-linejoin="round"/>'
               f'<polygon points="{star(84, 14, 9, 2.2, 4)}" fill="#ffffff" stroke="{dark}" '
               f'stroke-width="1"/>')
    return "".join(out)


def sym_sheriff(c):
    main, light, dark, _ = c
    out = [f'<polygon points="{star(50, 50, 44, 24, 6)}" fill="{light}" stroke="{dark}" '
           f'stroke-width="3" stroke-linejoin="round"/>']
    out += [f'<circle cx="{x}" cy="{y}" r="5" fill="{light}" stroke="{dark}" stroke-width="2.5"/>'
            for x, y in (p.split(",") for p in star(50, 50, 45, 24, 6).split()[::2])]
    out.append(f'<circle cx="50" cy="50" r="13" fill="{main}" stroke="{dark}" stroke-width="2.5"/>')
    return "".join(out)


SYMBOLS = {"gold": sym_gold, "banknotes": sym_banknotes, "coins": sym_coins,
           "jewelry": sym_jewelry, "diamonds": sym_diamonds}


def dynamite_art():
    """A lit stick of dynamite in a 140x210 box; the stick's centre is (70, 135)."""
    dark = "#5a0f0b"
    tnt = "M0 0H10M5 0V14 M15 14V0L25 14V0 M30 0H40M35 0V14"
    return (f'<path d="M70 70C70 48 92 52 95 36" fill="none" stroke="{INK}" stroke-width="5" '
            f'stroke-linecap="round"/>'
            f'<rect x="48" y="66" width="44" height="138" rx="7" fill="url(#stick)" '
            f'stroke="{dark}" stroke-width="3.5"/>'
            f'<ellipse cx="70" cy="70" rx="19" ry="5" fill="{dark}"/>'
            f'<rect x="48" y="112" width="44" height="46" fill="#f3e3bb" stroke="{dark}" '
            f'stroke-width="3"/>'
            f'<path transform="translate(50 128)" d="{tnt}" fill="none" stroke="{dark}" '
            f'stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>'
            f'<polygon points="{star(96, 30, 26, 10, 8, -90)}" fill="#ffc21a" stroke="#e0561b" '
            f'stroke-width="3" stroke-linejoin="round"/>'
            f'<polygon points="{star(96, 30, 12, 5, 8, -67.5)}" fill="#fff6c0"/>'
            f'<circle cx="120" cy="10" r="3.5" fill="#ffb000"/>'
            f'<circle cx="66" cy="14" r="3" fill="#ffb000"/>'
            f'<circle cx="122" cy="52" r="2.5" fill="#ffb000"/>')


def defs():
    out = ['<defs>',
           '<linearGradient id="paper" x1="0" y1="0" x2="0" y2="1">'
           '<stop offset="0" stop-color="#fcf5e4"/><stop offset="1" stop-color="#f1e1bd"/>'
           '</linearGradient>',
           '<linearGradient id="stick" x1="0" y1="0" x2="1" y2="0">'
           '<stop offset="0" stop-color="#9e1f17"/><stop offset="0.4" stop-color="#e2483a"/>'
           '<stop offset="1" stop-color="#9e1f17"/></linearGradient>']
    for name, fn in SYMBOLS.items():
        out.append(f'<g id="art-{name}">{fn(COLOURS[name])}</g>')
    out.append(f'<g id="art-sheriff">{sym_sheriff(("#8a5a34", "#e9c98b", "#3f2511", ""))}</g>')
    out.append(f'<g id="art-dynamite">{dynamite_art()}</g>')
    out.append('</defs>')
    return "\n".join(out)


# --- cards ---------------------------------------------------------------------
def frame(main, dark):
    return (f'<rect width="{W}" height="{H}" rx="{RADIUS}" fill="{main}"/>'
            f'<rect x="8" y="8" width="{W - 16}" height="{H - 16}" rx="8" fill="url(#paper)"/>'
            f'<rect x="13.5" y="13.5" width="{W - 27}" height="{H - 27}" rx="5" fill="none" '
            f'stroke="{dark}" stroke-width="1.5" stroke-opacity="0.55"/>')


def both_corners(markup):
    """The corner index top-left, and turned 180 degrees bottom-right."""
    return f'<g>{markup}</g><g transform="rotate(180 {W / 2:g} {H / 2:g})">{markup}</g>'


def medallion(main, pale):
    """The round field in the middle of a value face."""
    return (f'<circle cx="100" cy="150" r="54" fill="{pale}" stroke="{main}" stroke-width="4"/>'
            f'<circle cx="100" cy="150" r="47" fill="none" stroke="{main}" stroke-width="2" '
            f'stroke-dasharray="1 5" stroke-linecap="round"/>')


def face_value(name, value):
    main, light, dark, pale = COLOURS[name]
    text = str(value)
    index = numeral(text, 21, 21, 62, dark) + use(name, 20, 88, 32)
    return (frame(main, dark) + both_corners(index)
            + medallion(main, pale) + use(name, 59, 109, 82))


def face_blank(name):
    """A value face without its value, for values a house rule adds: the app
    writes the value in each corner's empty box and in the empty medallion."""
    main, light, dark, pale = COLOURS[name]
    return frame(main, dark) + both_corners(use(name, 20, 88, 32)) + medallion(main, pale)


def face_dynamite(name):
    main, light, dark, pale = COLOURS[name]
    index = use("dynamite", 16, 18, 30) + use(name, 20, 88, 32)
    burst = star(100, 150, 82, 52, 12, -75, squash=0.7)
    return (frame(main, dark) + both_corners(index)
            + f'<polygon points="{burst}" fill="{pale}" stroke="{main}" stroke-width="4" '
              f'stroke-linejoin="round"/>'
            + use("dynamite", 100, 152, 95, " rotate(22) translate(-70 -135)"))


def lattice(x0, y0, x1, y1, fill, step=20, r=5):
    """Small diamonds on a grid, kept strictly inside the given rectangle."""
    out, row, y = [], 0, y0 + r
    while y <= y1 - r:
        x = x0 + r + (step / 2 if row % 2 else 0)
        while x <= x1 - r:
            out.append(f"M{x:g} {y - r:g}l{r} {r} {-r} {r} {-r} {-r}z")
            x += step
        y += step / 2
        row += 1
    return f'<path d="{"".join(out)}" fill="{fill}" fill-opacity="0.22"/>'


def back(art, main, dark, light):
    badge = (f'<circle cx="38" cy="38" r="21" fill="{PAPER}" stroke="{dark}" stroke-width="2.5"/>'
             + use(art, 22, 22, 32))
    return (f'<rect width="{W}" height="{H}" rx="{RADIUS}" fill="{main}"/>'
            + lattice(16, 16, W - 16, H - 16, dark)
            + f'<rect x="9" y="9" width="{W - 18}" height="{H - 18}" rx="8" fill="none" '
              f'stroke="{PAPER}" stroke-width="3"/>'
            + f'<rect x="14.5" y="14.5" width="{W - 29}" height="{H - 29}" rx="5" fill="none" '
              f'stroke="{light}" stroke-width="1"/>'
            + both_corners(badge)
            + f'<ellipse cx="100" cy="150" rx="64" ry="80" fill="{PAPER}" stroke="{dark}" '
              f'stroke-width="4"/>'
            + f'<ellipse cx="100" cy="150" rx="56" ry="72" fill="none" stroke="{main}" '
              f'stroke-width="2.5"/>'
            + use(art, 50, 100, 100))


def placeholder():
    pink, qmark = "#c2185b", ("M10 28C10 15 19 8 30 8C42 8 51 16 51 28C51 40 43 45 36 50"
                              "C32 53 30 57 30 64")
    return (f'<rect width="{W}" height="{H}" rx="{RADIUS}" fill="#ededed"/>'
            f'<rect x="8" y="8" width="{W - 16}" height="{H - 16}" rx="8" fill="none" '
            f'stroke="{pink}" stroke-width="6" stroke-dasharray="14 8"/>'
            f'<path d="M30 30L170 270M170 30L30 270" stroke="#c8c8c8" stroke-width="6"/>'
            f'<circle cx="100" cy="150" r="62" fill="#ffffff" stroke="{pink}" stroke-width="5"/>'
            f'<g transform="translate(70 100)"><path d="{qmark}" fill="none" stroke="{pink}" '
            f'stroke-width="15" stroke-linecap="round" stroke-linejoin="round"/>'
            f'<circle cx="30" cy="88" r="9" fill="{pink}"/></g>')


def cards():
    """(id, markup) rows: one row per colour, then the backs."""
    rows = []
    for name in COLOURS:
        row = [(f"{name}-{v}", face_value(name, v)) for v in range(11)]
        rows.append(row + [(f"{name}-dynamite", face_dynamite(name)), (f"{name}-blank", face_blank(name))])
    backs = [(f"back-{n}", back(n, c[0], c[2], c[1])) for n, c in COLOURS.items()]
    backs.append(("back-neutral", back("sheriff", "#8a5a34", "#3f2511", "#e9c98b")))
    backs.append(("placeholder", placeholder()))
    return rows + [backs]


def main():
    rows = cards()
    cols = max(len(r) for r in rows)
    width, height = cols * (W + GAP) + GAP, len(rows) * (H + GAP) + GAP
    out = ['<?xml version="1.0" encoding="UTF-8"?>',
           f'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
           f'version="1.2" baseProfile="tiny" width="{width}" height="{height}" '
           f'viewBox="0 0 {width} {height}">',
           '<title>Blasting Billy card deck (Houserules)</title>',
           '<!-- Generated by resources/tools/make_blasting_billy_deck.py; do not edit. -->',
           defs()]
    for r, row in enumerate(rows):
        for c, (card_id, markup) in enumerate(row):
            x, y = GAP + c * (W + GAP), GAP + r * (H + GAP)
            out.append(f'<g id="{card_id}" transform="translate({x} {y})">{markup}</g>')
    out.append('</svg>\n')
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text("\n".join(out), encoding="utf-8")
    print(f"wrote {target} ({sum(len(r) for r in rows)} cards)")


if __name__ == "__main__":
    main()
