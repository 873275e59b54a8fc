#!/usr/bin/env python3
"""Generate resources/pieces/wyatt-earp.svg, the Wyatt Earp board pieces.

Every piece is one <g> whose id the app renders with
QSvgRenderer::render(painter, id, rect):

    field-stone, field-star, field-dollar, field-ace, field-dice   200x200 sidewalk fields
    street                                                        200x200, tiles sideways
    cowboy-<c>  (red, blue, green, yellow, white, black)          200x200 figures
    chip-<c>    (the same six colours)                            100x100 casino chips
    die-1 ... die-6, die-blank                                    100x100 dice faces
    poker-9, poker-10, poker-j, poker-q, poker-k, poker-a         100x100 poker dice faces
    bills, pot, attr-intelligence, attr-speed, attr-strength,
    attr-dexterity, attr-star, sitting-out,
    arrow-left, arrow-right, arrow-cross                          100x100 icons
    hasard-board                                                  600x400 hasard table

Each group starts with an invisible rectangle the size of its cell and
nothing in it reaches outside the cell, so boundsOnElement() is the cell.
The cells sit on a grid and don't overlap.  The fields, the street and the
hasard board fill their cells; everything else has a transparent
background.  The hasard board holds invisible rectangles (hasard-low,
hasard-high, hasard-pair, hasard-pair-1 ... hasard-pair-6) as direct
children that mark where the app draws the words and the chips.  The only
letters are the card ranks on the poker dice, drawn as stroked paths.  Only
SVG Tiny 1.2 features that Qt Svg understands are used.  Standard library
only:

    python3 resources/tools/make_wyatt_earp_pieces.py [output.svg]
"""
import math
import sys
from pathlib import Path

sys.dont_write_bytecode = True   # no __pycache__ next to the scripts
from make_boomo_deck import DIGITS, arrowhead, polar, star  # noqa: E402
from player_marks import mark, mark_piece  # noqa: E402

GAP = 20
OUT = Path(__file__).resolve().parent.parent / "pieces" / "wyatt-earp.svg"
INK = "#2a1a10"
HALO = "#fbf6ea"                 # the light outline around figures and icons

# figure and chip colour: (main, dark, light)
COLOURS = {
    "red":    ("#d8362b", "#7c1510", "#f6a89c"),
    "blue":   ("#2f6fd6", "#12306e", "#a9c8f6"),
    "green":  ("#2f9a4c", "#124a22", "#a6e0b4"),
    "yellow": ("#f2c21c", "#7a5a00", "#fff0a0"),
    "white":  ("#f4f1ea", "#8d8a84", "#ffffff"),
    "black":  ("#2b2b32", "#0c0c10", "#6a6a78"),
}
WOOD, WOOD_DARK, WOOD_LIGHT = "#b98650", "#5e3a1a", "#dcae74"
DIRT, DIRT_DARK, DIRT_LIGHT = "#d0ab72", "#9a7442", "#e6c997"
STONE, STONE_DARK, STONE_LIGHT = "#a69d8e", "#5e564b", "#d2cabb"
GOLD, GOLD_DARK, GOLD_LIGHT = "#e0a82a", "#7a5510", "#f8d878"
IVORY, IVORY_DARK, PIP = "#f7f0dc", "#b9a886", "#2a1a10"
FELT, FELT_DARK, FELT_LIGHT = "#1f6b3a", "#0f3f20", "#4fa56a"
FELT_MARK = "#3f9058"                                           # faint marks on the felt
NOTE, NOTE_DARK, NOTE_LIGHT = "#7fae72", "#2f5a2a", "#cfe6c0"    # banknotes
SKIN = "#e6b48a"
BOOT, BOOT_DARK = "#7a4a26", "#3a200c"
RED_SUIT, BLACK_SUIT, BLUE_SUIT, GREEN_SUIT = "#c62828", "#1d1d24", "#1f4fa8", "#1e7a3a"


def cell(w, h):
    """The invisible rectangle that makes boundsOnElement() the whole cell."""
    return f'<rect width="{w}" height="{h}" fill="none"/>'


def outlined(d, dark, main, outer, inner, cap="round"):
    """A stroked path drawn wide in dark, then narrower in main: an outlined line."""
    return (f'<path d="{d}" fill="none" stroke="{dark}" stroke-width="{outer:g}" '
            f'stroke-linecap="{cap}" stroke-linejoin="round"/>'
            f'<path d="{d}" fill="none" stroke="{main}" stroke-width="{inner:g}" '
            f'stroke-linecap="{cap}" stroke-linejoin="round"/>')


# --- symbols shared with the cards and the cover, each in a 100x100 box ------------------
DOLLAR = ("M67 30C61 23 55 21 48 21C38 21 31 27 31 36C31 46 41 48 50 50"
          "C60 52 69 56 69 66C69 75 62 81 50 81C42 81 35 78 30 72M50 12V90")
SPADE = ("M50 8C40 28 12 40 12 62C12 76 24 84 36 82C42 81 46 78 47 74C46 82 43 88 36 94H64"
         "C57 88 54 82 53 74C54 78 58 81 64 82C76 84 88 76 88 62C88 40 60 28 50 8Z")
HEART = ("M50 90C36 76 8 58 8 35C8 21 19 11 31 11C40 11 47 16 50 25C53 16 60 11 69 11"
         "C81 11 92 21 92 35C92 58 64 76 50 90Z")
DIAMOND = "M50 4L86 50L50 96L14 50Z"


def club(colour):
    return (f'<g fill="{colour}"><circle cx="50" cy="28" r="19"/><circle cx="28" cy="56" r="19"/>'
            f'<circle cx="72" cy="56" r="19"/><path d="M50 40C52 64 56 80 66 94H34C44 80 48 64 50 40Z"/>'
            f'<rect x="40" y="36" width="20" height="24"/></g>')


def suit(name, colour):
    if name == "club":
        return club(colour)
    d = {"spade": SPADE, "heart": HEART, "diamond": DIAMOND}[name]
    return f'<path d="{d}" fill="{colour}"/>'


def sym_star(fill=GOLD, light=GOLD_LIGHT, dark=GOLD_DARK, balls=True):
    """A six-pointed lawman's star with little balls on its tips."""
    out = [f'<polygon points="{star(50, 50, 40, 20, 6)}" fill="{fill}" stroke="{dark}" '
           f'stroke-width="4" stroke-linejoin="round"/>']
    if balls:
        for k in range(6):
            x, y = polar(50, 50, 42, k * 60)
            out.append(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="6" fill="{fill}" stroke="{dark}" '
                       f'stroke-width="3"/>')
    out.append(f'<circle cx="50" cy="50" r="15" fill="{light}" stroke="{dark}" stroke-width="3"/>'
               f'<polygon points="{star(50, 51, 10, 4.2, 5)}" fill="{dark}"/>'
               f'<path d="M30 34L40 30" stroke="#ffffff" stroke-width="3" stroke-linecap="round" '
               f'stroke-opacity="0.6"/>')
    return "".join(out)


