#!/usr/bin/env python3
"""Generate resources/pieces/halunken-spelunken.svg, the Halunken & Spelunken board pieces.

Every piece is one <g> whose id the app renders with
QSvgRenderer::render(painter, id, rect):

    den, field, water, blackjack                   200x200 cells
    captain-<c>  (red, blue, green, yellow, white, black)   200x200 cells
    ship, harbour                                  300x200 cells
    rum-bottle, arrow-clockwise                    100x100 cells

Each group starts with an invisible rectangle the size of its cell and
nothing in it reaches outside the cell, so boundsOnElement() is the cell.
The cells sit on a grid and don't overlap.  Everything but water and
harbour has a transparent background, so the app can draw it on its board.
water is a flat sea with wave marks that all stay inside the cell, so it
tiles without seams.  Only SVG Tiny 1.2 features that Qt Svg understands are
used.  Standard library only:

    python3 resources/tools/make_halunken_spelunken_pieces.py [output.svg]
"""
import math
import sys
from pathlib import Path

sys.dont_write_bytecode = True   # no __pycache__ next to the scripts
import make_halunken_spelunken_deck as deck  # noqa: E402
from make_boomo_deck import arc_arrow  # noqa: E402
from player_marks import mark, mark_piece  # noqa: E402

GAP = 20
OUT = Path(__file__).resolve().parent.parent / "pieces" / "halunken-spelunken.svg"
INK = deck.INK
JACK_FRAME, JACK_RED, JACK_DARK, JACK_PANEL, BONE = deck.JACK

# captain colour: (main, dark, light) -- main is coat and hat, dark the shading
CAPTAINS = {
    "red":    ("#d8362b", "#7c1510", "#f6a89c"),
    "blue":   ("#2f6fd6", "#12306e", "#a9c8f6"),
    "green":  ("#2f9a4c", "#124a22", "#a6e0b4"),
    "yellow": ("#f2c21c", "#7a5a00", "#fff0a0"),
    "white":  ("#f4f1ea", "#8d8a84", "#ffffff"),
    "black":  ("#2b2b32", "#0c0c10", "#6a6a78"),
}
SEA, SEA_DARK, SEA_LIGHT = "#2b7ea8", "#1b5a7c", "#7cc3e0"
STONE, STONE_DARK, STONE_LIGHT = "#a69d8e", "#5e564b", "#cfc7b8"
PLANK, PLANK_DARK, PLANK_LIGHT = "#b07a44", "#5a3719", "#d6a46a"
HALO = "#fbf6ea"                 # the light outline around figures


def cell(w, h):
    """The invisible rectangle that makes boundsOnElement() the whole cell."""
    return f'<rect width="{w}" height="{h}" fill="none"/>'


