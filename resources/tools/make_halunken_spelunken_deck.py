#!/usr/bin/env python3
"""Generate resources/cards/halunken-spelunken.svg, the Halunken & Spelunken cards.

Every card is one <g> whose id the app renders with
QSvgRenderer::render(painter, id, rect):

    villain-<colour>-1 ... villain-<colour>-15   villains (colour: red, purple, grey, yellow)
    back-villain                                 the back of every villain
    move-1 ... move-7, move-rum, back-move       a captain's movement cards
    blackjack-1 ... blackjack-12, back-blackjack Black Jack's own cards
    placeholder                                  missing art

Every colour has a face for every value 1-15, so a house rule with other
values still finds its cards.  Each villain is a cartoon rogue in a porthole
whose hat, beard, eyepatch, earring and so on follow from the value (and the
colour), so no two faces are alike.  Each colour has its own symbol (red an
anchor, purple a skull, grey a dagger, yellow a coin) so the colours can be
told apart without seeing colour.  The movement cards are neutral (the app
tints them with a frame).

Cards are 200x300 user units, laid out on a grid without overlap, and nothing
in a card group reaches outside the card, so boundsOnElement() is the card.
Numerals are the stroked paths of make_boomo_deck.py (no fonts needed); only
SVG Tiny 1.2 features that Qt Svg understands are used.  Standard library only:

    python3 resources/tools/make_halunken_spelunken_deck.py [output.svg]
"""
import math
import sys
from pathlib import Path

sys.dont_write_bytecode = True   # no __pycache__ next to the scripts
from make_boomo_deck import (centred_numeral, lattice, numeral, numeral_width,  # noqa: E402
                             placeholder, polar, star)

W, H, GAP, RADIUS = 200, 300, 20, 14
OUT = Path(__file__).resolve().parent.parent / "cards" / "halunken-spelunken.svg"
VALUES = range(1, 16)          # every colour gets a face for each of these

# colour: (main, light, dark, pale) -- main is the frame and the coat, dark
# the ink, pale the panel.  The symbol is the colour's second, shape clue.
COLOURS = {
    "red":    ("#cf3a2e", "#f6b4a6", "#5c120c", "#fdf0e8"),
    "purple": ("#7d48b8", "#d7c2f0", "#33164f", "#f5eefc"),
    "grey":   ("#6e7781", "#cdd3da", "#262b31", "#f2f3f5"),
    "yellow": ("#e2a614", "#ffe38a", "#5c4100", "#fff8dc"),
}
SYMBOLS = {"red": "anchor", "purple": "skull", "grey": "dagger", "yellow": "coin"}

# movement cards: sea blue frame on parchment, a ship's wheel
MOVE = ("#2c6e8c", "#a8d6e6", "#0f3446", "#f6f0e0")
WOOD, WOOD_DARK, WOOD_LIGHT = "#9a6232", "#4a2a12", "#c98d52"
BRASS, BRASS_DARK, BRASS_LIGHT = "#d6a23a", "#7a5510", "#f6d27a"
# Black Jack: near black with blood red and bone
JACK = ("#1a1a20", "#b8262a", "#0b0b0e", "#2d2832", "#efe5cf")   # frame, red, dark, panel, bone
# the villains' back: tavern wood and lantern gold
VBACK = ("#5a3418", "#e8b450", "#2a160a", "#f6e7c6")           # main, accent, dark, paper

SKINS = ("#f2c9a2", "#d8a173", "#b27a4f", "#8a5636", "#f7d9bc", "#c98e62")
HAIRS = ("#3b2a1e", "#7a4a22", "#c4702a", "#1f1f24", "#9c9ca2", "#d8b45a")
INK = "#2a1a10"


# --- colour symbols, each in a 100x100 box, filled with main, outlined dark ----
def twice_stroked(d, dark, main, outer, inner, cap="round"):
    """A stroked path drawn wide in dark, then narrower in main: an outlined line."""
    return (f'<path d="{d}" fill="none" stroke="{dark}" stroke-width="{outer:g}" '
            f'stroke-linecap="{cap}" stroke-linejoin="round"/>'
            f'<path d="{d}" fill="none" stroke="{main}" stroke-width="{inner:g}" '
            f'stroke-linecap="{cap}" stroke-linejoin="round"/>')


def sym_anchor(c):
    main, light, dark, pale = c
    body = "M50 26V86M30 34H70M16 58C18 78 34 88 50 88C66 88 82 78 84 58"
    return (f'<circle cx="50" cy="15" r="9" fill="none" stroke="{dark}" stroke-width="11"/>'
            f'<circle cx="50" cy="15" r="9" fill="none" stroke="{main}" stroke-width="5"/>'
            + twice_stroked(body, dark, main, 14, 8)
            + f'<polygon points="6,62 18,44 28,64" fill="{main}" stroke="{dark}" stroke-width="3.5" '
              f'stroke-linejoin="round"/>'
              f'<polygon points="94,62 82,44 72,64" fill="{main}" stroke="{dark}" stroke-width="3.5" '
              f'stroke-linejoin="round"/>'
              f'<circle cx="27" cy="34" r="6" fill="{main}" stroke="{dark}" stroke-width="3"/>'
              f'<circle cx="73" cy="34" r="6" fill="{main}" stroke="{dark}" stroke-width="3"/>')