def sym_coin(fill=GOLD, light=GOLD_LIGHT, dark=GOLD_DARK):
    """A gold coin with a $ sign."""
    return (f'<circle cx="50" cy="53" r="44" fill="{dark}"/>'
            f'<circle cx="50" cy="48" r="44" fill="{fill}" stroke="{dark}" stroke-width="4"/>'
            f'<circle cx="50" cy="48" r="34" fill="{light}" stroke="{dark}" stroke-width="2.5"/>'
            f'<circle cx="50" cy="48" r="39" fill="none" stroke="{dark}" stroke-width="1.5" '
            f'stroke-dasharray="2 3"/>'
            f'<g transform="translate(50 48) scale(0.62) translate(-50 -51)">'
            f'<path d="{DOLLAR}" fill="none" stroke="{dark}" stroke-width="14" stroke-linecap="round" '
            f'stroke-linejoin="round"/></g>'
            f'<path d="M20 34C24 24 32 16 42 13" fill="none" stroke="#ffffff" stroke-width="4" '
            f'stroke-linecap="round" stroke-opacity="0.6"/>')


def sym_revolver(steel="#8a8f99", steel_dark="#2a2c33", steel_light="#d5d9e0", grip="#8a4a22"):
    """A single-action revolver seen from its right side, muzzle to the right."""
    line = steel_dark
    return (f'<path d="M30 52C27 62 22 72 19 82C18 88 21 90 26 90H34C37 90 39 88 39 84'
            f'C39 74 42 64 46 56Z" fill="{grip}" stroke="{line}" stroke-width="3.5" '
            f'stroke-linejoin="round"/>'
            f'<path d="M26 72L38 67M24 80L36 75" stroke="{line}" stroke-width="1.6" '
            f'stroke-opacity="0.6"/>'
            f'<path d="M42 54C40 68 52 72 58 60" fill="none" stroke="{line}" stroke-width="4" '
            f'stroke-linecap="round"/>'
            f'<path d="M50 54L47 64" stroke="{line}" stroke-width="3" stroke-linecap="round"/>'
            f'<path d="M31 31L25 23L29 21L35 29Z" fill="{steel}" stroke="{line}" stroke-width="3" '
            f'stroke-linejoin="round"/>'
            f'<path d="M28 30H62V56H46C40 56 34 56 30 52Z" fill="{steel}" stroke="{line}" '
            f'stroke-width="3.5" stroke-linejoin="round"/>'
            f'<path d="M58 33H96V44H58Z" fill="{steel}" stroke="{line}" stroke-width="3.5" '
            f'stroke-linejoin="round"/>'
            f'<path d="M60 47H88V52H60Z" fill="{steel}" stroke="{line}" stroke-width="2.5" '
            f'stroke-linejoin="round"/>'
            f'<path d="M91 28H95V33H91Z" fill="{line}"/>'
            f'<rect x="36" y="31" width="22" height="22" rx="5" fill="{steel_light}" stroke="{line}" '
            f'stroke-width="3.5"/>'
            f'<path d="M42 34V50M47 33V51M52 34V50" stroke="{line}" stroke-width="1.6" '
            f'stroke-opacity="0.7"/>'
            f'<path d="M62 36H92" stroke="#ffffff" stroke-width="2.5" stroke-linecap="round" '
            f'stroke-opacity="0.55"/>')


def die_face(n, size=100, fill=IVORY, edge=IVORY_DARK, pip=PIP):
    """A die face: an ivory rounded square with n pips (0 = blank)."""
    s = size / 100
    spots = {0: (), 1: ((50, 50),), 2: ((28, 28), (72, 72)), 3: ((26, 26), (50, 50), (74, 74)),
             4: ((28, 28), (72, 28), (28, 72), (72, 72)),
             5: ((26, 26), (74, 26), (50, 50), (26, 74), (74, 74)),
             6: ((28, 24), (72, 24), (28, 50), (72, 50), (28, 76), (72, 76))}[n]
    r = 11 if n == 1 else 8.5
    colour = RED_SUIT if n == 1 else pip
    pips = "".join(f'<circle cx="{x}" cy="{y}" r="{r}" fill="{colour}"/>'
                   f'<circle cx="{x - r * 0.3:.1f}" cy="{y - r * 0.3:.1f}" r="{r * 0.3:.1f}" '
                   f'fill="#ffffff" fill-opacity="0.35"/>' for x, y in spots)
    body = (f'<rect x="6" y="8" width="88" height="88" rx="18" fill="{edge}"/>'
            f'<rect x="6" y="4" width="88" height="88" rx="18" fill="url(#ivory)" stroke="{INK}" '
            f'stroke-width="3"/>'
            f'<rect x="13" y="11" width="74" height="74" rx="13" fill="none" stroke="#ffffff" '
            f'stroke-width="2" stroke-opacity="0.7"/>')
    inner = f'<g transform="translate(0 -2)">{pips}</g>'
    if s == 1:
        return body + inner
    return f'<g transform="scale({s:g})">{body}{inner}</g>'


# --- poker dice ranks: centre-line paths in a 60x100 cell -----------------------------------
RANKS = {
    "9": ("6", True),        # a 6 turned upside down, as in the Boomo digits
    "1": ("1", False),
    "0": ("0", False),
}
LETTERS = {
    "J": "M46 8V68C46 84 38 92 27 92C17 92 10 86 9 76M28 8H56",
    "Q": "M30 8C14 8 8 28 8 50S14 92 30 92 52 72 52 50 46 8 30 8ZM34 68L56 98",
    "K": "M10 8V92M52 8L12 58M27 42L54 92",
    "A": "M5 92L30 8L55 92M15 62H45",
}
GLYPH_X = {"9": (0.5, 59.5), "1": (4.5, 40.5), "0": (0.5, 59.5), "J": (1.5, 63.5),
           "Q": (0.5, 63.5), "K": (2.5, 61.5), "A": (-2.5, 62.5)}


def rank_glyph(ch, colour, width):
    if ch in LETTERS:
        d, rot = LETTERS[ch], ""
    else:
        base, turn = RANKS[ch]
        d, rot = DIGITS[base], (' transform="rotate(180 30 50)"' if turn else "")
    return (f'<path{rot} d="{d}" fill="none" stroke="{colour}" stroke-width="{width:g}" '
            f'stroke-linecap="round" stroke-linejoin="round"/>')