# --- den: a tavern dug into a rock, seen from above-front ------------------------
def den():
    rock = ("M14 168C6 140 12 104 30 84C40 54 66 30 100 28C134 30 160 54 170 84"
            "C188 104 194 140 186 168Z")
    boulders = "".join(f'<ellipse cx="{x}" cy="{y}" rx="{rx}" ry="{ry}" fill="{STONE_LIGHT}" '
                       f'fill-opacity="0.55"/>'
                       for x, y, rx, ry in ((52, 66, 14, 8), (148, 70, 12, 7), (34, 118, 10, 14),
                                            (168, 122, 9, 14), (100, 42, 18, 7)))
    cracks = (f'<path d="M40 96L52 104L48 118M160 94L150 104L156 116M76 48L84 58M124 50L118 60" '
              f'fill="none" stroke="{STONE_DARK}" stroke-width="2.5" stroke-linecap="round" '
              f'stroke-linejoin="round"/>')
    grass = "".join(f'<path d="M{x} {y}l4 -12l3 9l4 -14l3 17" fill="#5f9a3a" stroke="#2f5a1a" '
                    f'stroke-width="1.5" stroke-linejoin="round"/>'
                    for x, y in ((86, 32), (30, 90), (160, 90), (20, 150)))
    # the doorway: a stone arch, an open plank door and warm light inside
    arch = []
    for k in range(9):
        a0, a1 = 180 + k * 20, 180 + (k + 1) * 20
        pts = []
        for a, r in ((a0, 46), (a1, 46), (a1, 34), (a0, 34)):
            t = math.radians(a)
            pts.append(f"{100 + r * math.cos(t):.1f},{120 + r * math.sin(t):.1f}")
        arch.append(f'<polygon points="{" ".join(pts)}" fill="{STONE_LIGHT}" stroke="{STONE_DARK}" '
                    f'stroke-width="2" stroke-linejoin="round"/>')
    door = (f'<path d="M66 172V120A34 34 0 0 1 134 120V172Z" fill="url(#den-light)"/>'
            f'<path d="M76 172V130H92V172Z" fill="#3a2416" fill-opacity="0.35"/>'
            f'<path d="M112 124C116 124 118 126 118 130V172H112Z" fill="#3a2416" fill-opacity="0.35"/>'
            f'<path d="M66 172V116L46 124V178Z" fill="{deck.WOOD}" stroke="{INK}" stroke-width="2.5" '
            f'stroke-linejoin="round"/>'
            f'<path d="M53 122V176M60 119V174" stroke="{INK}" stroke-width="1.4"/>'
            f'<path d="M48 134L64 128M48 164L64 160" stroke="{INK}" stroke-width="3"/>')
    sign = (f'<path d="M134 84H160" stroke="{INK}" stroke-width="4" stroke-linecap="round"/>'
            f'<path d="M140 84V92M156 84V92" stroke="{INK}" stroke-width="1.8"/>'
            f'<rect x="134" y="92" width="28" height="22" rx="3" fill="#f4e3b8" stroke="{INK}" '
            f'stroke-width="2.5"/>'
            f'<path d="M141 97H153V110H141ZM153 100H157V106H153" fill="{deck.BRASS}" stroke="{INK}" '
            f'stroke-width="1.6" stroke-linejoin="round"/>'
            f'<path d="M141 97C141 94 153 94 153 97" fill="#ffffff" stroke="{INK}" '
            f'stroke-width="1.4"/>')
    lantern = (f'<path d="M44 82V90" stroke="{INK}" stroke-width="2"/>'
               f'<circle cx="44" cy="102" r="16" fill="url(#lamp-glow)"/>'
               f'<path d="M37 90H51L49 94H39Z" fill="{INK}"/>'
               f'<rect x="38" y="94" width="12" height="16" rx="2" fill="#ffd766" stroke="{INK}" '
               f'stroke-width="2"/><path d="M44 94V110" stroke="{INK}" stroke-width="1.2"/>'
               f'<path d="M37 110H51" stroke="{INK}" stroke-width="2.5"/>')
    barrel = (f'<ellipse cx="160" cy="170" rx="15" ry="6" fill="#000000" fill-opacity="0.25"/>'
              f'<path d="M146 146C144 154 144 162 146 170H174C176 162 176 154 174 146Z" '
              f'fill="{deck.WOOD}" '
              f'stroke="{INK}" stroke-width="2.2" stroke-linejoin="round"/>'
              f'<ellipse cx="160" cy="146" rx="14" ry="5" fill="{deck.WOOD_LIGHT}" stroke="{INK}" '
              f'stroke-width="2.2"/>'
              f'<path d="M145 153H175M145 164H175" stroke="{INK}" stroke-width="2.5"/>')
    step = (f'<path d="M58 174H142L150 186H50Z" fill="{STONE_LIGHT}" stroke="{STONE_DARK}" '
            f'stroke-width="2" '
            f'stroke-linejoin="round"/>')
    return (cell(200, 200)
            + f'<ellipse cx="100" cy="176" rx="92" ry="16" fill="#000000" fill-opacity="0.2"/>'
            + f'<path d="{rock}" fill="url(#rock)" stroke="{STONE_DARK}" stroke-width="3" '
              f'stroke-linejoin="round"/>'
            + boulders + cracks + grass
            + door + "".join(arch) + step + sign + lantern + barrel)