def sym_skull(c):
    main, light, dark, pale = c
    return (f'<path d="M50 6C27 6 12 22 12 44C12 58 20 66 28 70V86C28 91 32 94 37 94H63'
            f'C68 94 72 91 72 86V70C80 66 88 58 88 44C88 22 73 6 50 6Z" fill="{main}" '
            f'stroke="{dark}" stroke-width="4" stroke-linejoin="round"/>'
            f'<ellipse cx="35" cy="46" rx="10" ry="11" fill="{dark}"/>'
            f'<ellipse cx="65" cy="46" rx="10" ry="11" fill="{dark}"/>'
            f'<path d="M50 58L44 70H56Z" fill="{dark}" stroke="{dark}" stroke-width="2" '
            f'stroke-linejoin="round"/>'
            f'<path d="M40 78V92M50 78V93M60 78V92" stroke="{dark}" stroke-width="3.5" '
            f'stroke-linecap="round"/>'
            f'<path d="M24 28C28 20 36 15 44 14" fill="none" stroke="{pale}" stroke-width="4" '
            f'stroke-linecap="round" stroke-opacity="0.7"/>')


def sym_dagger(c):
    main, light, dark, pale = c
    return (f'<g transform="rotate(40 50 50) translate(50 52) scale(1.12) translate(-50 -50)">'
            f'<path d="M50 96L37 42H63Z" fill="{light}" stroke="{dark}" stroke-width="4" '
            f'stroke-linejoin="round"/>'
            f'<path d="M50 88V46" stroke="{dark}" stroke-width="2.5" stroke-opacity="0.6"/>'
            f'<rect x="20" y="31" width="60" height="12" rx="6" fill="{main}" stroke="{dark}" '
            f'stroke-width="4"/>'
            f'<rect x="42" y="12" width="16" height="21" rx="3" fill="{main}" stroke="{dark}" '
            f'stroke-width="4"/>'
            f'<circle cx="50" cy="9" r="7" fill="{main}" stroke="{dark}" stroke-width="4"/></g>')


def sym_coin(c):
    main, light, dark, pale = c
    return (f'<circle cx="50" cy="50" r="42" fill="{main}" stroke="{dark}" stroke-width="4.5"/>'
            f'<circle cx="50" cy="50" r="32" fill="none" stroke="{dark}" stroke-width="2.5" '
            f'stroke-dasharray="3 4"/>'
            f'<polygon points="{star(50, 52, 22, 9.5)}" fill="{light}" stroke="{dark}" '
            f'stroke-width="3.5" stroke-linejoin="round"/>'
            f'<path d="M22 36C26 26 34 18 44 15" fill="none" stroke="{pale}" stroke-width="4" '
            f'stroke-linecap="round" stroke-opacity="0.8"/>')


SYMBOL_ART = {"anchor": sym_anchor, "skull": sym_skull, "dagger": sym_dagger, "coin": sym_coin}


# --- Black Jack's emblem, the rum bottle, the ship's wheel, the den door --------
def sym_emblem(bone=JACK[4], red=JACK[1], dark=JACK[2]):
    """Black Jack's emblem: a black tricorn with a red band over two crossed
    cutlasses (no skull, so it is never taken for the purple symbol)."""
    blade = "M27 77L76 24C82 17 89 11 96 7C94 15 89 24 82 31L34 84Z"
    blades = ""
    for flip in ("", ' transform="matrix(-1 0 0 1 100 0)"'):
        blades += (f'<g{flip}><path d="{blade}" fill="{bone}" stroke="{dark}" stroke-width="3" '
                   f'stroke-linejoin="round"/>'
                   f'<path d="M35 70L76 26" stroke="{dark}" stroke-width="1.5" stroke-opacity="0.5"/>'
                   f'<path d="M29 88L14 100" stroke="{dark}" stroke-width="9" stroke-linecap="round"/>'
                   f'<path d="M29 88L14 100" stroke="{red}" stroke-width="4.5" stroke-linecap="round"/>'
                   f'<path d="M18 74C10 84 16 98 30 94L40 84" fill="none" stroke="{dark}" '
                   f'stroke-width="7" stroke-linecap="round"/>'
                   f'<path d="M18 74C10 84 16 98 30 94L40 84" fill="none" stroke="{red}" '
                   f'stroke-width="3" stroke-linecap="round"/></g>')
    hat = (f'<path d="M2 52C8 34 20 26 32 30C38 18 62 18 68 30C80 26 92 34 98 52'
           f'C82 46 66 50 50 62C34 50 18 46 2 52Z" fill="{dark}" stroke="{bone}" stroke-width="3" '
           f'stroke-linejoin="round"/>'
           f'<path d="M10 45C22 38 34 40 50 52C66 40 78 38 90 45" fill="none" stroke="{red}" '
           f'stroke-width="4" stroke-linecap="round"/>'
           f'<circle cx="50" cy="38" r="5" fill="{bone}" stroke="{red}" stroke-width="2"/>')
    return blades + hat


def sym_rum():
    """A rum bottle: dark glass, a cork, a cream label with crossed bones."""
    return (f'<path d="M42 4H58V12H42Z" fill="#b9854d" stroke="{INK}" stroke-width="3" '
            f'stroke-linejoin="round"/>'
            f'<path d="M43 12H57V30C57 36 74 40 74 54V90C74 94 71 97 67 97H33C29 97 26 94 26 90V54'
            f'C26 40 43 36 43 30Z" fill="url(#glass)" stroke="{INK}" stroke-width="3.5" '
            f'stroke-linejoin="round"/>'
            f'<path d="M28 66H72V72H28Z" fill="#6b2a10" fill-opacity="0.55"/>'
            f'<rect x="30" y="54" width="40" height="30" rx="4" fill="#f4e3b8" stroke="{INK}" '
            f'stroke-width="2.5"/>'
            f'<path d="M38 61L62 77M62 61L38 77" stroke="{INK}" stroke-width="4" '
            f'stroke-linecap="round"/>'
            f'<circle cx="37" cy="60" r="3" fill="{INK}"/><circle cx="63" cy="60" r="3" fill="{INK}"/>'
            f'<circle cx="37" cy="78" r="3" fill="{INK}"/><circle cx="63" cy="78" r="3" fill="{INK}"/>'
            f'<path d="M33 48C34 44 38 41 42 40M32 88V60" fill="none" stroke="#ffffff" '
            f'stroke-width="3.5" stroke-linecap="round" stroke-opacity="0.45"/>')