def rank(text, cx, cy, height, colour, width=15):
    """The rank centred on (cx, cy), glyphs laid out like the Boomo numerals."""
    widths = [GLYPH_X[c][1] - GLYPH_X[c][0] for c in text]
    total = (sum(widths) + 4 * (len(text) - 1)) * height / 100
    s = height / 100
    parts, cursor = [], 0.0
    for c, w in zip(text, widths):
        parts.append(f'<g transform="translate({cursor - GLYPH_X[c][0]:g} 0)">'
                     f'{rank_glyph(c, colour, width)}</g>')
        cursor += w + 4
    return (f'<g transform="translate({cx - total / 2:g} {cy - height / 2:g}) scale({s:g})">'
            f'{"".join(parts)}</g>')


POKER = {            # id suffix: (rank, suit, colour)
    "9": ("9", "club", GREEN_SUIT),
    "10": ("10", "diamond", RED_SUIT),
    "j": ("J", "spade", BLUE_SUIT),
    "q": ("Q", "heart", RED_SUIT),
    "k": ("K", "club", BLACK_SUIT),
    "a": ("A", "spade", BLACK_SUIT),
}


def poker_face(key):
    text, suit_name, colour = POKER[key]
    h = 44 if len(text) == 1 else 40
    glyph_w = 14 if len(text) == 1 else 13
    return (die_face(0)
            + rank(text, 50, 38, h, colour, glyph_w)
            + f'<g transform="translate(38 64) scale(0.24)">{suit(suit_name, colour)}</g>')


# --- sidewalk fields ------------------------------------------------------------------------
def boardwalk():
    """Five vertical planks across the whole cell, with nails and grain."""
    out = [f'<rect width="200" height="200" fill="{WOOD}"/>']
    shades = (WOOD, "#c4925a", "#ad7b47", "#c08c55", "#b3834e")
    for k in range(5):
        x = k * 40
        out.append(f'<rect x="{x + 1}" y="0" width="38" height="200" fill="{shades[k]}"/>')
        # grain: two wavy lines per plank, inside the plank
        for g, off in enumerate((11, 27)):
            gx = x + off
            amp = 3 if (k + g) % 2 else -3
            out.append(f'<path d="M{gx} 6C{gx + amp} 50 {gx - amp} 90 {gx} 130S{gx + amp} 180 {gx} 194" '
                       f'fill="none" stroke="{WOOD_DARK}" stroke-width="1.3" stroke-opacity="0.35"/>')
        if k in (1, 3):
            out.append(f'<ellipse cx="{x + 20}" cy="{60 + k * 20}" rx="4" ry="7" fill="none" '
                       f'stroke="{WOOD_DARK}" stroke-width="1.5" stroke-opacity="0.4"/>')
        for y in (12, 188):
            for nx in (x + 9, x + 31):
                out.append(f'<circle cx="{nx}" cy="{y}" r="2.4" fill="#4a4036"/>'
                           f'<circle cx="{nx - 0.6:.1f}" cy="{y - 0.6:.1f}" r="0.9" fill="#b0a494"/>')
    # the gaps between planks, and between fields
    # (filled, not stroked: a stroke's bounds would reach outside the cell)
    gaps = "".join(f"M{x - 1} 0h2v200h-2Z" for x in (40, 80, 120, 160)) + "M0 0h2v200h-2ZM198 0h2v200h-2Z"
    out.append(f'<path d="{gaps}M0 0h200v3h-200ZM0 197h200v3h-200Z" fill="{WOOD_DARK}"/>')
    return "".join(out)


def plate_shadow(shape):
    return f'<g transform="translate(5 7)" fill="#000000" fill-opacity="0.28">{shape}</g>'


def field(kind):
    out = [cell(200, 200), boardwalk()]
    if kind == "stone":
        slab = "M44 52C44 44 50 38 58 38H142C150 38 156 44 156 52V150C156 158 150 164 142 164H58C50 164 44 158 44 150Z"
        out.append(plate_shadow(f'<path d="{slab}"/>'))
        out.append(f'<path d="{slab}" fill="url(#slab)" stroke="{STONE_DARK}" stroke-width="5" '
                   f'stroke-linejoin="round"/>'
                   f'<path d="M56 52H144V150H56Z" fill="none" stroke="{STONE_LIGHT}" stroke-width="3" '
                   f'stroke-opacity="0.8" stroke-linejoin="round"/>'
                   f'<path d="M70 60L84 76L80 92M128 132L114 122L118 108M132 66L140 72" fill="none" '
                   f'stroke="{STONE_DARK}" stroke-width="2.5" stroke-linecap="round" '
                   f'stroke-linejoin="round"/>'
                   f'<path d="M60 46H110" stroke="#ffffff" stroke-width="4" stroke-linecap="round" '
                   f'stroke-opacity="0.5"/>'
                   f'<ellipse cx="100" cy="101" rx="20" ry="14" fill="{STONE_DARK}" fill-opacity="0.18"/>')
    elif kind == "star":
        out.append(plate_shadow(f'<polygon points="{star(100, 100, 80, 40, 6)}"/>'))
        out.append(f'<g transform="translate(20 20) scale(1.6)">{sym_star()}</g>')
    elif kind == "dollar":
        out.append(f'<g transform="translate(22 24) scale(1.56)">{sym_coin()}</g>')
    elif kind == "ace":
        card = f'<rect x="-40" y="-58" width="80" height="116" rx="9"/>'
        out.append(f'<g transform="translate(105 107) rotate(-8)" fill="#000000" fill-opacity="0.28">'
                   f'{card}</g>')
        out.append(f'<g transform="translate(100 100) rotate(-8)">'
                   f'<rect x="-42" y="-60" width="84" height="120" rx="9" fill="#fbf8ef" '
                   f'stroke="{INK}" stroke-width="4"/>'
                   f'<rect x="-34" y="-52" width="68" height="104" rx="5" fill="none" '
                   f'stroke="{RED_SUIT}" stroke-width="1.5" stroke-opacity="0.6"/>'
                   f'<g transform="translate(-28 -30) scale(0.56)">{suit("spade", BLACK_SUIT)}</g>'
                   f'<g transform="translate(-35 -49) scale(0.16)">{suit("spade", BLACK_SUIT)}</g>'
                   f'<g transform="rotate(180) translate(-35 -49) scale(0.16)">'
                   f'{suit("spade", BLACK_SUIT)}</g></g>')
    elif kind == "dice":
        out.append(f'<g transform="translate(26 48) rotate(-14 36 36) scale(0.74)">{die_face(3)}</g>'
                   f'<g transform="translate(84 74) rotate(12 36 36) scale(0.74)">{die_face(5)}</g>')
        out.insert(2, f'<g fill="#000000" fill-opacity="0.28">'
                      f'<rect x="32" y="56" width="66" height="66" rx="14" '
                      f'transform="rotate(-14 65 89)"/>'
                      f'<rect x="90" y="82" width="66" height="66" rx="14" '
                      f'transform="rotate(12 123 115)"/></g>')
    return "".join(out)


