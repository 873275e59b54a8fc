#!/usr/bin/env python3
"""Generate resources/cards/boomo.svg, the Boomo card deck.

Every card is one <g> whose id the app renders with
QSvgRenderer::render(painter, id, rect):

    number-5 ... number-30 (steps of 5), number-blank    number cards (add seconds)
    set0, set30, set60                                   set cards (set the total)
    stop, reverse, skip, plus1, plus2, swap, twice       command cards
    bomb                                                 the bomb card
    back, timebomb, timebomb-exploded, placeholder       back, bomb tokens, missing art

Cards are 200x300 user units, laid out on a grid without overlap, and nothing
in a card group reaches outside the card, so boundsOnElement() is the card.
Cards carry symbols and numbers only, never words, so one deck serves every
language.  Numerals are stroked paths (no fonts needed); only SVG Tiny 1.2
features that Qt Svg understands are used.  Standard library only:

    python3 resources/tools/make_boomo_deck.py [output.svg]
"""
import math
import sys
from pathlib import Path

W, H, GAP, RADIUS = 200, 300, 20, 14
OUT = Path(__file__).resolve().parent.parent / "cards" / "boomo.svg"

# Number cards drawn with their numeral; any other amount uses number-blank.
NUMBERS = (5, 10, 15, 20, 25, 30)
SETS = (0, 30, 60)

# family: (main, light, dark, pale) -- main is the frame, dark is the ink,
# pale the panel.  Each family also has its own shape (round dial, digital
# display, free symbol, bomb), so the colours are never the only clue.
FAMILIES = {
    "number":  ("#f0901c", "#ffd28a", "#6b3000", "#fff2dc"),
    "set":     ("#2f72cf", "#a9cbf6", "#123a78", "#e3eefc"),
    "command": ("#8b4bc8", "#d9c0f4", "#3d1964", "#f1e8fb"),
    "bomb":    ("#d7332a", "#ffc21a", "#4a0b07", "#fff0d4"),
}
BACK = ("#22305a", "#f0a030", "#101831", "#f8eed8")   # main, accent, dark, paper
RED, YELLOW, SOOT = "#d7332a", "#ffc21a", "#17171c"
LCD, LCD_INK = "#0f2142", "#cfe6ff"                    # set cards' display

# --- numerals: centre-line paths in a 60x100 cell, stroked 15 wide ---------
# (the digit table of make_blasting_billy_deck.py, plus "+" and "x")
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
    "+": "M9 54H51M30 33V75",
    "x": "M14 38L46 70M46 38L14 70",
}
INK_X = {d: (0.5, 59.5) for d in "0123456789"}   # horizontal ink extent
INK_X.update({"1": (4.5, 40.5), "+": (1.5, 58.5), "x": (6.5, 53.5), ":": (0.5, 20.5)})
COLON = ((10.5, 38, 10), (10.5, 80, 10))          # ":" is two dots: cx, cy, r


def digit(d, x, colour, width=15, underline=False):
    """One glyph at cell offset x; 9 is a 6 turned upside down. A lone 6 or 9
    is underlined so the turned corner index cannot be misread."""
    if d == ":":
        grow = (width - 15) / 2
        return "".join(f'<circle cx="{x + cx:g}" cy="{cy}" r="{r + grow:g}" fill="{colour}"/>'
                       for cx, cy, r in COLON)
    rot = ' transform="rotate(180 30 50)"' if d == "9" else ""
    path = DIGITS["6" if d == "9" else d]
    bar = (f'<path d="M14 105H46" stroke="{colour}" stroke-width="{width - 7:g}" '
           f'stroke-linecap="round"/>' if underline else "")
    return (f'<g transform="translate({x:g} 0)"><path{rot} d="{path}" fill="none" '
            f'stroke="{colour}" stroke-width="{width:g}" stroke-linecap="round" '
            f'stroke-linejoin="round"/>{bar}</g>')


def numeral_width(text, height):
    return (sum(INK_X[d][1] - INK_X[d][0] for d in text) + 6 * (len(text) - 1)) * height / 100