def sym_wheel(dark=WOOD_DARK, wood=WOOD, light=WOOD_LIGHT):
    """A ship's wheel around (50, 50): eight spokes with handles, a rim and a hub."""
    out = []
    for k in range(8):
        x0, y0 = polar(50, 50, 14, k * 45)
        x1, y1 = polar(50, 50, 47, k * 45)
        out.append(twice_stroked(f"M{x0:.1f} {y0:.1f}L{x1:.1f} {y1:.1f}", dark, wood, 8.5, 4.5))
        hx, hy = polar(50, 50, 45.5, k * 45)
        out.append(f'<circle cx="{hx:.1f}" cy="{hy:.1f}" r="4.2" fill="{light}" stroke="{dark}" '
                   f'stroke-width="2.2"/>')
    out.append(f'<circle cx="50" cy="50" r="33" fill="none" stroke="{dark}" stroke-width="11"/>'
               f'<circle cx="50" cy="50" r="33" fill="none" stroke="{wood}" stroke-width="6.5"/>'
               f'<circle cx="50" cy="50" r="33" fill="none" stroke="{light}" stroke-width="1.5" '
               f'stroke-dasharray="4 6"/>')
    return "".join(out)


def sym_compass(main, accent, dark, paper):
    """A compass rose for the movement cards' back."""
    out = [f'<circle cx="50" cy="50" r="46" fill="{paper}" stroke="{dark}" stroke-width="3"/>',
           f'<circle cx="50" cy="50" r="40" fill="none" stroke="{main}" stroke-width="1.5"/>']
    for k in range(32):
        x0, y0 = polar(50, 50, 40, k * 11.25)
        x1, y1 = polar(50, 50, 46 if k % 4 == 0 else 43, k * 11.25)
        out.append(f'<path d="M{x0:.1f} {y0:.1f}L{x1:.1f} {y1:.1f}" stroke="{dark}" '
                   f'stroke-width="{2 if k % 4 == 0 else 1:g}"/>')
    for deg, length, fill in ((45, 28, main), (135, 28, main), (225, 28, main), (315, 28, main),
                              (0, 38, dark), (90, 38, dark), (180, 38, dark), (270, 38, dark)):
        tip = polar(50, 50, length, deg)
        left = polar(50, 50, 7, deg - 45)
        right = polar(50, 50, 7, deg + 45)
        out.append(f'<polygon points="{tip[0]:.1f},{tip[1]:.1f} {left[0]:.1f},{left[1]:.1f} 50,50" '
                   f'fill="{fill}"/>'
                   f'<polygon points="{tip[0]:.1f},{tip[1]:.1f} {right[0]:.1f},{right[1]:.1f} 50,50" '
                   f'fill="{accent}" stroke="{fill}" stroke-width="1"/>')
    out.append(f'<circle cx="50" cy="50" r="5" fill="{accent}" stroke="{dark}" stroke-width="2"/>')
    # the north point gets a small fleur: a red diamond
    out.append(f'<path d="M50 1L54 7L50 13L46 7Z" fill="#c0392b" stroke="{dark}" stroke-width="1.2"/>')
    return "".join(out)


def sym_den_door(main=VBACK[0], accent=VBACK[1], dark=VBACK[2], paper=VBACK[3]):
    """The villains' back emblem: a stone archway with a plank door, a lantern
    and a little hanging sign with a mug."""
    stones = []
    for k in range(9):
        a0, a1 = 180 + k * 20, 180 + (k + 1) * 20
        pts = []
        for a, r in ((a0, 44), (a1, 44), (a1, 32), (a0, 32)):
            t = math.radians(a)
            pts.append(f"{50 + r * math.cos(t):.1f},{60 + r * math.sin(t):.1f}")
        stones.append(f'<polygon points="{" ".join(pts)}" fill="#a59c8e" stroke="{dark}" '
                      f'stroke-width="2" stroke-linejoin="round"/>')
    planks = "".join(f'<path d="M{x} 32V98" stroke="{dark}" '
                     f'stroke-width="1.6"/>' for x in (34, 42, 50, 58, 66))
    return (f'<rect x="4" y="58" width="14" height="40" fill="#a59c8e" stroke="{dark}" '
            f'stroke-width="2"/>'
            f'<rect x="82" y="58" width="14" height="40" fill="#a59c8e" stroke="{dark}" '
            f'stroke-width="2"/>'
            f'<path d="M18 98V60A32 32 0 0 1 82 60V98Z" fill="{main}" stroke="{dark}" '
            f'stroke-width="2.5"/>'
            + planks
            + f'<path d="M22 48H78M20 80H80" stroke="{dark}" stroke-width="4"/>'
              f'<circle cx="70" cy="70" r="3.5" fill="{accent}" stroke="{dark}" stroke-width="1.5"/>'
            + "".join(stones)
            + f'<path d="M50 16V10" stroke="{dark}" stroke-width="2"/>'
              f'<rect x="36" y="2" width="28" height="10" rx="2" fill="{paper}" stroke="{dark}" '
              f'stroke-width="2"/>'
              f'<path d="M45 4.5H53V10.5H45ZM53 6H56V9H53" fill="{accent}" stroke="{dark}" '
              f'stroke-width="1.2" stroke-linejoin="round"/>'
              f'<path d="M8 50H18" stroke="{dark}" stroke-width="2.5"/>'
              f'<path d="M11 50V54" stroke="{dark}" stroke-width="1.5"/>'
              f'<rect x="6" y="54" width="10" height="13" rx="2" fill="{accent}" stroke="{dark}" '
              f'stroke-width="2"/><circle cx="11" cy="60.5" r="2.5" fill="#fff7d0"/>')