def band(pts, top, bottom):
    """A filled strip between the line pts moved down by top and by bottom
    (filled, so its bounds end exactly at the cell's side edges)."""
    upper = "L".join(f"{x} {y + top:.1f}" for x, y in pts)
    lower = "L".join(f"{x} {y + bottom:.1f}" for x, y in reversed(pts))
    return f"M{upper}L{lower}Z"


# --- street: dirt that tiles sideways ---------------------------------------------------------
def street():
    """Dust with two wheel ruts.  The ruts are waves with a period of the
    cell's width, so they meet themselves across the side edges; every
    pebble and hoof print stays inside the cell."""
    out = [cell(200, 200), f'<rect width="200" height="200" fill="{DIRT}"/>']
    # soft bands of lighter and darker dust, straight across
    out.append(f'<rect y="0" width="200" height="26" fill="{DIRT_DARK}" fill-opacity="0.18"/>'
               f'<rect y="174" width="200" height="26" fill="{DIRT_DARK}" fill-opacity="0.18"/>'
               f'<rect y="88" width="200" height="24" fill="{DIRT_LIGHT}" fill-opacity="0.35"/>')
    for y0, amp, phase in ((62, 3, 0), (138, 3, 90)):
        pts = []
        for x in range(0, 201, 10):
            y = y0 + amp * math.sin(math.radians(x * 360 / 200 + phase))
            pts.append((x, y))
        out.append(f'<path d="{band(pts, -7, 7)}" fill="{DIRT_DARK}" fill-opacity="0.45"/>'
                   f'<path d="{band(pts, -6.5, -1.5)}" fill="{DIRT_DARK}" fill-opacity="0.35"/>'
                   f'<path d="{band(pts, 7, 9)}" fill="{DIRT_LIGHT}" fill-opacity="0.8"/>')
    # hoof prints along the middle
    for x, y, a in ((30, 100, 0), (62, 106, 8), (118, 96, -6), (150, 104, 4)):
        out.append(f'<path d="M-6 5C-8 -2 -4 -7 0 -7S8 -2 6 5" fill="none" stroke="{DIRT_DARK}" '
                   f'stroke-width="3" stroke-linecap="round" stroke-opacity="0.55" '
                   f'transform="translate({x} {y}) rotate({a})"/>')
    # pebbles and tufts
    for x, y, r in ((18, 20, 4), (90, 30, 3), (160, 16, 5), (132, 46, 2.5), (44, 160, 4),
                    (108, 176, 3), (176, 158, 3.5), (70, 82, 2), (186, 120, 2.5), (12, 124, 3)):
        out.append(f'<ellipse cx="{x}" cy="{y}" rx="{r}" ry="{r * 0.75:.1f}" fill="#8f846f" '
                   f'stroke="#5e564b" stroke-width="1"/>'
                   f'<circle cx="{x - r * 0.3:.1f}" cy="{y - r * 0.3:.1f}" r="{r * 0.3:.1f}" '
                   f'fill="#d2cabb"/>')
    for x, y in ((56, 14), (142, 186), (24, 186)):
        out.append(f'<path d="M{x - 6} {y + 4}L{x - 3} {y - 6}L{x} {y + 2}L{x + 3} {y - 8}L{x + 6} '
                   f'{y + 4}" '
                   f'fill="none" stroke="#7a8a3a" stroke-width="2" stroke-linecap="round" '
                   f'stroke-linejoin="round"/>')
    return "".join(out)


# --- cowboys: a standing figure from the front, readable at 40 px -----------------------------
COWBOY_BODY = ("M100 82C86 82 74 84 68 92L60 160H90L96 118H104L110 160H140L132 92"
               "C126 84 114 82 100 82Z")
COWBOY_HAT_CROWN = "M76 42C74 30 78 12 88 11C94 11 96 17 100 17C104 17 106 11 112 11C122 12 126 30 124 42Z"
COWBOY_BRIM = "M44 40C54 34 66 44 100 44C134 44 146 34 156 40C150 54 130 56 100 56C70 56 50 54 44 40Z"
COWBOY_ARMS = "M70 96C62 110 58 126 56 144M130 96C138 110 142 126 144 144"