# --- field: a round stepping stone on the quay ---------------------------------------
def field():
    out = [cell(200, 200),
           f'<ellipse cx="104" cy="110" rx="86" ry="84" fill="#000000" fill-opacity="0.22"/>',
           f'<circle cx="100" cy="100" r="86" fill="url(#field-stone)" stroke="{STONE_DARK}" '
           f'stroke-width="4"/>',
           f'<circle cx="100" cy="100" r="76" fill="none" stroke="{STONE_DARK}" stroke-width="1.5" '
           f'stroke-opacity="0.5"/>']
    # a ring of setts around the rim
    for k in range(16):
        a0, a1 = k * 22.5 + 1.5, (k + 1) * 22.5 - 1.5
        pts = []
        for a, r in ((a0, 84), (a1, 84), (a1, 70), (a0, 70)):
            x, y = deck.polar(100, 100, r, a)
            pts.append(f"{x:.1f},{y:.1f}")
        shade = STONE_LIGHT if k % 3 else STONE
        out.append(f'<polygon points="{" ".join(pts)}" fill="{shade}" stroke="{STONE_DARK}" '
                   f'stroke-width="1.5" stroke-linejoin="round"/>')
    out.append(f'<circle cx="100" cy="100" r="66" fill="{STONE_LIGHT}" stroke="{STONE_DARK}" '
               f'stroke-width="2"/>'
               f'<circle cx="100" cy="100" r="66" fill="url(#field-top)"/>'
               f'<path d="M58 74C66 58 82 48 100 46" fill="none" stroke="#ffffff" stroke-width="4" '
               f'stroke-linecap="round" stroke-opacity="0.45"/>'
               f'<path d="M118 120L130 128M74 124L84 120L90 128" fill="none" stroke="{STONE_DARK}" '
               f'stroke-width="1.5" stroke-linecap="round" stroke-opacity="0.6"/>')
    return "".join(out)


# --- water: a flat sea with wave marks inside the cell, so it tiles ----------------------
def water():
    """Wave marks on a 50x25 lattice whose rows zigzag by 10 units: every
    mark is inside the cell and the spacing across the edges is the same as
    inside, so copies of the cell side by side join without a seam."""
    marks, sparkles = [], []
    for row in range(8):
        y = 12.5 + row * 25
        phase = (15, 25, 35, 25)[row % 4]
        for col in range(4):
            x = phase + col * 50
            dy = (-2, 1, 2, -1)[(row + col) % 4]
            marks.append(f"M{x - 12:g} {y + dy:g}Q{x - 6:g} {y + dy - 6:g} {x:g} {y + dy:g}"
                         f"T{x + 12:g} {y + dy:g}")
            if col < 3 and (row + 2 * col) % 3 == 0:
                sx = x + 25 - 3
                sparkles.append(f"M{sx:g} {y + dy + 7:g}h6")
    return (f'<rect width="200" height="200" fill="{SEA}"/>'
            f'<path d="{"".join(marks)}" fill="none" stroke="{SEA_LIGHT}" stroke-width="3" '
            f'stroke-linecap="round" stroke-opacity="0.55"/>'
            f'<path d="{"".join(sparkles)}" stroke="#ffffff" stroke-width="2" stroke-linecap="round" '
            f'stroke-opacity="0.4"/>')