def numeral(text, x, y, height, colour, halo=None, halo_width=12):
    """Glyphs laid out left to right; (x, y) is the top-left of the ink box.
    With halo, the glyphs are first drawn wider in that colour, as an outline
    that keeps the numeral readable on a busy background."""
    passes = ([(halo, 15 + halo_width)] if halo else []) + [(colour, 15)]
    parts = []
    for c, w in passes:
        cursor = 0.0
        for d in text:
            left, right = INK_X[d]
            parts.append(digit(d, cursor - left, c, w, underline=text in ("6", "9")))
            cursor += right - left + 6
    s = height / 100
    return f'<g transform="translate({x:g} {y:g}) scale({s:g})">{"".join(parts)}</g>'


def centred_numeral(text, cx, cy, height, colour, halo=None):
    return numeral(text, cx - numeral_width(text, height) / 2, cy - height / 2, height, colour, halo)


def use(art, x, y, size, extra=""):
    """Place a 100x100 art group from <defs> at (x, y), scaled to size."""
    return (f'<use xlink:href="#art-{art}" '
            f'transform="translate({x:g} {y:g}) scale({size / 100:g}){extra}"/>')


def star(cx, cy, r_out, r_in, points=5, rot=-90, squash=1.0, jitter=()):
    """Polygon points of a star; squash < 1 makes it narrower than tall;
    jitter scales the outer points one by one (a ragged explosion)."""
    pts = []
    for i in range(points * 2):
        r = r_out if i % 2 == 0 else r_in
        if i % 2 == 0 and jitter:
            r *= jitter[(i // 2) % len(jitter)]
        a = math.radians(rot + i * 180 / points)
        pts.append(f"{cx + r * squash * math.cos(a):.1f},{cy + r * math.sin(a):.1f}")
    return " ".join(pts)


def polar(cx, cy, r, deg):
    """Point at deg degrees clockwise from 12 o'clock."""
    a = math.radians(deg - 90)
    return cx + r * math.cos(a), cy + r * math.sin(a)


def ticks(cx, cy, r_out, r_in, colour, width, count=12, major_every=3, major_in=None):
    out = []
    for k in range(count):
        inner = major_in if (major_in is not None and k % major_every == 0) else r_in
        x0, y0 = polar(cx, cy, inner, k * 360 / count)
        x1, y1 = polar(cx, cy, r_out, k * 360 / count)
        out.append(f"M{x0:.1f} {y0:.1f}L{x1:.1f} {y1:.1f}")
    return (f'<path d="{"".join(out)}" stroke="{colour}" stroke-width="{width:g}" '
            f'stroke-linecap="round"/>')


def arrowhead(x, y, deg, length, half, colour):
    """A filled arrowhead whose tip is at (x, y), pointing at deg (0 = right,
    90 = down)."""
    a = math.radians(deg)
    ux, uy, nx, ny = math.cos(a), math.sin(a), -math.sin(a), math.cos(a)
    bx, by = x - ux * length, y - uy * length
    pts = [(x, y), (bx + nx * half, by + ny * half), (bx - nx * half, by - ny * half)]
    return (f'<polygon points="{" ".join(f"{px:.1f},{py:.1f}" for px, py in pts)}" '
            f'fill="{colour}" stroke="{colour}" stroke-width="2" stroke-linejoin="round"/>')


# --- symbols, each drawn in a 100x100 box --------------------------------------
def sym_bomb():
    """A round black bomb with a lit fuse."""
    return (f'<path d="M70 24C77 14 85 19 87 12" fill="none" stroke="#8a6a44" stroke-width="4.5" '
            f'stroke-linecap="round"/>'
            f'<circle cx="44" cy="60" r="35" fill="url(#bombshell)" stroke="{SOOT}" stroke-width="3"/>'
            f'<rect x="56" y="19" width="22" height="16" rx="3" fill="#4a4a56" stroke="{SOOT}" '
            f'stroke-width="3" transform="rotate(45 67 27)"/>'
            f'<ellipse cx="30" cy="45" rx="10" ry="6" fill="#ffffff" fill-opacity="0.45" '
            f'transform="rotate(-40 30 45)"/>'
            f'<circle cx="48" cy="35" r="2.6" fill="#ffffff" fill-opacity="0.45"/>'
            f'<polygon points="{star(88, 12, 11, 4.5, 8, -90)}" fill="{YELLOW}" stroke="#e0561b" '
            f'stroke-width="2" stroke-linejoin="round"/>'
            f'<circle cx="88" cy="12" r="3.5" fill="#fff8d0"/>')


def sym_bombclock():
    """The back's emblem: a bomb whose shell is a stopwatch dial."""
    cx, cy = 44, 60
    return (sym_bomb()
            + f'<circle cx="{cx}" cy="{cy}" r="21" fill="{BACK[3]}" stroke="{BACK[1]}" stroke-width="3"/>'
            + ticks(cx, cy, 18, 15, SOOT, 2)
            + f'<path d="M{cx} {cy}L{cx} {cy - 14}M{cx} {cy}L{cx + 9} {cy + 5}" stroke="{RED}" '
              f'stroke-width="3.5" stroke-linecap="round"/>'
            + f'<circle cx="{cx}" cy="{cy}" r="3" fill="{SOOT}"/>')


def sym_stop(c):
    """Time stopper: a stopwatch with a raised hand in its dial."""
    main, light, dark, pale = c
    fingers = ((36.5, 33, 27), (43.5, 28.5, 31), (50.5, 29.5, 30), (57.5, 34, 25))
    hand = "".join(f'<rect x="{x}" y="{y}" width="6.6" height="{h}" rx="3.3" fill="{dark}" '
                   f'stroke="{pale}" stroke-width="1.2"/>' for x, y, h in fingers)
    hand += (f'<path d="M40 74L29.5 58.5" stroke="{pale}" stroke-width="9.4" stroke-linecap="round"/>'
             f'<path d="M40 74L29.5 58.5" stroke="{dark}" stroke-width="7" stroke-linecap="round"/>'
             f'<path d="M36 52H64.5V70C64.5 78 58 83 50 83S35.5 78 35.5 70Z" fill="{dark}"/>')
    return (f'<rect x="43" y="4" width="14" height="9" rx="2.5" fill="{dark}"/>'
            f'<rect x="46.5" y="11" width="7" height="8" fill="{dark}"/>'
            f'<rect x="46" y="13" width="8" height="9" rx="2" fill="{dark}" '
            f'transform="rotate(42 50 57)"/>'
            f'<circle cx="50" cy="57" r="38" fill="{main}" stroke="{dark}" stroke-width="3.5"/>'
            f'<circle cx="50" cy="57" r="31" fill="{pale}"/>'
            + ticks(50, 57, 30, 26.5, dark, 2.2) + hand)


def arc_arrow(cx, cy, r, start, end, colour, width, length, half):
    """A clockwise arc from clock angle start to end (degrees from 12
    o'clock) ending in an arrowhead that continues the curve."""
    x0, y0 = polar(cx, cy, r, start)
    x1, y1 = polar(cx, cy, r, end)
    big = 1 if end - start > 180 else 0
    bend = math.degrees(length / r) / 2          # the chord of the head turns by half its arc
    heading = math.radians(end + bend)           # clock angle = screen heading of a clockwise move
    tip_x, tip_y = x1 + length * math.cos(heading), y1 + length * math.sin(heading)
    return (f'<path d="M{x0:.1f} {y0:.1f}A{r} {r} 0 {big} 1 {x1:.1f} {y1:.1f}" fill="none" '
            f'stroke="{colour}" stroke-width="{width:g}"/>'
            + arrowhead(tip_x, tip_y, end + bend, length + 1, half, colour))


def sym_reverse(c):
    """Reverse: two arrows chasing each other round a circle."""
    main, light, dark, pale = c
    return (arc_arrow(50, 50, 31, -68, 42, dark, 12, 18, 15)
            + arc_arrow(50, 50, 31, 112, 222, main, 12, 18, 15))


def sym_skip(c):
    """Skip: a figure behind a no-entry circle."""
    main, light, dark, pale = c
    d = 50 / math.sqrt(2) * 0.8
    return (f'<circle cx="50" cy="31" r="11.5" fill="{dark}"/>'
            f'<path d="M27 84C27 60 37 48 50 48S73 60 73 84Z" fill="{dark}"/>'
            f'<circle cx="50" cy="52" r="40" fill="none" stroke="{RED}" stroke-width="9"/>'
            f'<path d="M{50 - d:.1f} {52 - d:.1f}L{50 + d:.1f} {52 + d:.1f}" stroke="{RED}" '
            f'stroke-width="9"/>')


def card_shape(x, y, w, h, fill, stroke, angle=0, inner=None, width=2.5):
    """A small playing card, optionally turned about its centre."""
    rot = f' transform="rotate({angle:g} {x + w / 2:g} {y + h / 2:g})"' if angle else ""
    extra = (f'<rect x="{x + 4:g}" y="{y + 4:g}" width="{w - 8:g}" height="{h - 8:g}" rx="2" '
             f'fill="none" stroke="{inner}" stroke-width="1.5"/>' if inner else "")
    return (f'<g{rot}><rect x="{x:g}" y="{y:g}" width="{w:g}" height="{h:g}" rx="4" fill="{fill}" '
            f'stroke="{stroke}" stroke-width="{width:g}"/>{extra}</g>')


def sym_plus(c, n):
    """+1 / +2: cards flying off the draw pile, under a big +n."""
    main, light, dark, pale = c
    out = []
    for k in range(4):                           # the draw pile, seen from the side
        out.append(f'<rect x="22" y="{88 - k * 4}" width="56" height="10" rx="3" fill="{BACK[0]}" '
                   f'stroke="{BACK[2]}" stroke-width="2"/>')
    flying = [(0, 50)] if n == 1 else [(-28, 28), (28, 72)]
    for angle, x in flying:                      # cards dealt off the pile, face down
        out.append(f'<path d="M50 74L{x} 58" stroke="{light}" stroke-width="10" '
                   f'stroke-linecap="round"/>')
        out.append(card_shape(x - 14, 40, 28, 38, BACK[0], BACK[2], angle, inner=BACK[1]))
    out.append(centred_numeral(f"+{n}", 50, 21, 42, dark, halo=pale))
    return "".join(out)


def sym_twice(c):
    """Play twice: two face-up cards side by side and a big x2."""
    main, light, dark, pale = c
    out = [card_shape(8, 14, 40, 58, pale, dark, -10, inner=main, width=3),
           card_shape(52, 14, 40, 58, pale, dark, 10, inner=main, width=3)]
    for x, angle in ((28, -10), (72, 10)):         # a "played" arrow on each card
        out.append(f'<g transform="rotate({angle} {x} 43)"><path d="M{x} 28V52" stroke="{main}" '
                   f'stroke-width="6" stroke-linecap="round"/>'
                   + arrowhead(x, 62, 90, 12, 10, main) + '</g>')
    out.append(f'<circle cx="50" cy="76" r="22" fill="{dark}"/>'
               + centred_numeral("x2", 50, 76, 26, pale))
    return "".join(out)


def sym_swap(c):
    """Swap hands: two fans of cards and arrows crossing between them."""
    main, light, dark, pale = c
    out = []
    for cx, fill, edge, inner in ((23, dark, dark, light), (77, light, dark, dark)):
        for angle in (-20, 0, 20):
            out.append(f'<g transform="rotate({angle} {cx} 80)">'
                       + card_shape(cx - 12, 34, 24, 36, fill, edge, inner=inner) + '</g>')
    out.append(f'<path d="M24 22Q48 2 70 14" fill="none" stroke="{dark}" stroke-width="7" '
               f'stroke-linecap="round"/>' + arrowhead(84, 25, 40, 17, 11, dark))
    out.append(f'<path d="M76 84Q52 104 30 92" fill="none" stroke="{main}" stroke-width="7" '
               f'stroke-linecap="round"/>' + arrowhead(16, 81, 220, 17, 11, main))
    return "".join(out)


def sym_timebomb():
    """A ticking time bomb: three dynamite sticks strapped to an alarm clock."""
    dark = "#5a0f0b"
    out = []
    for x in (17, 39, 61):
        out.append(f'<rect x="{x}" y="30" width="22" height="64" rx="5" fill="url(#stick)" '
                   f'stroke="{dark}" stroke-width="2.5"/>'
                   f'<ellipse cx="{x + 11}" cy="33" rx="8" ry="2.6" fill="{dark}"/>')
    out.append(f'<path d="M45 46C38 16 24 18 28 32" fill="none" stroke="{RED}" stroke-width="3.5" '
               f'stroke-linecap="round"/>'
               f'<path d="M55 46C62 16 76 18 72 32" fill="none" stroke="#2f72cf" stroke-width="3.5" '
               f'stroke-linecap="round"/>'
               f'<rect x="14" y="42" width="72" height="8" rx="2" fill="#33333b"/>'
               f'<rect x="14" y="82" width="72" height="8" rx="2" fill="#33333b"/>')
    cx, cy = 50, 66
    out.append(f'<circle cx="37" cy="48" r="7" fill="#8f8f99" stroke="{SOOT}" stroke-width="2"/>'
               f'<circle cx="63" cy="48" r="7" fill="#8f8f99" stroke="{SOOT}" stroke-width="2"/>'
               f'<circle cx="{cx}" cy="{cy}" r="21" fill="#f7f3ea" stroke="{SOOT}" stroke-width="3.5"/>'
               + ticks(cx, cy, 17, 14, SOOT, 2)
               + f'<path d="M{cx} {cy}L{cx - 2} {cy - 14}M{cx} {cy}L{cx - 8} {cy - 7}" '
                 f'stroke="{SOOT}" stroke-width="3.2" stroke-linecap="round"/>'
               + f'<path d="M{cx} {cy}L{cx + 7} {cy + 12}" stroke="{RED}" stroke-width="1.8" '
                 f'stroke-linecap="round"/>'
               + f'<circle cx="{cx}" cy="{cy}" r="2.8" fill="{RED}"/>'
               + f'<path d="M9 58Q5 66 9 74M3 54Q-2 66 3 78M91 58Q95 66 91 74M97 54Q102 66 97 78" '
                 f'fill="none" stroke="{SOOT}" stroke-width="2.5" stroke-linecap="round"/>')
    return "".join(out)


def sym_explosion():
    """An explosion: ragged bursts, flying bits and smoke."""
    jit = (1.0, 0.78, 0.95, 0.7, 1.0, 0.85, 0.74, 0.98, 0.8, 0.9, 0.72, 1.0, 0.86)
    out = [f'<polygon points="{star(50, 50, 50, 27, 13, -80, jitter=jit)}" fill="{RED}" '
           f'stroke="#5a0f0b" stroke-width="2" stroke-linejoin="round"/>',
           f'<polygon points="{star(50, 50, 38, 21, 11, -60, jitter=jit[3:])}" fill="#ff7a1a"/>',
           f'<polygon points="{star(50, 50, 26, 14, 9, -90, jitter=jit[5:])}" fill="{YELLOW}"/>',
           f'<polygon points="{star(50, 50, 13, 7, 7, -75)}" fill="#fffbe0"/>']
    return "".join(out)


# --- defs ------------------------------------------------------------------------
def defs():
    fam = FAMILIES["command"]
    out = ['<defs>',
           '<radialGradient id="bombshell" cx="0.36" cy="0.32" r="0.75">'
           '<stop offset="0" stop-color="#6a6a78"/><stop offset="0.45" stop-color="#2c2c35"/>'
           f'<stop offset="1" stop-color="{SOOT}"/></radialGradient>',
           '<linearGradient id="stick" x1="0" y1="0" x2="1" y2="0">'
           '<stop offset="0" stop-color="#9e1f17"/><stop offset="0.4" stop-color="#e2483a"/>'
           '<stop offset="1" stop-color="#9e1f17"/></linearGradient>',
           '<radialGradient id="blast" cx="0.5" cy="0.5" r="0.5">'
           '<stop offset="0" stop-color="#ffb347" stop-opacity="0.9"/>'
           '<stop offset="1" stop-color="#ffb347" stop-opacity="0"/></radialGradient>',
           f'<g id="art-bomb">{sym_bomb()}</g>',
           f'<g id="art-bombclock">{sym_bombclock()}</g>',
           f'<g id="art-stop">{sym_stop(fam)}</g>',
           f'<g id="art-reverse">{sym_reverse(fam)}</g>',
           f'<g id="art-skip">{sym_skip(fam)}</g>',
           f'<g id="art-plus1">{sym_plus(fam, 1)}</g>',
           f'<g id="art-plus2">{sym_plus(fam, 2)}</g>',
           f'<g id="art-swap">{sym_swap(fam)}</g>',
           f'<g id="art-twice">{sym_twice(fam)}</g>',
           f'<g id="art-timebomb">{sym_timebomb()}</g>',
           f'<g id="art-explosion">{sym_explosion()}</g>',
           '</defs>']
    return "\n".join(out)


# --- cards -------------------------------------------------------------------------
def frame(family):
    main, light, dark, pale = FAMILIES[family]
    return (f'<rect width="{W}" height="{H}" rx="{RADIUS}" fill="{main}"/>'
            f'<rect x="8" y="8" width="{W - 16}" height="{H - 16}" rx="8" fill="{pale}"/>'
            f'<rect x="13.5" y="13.5" width="{W - 27}" height="{H - 27}" rx="5" fill="none" '
            f'stroke="{dark}" stroke-width="1.5" stroke-opacity="0.55"/>')


def both_corners(markup):
    """The corner index top-left, and turned 180 degrees bottom-right."""
    return f'<g>{markup}</g><g transform="rotate(180 {W / 2:g} {H / 2:g})">{markup}</g>'


def corner_numeral(text, colour):
    """A corner index: at most 60 wide and 46 tall, from (19, 19)."""
    height = min(46, 60 * 100 / (numeral_width(text, 100)))
    return numeral(text, 19, 19, height, colour)


DIAL = (100, 160, 70, 60)      # number cards' stopwatch: centre, body and face radius


def face_number(n):
    """A number card: a stopwatch dial with the seconds it adds marked as a
    wedge, and the number big in the middle.  n None: the blank template."""
    main, light, dark, pale = FAMILIES["number"]
    cx, cy, body, face = DIAL
    out = [frame("number"),
           f'<rect x="90" y="{cy - body - 16}" width="20" height="12" rx="3" fill="{dark}"/>'
           f'<rect x="95" y="{cy - body - 6}" width="10" height="8" fill="{dark}"/>'
           f'<rect x="95" y="{cy - body - 8}" width="10" height="12" rx="2" fill="{dark}" '
           f'transform="rotate(40 {cx} {cy})"/>'
           f'<circle cx="{cx}" cy="{cy}" r="{body}" fill="{main}" stroke="{dark}" stroke-width="3"/>'
           f'<circle cx="{cx}" cy="{cy}" r="{face}" fill="{pale}"/>']
    r = face - 2
    if n and n >= 60:                  # a whole minute or more: the whole face
        out.append(f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="{light}" stroke="{main}" '
                   f'stroke-width="2.5"/>')
    elif n:
        deg = n / 60 * 360
        x1, y1 = polar(cx, cy, r, deg)
        big = 1 if deg > 180 else 0
        out.append(f'<path d="M{cx} {cy}V{cy - r}A{r} {r} 0 {big} 1 {x1:.1f} {y1:.1f}Z" '
                   f'fill="{light}" stroke="{main}" stroke-width="2.5" stroke-linejoin="round"/>')
    out.append(ticks(cx, cy, face - 3, face - 9, dark, 3, count=12, major_every=3,
                     major_in=face - 14))
    if n:
        text = str(n)
        height = {1: 92, 2: 70}.get(len(text), 48)
        out.append(centred_numeral(text, cx, cy + 2, height, dark, halo=pale))
        out.append(both_corners(corner_numeral(text, dark)))
    return "".join(out)


def face_set(value):
    """A set card: a digital stopwatch reading :0, :30 or :60."""
    main, light, dark, pale = FAMILIES["set"]
    text = f":{value}"
    return (frame("set")
            + f'<rect x="86" y="78" width="28" height="12" rx="3" fill="{dark}"/>'
              f'<rect x="93" y="88" width="14" height="12" fill="{dark}"/>'
              f'<rect x="38" y="90" width="26" height="14" rx="3" fill="{dark}" '
              f'transform="rotate(-14 51 97)"/>'
              f'<rect x="136" y="90" width="26" height="14" rx="3" fill="{dark}" '
              f'transform="rotate(14 149 97)"/>'
              f'<rect x="20" y="98" width="160" height="126" rx="32" fill="{main}" stroke="{dark}" '
              f'stroke-width="3"/>'
              f'<rect x="31" y="113" width="138" height="92" rx="14" fill="{LCD}" stroke="{dark}" '
              f'stroke-width="2"/>'
              f'<rect x="37" y="119" width="126" height="80" rx="9" fill="none" stroke="{main}" '
              f'stroke-width="1.2" stroke-opacity="0.6"/>'
            + centred_numeral(text, 100, 159, 70, LCD_INK)
            + f'<path d="M52 215H148" stroke="{light}" stroke-width="3" stroke-linecap="round" '
              f'stroke-dasharray="0.1 8"/>'
            + both_corners(corner_numeral(text, dark)))


COMMAND_CORNER = {"plus1": "+1", "plus2": "+2", "twice": "x2"}


def face_command(kind):
    main, light, dark, pale = FAMILIES["command"]
    if kind in COMMAND_CORNER:
        index = corner_numeral(COMMAND_CORNER[kind], dark)
    else:
        index = use(kind, 16, 16, 48)
    return frame("command") + both_corners(index) + use(kind, 28, 88, 144)


def face_bomb():
    main, light, dark, pale = FAMILIES["bomb"]
    jit = (1.0, 0.86, 0.97, 0.8, 1.0, 0.9)
    return (frame("bomb")
            + f'<circle cx="100" cy="160" r="78" fill="url(#blast)"/>'
            + f'<polygon points="{star(106, 150, 84, 50, 14, -90, squash=0.9, jitter=jit)}" '
              f'fill="#ff8a1a" stroke="{RED}" stroke-width="3" stroke-linejoin="round"/>'
            + f'<polygon points="{star(112, 142, 56, 32, 11, -70, jitter=jit[2:])}" '
              f'fill="{light}"/>'
            + use("bomb", 24, 86, 150)
            + both_corners(use("bomb", 15, 15, 52)))


def lattice(x0, y0, x1, y1, fill, step=20, r=5, opacity=0.22):
    """Small diamonds on a grid, kept strictly inside the given rectangle."""
    out, row, y = [], 0, y0 + r
    while y <= y1 - r:
        x = x0 + r + (step / 2 if row % 2 else 0)
        while x <= x1 - r:
            out.append(f"M{x:g} {y - r:g}l{r} {r} {-r} {r} {-r} {-r}z")
            x += step
        y += step / 2
        row += 1
    return f'<path d="{"".join(out)}" fill="{fill}" fill-opacity="{opacity:g}"/>'


def back():
    main, accent, dark, paper = BACK
    badge = (f'<circle cx="38" cy="38" r="21" fill="{paper}" stroke="{accent}" stroke-width="2.5"/>'
             + use("bombclock", 19, 19, 38))
    return (f'<rect width="{W}" height="{H}" rx="{RADIUS}" fill="{main}"/>'
            + lattice(16, 16, W - 16, H - 16, accent, opacity=0.28)
            + f'<rect x="7" y="7" width="{W - 14}" height="{H - 14}" rx="9" fill="none" '
              f'stroke="{paper}" stroke-width="4"/>'
            + f'<rect x="14.5" y="14.5" width="{W - 29}" height="{H - 29}" rx="5" fill="none" '
              f'stroke="{accent}" stroke-width="1.5"/>'
            + both_corners(badge)
            + f'<ellipse cx="100" cy="150" rx="66" ry="84" fill="{paper}" stroke="{dark}" '
              f'stroke-width="4"/>'
            + f'<ellipse cx="100" cy="150" rx="58" ry="76" fill="none" stroke="{accent}" '
              f'stroke-width="3" stroke-dasharray="6 5"/>'
            + use("bombclock", 44, 92, 118))


def clip_to_rect(pts, x0, y0, x1, y1):
    """Sutherland-Hodgman: a convex polygon cut to an axis-aligned rectangle."""
    def cut(poly, inside, meet):
        res = []
        for i, p in enumerate(poly):
            q = poly[i - 1]
            if inside(p):
                if not inside(q):
                    res.append(meet(q, p))
                res.append(p)
            elif inside(q):
                res.append(meet(q, p))
        return res

    def at_x(x):
        return lambda a, b: (x, a[1] + (b[1] - a[1]) * (x - a[0]) / (b[0] - a[0]))

    def at_y(y):
        return lambda a, b: (a[0] + (b[0] - a[0]) * (y - a[1]) / (b[1] - a[1]), y)

    for inside, meet in ((lambda p: p[0] >= x0, at_x(x0)), (lambda p: p[0] <= x1, at_x(x1)),
                         (lambda p: p[1] >= y0, at_y(y0)), (lambda p: p[1] <= y1, at_y(y1))):
        pts = cut(pts, inside, meet)
        if not pts:
            break
    return pts


def hazard_frame(stripe, ground, panel):
    """A token frame of diagonal warning stripes around a panel."""
    inset, band, period = 5, 17, 26
    x0, y0, x1, y1 = inset, inset, W - inset, H - inset
    out = [f'<rect width="{W}" height="{H}" rx="{RADIUS}" fill="{ground}"/>']
    paths = []
    for k in range(-int(H / period) - 2, int(W / period) + 2):
        s = k * period
        poly = [(s, 0), (s + period / 2, 0), (s + period / 2 + H, H), (s + H, H)]
        cut = clip_to_rect(poly, x0, y0, x1, y1)
        if len(cut) >= 3:
            paths.append("M" + "L".join(f"{x:.1f} {y:.1f}" for x, y in cut) + "Z")
    out.append(f'<path d="{"".join(paths)}" fill="{stripe}"/>')
    p = inset + band
    out.append(f'<rect x="{p}" y="{p}" width="{W - 2 * p}" height="{H - 2 * p}" rx="8" '
               f'fill="{panel}" stroke="{ground}" stroke-width="3"/>')
    return "".join(out)


def timebomb():
    return (hazard_frame(YELLOW, SOOT, "#fff3cf")
            + f'<circle cx="100" cy="150" r="70" fill="#ffe08a"/>'
            + f'<circle cx="100" cy="150" r="70" fill="none" stroke="{SOOT}" stroke-width="2" '
              f'stroke-dasharray="2 8" stroke-linecap="round"/>'
            + use("timebomb", 28, 82, 144))


def timebomb_exploded():
    smoke = "".join(f'<circle cx="{x}" cy="{y}" r="{r}" fill="#6d6560"/>'
                    for x, y, r in ((56, 236, 20), (82, 246, 22), (112, 244, 24), (142, 236, 19),
                                    (70, 222, 14), (132, 224, 15)))
    bits = ''.join(f'<rect x="{x}" y="{y}" width="9" height="20" rx="2" fill="url(#stick)" '
                   f'stroke="#5a0f0b" stroke-width="1.5" transform="rotate({a} {x + 4.5} {y + 10})"/>'
                   for x, y, a in ((40, 56, -35), (146, 64, 40), (34, 196, 60), (156, 186, -55)))
    gear = (f'<polygon points="{star(150, 106, 9, 6.5, 8, -90)}" fill="#c9c9cf" stroke="{SOOT}" '
            f'stroke-width="1.5"/><circle cx="150" cy="106" r="2.5" fill="{SOOT}"/>'
            f'<polygon points="{star(52, 110, 7, 5, 7, -90)}" fill="#c9c9cf" stroke="{SOOT}" '
            f'stroke-width="1.5"/>')
    return (hazard_frame(RED, SOOT, "#2b2320")
            + smoke
            + use("explosion", 12, 56, 176)
            + bits + gear)


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
    """(id, markup) rows: numbers, set cards and the bomb, commands, the rest."""
    return [
        [(f"number-{n}", face_number(n)) for n in NUMBERS] + [("number-blank", face_number(None))],
        [(f"set{v}", face_set(v)) for v in SETS] + [("bomb", face_bomb())],
        [(k, face_command(k)) for k in ("stop", "reverse", "skip", "plus1", "plus2", "swap", "twice")],
        [("back", back()), ("timebomb", timebomb()), ("timebomb-exploded", timebomb_exploded()),
         ("placeholder", placeholder())],
    ]


def main():
    rows = cards()
    cols = max(len(r) for r in rows)
    width, height = cols * (W + GAP) + GAP, len(rows) * (H + GAP) + GAP
    out = ['<?xml version="1.0" encoding="UTF-8"?>',
           f'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
           f'version="1.2" baseProfile="tiny" width="{width}" height="{height}" '
           f'viewBox="0 0 {width} {height}">',
           '<title>Boomo card deck (Houserules)</title>',
           '<!-- Generated by resources/tools/make_boomo_deck.py; do not edit. -->',
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