def cowboy(colour, halo=True):
    main, dark, light = COLOURS[colour]
    line = INK
    trousers = "#5a4634" if colour != "black" else "#6b5a48"
    legs = "M78 150H122L120 176H104L100 158L96 176H80Z"
    boots = ("M80 172H97V186C97 190 94 192 90 192H70C66 192 66 188 70 186L80 182Z"
             "M120 172H103V186C103 190 106 192 110 192H130C134 192 134 188 130 186L120 182Z")
    parts = []
    if halo:
        parts.append(f'<g fill="{HALO}" stroke="{HALO}" stroke-width="14" stroke-linejoin="round" '
                     f'stroke-linecap="round">'
                     f'<path d="{legs}"/><path d="{boots}"/><path d="{COWBOY_BODY}"/>'
                     f'<path d="{COWBOY_ARMS}" fill="none" stroke-width="34"/>'
                     f'<circle cx="100" cy="62" r="20"/>'
                     f'<path d="{COWBOY_HAT_CROWN}"/><path d="{COWBOY_BRIM}"/></g>')
    parts += [
        f'<ellipse cx="100" cy="190" rx="44" ry="7" fill="#000000" fill-opacity="0.3"/>',
        f'<path d="{legs}" fill="{trousers}" stroke="{line}" stroke-width="4" stroke-linejoin="round"/>',
        f'<path d="{boots}" fill="{BOOT}" stroke="{line}" stroke-width="3.5" stroke-linejoin="round"/>',
        f'<path d="M82 178H95M105 178H118" stroke="{BOOT_DARK}" stroke-width="2.5"/>',
        # shirt, vest and belt in the opening of the coat
        f'<path d="M86 86H114L110 152H90Z" fill="#efe4cc" stroke="{line}" stroke-width="3" '
        f'stroke-linejoin="round"/>',
        f'<path d="M86 90L100 120L114 90L112 140H88Z" fill="#3d2a1c" stroke="{line}" '
        f'stroke-width="2.5" stroke-linejoin="round"/>',
        f'<path d="M86 132H114" stroke="{line}" stroke-width="7"/>',
        f'<rect x="94" y="127" width="12" height="10" rx="2" fill="{GOLD}" stroke="{line}" '
        f'stroke-width="2"/>',
        # the coat in the colour, with its lapels
        f'<path d="{COWBOY_BODY}" fill="{main}" stroke="{line}" stroke-width="4.5" '
        f'stroke-linejoin="round"/>',
        f'<path d="M96 118H104L100 100Z" fill="#3d2a1c"/>',
        f'<path d="M86 86L94 116L80 104M114 86L106 116L120 104" fill="{light}" stroke="{line}" '
        f'stroke-width="2.5" stroke-linejoin="round"/>',
        f'<path d="M132 108L140 160H118C126 140 130 120 132 108Z" fill="{dark}" fill-opacity="0.35"/>',
        # the holster and gun grip on his right hip
        f'<path d="M64 128L60 152L70 154L74 130Z" fill="{BOOT}" stroke="{line}" stroke-width="2.5" '
        f'stroke-linejoin="round"/>',
        f'<path d="M66 126L62 116L70 114L72 126Z" fill="#8a4a22" stroke="{line}" stroke-width="2" '
        f'stroke-linejoin="round"/>',
        # arms and hands
        outlined(COWBOY_ARMS, line, main, 21, 13),
        f'<circle cx="56" cy="148" r="7.5" fill="{SKIN}" stroke="{line}" stroke-width="3"/>',
        f'<circle cx="144" cy="148" r="7.5" fill="{SKIN}" stroke="{line}" stroke-width="3"/>',
        # bandana, neck, head
        f'<path d="M90 78H110V86H90Z" fill="#c99a72"/>',
        f'<path d="M86 82C94 88 106 88 114 82L108 96H92Z" fill="{light}" stroke="{line}" '
        f'stroke-width="2.5" stroke-linejoin="round"/>',
        f'<circle cx="100" cy="62" r="19" fill="{SKIN}" stroke="{line}" stroke-width="4"/>',
        f'<circle cx="81" cy="64" r="4.5" fill="{SKIN}" stroke="{line}" stroke-width="2.5"/>',
        f'<circle cx="119" cy="64" r="4.5" fill="{SKIN}" stroke="{line}" stroke-width="2.5"/>',
        f'<circle cx="100" cy="62" r="17" fill="{SKIN}"/>',
        f'<circle cx="93" cy="61" r="2.8" fill="{line}"/><circle cx="107" cy="61" r="2.8" '
        f'fill="{line}"/>',
        f'<path d="M89 72C94 68 106 68 111 72C106 70 94 70 89 72Z" fill="#6b3f1f" stroke="#6b3f1f" '
        f'stroke-width="3" stroke-linejoin="round"/>',
        # the hat in the colour
        f'<path d="{COWBOY_HAT_CROWN}" fill="{main}" stroke="{line}" stroke-width="4" '
        f'stroke-linejoin="round"/>',
        f'<path d="M94 20C96 24 96 30 95 34M106 20C104 24 104 30 105 34" fill="none" '
        f'stroke="{dark}" stroke-width="2.5" stroke-linecap="round" stroke-opacity="0.7"/>',
        f'<path d="M76 36C90 39 110 39 124 36V43H76Z" fill="{dark}" stroke="{line}" '
        f'stroke-width="2"/>',
        f'<path d="{COWBOY_BRIM}" fill="{main}" stroke="{line}" stroke-width="4" '
        f'stroke-linejoin="round"/>',
        f'<path d="M54 42C64 46 80 49 100 49C120 49 136 46 146 42" fill="none" stroke="{dark}" '
        f'stroke-width="2" stroke-opacity="0.6"/>',
        f'<path d="M82 22C84 18 88 16 92 16" fill="none" stroke="#ffffff" stroke-width="3" '
        f'stroke-linecap="round" stroke-opacity="0.5"/>',
    ]
    return (cell(200, 200) if halo else "") + "".join(parts)


# --- chips -----------------------------------------------------------------------------------------
CHIP_INSERT = {"white": "#2f6fd6", "black": "#f4f1ea", "yellow": "#7a5a00"}


def chip(colour, centre=None):
    """A chip with a star in the middle, or with `centre` there instead (the
    table's chips carry their player's mark)."""
    main, dark, light = COLOURS[colour]
    insert = CHIP_INSERT.get(colour, "#ffffff")
    out = [cell(100, 100),
           f'<ellipse cx="50" cy="56" rx="44" ry="42" fill="{dark}" stroke="{INK}" stroke-width="3"/>',
           f'<circle cx="50" cy="50" r="44" fill="{main}" stroke="{INK}" stroke-width="3"/>']
    for k in range(8):
        a = k * 45
        pts = []
        for aa, r in ((a - 9, 43), (a + 9, 43), (a + 8, 33), (a - 8, 33)):
            x, y = polar(50, 50, r, aa)
            pts.append(f"{x:.1f},{y:.1f}")
        out.append(f'<polygon points="{" ".join(pts)}" fill="{insert}"/>')
    out.append(f'<circle cx="50" cy="50" r="29" fill="{light}" stroke="{dark}" stroke-width="2.5"/>'
               f'<circle cx="50" cy="50" r="24" fill="none" stroke="{dark}" stroke-width="1.5" '
               f'stroke-dasharray="3 3"/>')
    out.append(centre if centre is not None
               else f'<polygon points="{star(50, 51, 15, 6.5)}" fill="{main}" stroke="{dark}" '
                    f'stroke-width="2.5" stroke-linejoin="round"/>')
    out.append(f'<path d="M20 34C24 24 32 16 42 12" fill="none" stroke="#ffffff" stroke-width="3.5" '
               f'stroke-linecap="round" stroke-opacity="0.45"/>')
    return "".join(out)


# --- icons ---------------------------------------------------------------------------------------
def banknote(x, y, angle, w=64, h=34):
    """A banknote centred on (x, y), turned by angle."""
    return (f'<g transform="translate({x} {y}) rotate({angle})">'
            f'<rect x="{-w / 2:g}" y="{-h / 2:g}" width="{w}" height="{h}" rx="3" fill="{NOTE}" '
            f'stroke="{NOTE_DARK}" stroke-width="2.5"/>'
            f'<rect x="{-w / 2 + 5:g}" y="{-h / 2 + 5:g}" width="{w - 10}" height="{h - 10}" rx="2" '
            f'fill="none" stroke="{NOTE_LIGHT}" stroke-width="1.5"/>'
            f'<ellipse cx="0" cy="0" rx="{h * 0.3:.1f}" ry="{h * 0.3:.1f}" fill="{NOTE_LIGHT}" '
            f'stroke="{NOTE_DARK}" stroke-width="1.5"/>'
            f'<g transform="scale({h / 200:.3f}) translate(-50 -51)">'
            f'<path d="{DOLLAR}" fill="none" stroke="{NOTE_DARK}" stroke-width="13" '
            f'stroke-linecap="round" stroke-linejoin="round"/></g>'
            f'<circle cx="{-w / 2 + 10:g}" cy="{-h / 2 + 10:g}" r="3" fill="{NOTE_DARK}"/>'
            f'<circle cx="{w / 2 - 10:g}" cy="{h / 2 - 10:g}" r="3" fill="{NOTE_DARK}"/></g>')