# --- the captains: a pawn in a tricorn, readable at 40 px ----------------------------------
def captain(colour):
    main, dark, light = CAPTAINS[colour]
    trim = deck.BRASS if colour != "yellow" else "#7a5a00"
    line = INK
    body = "M100 92C78 92 66 104 62 126L50 166H150L138 126C134 104 122 92 100 92Z"
    hat = ("M50 66C56 44 72 40 84 44C90 30 110 30 116 44C128 40 144 44 150 66"
           "C132 58 116 62 100 76C84 62 68 58 50 66Z")
    halo = (f'<g fill="{HALO}" stroke="{HALO}" stroke-width="16" stroke-linejoin="round">'
            f'<ellipse cx="100" cy="170" rx="62" ry="18"/><path d="{body}"/>'
            f'<circle cx="100" cy="74" r="26"/><path d="{hat}"/></g>')
    return (cell(200, 200)
            + halo
            + f'<ellipse cx="100" cy="172" rx="62" ry="18" fill="{dark}" stroke="{line}" '
              f'stroke-width="5"/>'
            + f'<ellipse cx="100" cy="166" rx="54" ry="13" fill="{main}" stroke="{line}" '
              f'stroke-width="3"/>'
            + f'<path d="{body}" fill="{main}" stroke="{line}" stroke-width="5" '
              f'stroke-linejoin="round"/>'
            + f'<path d="M138 126L150 166H124C132 150 136 136 138 126Z" fill="{dark}" '
              f'fill-opacity="0.35"/>'
            + f'<path d="M86 94L100 124L114 94Z" fill="#f7f1e3" stroke="{line}" stroke-width="3" '
              f'stroke-linejoin="round"/>'
            + f'<path d="M100 124V166" stroke="{line}" stroke-width="3"/>'
            + f'<path d="M60 136H140" stroke="{line}" stroke-width="10"/>'
            + f'<rect x="91" y="129" width="18" height="14" rx="2" fill="{trim}" stroke="{line}" '
              f'stroke-width="2.5"/>'
            + f'<circle cx="100" cy="80" r="24" fill="#f2c9a2" stroke="{line}" stroke-width="5"/>'
            + f'<circle cx="91" cy="82" r="3.6" fill="{line}"/><circle cx="109" cy="82" r="3.6" '
              f'fill="{line}"/>'
            + f'<path d="M92 92Q100 98 108 92" fill="none" stroke="{line}" stroke-width="3" '
              f'stroke-linecap="round"/>'
            + f'<path d="{hat}" fill="{main}" stroke="{line}" stroke-width="5" '
              f'stroke-linejoin="round"/>'
            + f'<path d="M58 60C70 54 86 58 100 68C114 58 130 54 142 60" fill="none" stroke="{trim}" '
              f'stroke-width="4" stroke-linecap="round"/>'
            + f'<circle cx="100" cy="50" r="5" fill="{light}" stroke="{line}" stroke-width="2"/>')