# --- the rogues ------------------------------------------------------------------
HX, HY, HR = 100, 148, 30          # head centre and radius on the card
PORT = (100, 152, 62, 54)         # the porthole the rogue is drawn for: centre, outer, inner radius
SHOWN = (100, 150, 1.13)          # ... and where it is shown on the card: centre and scale


def features(colour, value):
    """Which hat, beard, ... the rogue of this colour and value wears.  Each
    feature repeats with its own period (6, 5, 7, 4, ...), so for a fixed
    colour the pair (hat, beard) differs for every value 1..15 and two rogues
    with the same hat still differ in several other features."""
    ci = list(COLOURS).index(colour)
    v = value
    return {
        "hat": ("tricorn", "bandana", "bicorne", "beanie", "floppy", "bare")[(v + 3 * ci) % 6],
        "beard": ("none", "stubble", "full", "goatee", "braid")[(v + ci) % 5],
        "tache": ("none", "curl", "none", "droop")[(3 * v + ci) % 4],
        "patch": ("none", "left", "none", "none", "right", "none", "left")[(v + 2 * ci) % 7],
        "earring": (2 * v + ci) % 5 in (0, 2),
        "mouth": ("smile", "grin", "gold", "smile", "grin")[(v + 2 * ci) % 5],
        "nose": (0, 1, 2, 0, 1, 2, 1)[(v + ci) % 7],
        "skin": SKINS[(v * 5 + ci * 2) % len(SKINS)],
        "hair": HAIRS[(v * 7 + ci * 3) % len(HAIRS)],
        "long": (v + ci) % 4 == 1,
        "stripes": (v // 2 + ci) % 2 == 1,
        "scar": (v * 3 + ci) % 7 == 2,
        "medal": v >= 12,
    }


def darker(hex_colour, f=0.72):
    r, g, b = (int(hex_colour[i:i + 2], 16) for i in (1, 3, 5))
    return f"#{int(r * f):02x}{int(g * f):02x}{int(b * f):02x}"


def rogue(colour, value):
    """A friendly cartoon pirate rogue, head and shoulders, in the porthole."""
    main, light, dark, pale = COLOURS[colour]
    f = features(colour, value)
    skin, hair = f["skin"], f["hair"]
    shade = darker(skin, 0.8)
    cx, cy, ro, ri = PORT
    out = []
    # long hair falls behind the head onto the shoulders
    if f["long"]:
        out.append(f'<path d="M68 140C62 170 64 188 72 196H128C136 188 138 170 132 140Z" fill="{hair}" '
                   f'stroke="{INK}" stroke-width="2.5" stroke-linejoin="round"/>')
    # the bust: a coat in the colour, cut to the porthole's inner circle
    ly = 188
    lx = math.sqrt(ri * ri - (ly - cy) ** 2)
    out.append(f'<path d="M86 170C70 172 {cx - lx + 2:.1f} {ly - 10} {cx - lx:.1f} {ly}'
               f'A{ri} {ri} 0 0 0 {cx + lx:.1f} {ly}C{cx + lx - 2:.1f} {ly - 10} 130 172 114 170Z" '
               f'fill="{main}" stroke="{INK}" stroke-width="2.5" stroke-linejoin="round"/>')
    # shirt (plain or striped) and lapels
    stripes = (f'<path d="M90 176H110M93 183H107M96 190H104" stroke="{dark}" stroke-width="3"/>'
               if f["stripes"] else
               f'<path d="M92 180L100 200M108 180L100 200" stroke="{light}" stroke-width="2"/>')
    out.append(f'<path d="M88 171L100 200L112 171Z" fill="#f7f1e3" stroke="{INK}" stroke-width="2" '
               f'stroke-linejoin="round"/>' + stripes
               + f'<path d="M86 170L96 196L84 190L80 200M114 170L104 196L116 190L120 200" fill="none" '
               f'stroke="{dark}" stroke-width="2.5" stroke-linejoin="round"/>')
    if f["medal"]:
        out.append(f'<path d="M122 182L126 192L130 182" fill="none" stroke="#2f72cf" stroke-width="3"/>'
                   f'<polygon points="{star(126, 197, 6.5, 3, 5)}" fill="{BRASS}" '
                   f'stroke="{BRASS_DARK}" stroke-width="1.2" stroke-linejoin="round"/>')
    # neck, ears, head
    out.append(f'<rect x="91" y="160" width="18" height="16" rx="4" fill="{shade}"/>'
               f'<circle cx="{HX - HR + 1}" cy="{HY + 2}" r="7" fill="{skin}" stroke="{INK}" '
               f'stroke-width="2.2"/>'
               f'<circle cx="{HX + HR - 1}" cy="{HY + 2}" r="7" fill="{skin}" stroke="{INK}" '
               f'stroke-width="2.2"/>'
               f'<ellipse cx="{HX}" cy="{HY}" rx="{HR}" ry="{HR + 2}" fill="{skin}" stroke="{INK}" '
               f'stroke-width="2.5"/>')
    if f["earring"]:
        out.append(f'<circle cx="{HX - HR - 1}" cy="{HY + 13}" r="5" fill="none" stroke="{BRASS_DARK}" '
                   f'stroke-width="4"/><circle cx="{HX - HR - 1}" cy="{HY + 13}" r="5" fill="none" '
                   f'stroke="{BRASS_LIGHT}" stroke-width="2"/>')
    # beard
    b = f["beard"]
    if b == "stubble":
        dots = "".join(f'<circle cx="{HX + dx}" cy="{HY + dy}" r="1.3"/>'
                       for dx, dy in ((-16, 14), (-10, 20), (-4, 24), (4, 24), (10, 20), (16, 14),
                                      (-20, 6), (20, 6), (-13, 26), (0, 28), (13, 26), (-7, 29),
                                      (7, 29)))
        out.append(f'<g fill="{hair}" fill-opacity="0.8">{dots}</g>')
    elif b == "full":
        out.append(f'<path d="M71 146C70 176 86 190 100 191C114 190 130 176 129 146'
                   f'C124 162 114 168 100 168C86 168 76 162 71 146Z" fill="{hair}" stroke="{INK}" '
                   f'stroke-width="2.2" stroke-linejoin="round"/>')
    elif b == "goatee":
        out.append(f'<path d="M92 170C92 180 96 186 100 188C104 186 108 180 108 170C104 172 96 172 92 '
                   f'170Z" '
                   f'fill="{hair}" stroke="{INK}" stroke-width="2" stroke-linejoin="round"/>')
    elif b == "braid":
        out.append(f'<path d="M78 160C82 170 90 172 100 172C110 172 118 170 122 160C120 178 110 184 '
                   f'106 186'
                   f'L104 204H96L94 186C90 184 80 178 78 160Z" fill="{hair}" stroke="{INK}" '
                   f'stroke-width="2.2" stroke-linejoin="round"/>'
                   f'<path d="M94 186H106M95 195H105" stroke="{BRASS}" stroke-width="3"/>')
    # eyes (or an eyepatch), brows
    for side, ex in (("left", HX - 11), ("right", HX + 11)):
        if f["patch"] == side:
            out.append(f'<ellipse cx="{ex}" cy="{HY - 4}" rx="8.5" ry="7.5" fill="{INK}"/>')
        else:
            out.append(f'<ellipse cx="{ex}" cy="{HY - 4}" rx="6" ry="7" fill="#ffffff" stroke="{INK}" '
                       f'stroke-width="1.8"/><circle cx="{ex + 1}" cy="{HY - 3}" r="3.3" fill="{INK}"/>'
                       f'<circle cx="{ex + 2.2}" cy="{HY - 4.5}" r="1.1" fill="#ffffff"/>')
            tilt = 3 if side == "left" else -3
            out.append(f'<path d="M{ex - 7} {HY - 14 + tilt}Q{ex} {HY - 19} {ex + 7} {HY - 14 - tilt}" '
                       f'fill="none" stroke="{hair}" stroke-width="3.2" stroke-linecap="round"/>')
    if f["patch"] != "none":               # the patch's strap, across the forehead
        high, low = (HY - 18, HY - 12) if f["patch"] == "left" else (HY - 12, HY - 18)
        out.append(f'<path d="M{HX - HR + 2} {high}L{HX + HR - 2} {low}" '
                   f'stroke="{INK}" stroke-width="2.2"/>')
    # scar
    if f["scar"]:
        side = 1 if f["patch"] == "left" else -1
        sx = HX + side * 19
        out.append(f'<path d="M{sx - 4} {HY + 2}L{sx + 4} {HY + 14}M{sx - 3} {HY + 9}L{sx + 2} {HY + 6}'
                   f'M{sx - 1} {HY + 13}L{sx + 4} {HY + 10}" stroke="#a0463a" stroke-width="1.6" '
                   f'stroke-linecap="round"/>')
    # cheeks
    out.append(f'<circle cx="{HX - 18}" cy="{HY + 9}" r="5" fill="#ff7a7a" fill-opacity="0.35"/>'
               f'<circle cx="{HX + 18}" cy="{HY + 9}" r="5" fill="#ff7a7a" fill-opacity="0.35"/>')
    # mouth
    my = HY + 17
    if f["mouth"] == "smile":
        out.append(f'<path d="M{HX - 9} {my - 2}Q{HX} {my + 7} {HX + 9} {my - 2}" fill="none" '
                   f'stroke="{INK}" '
                   f'stroke-width="2.6" stroke-linecap="round"/>')
    else:
        out.append(f'<path d="M{HX - 11} {my - 3}H{HX + 11}C{HX + 10} {my + 8} {HX - 10} {my + 8} '
                   f'{HX - 11} {my - 3}Z" '
                   f'fill="#7a1f1f" stroke="{INK}" stroke-width="2.2" stroke-linejoin="round"/>'
                   f'<path d="M{HX - 9.5} {my - 2}H{HX + 9.5}V{my + 1.5}H{HX - 9.5}Z" fill="#ffffff"/>')
        if f["mouth"] == "gold":
            out.append(f'<rect x="{HX + 2}" y="{my - 2}" width="4" height="3.6" fill="{BRASS}"/>')
    # nose
    n = f["nose"]
    if n == 0:
        out.append(f'<circle cx="{HX}" cy="{HY + 6}" r="4.5" fill="{shade}" stroke="{INK}" '
                   f'stroke-width="1.8"/>')
    elif n == 1:
        out.append(f'<ellipse cx="{HX + 1}" cy="{HY + 6}" rx="6.5" ry="5.5" fill="{shade}" '
                   f'stroke="{INK}" '
                   f'stroke-width="1.8"/>')
    else:
        out.append(f'<path d="M{HX} {HY - 2}Q{HX + 8} {HY + 9} {HX + 1} {HY + 10}Q{HX - 3} {HY + 10} '
                   f'{HX - 3} {HY + 7}" '
                   f'fill="{shade}" stroke="{INK}" stroke-width="1.8" stroke-linejoin="round"/>')
    # moustache
    t = f["tache"]
    if t == "curl":
        out.append(f'<path d="M{HX} {my - 5}C{HX - 6} {my - 10} {HX - 16} {my - 8} {HX - 18} {my - 2}'
                   f'C{HX - 20} {my + 2} {HX - 24} {my - 2} {HX - 22} {my - 6}'
                   f'M{HX} {my - 5}C{HX + 6} {my - 10} {HX + 16} {my - 8} {HX + 18} {my - 2}'
                   f'C{HX + 20} {my + 2} {HX + 24} {my - 2} {HX + 22} {my - 6}" fill="none" '
                   f'stroke="{hair}" stroke-width="4" stroke-linecap="round"/>')
    elif t == "droop":
        out.append(f'<path d="M{HX} {my - 7}C{HX - 10} {my - 10} {HX - 16} {my - 4} {HX - 15} {my + 8}'
                   f'C{HX - 11} {my + 2} {HX - 6} {my - 2} {HX} {my - 2}C{HX + 6} {my - 2} {HX + 11} '
                   f'{my + 2} '
                   f'{HX + 15} {my + 8}C{HX + 16} {my - 4} {HX + 10} {my - 10} {HX} {my - 7}Z" '
                   f'fill="{hair}" stroke="{INK}" stroke-width="1.8" stroke-linejoin="round"/>')
    # hat or hair
    out.append(headwear(f, colour))
    return "".join(out)


def headwear(f, colour):
    main, light, dark, pale = COLOURS[colour]
    hair = f["hair"]
    h = f["hat"]
    tufts = (f'<path d="M72 140C66 134 68 126 74 124M128 140C134 134 132 126 126 124" fill="none" '
             f'stroke="{hair}" stroke-width="6" stroke-linecap="round"/>')
    if h == "tricorn":
        return (f'<path d="M72 128C72 106 128 106 128 128Z" fill="#2b2320" stroke="{INK}" '
                f'stroke-width="2.5"/>'
                f'<path d="M52 134C58 112 78 118 100 104C122 118 142 112 148 134C128 124 72 124 52 '
                f'134Z" '
                f'fill="#3a2e28" stroke="{INK}" stroke-width="2.5" stroke-linejoin="round"/>'
                f'<path d="M56 130C66 118 80 120 100 109C120 120 134 118 144 130" fill="none" '
                f'stroke="{BRASS}" stroke-width="2.5"/>'
                f'<circle cx="100" cy="118" r="4" fill="{main}" stroke="{INK}" stroke-width="1.5"/>')
    if h == "bicorne":
        return (f'<path d="M54 132C54 100 146 100 146 132C128 124 72 124 54 132Z" fill="#27272e" '
                f'stroke="{INK}" stroke-width="2.5" stroke-linejoin="round"/>'
                f'<path d="M60 127C76 120 124 120 140 127" fill="none" stroke="{BRASS}" '
                f'stroke-width="2.5"/>'
                f'<circle cx="100" cy="114" r="7" fill="{main}" stroke="#ffffff" stroke-width="2.5"/>')
    if h == "bandana":
        spots = "".join(f'<circle cx="{x}" cy="{y}" r="2.4"/>'
                        for x, y in ((86, 124), (100, 120), (114, 124), (80, 134), (93, 132),
                                     (107, 132), (120, 134)))
        return (tufts
                + f'<path d="M69 142C66 110 134 110 131 142C118 134 82 134 69 142Z" fill="{dark}" '
                  f'stroke="{INK}" stroke-width="2.5" stroke-linejoin="round"/>'
                  f'<g fill="#ffffff" fill-opacity="0.85">{spots}</g>'
                  f'<path d="M129 134L146 128L142 140ZM129 136L144 150L134 152Z" fill="{dark}" '
                  f'stroke="{INK}" '
                  f'stroke-width="2" stroke-linejoin="round"/>'
                  f'<circle cx="131" cy="136" r="4" fill="{dark}" stroke="{INK}" stroke-width="2"/>')
    if h == "beanie":
        stripes = "".join(f'<path d="M{x} 134V{118 if 80 < x < 120 else 124}" stroke="{INK}" '
                          f'stroke-width="1" stroke-opacity="0.35"/>' for x in range(76, 128, 6))
        return (tufts
                + f'<path d="M71 136C70 106 130 106 129 136Z" fill="{light}" stroke="{INK}" '
                  f'stroke-width="2.5"/>'
                + stripes
                + f'<rect x="68" y="130" width="64" height="12" rx="5" fill="{main}" stroke="{INK}" '
                  f'stroke-width="2.5"/>'
                  f'<circle cx="100" cy="107" r="7" fill="{main}" stroke="{INK}" stroke-width="2.2"/>')
    if h == "floppy":
        return (f'<path d="M76 130C74 104 126 104 124 130Z" fill="#6b4a2e" stroke="{INK}" '
                f'stroke-width="2.5"/>'
                f'<path d="M76 124C92 120 108 120 124 124V129C108 126 92 126 76 129Z" fill="{dark}"/>'
                f'<path d="M110 121C122 104 138 102 150 100C142 110 132 118 116 124Z" fill="#ffffff" '
                f'stroke="{INK}" stroke-width="1.8" stroke-linejoin="round"/>'
                f'<path d="M114 122C126 112 138 106 148 102" fill="none" stroke="{INK}" '
                f'stroke-width="1.2"/>'
                f'<ellipse cx="100" cy="131" rx="44" ry="8" fill="#7d5735" stroke="{INK}" '
                f'stroke-width="2.5"/>')
    # bare: a shiny pate with a fringe of hair round the back
    return (f'<path d="M71 152C66 144 67 136 72 130M129 152C134 144 133 136 128 130" fill="none" '
            f'stroke="{hair}" stroke-width="7" stroke-linecap="round"/>'
            f'<path d="M86 124C90 120 96 119 100 119" fill="none" stroke="#ffffff" stroke-width="3.5" '
            f'stroke-linecap="round" stroke-opacity="0.6"/>')


# --- defs ------------------------------------------------------------------------
def defs():
    out = ['<defs>',
           '<linearGradient id="glass" x1="0" y1="0" x2="1" y2="0">'
           '<stop offset="0" stop-color="#3f1c08"/><stop offset="0.35" stop-color="#8a4514"/>'
           '<stop offset="1" stop-color="#341505"/></linearGradient>',
           f'<radialGradient id="brass" cx="0.4" cy="0.35" r="0.7"><stop offset="0" '
           f'stop-color="{BRASS_LIGHT}"/>'
           f'<stop offset="0.6" stop-color="{BRASS}"/><stop offset="1" stop-color="{BRASS_DARK}"/>'
           '</radialGradient>',
           f'<radialGradient id="jack-glow" cx="0.5" cy="0.45" r="0.55"><stop offset="0" '
           f'stop-color="#5a1a1e"/>'
           f'<stop offset="1" stop-color="{JACK[3]}"/></radialGradient>']
    for name, (main, light, dark, pale) in COLOURS.items():
        out.append(f'<radialGradient id="sky-{name}" cx="0.5" cy="0.3" r="0.75">'
                   f'<stop offset="0" stop-color="{pale}"/><stop offset="1" stop-color="{light}"/>'
                   '</radialGradient>')
        art = SYMBOL_ART[SYMBOLS[name]]((main, light, dark, pale))
        out.append(f'<g id="art-{SYMBOLS[name]}">{art}</g>')
        out.append(f'<g id="art-lattice-{name}">'
                   f'{lattice(16, 16, W - 16, H - 16, light, step=22, r=4, opacity=0.5)}</g>')
    out += [f'<g id="art-emblem">{sym_emblem()}</g>',
            f'<g id="art-rum">{sym_rum()}</g>',
            f'<g id="art-wheel">{sym_wheel()}</g>',
            f'<g id="art-compass">{sym_compass(*MOVE)}</g>',
            f'<g id="art-den">{sym_den_door()}</g>',
            '</defs>']
    return "\n".join(out)


def use(art, x, y, size, extra=""):
    """Place a 100x100 art group from <defs> at (x, y), scaled to size."""
    return (f'<use xlink:href="#art-{art}" '
            f'transform="translate({x:g} {y:g}) scale({size / 100:g}){extra}"/>')


# --- cards -------------------------------------------------------------------------
def frame(main, dark, pale):
    return (f'<rect width="{W}" height="{H}" rx="{RADIUS}" fill="{main}"/>'
            f'<rect x="8" y="8" width="{W - 16}" height="{H - 16}" rx="8" fill="{pale}"/>'
            f'<rect x="13.5" y="13.5" width="{W - 27}" height="{H - 27}" rx="5" fill="none" '
            f'stroke="{dark}" stroke-width="1.5" stroke-opacity="0.55"/>')


def both_corners(markup):
    """The corner index top-left, and turned 180 degrees bottom-right."""
    return f'<g>{markup}</g><g transform="rotate(180 {W / 2:g} {H / 2:g})">{markup}</g>'


def corner_numeral(text, colour, x=18, y=18, max_w=52, max_h=46):
    height = min(max_h, max_w * 100 / numeral_width(text, 100))
    return numeral(text, x, y, height, colour)


def face_villain(colour, value):
    main, light, dark, pale = COLOURS[colour]
    cx, cy, ro, ri = PORT
    sx, sy, k = SHOWN
    sym = SYMBOLS[colour]
    index = corner_numeral(str(value), dark, max_w=56, max_h=50) + use(sym, 18, 75, 32)
    rivets = "".join(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="2.3" fill="{BRASS_LIGHT}" '
                     f'stroke="{BRASS_DARK}" '
                     f'stroke-width="1"/>' for x, y in (polar(cx, cy, (ro + ri) / 2, k * 45 + 22.5)
                                                     for k in range(8)))
    return (frame(main, dark, pale)
            + f'<use xlink:href="#art-lattice-{colour}"/>'
            + f'<g transform="translate({sx - cx * k:g} {sy - cy * k:g}) scale({k:g})">'
            + f'<circle cx="{cx}" cy="{cy}" r="{ro}" fill="url(#brass)" stroke="{BRASS_DARK}" '
              f'stroke-width="2.5"/>'
            + f'<circle cx="{cx}" cy="{cy}" r="{ri}" fill="url(#sky-{colour})" stroke="{BRASS_DARK}" '
              f'stroke-width="2.5"/>'
            + rivets
            + rogue(colour, value) + '</g>'
            + both_corners(index))


def back_villain():
    main, accent, dark, paper = VBACK
    syms = "".join(use(SYMBOLS[c], x, y, 30) for c, (x, y) in
                   zip(COLOURS, ((22, 22), (148, 22), (22, 248), (148, 248))))
    planks = "".join(f'<path d="M{x} 10V290" stroke="{dark}" stroke-width="2" stroke-opacity="0.5"/>'
                     for x in (40, 70, 100, 130, 160))
    return (f'<rect width="{W}" height="{H}" rx="{RADIUS}" fill="{main}"/>'
            + planks
            + lattice(16, 16, W - 16, H - 16, accent, step=24, r=3, opacity=0.25)
            + f'<rect x="7" y="7" width="{W - 14}" height="{H - 14}" rx="9" fill="none" '
              f'stroke="{accent}" stroke-width="4"/>'
            + f'<rect x="14.5" y="14.5" width="{W - 29}" height="{H - 29}" rx="5" fill="none" '
              f'stroke="{paper}" stroke-width="1.5" stroke-dasharray="7 4"/>'
            + f'<ellipse cx="100" cy="150" rx="68" ry="86" fill="{paper}" stroke="{dark}" '
              f'stroke-width="4"/>'
            + f'<ellipse cx="100" cy="150" rx="60" ry="78" fill="none" stroke="{accent}" '
              f'stroke-width="3" '
              f'stroke-dasharray="6 5"/>'
            + use("den", 44, 96, 112)
            + f'<path d="M48 210H152" stroke="{dark}" stroke-width="3" stroke-linecap="round"/>'
            + syms)


def face_move(n):
    main, light, dark, pale = MOVE
    text = str(n)
    wheel = (use("wheel", 16, 71, 168)
             + f'<circle cx="100" cy="155" r="34" fill="{pale}" stroke="{WOOD_DARK}" stroke-width="4"/>'
             + f'<circle cx="100" cy="155" r="28" fill="none" stroke="{main}" stroke-width="1.5"/>'
             + centred_numeral(text, 100, 156, 46, dark))
    return (frame(main, dark, pale)
            + f'<path d="M16 246C40 236 60 256 84 246S128 236 152 246S176 256 184 250" fill="none" '
              f'stroke="{light}" stroke-width="4" stroke-linecap="round"/>'
            + wheel
            + both_corners(corner_numeral(text, dark)))


def face_rum():
    main, light, dark, pale = MOVE
    return (frame(main, dark, pale)
            + f'<circle cx="100" cy="155" r="78" fill="{light}" fill-opacity="0.55"/>'
            + f'<ellipse cx="100" cy="232" rx="52" ry="8" fill="{dark}" fill-opacity="0.25"/>'
            + use("rum", 40, 88, 148)
            + both_corners(use("rum", 16, 16, 46)))


def back_move():
    main, light, dark, pale = MOVE
    return (f'<rect width="{W}" height="{H}" rx="{RADIUS}" fill="{main}"/>'
            + lattice(16, 16, W - 16, H - 16, light, opacity=0.25)
            + f'<rect x="7" y="7" width="{W - 14}" height="{H - 14}" rx="9" fill="none" '
              f'stroke="{pale}" stroke-width="4"/>'
            + f'<rect x="14.5" y="14.5" width="{W - 29}" height="{H - 29}" rx="5" fill="none" '
              f'stroke="{light}" stroke-width="1.5"/>'
            + f'<circle cx="100" cy="150" r="78" fill="{dark}" stroke="{pale}" stroke-width="3"/>'
            + use("compass", 28, 78, 144))


def jack_frame():
    frame_c, red, dark, panel, bone = JACK
    return (f'<rect width="{W}" height="{H}" rx="{RADIUS}" fill="{frame_c}"/>'
            f'<rect x="8" y="8" width="{W - 16}" height="{H - 16}" rx="8" fill="url(#jack-glow)"/>'
            f'<rect x="13.5" y="13.5" width="{W - 27}" height="{H - 27}" rx="5" fill="none" '
            f'stroke="{red}" stroke-width="1.5" stroke-dasharray="8 4"/>')


def face_blackjack(n):
    frame_c, red, dark, panel, bone = JACK
    text = str(n)
    return (jack_frame()
            + f'<circle cx="100" cy="150" r="50" fill="{red}" stroke="{bone}" stroke-width="4"/>'
            + f'<circle cx="100" cy="150" r="43" fill="none" stroke="{dark}" stroke-width="2" '
              f'stroke-dasharray="4 4"/>'
            + centred_numeral(text, 100, 151, 58 if len(text) == 1 else 50, bone, halo=dark)
            + both_corners(corner_numeral(text, bone) + use("emblem", 72, 38, 56)))


def back_blackjack():
    frame_c, red, dark, panel, bone = JACK
    return (f'<rect width="{W}" height="{H}" rx="{RADIUS}" fill="{frame_c}"/>'
            + lattice(16, 16, W - 16, H - 16, red, opacity=0.35)
            + f'<rect x="7" y="7" width="{W - 14}" height="{H - 14}" rx="9" fill="none" '
              f'stroke="{red}" stroke-width="4"/>'
            + f'<rect x="14.5" y="14.5" width="{W - 29}" height="{H - 29}" rx="5" fill="none" '
              f'stroke="{bone}" stroke-width="1.5"/>'
            + f'<ellipse cx="100" cy="150" rx="66" ry="84" fill="{panel}" stroke="{bone}" '
              f'stroke-width="4"/>'
            + f'<ellipse cx="100" cy="150" rx="58" ry="76" fill="none" stroke="{red}" stroke-width="3" '
              f'stroke-dasharray="6 5"/>'
            + use("emblem", 42, 96, 116))


def cards():
    """(id, markup) rows: one row per villain colour, then the other cards."""
    rows = [[(f"villain-{c}-{v}", face_villain(c, v)) for v in VALUES] for c in COLOURS]
    rows.append([(f"move-{n}", face_move(n)) for n in range(1, 8)]
                + [("move-rum", face_rum()), ("back-move", back_move()),
                   ("back-villain", back_villain()), ("placeholder", placeholder())])
    rows.append([(f"blackjack-{n}", face_blackjack(n)) for n in range(1, 13)]
                + [("back-blackjack", back_blackjack())])
    return rows


def main():
    rows = cards()
    cols = max(len(r) for r in rows)
    width, height = cols * (W + GAP) + GAP, len(rows) * (H + GAP) + GAP
    out = ['<?xml version="1.0" encoding="UTF-8"?>',
           f'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
           f'version="1.2" baseProfile="tiny" width="{width}" height="{height}" '
           f'viewBox="0 0 {width} {height}">',
           '<title>Halunken &amp; Spelunken cards (Houserules)</title>',
           '<!-- Generated by resources/tools/make_halunken_spelunken_deck.py; do not edit. -->',
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