def bills(halo=True):
    notes = banknote(48, 44, -14) + banknote(52, 52, -4) + banknote(50, 60, 6)
    band = (f'<g transform="translate(50 60) rotate(6)">'
            f'<rect x="-9" y="-19" width="18" height="38" fill="#f0e2b8" stroke="{INK}" '
            f'stroke-width="2"/><path d="M-9 -8H9M-9 8H9" stroke="#b5523b" stroke-width="2"/></g>')
    back = icon_halo("".join(f'<rect x="-32" y="-17" width="64" height="34" rx="3" '
                             f'transform="translate({x} {y}) rotate({a})"/>'
                             for x, y, a in ((48, 44, -14), (52, 52, -4), (50, 60, 6))),
                     10) if halo else ""
    return (cell(100, 100) if halo else "") + back + notes + band


def pot():
    table = (f'<path d="M4 70C4 62 22 56 50 56C78 56 96 62 96 70V80C96 88 78 94 50 94'
             f'C22 94 4 88 4 80Z" fill="#6b3f1f" stroke="{INK}" stroke-width="3"/>'
             f'<ellipse cx="50" cy="70" rx="46" ry="14" fill="{FELT}" stroke="{INK}" '
             f'stroke-width="3"/>'
             f'<ellipse cx="50" cy="70" rx="38" ry="10" fill="none" stroke="{FELT_LIGHT}" '
             f'stroke-width="1.5" stroke-opacity="0.7"/>')
    notes = "".join(banknote(x, y, a, 46, 24) for x, y, a in
                    ((34, 62, -20), (66, 62, 18), (50, 58, 4), (40, 48, -34), (60, 46, 26),
                     (50, 38, -8)))
    coins = "".join(f'<ellipse cx="{x}" cy="{y + 2}" rx="9" ry="5" fill="{GOLD_DARK}"/>'
                    f'<ellipse cx="{x}" cy="{y}" rx="9" ry="5" fill="{GOLD}" stroke="{GOLD_DARK}" '
                    f'stroke-width="1.5"/>' for x, y in ((18, 74), (82, 74), (76, 80)))
    return cell(100, 100) + table + notes + coins


def inset(markup, k=0.9):
    """Shrink an icon about the centre of its 100x100 cell, so its outline stays inside."""
    return f'<g transform="translate(50 50) scale({k:g}) translate(-50 -50)">{markup}</g>'


def icon_halo(markup, width=10):
    """The same markup drawn first as a thick light outline."""
    return (f'<g fill="{HALO}" stroke="{HALO}" stroke-width="{width}" stroke-linejoin="round" '
            f'stroke-linecap="round">{markup}</g>')


def attr_intelligence():
    """An open book."""
    pages = ("M50 30C40 22 24 20 8 24V82C24 78 40 80 50 88C60 80 76 78 92 82V24"
             "C76 20 60 22 50 30Z")
    lines = "".join(f"M{16} {y}C{26} {y - 3} {36} {y - 2} {44} {y + 2}"
                    f"M{56} {y + 2}C{64} {y - 2} {74} {y - 3} {84} {y}"
                    for y in (38, 48, 58, 68))
    return (cell(100, 100) + icon_halo(f'<path d="{pages}"/>', 10)
            + f'<path d="M6 28V88C24 84 40 86 50 92C60 86 76 84 94 88V28Z" fill="#7a2a1e" '
              f'stroke="{INK}" stroke-width="3" stroke-linejoin="round"/>'
            + f'<path d="{pages}" fill="#fbf3dc" stroke="{INK}" stroke-width="3" '
              f'stroke-linejoin="round"/>'
            + f'<path d="M50 30V88" stroke="{INK}" stroke-width="2.5"/>'
            + f'<path d="{lines}" fill="none" stroke="#8a7a5a" stroke-width="2" '
              f'stroke-linecap="round"/>'
            + f'<path d="M70 22V44L75 39L80 44V21" fill="{RED_SUIT}" stroke="{INK}" '
              f'stroke-width="1.5" stroke-linejoin="round"/>')


def attr_speed():
    """A cowboy boot with a wing and a spur."""
    boot = ("M40 10H66V58C66 62 70 64 76 66L88 70C94 72 96 76 96 80V84H30L26 90H14V84"
            "C14 76 20 72 26 66C34 58 38 48 38 36Z")
    wing = ("M40 22C26 14 12 16 4 22C12 24 16 26 18 30C10 30 6 34 4 38C12 38 18 40 22 44"
            "C16 46 14 50 12 54C22 54 32 50 40 44Z")
    return cell(100, 100) + inset(icon_halo(f'<path d="{boot}"/><path d="{wing}"/>'
                                            f'<circle cx="18" cy="80" r="9"/>', 10)
            + f'<path d="{wing}" fill="#ffffff" stroke="{INK}" stroke-width="3" '
              f'stroke-linejoin="round"/>'
            + f'<path d="M30 26C22 24 16 26 12 28M30 36C22 36 16 38 12 40" fill="none" '
              f'stroke="{INK}" stroke-width="1.5"/>'
            + f'<path d="{boot}" fill="{BOOT}" stroke="{INK}" stroke-width="3.5" '
              f'stroke-linejoin="round"/>'
            + f'<path d="M40 10H66V20H40Z" fill="{BOOT_DARK}" stroke="{INK}" stroke-width="2.5"/>'
            + f'<path d="M46 30C52 36 58 36 62 30M46 44C52 50 58 50 62 44" fill="none" '
              f'stroke="{GOLD_LIGHT}" stroke-width="2.5" stroke-linecap="round"/>'
            + f'<path d="M30 84H96" stroke="{INK}" stroke-width="3"/>'
            + f'<path d="M26 76L16 80" stroke="{INK}" stroke-width="3"/>'
            + f'<polygon points="{star(12, 80, 9, 3.5, 6)}" fill="#c9ccd2" stroke="{INK}" '
              f'stroke-width="2" stroke-linejoin="round"/>'
            + f'<path d="M74 62C82 64 88 66 92 70" fill="none" stroke="#ffffff" stroke-width="2.5" '
              f'stroke-linecap="round" stroke-opacity="0.4"/>', 0.88)