# --- Black Jack: big, a long dark coat, a black flag -----------------------------------------
def blackjack():
    coat, coat_dark, coat_light = "#26232b", "#0e0d12", "#4a4552"
    line = "#08080a"
    body = "M104 78C80 78 68 92 64 116L52 180H156L144 116C140 92 128 78 104 78Z"
    hat = ("M56 46C62 26 80 22 92 26C98 12 118 12 124 26C136 22 154 28 160 48"
           "C140 40 122 44 106 58C90 44 74 38 56 46Z")
    flag = "M30 14C46 8 58 22 74 16C76 30 74 44 74 56C58 62 46 48 30 54Z"
    halo = (f'<g fill="{HALO}" stroke="{HALO}" stroke-width="14" stroke-linejoin="round">'
            f'<ellipse cx="104" cy="180" rx="72" ry="12"/><path d="{body}"/>'
            f'<circle cx="104" cy="68" r="25"/><path d="{hat}"/><path d="{flag}"/>'
            f'<path d="M30 12V178"/></g>')
    emblem = (f'<g transform="translate(38 20) scale(0.3)">'
              f'{deck.sym_emblem(bone=BONE, red=JACK_RED, dark=line)}</g>')
    return (cell(200, 200)
            + halo
            + f'<ellipse cx="104" cy="180" rx="72" ry="12" fill="{coat_dark}" stroke="{line}" '
              f'stroke-width="4"/>'
            # the flag on its pole, held in his right hand
            + f'<path d="M30 12V178" stroke="{line}" stroke-width="8" stroke-linecap="round"/>'
            + f'<path d="M30 12V178" stroke="#7a5a3a" stroke-width="4" stroke-linecap="round"/>'
            + f'<path d="{flag}" fill="#141318" stroke="{BONE}" stroke-width="2.5" '
              f'stroke-linejoin="round"/>'
            + emblem
            + f'<path d="{body}" fill="{coat}" stroke="{line}" stroke-width="5" '
              f'stroke-linejoin="round"/>'
            # the coat's open front, lapels, sash and buttons
            + f'<path d="M96 82L104 180L112 82" fill="#6b1a1c" stroke="{line}" stroke-width="3"/>'
            + f'<path d="M90 82L82 132L96 120M118 82L126 132L112 120" fill="{coat_light}" '
              f'stroke="{line}" '
              f'stroke-width="3" stroke-linejoin="round"/>'
            + f'<path d="M62 140C84 150 124 150 146 140L148 152C124 162 84 162 60 152Z" '
              f'fill="{JACK_RED}" '
              f'stroke="{line}" stroke-width="3" stroke-linejoin="round"/>'
            + "".join(f'<circle cx="{x}" cy="{y}" r="3" fill="{deck.BRASS}" stroke="{line}" '
                      f'stroke-width="1"/>'
                      for x, y in ((90, 168), (118, 168), (86, 124), (122, 124)))
            # the arm reaching to the pole, and a hook on the other side
            + f'<path d="M70 104C56 110 44 118 34 120" fill="none" stroke="{line}" stroke-width="18" '
              f'stroke-linecap="round"/><path d="M70 104C56 110 44 118 34 120" fill="none" '
              f'stroke="{coat}" '
              f'stroke-width="11" stroke-linecap="round"/>'
            + f'<circle cx="32" cy="120" r="8" fill="#d8a173" stroke="{line}" stroke-width="3"/>'
            + f'<path d="M140 104C152 114 158 126 158 138" fill="none" stroke="{line}" '
              f'stroke-width="18" '
              f'stroke-linecap="round"/><path d="M140 104C152 114 158 126 158 138" fill="none" '
              f'stroke="{coat}" stroke-width="11" stroke-linecap="round"/>'
            + f'<path d="M158 142V152C158 160 170 160 170 152" fill="none" stroke="{line}" '
              f'stroke-width="7" '
              f'stroke-linecap="round"/><path d="M158 142V152C158 160 170 160 170 152" fill="none" '
              f'stroke="#c9c9cf" stroke-width="3.5" stroke-linecap="round"/>'
            # head, beard, eyepatch
            + f'<circle cx="104" cy="68" r="23" fill="#d8a173" stroke="{line}" stroke-width="4.5"/>'
            + f'<path d="M82 68C82 94 94 104 104 104C114 104 126 94 126 68C120 80 112 82 104 82'
              f'C96 82 88 80 82 68Z" fill="#15141a" stroke="{line}" stroke-width="3" '
              f'stroke-linejoin="round"/>'
            + f'<path d="M96 80Q104 86 112 80" fill="none" stroke="{JACK_RED}" stroke-width="3" '
              f'stroke-linecap="round"/>'
            + f'<ellipse cx="95" cy="67" rx="6.5" ry="6" fill="{line}"/>'
            + f'<path d="M82 60L126 70" stroke="{line}" stroke-width="2.5"/>'
            + f'<circle cx="113" cy="68" r="3.4" fill="#ffffff"/><circle cx="114" cy="68.5" r="2.4" '
              f'fill="{line}"/>'
            + f'<path d="M107 60L119 61" stroke="{line}" stroke-width="3" stroke-linecap="round"/>'
            + f'<path d="{hat}" fill="#111015" stroke="{line}" stroke-width="4.5" '
              f'stroke-linejoin="round"/>'
            + f'<path d="M64 40C78 34 92 40 106 52C120 40 136 36 152 42" fill="none" stroke="{BONE}" '
              f'stroke-width="3" stroke-linecap="round"/>'
            + f'<path d="M116 24C130 8 150 4 166 6C156 16 140 24 124 28Z" fill="{JACK_RED}" '
              f'stroke="{line}" '
              f'stroke-width="2.5" stroke-linejoin="round"/>'
            + f'<path d="M122 26C136 16 150 10 164 7" fill="none" stroke="{line}" stroke-width="1.5"/>')


# --- Black Jack's ship (300x200) ---------------------------------------------------------------
def ship(with_sea=True):
    """Black Jack's ship; the cover draws it without its strip of sea."""
    line = "#0b0a0d"
    sail, sail_dark = "#2a2830", "#17161b"
    out = [cell(300, 200)]
    # sea under the hull
    if with_sea:
        out.append(f'<path d="M6 172C30 164 46 180 72 172S118 164 144 172S190 180 216 172S262 164 294 '
                   f'172'
               f'V190C270 196 30 196 6 190Z" fill="{SEA}" stroke="{SEA_DARK}" stroke-width="2"/>')
    # masts
    for x, top in ((112, 22), (190, 38)):
        out.append(f'<path d="M{x} {top}V150" stroke="{line}" stroke-width="7" stroke-linecap="round"/>'
                   f'<path d="M{x} {top}V150" stroke="#6b4a2e" stroke-width="3.5" '
                   f'stroke-linecap="round"/>')
    out.append(f'<path d="M230 124L290 84" stroke="{line}" stroke-width="5" stroke-linecap="round"/>'
               f'<path d="M230 124L290 84" stroke="#6b4a2e" stroke-width="2.5" '
               f'stroke-linecap="round"/>')
    # black sails, billowing, with a patch or two
    for x, y, w, h in ((112, 36, 64, 46), (112, 88, 74, 50), (190, 52, 54, 40), (190, 98, 62, 42)):
        out.append(f'<path d="M{x - w / 2} {y}H{x + w / 2}C{x + w / 2 + 8} {y + h / 2} {x + w / 2 + 8} '
                   f'{y + h / 2} '
                   f'{x + w / 2 + 2} {y + h}H{x - w / 2 - 2}C{x - w / 2 + 6} {y + h / 2} '
                   f'{x - w / 2 + 6} {y + h / 2} '
                   f'{x - w / 2} {y}Z" fill="{sail}" stroke="{line}" stroke-width="3" '
                   f'stroke-linejoin="round"/>'
                   f'<path d="M{x - w / 2 - 4} {y}H{x + w / 2 + 4}" stroke="{line}" stroke-width="4.5" '
                   f'stroke-linecap="round"/>')
    out.append(f'<rect x="204" y="108" width="14" height="12" fill="{sail_dark}" stroke="#4a4552" '
               f'stroke-width="1.5" '
               f'stroke-dasharray="3 2"/>'
               f'<path d="M232 120L284 90L274 130Z" fill="{sail}" stroke="{line}" stroke-width="3" '
               f'stroke-linejoin="round"/>')
    # the emblem on the big sail
    out.append(f'<g transform="translate(90 92) scale(0.44)">'
               f'{deck.sym_emblem(bone=BONE, red=JACK_RED, dark=line)}</g>')
    # the black flag at the main mast
    out.append(f'<path d="M112 22L112 8" stroke="{line}" stroke-width="3"/>'
               f'<path d="M112 8C124 4 132 14 146 8V30C132 36 124 26 112 30Z" fill="#111015" '
               f'stroke="{BONE}" '
               f'stroke-width="2" stroke-linejoin="round"/>'
               f'<path d="M120 12L138 26M138 12L120 26" stroke="{BONE}" stroke-width="2.5" '
               f'stroke-linecap="round"/>')
    # hull: a raised stern on the left, gun ports, a gold stripe
    hull = "M28 120H80V132H236L262 124C256 150 240 172 214 176H66C46 172 34 150 28 120Z"
    out.append(f'<path d="{hull}" fill="url(#hull)" stroke="{line}" stroke-width="4" '
               f'stroke-linejoin="round"/>'
               f'<path d="M24 112H86V122H24Z" fill="#3a2418" stroke="{line}" stroke-width="3"/>'
               f'<path d="M36 148C96 150 196 150 250 142" fill="none" stroke="{deck.BRASS}" '
               f'stroke-width="4"/>'
               + "".join(f'<rect x="{x}" y="154" width="14" height="10" rx="2" fill="#0b0a0d" '
                         f'stroke="{deck.BRASS}" '
                         f'stroke-width="1.8"/>' for x in (82, 118, 154, 190))
               + f'<rect x="38" y="126" width="10" height="12" rx="2" fill="#ffd766" stroke="{line}" '
                 f'stroke-width="2"/>'
                 f'<rect x="54" y="126" width="10" height="12" rx="2" fill="#ffd766" stroke="{line}" '
                 f'stroke-width="2"/>'
                 f'<circle cx="31" cy="108" r="5" fill="#ffd766" stroke="{line}" stroke-width="2"/>')
    # a bit of foam at the bow
    out.append(f'<path d="M236 178C246 172 256 176 262 170M226 184C238 180 252 184 266 178" '
               f'fill="none" '
               f'stroke="#ffffff" stroke-width="3" stroke-linecap="round" stroke-opacity="0.8"/>')
    return "".join(out)