def attr_strength():
    """A raised fist on a forearm."""
    fist = ("M28 40C28 32 34 28 40 30C42 22 50 20 56 24C60 18 70 18 74 26C80 24 86 28 86 36"
            "V56C86 68 78 76 68 78H48C38 78 30 72 28 62Z")
    arm = "M42 76H72L76 98H38Z"
    return cell(100, 100) + inset(icon_halo(f'<path d="{fist}"/><path d="{arm}"/>', 10)
            + f'<path d="{arm}" fill="#8a4a22" stroke="{INK}" stroke-width="3.5" '
              f'stroke-linejoin="round"/>'
            + f'<path d="M40 84H74" stroke="{INK}" stroke-width="2.5"/>'
            + f'<path d="{fist}" fill="{SKIN}" stroke="{INK}" stroke-width="3.5" '
              f'stroke-linejoin="round"/>'
            + f'<path d="M42 30V46M57 25V44M74 27V44" fill="none" stroke="{INK}" stroke-width="2.5" '
              f'stroke-linecap="round"/>'
            + f'<path d="M28 46C36 44 46 46 50 52C54 60 50 66 40 66" fill="#d69a6e" stroke="{INK}" '
              f'stroke-width="3" stroke-linejoin="round"/>'
            + f'<path d="M64 50C70 52 78 50 84 46" fill="none" stroke="{INK}" stroke-width="2" '
              f'stroke-opacity="0.6"/>'
            + f'<path d="M10 26L20 32M8 46H18M14 10L22 20M88 10L82 18" stroke="{GOLD}" '
              f'stroke-width="4" stroke-linecap="round"/>', 0.9)


def attr_dexterity():
    gun = sym_revolver()
    return cell(100, 100) + inset(
        icon_halo(f'<path d="M28 30H96V44H62V56H46L39 90H19L28 52Z"/>'
                  f'<path d="M31 31L25 23L29 21L35 29Z"/>', 10) + gun, 0.9)


def attr_star():
    return (cell(100, 100)
            + f'<polygon points="{star(50, 54, 46, 19)}" fill="{GOLD_DARK}"/>'
            + f'<polygon points="{star(50, 50, 44, 18)}" fill="{GOLD}" stroke="{GOLD_DARK}" '
              f'stroke-width="4" stroke-linejoin="round"/>'
            + f'<polygon points="{star(50, 52, 24, 10)}" fill="{GOLD_LIGHT}"/>'
            + f'<path d="M36 32L44 20" stroke="#ffffff" stroke-width="3.5" stroke-linecap="round" '
              f'stroke-opacity="0.7"/>')


def sitting_out():
    """A barred jail window in a stone wall."""
    out = [cell(100, 100),
           f'<rect x="4" y="4" width="92" height="92" rx="10" fill="{STONE}" stroke="{INK}" '
           f'stroke-width="3"/>']
    for r, y in enumerate((6, 24, 42, 60, 78)):
        off = 0 if r % 2 else 14
        for x in range(-24 + off, 96, 30):
            x0, x1 = max(x, 6), min(x + 28, 94)
            if x1 - x0 > 4:
                out.append(f'<rect x="{x0}" y="{y}" width="{x1 - x0}" height="16" rx="2" '
                           f'fill="{STONE_LIGHT if (r + x) % 3 else STONE}" stroke="{STONE_DARK}" '
                           f'stroke-width="1.2"/>')
    out.append(f'<rect x="22" y="20" width="56" height="58" rx="4" fill="#1c1a24" stroke="{INK}" '
               f'stroke-width="4"/>'
               f'<rect x="26" y="24" width="48" height="14" fill="#3a3850"/>'
               f'<path d="M30 20V78M43 20V78M57 20V78M70 20V78" stroke="#1a1a1e" stroke-width="8" '
               f'stroke-linecap="butt"/>'
               f'<path d="M30 20V78M43 20V78M57 20V78M70 20V78" stroke="#9aa0aa" stroke-width="4" '
               f'stroke-linecap="butt"/>'
               f'<path d="M22 48H78" stroke="#1a1a1e" stroke-width="7"/>'
               f'<path d="M22 48H78" stroke="#9aa0aa" stroke-width="3"/>'
               f'<path d="M18 82H82" stroke="{STONE_DARK}" stroke-width="6" stroke-linecap="round"/>')
    return "".join(out)


ARROW_INK = "#3a2414"


def arrow(direction):
    if direction == "cross":
        shaft = "M50 30V70"
        heads = [(50, 6, 270), (50, 94, 90)]
        length, half = 28, 24
    else:
        shaft = "M14 50H70" if direction == "right" else "M30 50H86"
        heads = [(92, 50, 0)] if direction == "right" else [(8, 50, 180)]
        length, half = 34, 24
    halo = (f'<path d="{shaft}" stroke="{HALO}" stroke-width="28" stroke-linecap="round"/>'
            + "".join(arrowhead(x, y, a, length + 6, half + 6, HALO) for x, y, a in heads))
    # the halo heads are grown by re-drawing them with a wide stroke
    halo = halo.replace('stroke-width="2"', 'stroke-width="12"')
    body = (f'<path d="{shaft}" stroke="{ARROW_INK}" stroke-width="16" stroke-linecap="round"/>'
            + "".join(arrowhead(x, y, a, length, half, ARROW_INK) for x, y, a in heads))
    return cell(100, 100) + inset(halo + body, 0.86)


# --- the hasard board (600x400) ----------------------------------------------------------------
HASARD_LOW = (24, 24, 156, 352)          # x, y, w, h of the areas
HASARD_HIGH = (420, 24, 156, 352)
HASARD_PAIR = (196, 24, 208, 150)
PAIR_BOX = (68, 96)                      # each specific pair box, three by two
PAIR_ORIGIN = (196, 188)


def pair_box(n):
    col, row = (n - 1) % 3, (n - 1) // 3
    w, h = PAIR_BOX
    return PAIR_ORIGIN[0] + col * (w + 2), PAIR_ORIGIN[1] + row * (h - 4 + 2 + 4), w, h - 4


def marker(area_id, x, y, w, h):
    return f'<rect id="{area_id}" x="{x}" y="{y}" width="{w}" height="{h}" fill="none" stroke="none"/>'


def area(x, y, w, h):
    return (f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="10" fill="{FELT_DARK}" '
            f'fill-opacity="0.35" stroke="{GOLD_LIGHT}" stroke-width="3"/>'
            f'<rect x="{x + 6}" y="{y + 6}" width="{w - 12}" height="{h - 12}" rx="6" fill="none" '
            f'stroke="{GOLD_LIGHT}" stroke-width="1" stroke-opacity="0.6" stroke-dasharray="4 4"/>')