# --- harbour (300x200): a plank pier on a stone quay, with room for a pile of cards -------------
def harbour():
    out = [f'<rect width="300" height="200" rx="14" fill="{SEA}"/>']
    out.append(f'<path d="M14 186C26 182 34 190 46 186M250 14C262 10 270 18 282 14M258 190C268 186 278 '
               f'192 288 188" '
               f'fill="none" stroke="{SEA_LIGHT}" stroke-width="2.5" stroke-linecap="round"/>')
    # the stone quay edge along the top and the planks of the pier
    out.append(f'<rect x="10" y="10" width="280" height="34" rx="6" fill="{STONE}" '
               f'stroke="{STONE_DARK}" stroke-width="3"/>')
    for k in range(9):
        x = 12 + k * 31
        out.append(f'<rect x="{x}" y="{14 + (k % 2) * 2}" width="28" height="{26 - (k % 2) * 4}" '
                   f'rx="3" '
                   f'fill="{STONE_LIGHT if k % 3 else STONE}" stroke="{STONE_DARK}" '
                   f'stroke-width="1.5"/>')
    out.append(f'<rect x="26" y="40" width="248" height="144" rx="6" fill="{PLANK}" '
               f'stroke="{PLANK_DARK}" stroke-width="3"/>')
    for k in range(1, 8):
        y = 40 + k * 18
        out.append(f'<path d="M27 {y}H273" stroke="{PLANK_DARK}" stroke-width="2"/>')
    for k in range(8):
        y = 40 + k * 18 + 9
        for x in ((70, 170), (120, 220), (50, 150, 250))[k % 3]:
            out.append(f'<path d="M{x} {y - 8}V{y + 8}" stroke="{PLANK_DARK}" stroke-width="1.5" '
                       f'stroke-opacity="0.7"/>')
    out.append(f'<path d="M36 46H264" stroke="{PLANK_LIGHT}" stroke-width="2" stroke-opacity="0.7"/>')
    # posts under the pier, bollards with rope, a coil of rope, a crate
    for x in (30, 270):
        out.append(f'<rect x="{x - 7}" y="176" width="14" height="20" rx="3" fill="{PLANK_DARK}" '
                   f'stroke="#2a160a" stroke-width="2"/>')
    for x, y in ((40, 58), (260, 58)):
        out.append(f'<circle cx="{x}" cy="{y}" r="9" fill="#3b3b42" stroke="#111" stroke-width="2.5"/>'
                   f'<circle cx="{x - 2}" cy="{y - 2}" r="3" fill="#6a6a78"/>')
    out.append('<path d="M40 67C48 90 30 120 20 136" fill="none" stroke="#6b4a2e" stroke-width="5" '
               'stroke-linecap="round"/>'
               '<path d="M40 67C48 90 30 120 20 136" fill="none" stroke="#d9b77a" stroke-width="3" '
               'stroke-linecap="round" stroke-dasharray="4 3"/>')
    out.append(f'<circle cx="256" cy="162" r="14" fill="none" stroke="#6b4a2e" stroke-width="7"/>'
               f'<circle cx="256" cy="162" r="14" fill="none" stroke="#d9b77a" stroke-width="4"/>'
               f'<circle cx="256" cy="162" r="7" fill="none" stroke="#d9b77a" stroke-width="3"/>')
    out.append(f'<rect x="234" y="76" width="28" height="26" rx="2" fill="{PLANK_LIGHT}" '
               f'stroke="{PLANK_DARK}" stroke-width="2.5"/>'
               f'<path d="M234 76L262 102M262 76L234 102" stroke="{PLANK_DARK}" stroke-width="2"/>')
    return "".join(out)