def mini_die(x, y, n, size):
    return f'<g transform="translate({x:g} {y:g}) scale({size / 100:g})">{die_face(n)}</g>'


def hasard_board():
    out = [cell(600, 400),
           f'<rect width="600" height="400" rx="22" fill="#5a3418"/>',
           f'<rect x="4" y="4" width="592" height="392" rx="19" fill="none" stroke="#2a160a" '
           f'stroke-width="3"/>',
           f'<rect x="10" y="10" width="580" height="380" rx="14" fill="url(#felt)" stroke="#2a160a" '
           f'stroke-width="3"/>',
           f'<rect x="16" y="16" width="568" height="368" rx="10" fill="none" stroke="{GOLD}" '
           f'stroke-width="1.5" stroke-opacity="0.6"/>']
    # LOW and HIGH: a faint arrow down / up and the dice totals' small and large faces
    lx, ly, lw, lh = HASARD_LOW
    hx, hy, hw, hh = HASARD_HIGH
    out.append(area(*HASARD_LOW) + area(*HASARD_HIGH))
    for (x, y, w, h), faces, up in ((HASARD_LOW, (1, 2, 3), False), (HASARD_HIGH, (4, 5, 6), True)):
        cx = x + w / 2
        tip, base = (y + 40, y + 92) if up else (y + 92, y + 40)
        out.append(f'<path d="M{cx} {base}V{tip}" stroke="{FELT_MARK}" stroke-width="10"/>'
                   + arrowhead(cx, tip - (4 if up else -4), 270 if up else 90, 22, 20, FELT_MARK))
        for k, n in enumerate(faces):
            out.append(mini_die(x + 18 + k * 42, y + h - 56, n, 36))
    # ANY PAIR: two blank dice side by side, faint pair brackets
    px, py, pw, ph = HASARD_PAIR
    out.append(area(*HASARD_PAIR))
    out.append(mini_die(px + pw / 2 - 44, py + ph - 56, 0, 40)
               + mini_die(px + pw / 2 + 4, py + ph - 56, 0, 40)
               + f'<path d="M{px + pw / 2 - 52} {py + ph - 58}V{py + ph - 12}M{px + pw / 2 + 52} '
                 f'{py + ph - 58}V{py + ph - 12}" stroke="{GOLD_LIGHT}" stroke-width="3" '
                 f'stroke-linecap="round" stroke-opacity="0.8"/>')
    # the six specific pairs
    for n in range(1, 7):
        x, y, w, h = pair_box(n)
        out.append(f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="8" fill="{FELT_DARK}" '
                   f'fill-opacity="0.35" stroke="{GOLD_LIGHT}" stroke-width="2.5"/>'
                   + mini_die(x + 5, y + 6, n, 28) + mini_die(x + w - 33, y + 6, n, 28))
    # the markers last, as direct children of the board group
    out.append(marker("hasard-low", *HASARD_LOW) + marker("hasard-high", *HASARD_HIGH)
               + marker("hasard-pair", *HASARD_PAIR)
               + "".join(marker(f"hasard-pair-{n}", *pair_box(n)) for n in range(1, 7)))
    return "".join(out)


def defs():
    return ('<defs>'
            f'<linearGradient id="ivory" x1="0" y1="0" x2="1" y2="1"><stop offset="0" '
            f'stop-color="#fffdf4"/><stop offset="1" stop-color="{IVORY}"/></linearGradient>'
            f'<radialGradient id="slab" cx="0.4" cy="0.35" r="0.8"><stop offset="0" '
            f'stop-color="{STONE_LIGHT}"/><stop offset="1" stop-color="{STONE}"/></radialGradient>'
            f'<radialGradient id="felt" cx="0.5" cy="0.45" r="0.7"><stop offset="0" '
            f'stop-color="#2a8048"/><stop offset="1" stop-color="{FELT}"/></radialGradient>'
            '</defs>')


def pieces():
    """(id, width, height, markup) rows."""
    return [
        [(f"field-{k}", 200, 200, field(k)) for k in ("stone", "star", "dollar", "ace", "dice")]
        + [("street", 200, 200, street())],
        # the player's mark as a badge on the cowboy's chest and in the chip's middle
        [(f"cowboy-{c}", 200, 200, cowboy(c) + mark(c, 100, 118, 22)) for c in COLOURS],
        [(f"chip-{c}", 100, 100, chip(c, mark(c, 50, 51, 17))) for c in COLOURS]
        + [(f"die-{n}", 100, 100, cell(100, 100) + die_face(n)) for n in range(1, 7)]
        + [("die-blank", 100, 100, cell(100, 100) + die_face(0))],
        [(f"poker-{k}", 100, 100, cell(100, 100) + poker_face(k)) for k in POKER]
        + [("bills", 100, 100, bills()), ("pot", 100, 100, pot()),
           ("attr-intelligence", 100, 100, attr_intelligence()),
           ("attr-speed", 100, 100, attr_speed()),
           ("attr-strength", 100, 100, attr_strength()),
           ("attr-dexterity", 100, 100, attr_dexterity()),
           ("attr-star", 100, 100, attr_star()),
           ("sitting-out", 100, 100, sitting_out())],
        [("arrow-left", 100, 100, arrow("left")), ("arrow-right", 100, 100, arrow("right")),
         ("arrow-cross", 100, 100, arrow("cross")), ("hasard-board", 600, 400, hasard_board())],
        [(f"mark-{c}", 100, 100, mark_piece(c)) for c in COLOURS],
    ]


def main():
    rows = pieces()
    width = max(sum(w + GAP for _, w, _, _ in row) for row in rows) + GAP
    out = ['<?xml version="1.0" encoding="UTF-8"?>', None,
           '<title>Wyatt Earp pieces (Houserules)</title>',
           '<!-- Generated by resources/tools/make_wyatt_earp_pieces.py; do not edit. -->',
           defs()]
    y = GAP
    for row in rows:
        x = GAP
        for piece_id, w, h, markup in row:
            out.append(f'<g id="{piece_id}" transform="translate({x} {y})">{markup}</g>')
            x += w + GAP
        y += max(h for _, _, h, _ in row) + GAP
    height = y
    out[1] = (f'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
              f'version="1.2" baseProfile="tiny" width="{width}" height="{height}" '
              f'viewBox="0 0 {width} {height}">')
    out.append('</svg>\n')
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text("\n".join(out), encoding="utf-8")
    print(f"wrote {target} ({sum(len(r) for r in rows)} pieces)")


if __name__ == "__main__":
    main()