# --- icons (100x100) ---------------------------------------------------------------------------
def rum_icon():
    return cell(100, 100) + '<use xlink:href="#art-rum"/>'


def arrow_clockwise():
    return (cell(100, 100)
            + arc_arrow(50, 50, 34, 20, 300, HALO, 24, 28, 24)
            + arc_arrow(50, 50, 34, 20, 300, "#0f3446", 13, 24, 18))


def defs():
    return ('<defs>'
            '<linearGradient id="glass" x1="0" y1="0" x2="1" y2="0">'
            '<stop offset="0" stop-color="#3f1c08"/><stop offset="0.35" stop-color="#8a4514"/>'
            '<stop offset="1" stop-color="#341505"/></linearGradient>'
            f'<linearGradient id="rock" x1="0" y1="0" x2="0" y2="1"><stop offset="0" '
            f'stop-color="{STONE_LIGHT}"/>'
            f'<stop offset="1" stop-color="{STONE}"/></linearGradient>'
            '<radialGradient id="den-light" cx="0.5" cy="0.75" r="0.7"><stop offset="0" '
            'stop-color="#ffe28a"/>'
            '<stop offset="0.6" stop-color="#e0862a"/><stop offset="1" '
            'stop-color="#5a2a10"/></radialGradient>'
            '<radialGradient id="lamp-glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" '
            'stop-color="#ffe28a" '
            'stop-opacity="0.9"/><stop offset="1" stop-color="#ffe28a" '
            'stop-opacity="0"/></radialGradient>'
            f'<radialGradient id="field-stone" cx="0.4" cy="0.35" r="0.7"><stop offset="0" '
            f'stop-color="{STONE_LIGHT}"/>'
            f'<stop offset="1" stop-color="{STONE}"/></radialGradient>'
            '<radialGradient id="field-top" cx="0.4" cy="0.35" r="0.7"><stop offset="0" '
            'stop-color="#ffffff" '
            'stop-opacity="0.35"/><stop offset="1" stop-color="#ffffff" '
            'stop-opacity="0"/></radialGradient>'
            '<linearGradient id="hull" x1="0" y1="0" x2="0" y2="1"><stop offset="0" '
            'stop-color="#4a3020"/>'
            '<stop offset="1" stop-color="#1c120c"/></linearGradient>'
            f'<g id="art-rum">{deck.sym_rum()}</g>'
            '</defs>')


def pieces():
    """(id, width, markup) rows."""
    return [
        [("den", 200, den()), ("field", 200, field()), ("water", 200, water()),
         ("blackjack", 200, blackjack())],
        # the player's mark as a badge on the captain's chest
        [(f"captain-{c}", 200, captain(c) + mark(c, 100, 124, 22)) for c in CAPTAINS],
        [("ship", 300, ship()), ("harbour", 300, harbour()), ("rum-bottle", 100, rum_icon()),
         ("arrow-clockwise", 100, arrow_clockwise())],
        [(f"mark-{c}", 100, mark_piece(c)) for c in CAPTAINS],
    ]


def main():
    rows = pieces()
    row_h = 200
    width = max(sum(w + GAP for _, w, _ in row) for row in rows) + GAP
    height = len(rows) * (row_h + GAP) + GAP
    out = ['<?xml version="1.0" encoding="UTF-8"?>',
           f'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
           f'version="1.2" baseProfile="tiny" width="{width}" height="{height}" '
           f'viewBox="0 0 {width} {height}">',
           '<title>Halunken &amp; Spelunken pieces (Houserules)</title>',
           '<!-- Generated by resources/tools/make_halunken_spelunken_pieces.py; do not edit. -->',
           defs()]
    for r, row in enumerate(rows):
        x = GAP
        for piece_id, w, markup in row:
            out.append(f'<g id="{piece_id}" transform="translate({x} '
                       f'{GAP + r * (row_h + GAP)})">{markup}</g>')
            x += w + GAP
    out.append('</svg>\n')
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text("\n".join(out), encoding="utf-8")
    print(f"wrote {target} ({sum(len(r) for r in rows)} pieces)")


if __name__ == "__main__":
    main()
