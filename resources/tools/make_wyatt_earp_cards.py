#!/usr/bin/env python3
"""Generate resources/cards/wyatt-earp.svg, the Wyatt Earp cards.

Every card is one <g> whose id the app renders with
QSvgRenderer::render(painter, id, rect):

    share-back-star, share-back-dollar     the backs of the two share decks
    share-<business>                       a share certificate of one of the ten businesses
    character-back                         the back of the gunfighters' cards
    character-<gunfighter>                 one of the six gunfighters
    placeholder                            missing art

The six businesses of the star deck (arizona_club ... blacksmith) have a
warm red-brown frame and a star in the corners, the four of the dollar deck
(grand_hotel ... assay_office) a green frame and a $, so a face shows which
deck it belongs to.  Share faces show the business in their upper half and
leave the lower part plain: the app writes the name there and draws the
attribute icon.  Character faces show a bust in an oval in the upper half
and leave the lower half plain for the four attributes.  The cards have no
words.

Cards are 200x300 user units, laid out on a grid without overlap, and nothing
in a card group reaches outside the card, so boundsOnElement() is the card.
The star, the coin and the revolver come from make_wyatt_earp_pieces.py.
Only SVG Tiny 1.2 features that Qt Svg understands are used.  Standard
library only:

    python3 resources/tools/make_wyatt_earp_cards.py [output.svg]
"""
import math
import sys
from pathlib import Path

sys.dont_write_bytecode = True   # no __pycache__ next to the scripts
import make_wyatt_earp_pieces as pieces  # noqa: E402
from make_boomo_deck import lattice, placeholder, polar, star  # noqa: E402

W, H, GAP, RADIUS = 200, 300, 20, 14
OUT = Path(__file__).resolve().parent.parent / "cards" / "wyatt-earp.svg"
INK = pieces.INK
GOLD, GOLD_DARK, GOLD_LIGHT = pieces.GOLD, pieces.GOLD_DARK, pieces.GOLD_LIGHT

# scheme: (frame, light, dark, paper) -- frame is the border, dark the engraving ink
STAR = ("#8a3a22", "#e7b08a", "#3e1408", "#f7ecd4")
DOLLAR = ("#2f6b3f", "#a8d2a8", "#0f2e18", "#eef2e0")
CHARACTER = ("#4a3020", "#c9a27a", "#1e120a", "#f4e8cc")

STAR_BUSINESSES = ("arizona_club", "golden_nugget", "general_store", "livery_stable",
                   "barber_shop", "blacksmith")
DOLLAR_BUSINESSES = ("grand_hotel", "gunsmith", "stagecoach", "assay_office")
GUNFIGHTERS = ("wyatt_earp", "doc_holliday", "calamity_jane", "billy_the_kid", "wild_bill",
               "annie_oakley")

WOOD, WOOD_DARK, WOOD_LIGHT = "#a8713e", "#4e2e14", "#d29a60"
BARN, BARN_DARK = "#b23a2a", "#5a1a10"
SKIN, SKIN_SHADE = "#ecc09a", "#cf9a72"


# --- engraving: guilloche rosettes and hatched borders -----------------------------
def rosette(cx, cy, r, amp, lobes, copies, colour, width=0.8, opacity=0.6, squash=1.0):
    """Copies of a wavy ring r + amp*sin(lobes*t), each turned a little: the
    interlaced lines of an engraved certificate."""
    paths = []
    steps = lobes * 12
    for k in range(copies):
        shift = 2 * math.pi * k / (lobes * copies)
        pts = []
        for i in range(steps):
            t = 2 * math.pi * i / steps
            rr = r + amp * math.sin(lobes * (t + shift))
            pts.append(f"{cx + rr * math.cos(t):.1f} {cy + rr * squash * math.sin(t):.1f}")
        paths.append("M" + "L".join(pts) + "Z")
    return (f'<path d="{"".join(paths)}" fill="none" stroke="{colour}" stroke-width="{width:g}" '
            f'stroke-opacity="{opacity:g}"/>')


def frame(scheme):
    """A certificate: the coloured border, a hatched band and a paper panel."""
    main, light, dark, paper = scheme
    return (f'<rect width="{W}" height="{H}" rx="{RADIUS}" fill="{main}"/>'
            f'<rect x="6" y="6" width="{W - 12}" height="{H - 12}" rx="10" fill="none" '
            f'stroke="{light}" stroke-width="5" stroke-dasharray="1.5 2.5" stroke-opacity="0.7"/>'
            f'<rect x="12" y="12" width="{W - 24}" height="{H - 24}" rx="7" fill="{paper}" '
            f'stroke="{dark}" stroke-width="1.5"/>'
            f'<rect x="16.5" y="16.5" width="{W - 33}" height="{H - 33}" rx="4" fill="none" '
            f'stroke="{main}" stroke-width="1" stroke-opacity="0.7"/>')


def corner_ornaments(scheme, y_bottom=H - 26):
    main, light, dark, paper = scheme
    out = []
    for x, y in ((26, 26), (W - 26, 26), (26, y_bottom), (W - 26, y_bottom)):
        out.append(rosette(x, y, 7, 2.2, 7, 3, main, 0.7, 0.8))
    return "".join(out)


def deck_mark(kind, x, y, size):
    """The deck's small symbol: a star or a $ on a coin."""
    s = size / 100
    if kind == "star":
        art = (f'<polygon points="{star(50, 52, 46, 19)}" fill="{GOLD}" stroke="{GOLD_DARK}" '
               f'stroke-width="6" stroke-linejoin="round"/>')
    else:
        art = pieces.sym_coin()
    return f'<g transform="translate({x - size / 2:g} {y - size / 2:g}) scale({s:g})">{art}</g>'


# --- backs -------------------------------------------------------------------------
def share_back(kind):
    scheme = STAR if kind == "star" else DOLLAR
    main, light, dark, paper = scheme
    out = [f'<rect width="{W}" height="{H}" rx="{RADIUS}" fill="{main}"/>',
           lattice(16, 16, W - 16, H - 16, light, step=16, r=2.5, opacity=0.25),
           f'<rect x="7" y="7" width="{W - 14}" height="{H - 14}" rx="9" fill="none" '
           f'stroke="{light}" stroke-width="4"/>',
           f'<rect x="13" y="13" width="{W - 26}" height="{H - 26}" rx="6" fill="none" '
           f'stroke="{paper}" stroke-width="4" stroke-dasharray="1.5 2.5" stroke-opacity="0.8"/>',
           rosette(100, 150, 72, 8, 18, 5, paper, 0.8, 0.55, squash=1.3),
           f'<ellipse cx="100" cy="150" rx="58" ry="72" fill="{dark}" stroke="{paper}" '
           f'stroke-width="3"/>',
           rosette(100, 150, 46, 6, 12, 4, light, 0.8, 0.6, squash=1.25),
           f'<circle cx="100" cy="150" r="44" fill="{paper}" stroke="{GOLD}" stroke-width="4"/>',
           rosette(100, 150, 34, 4, 16, 3, main, 0.7, 0.35)]
    if kind == "star":
        out.append(f'<polygon points="{star(100, 153, 40, 16)}" fill="{GOLD}" stroke="{GOLD_DARK}" '
                   f'stroke-width="3" stroke-linejoin="round"/>'
                   f'<polygon points="{star(100, 153, 22, 9)}" fill="{GOLD_LIGHT}"/>')
    else:
        out.append(f'<g transform="translate(60 109) scale(0.8)"><path d="{pieces.DOLLAR}" '
                   f'fill="none" stroke="{dark}" stroke-width="19" stroke-linecap="round" '
                   f'stroke-linejoin="round"/><path d="{pieces.DOLLAR}" fill="none" stroke="{GOLD}" '
                   f'stroke-width="11" stroke-linecap="round" stroke-linejoin="round"/></g>')
    for x, y in ((34, 40), (W - 34, 40), (34, H - 40), (W - 34, H - 40)):
        out.append(deck_mark(kind, x, y, 26))
    return "".join(out)


def character_back():
    main, light, dark, paper = CHARACTER
    steel, steel_dark, steel_light = "#8a8f99", "#2a2c33", "#cfd3da"
    out = [f'<rect width="{W}" height="{H}" rx="{RADIUS}" fill="{main}"/>',
           lattice(16, 16, W - 16, H - 16, light, step=22, r=4, opacity=0.22),
           f'<rect x="7" y="7" width="{W - 14}" height="{H - 14}" rx="9" fill="none" '
           f'stroke="{light}" stroke-width="4"/>',
           f'<rect x="14.5" y="14.5" width="{W - 29}" height="{H - 29}" rx="5" fill="none" '
           f'stroke="{paper}" stroke-width="1.5" stroke-dasharray="7 4"/>',
           f'<circle cx="100" cy="150" r="76" fill="{dark}" stroke="{light}" stroke-width="3"/>']
    # the cylinder: six chambers round a pin, with flutes between them
    body = []
    for k in range(6):
        x0, y0 = polar(100, 150, 62, k * 60 + 30)
        body.append(f'<circle cx="{x0:.1f}" cy="{y0:.1f}" r="14" fill="{dark}"/>')
    out.append(f'<circle cx="100" cy="150" r="64" fill="url(#steel)" stroke="{steel_dark}" '
               f'stroke-width="4"/>' + "".join(body))
    for k in range(6):
        x, y = polar(100, 150, 38, k * 60)
        out.append(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="15" fill="#2c2620" stroke="{steel_dark}" '
                   f'stroke-width="3"/>'
                   f'<circle cx="{x:.1f}" cy="{y:.1f}" r="10" fill="{GOLD}" stroke="{GOLD_DARK}" '
                   f'stroke-width="2"/>'
                   f'<circle cx="{x:.1f}" cy="{y:.1f}" r="4" fill="{GOLD_LIGHT}" '
                   f'stroke="{GOLD_DARK}" stroke-width="1.5"/>')
    out.append(f'<circle cx="100" cy="150" r="12" fill="{steel_light}" stroke="{steel_dark}" '
               f'stroke-width="3"/><circle cx="100" cy="150" r="4" fill="{steel_dark}"/>'
               f'<path d="M58 114C66 104 78 96 92 94" fill="none" stroke="#ffffff" stroke-width="4" '
               f'stroke-linecap="round" stroke-opacity="0.5"/>')
    for x, y in ((36, 36), (W - 36, 36), (36, H - 36), (W - 36, H - 36)):
        out.append(f'<polygon points="{star(x, y, 12, 5)}" fill="{GOLD}" stroke="{GOLD_DARK}" '
                   f'stroke-width="1.5" stroke-linejoin="round"/>')
    return "".join(out)


# --- business emblems, each in a 100x100 box standing on y = 94 ------------------------
def emb_saloon(x0=28, x1=96, top=14, wood="#b0723c", trim="#f2e2b8", doors=True):
    """A false-front saloon with a porch roof, upstairs windows and batwing doors."""
    w = x1 - x0
    front = (f"M{x0} 94V{top + 16}H{x0 + w * 0.12:.1f}V{top + 8}H{x0 + w * 0.3:.1f}V{top}"
             f"H{x1 - w * 0.3:.1f}V{top + 8}H{x1 - w * 0.12:.1f}V{top + 16}H{x1}V94Z")
    mid = (x0 + x1) / 2
    out = [f'<path d="{front}" fill="{wood}" stroke="{INK}" stroke-width="2.5" '
           f'stroke-linejoin="round"/>']
    for y in range(int(top) + 6, 94, 6):
        out.append(f'<path d="M{x0 + 1} {y}H{x1 - 1}" stroke="{INK}" stroke-width="0.8" '
                   f'stroke-opacity="0.35"/>')
    # the sign board (no words: a star on it) and upstairs windows
    out.append(f'<rect x="{mid - 14:g}" y="{top + 6}" width="28" height="10" rx="2" fill="{trim}" '
               f'stroke="{INK}" stroke-width="1.8"/>'
               f'<polygon points="{star(mid, top + 11.3, 4.5, 1.9)}" fill="{BARN}"/>')
    for wx in (x0 + w * 0.18, x1 - w * 0.18 - 12):
        out.append(f'<rect x="{wx:.1f}" y="{top + 22}" width="12" height="15" fill="#ffe9a0" '
                   f'stroke="{INK}" stroke-width="2"/>'
                   f'<path d="M{wx + 6:.1f} {top + 22}V{top + 37}M{wx:.1f} {top + 29.5}H{wx + 12:.1f}" '
                   f'stroke="{INK}" stroke-width="1.2"/>')
    # the porch roof on posts
    out.append(f'<path d="M{x0 - 4} {top + 42}H{x1 + 4}L{x1} {top + 48}H{x0}Z" fill="{WOOD_DARK}" '
               f'stroke="{INK}" stroke-width="2" stroke-linejoin="round"/>'
               f'<path d="M{x0 + 2} {top + 48}V94M{x1 - 2} {top + 48}V94" stroke="{INK}" '
               f'stroke-width="3"/>')
    # door and the windows beside it
    dy = top + 54
    out.append(f'<rect x="{mid - 11:g}" y="{dy}" width="22" height="{94 - dy}" fill="#3a2416" '
               f'stroke="{INK}" stroke-width="2"/>')
    if doors:
        for side in (-1, 1):
            xa, xb = mid + side * 1, mid + side * 10.5
            lo, hi = min(xa, xb), max(xa, xb)
            out.append(f'<path d="M{lo:g} {dy + 8}C{lo + 3:g} {dy + 4} {hi - 3:g} {dy + 4} {hi:g} '
                       f'{dy + 8}V{dy + 22}H{lo:g}Z" fill="{trim}" stroke="{INK}" '
                       f'stroke-width="1.8" stroke-linejoin="round"/>'
                       f'<path d="M{lo + 3:g} {dy + 10}V{dy + 20}M{hi - 3:g} {dy + 10}V{dy + 20}" '
                       f'stroke="{INK}" stroke-width="1"/>')
    for wx in (x0 + 6, x1 - 20):
        out.append(f'<rect x="{wx}" y="{dy + 2}" width="14" height="14" fill="#ffe9a0" '
                   f'stroke="{INK}" stroke-width="2"/>')
    out.append(f'<path d="M{x0 - 6} 94H{x1 + 6}" stroke="{INK}" stroke-width="3" '
               f'stroke-linecap="round"/>')
    return "".join(out)


def emb_cactus(x=14, y=94, s=1.0):
    arm = "#3f8a3a"
    return (f'<g transform="translate({x} {y}) scale({s:g})">'
            f'<path d="M-5 0V-52C-5 -58 5 -58 5 -52V0Z" fill="{arm}" stroke="{INK}" stroke-width="2" '
            f'stroke-linejoin="round"/>'
            f'<path d="M-5 -24H-10C-14 -24 -15 -27 -15 -30V-42C-15 -46 -9 -46 -9 -42V-31H-5" '
            f'fill="{arm}" stroke="{INK}" stroke-width="2" stroke-linejoin="round"/>'
            f'<path d="M5 -32H10C13 -32 14 -34 14 -37V-46C14 -50 8 -50 8 -46V-38H5" fill="{arm}" '
            f'stroke="{INK}" stroke-width="2" stroke-linejoin="round"/>'
            f'<path d="M0 -52V-4M-12 -42V-32M11 -46V-38" stroke="#2a5a26" stroke-width="1"/></g>')


def emb_arizona_club():
    return emb_saloon(30, 96) + emb_cactus(14, 94, 1.0)


def nugget(cx, cy, r):
    pts = []
    for k, f in enumerate((1.0, 0.78, 0.95, 0.7, 1.05, 0.82, 0.98, 0.74, 1.0, 0.8)):
        a = math.radians(k * 36 + 10)
        pts.append(f"{cx + r * f * math.cos(a):.1f},{cy + r * 0.8 * f * math.sin(a):.1f}")
    return (f'<polygon points="{" ".join(pts)}" fill="url(#gold)" stroke="{GOLD_DARK}" '
            f'stroke-width="2.5" stroke-linejoin="round"/>'
            f'<path d="M{cx - r * 0.45:.1f} {cy - r * 0.25:.1f}L{cx - r * 0.05:.1f} {cy - r * 0.45:.1f}'
            f'M{cx + r * 0.1:.1f} {cy + r * 0.1:.1f}L{cx + r * 0.5:.1f} {cy - r * 0.1:.1f}'
            f'M{cx - r * 0.3:.1f} {cy + r * 0.35:.1f}L{cx + r * 0.05:.1f} {cy + r * 0.3:.1f}" '
            f'stroke="{GOLD_DARK}" stroke-width="1.5" stroke-opacity="0.7"/>'
            f'<path d="M{cx - r * 0.5:.1f} {cy - r * 0.45:.1f}L{cx - r * 0.2:.1f} {cy - r * 0.6:.1f}" '
            f'stroke="#ffffff" stroke-width="2.5" stroke-linecap="round" stroke-opacity="0.8"/>')


def emb_golden_nugget():
    rays = "".join(f'<path d="M{polar(50, 26, 27, a)[0]:.1f} {polar(50, 26, 27, a)[1]:.1f}'
                   f'L{polar(50, 26, 36, a)[0]:.1f} {polar(50, 26, 36, a)[1]:.1f}" '
                   f'stroke="{GOLD}" stroke-width="3" stroke-linecap="round"/>'
                   for a in range(-80, 81, 32))
    # a smaller saloon: the one of the Arizona Club, scaled to 0.6 about the ground's centre
    return (f'<g transform="translate(20 37.6) scale(0.6)">{emb_saloon(12, 88)}</g>'
            + rays + nugget(50, 26, 24))


def barrel(x, y, w, h):
    return (f'<path d="M{x + 3} {y}H{x + w - 3}C{x + w + 2} {y + h * 0.3} {x + w + 2} {y + h * 0.7} '
            f'{x + w - 3} {y + h}H{x + 3}C{x - 2} {y + h * 0.7} {x - 2} {y + h * 0.3} {x + 3} {y}Z" '
            f'fill="{WOOD}" stroke="{INK}" stroke-width="2.2" stroke-linejoin="round"/>'
            f'<path d="M{x + w * 0.35:.1f} {y + 1}V{y + h - 1}M{x + w * 0.65:.1f} {y + 1}V{y + h - 1}" '
            f'stroke="{WOOD_DARK}" stroke-width="1" stroke-opacity="0.7"/>'
            f'<path d="M{x} {y + h * 0.22:.1f}H{x + w}M{x} {y + h * 0.78:.1f}H{x + w}" '
            f'stroke="#4a4a52" stroke-width="3"/>'
            f'<ellipse cx="{x + w / 2:g}" cy="{y:g}" rx="{w / 2 - 3:g}" ry="3" fill="{WOOD_LIGHT}" '
            f'stroke="{INK}" stroke-width="1.8"/>')


def sack(x, y, w, h, colour="#e2cf9c"):
    return (f'<path d="M{x + w * 0.3:.1f} {y + 8}C{x} {y + h * 0.4:.1f} {x - 2} {y + h} {x + w * 0.2:.1f} '
            f'{y + h}H{x + w * 0.8:.1f}C{x + w + 2} {y + h} {x + w} {y + h * 0.4:.1f} {x + w * 0.7:.1f} '
            f'{y + 8}Z" fill="{colour}" stroke="{INK}" stroke-width="2.2" stroke-linejoin="round"/>'
            f'<path d="M{x + w * 0.3:.1f} {y + 8}L{x + w * 0.2:.1f} {y}M{x + w * 0.7:.1f} {y + 8}'
            f'L{x + w * 0.8:.1f} {y}M{x + w * 0.5:.1f} {y + 8}V{y + 1}" fill="none" stroke="{INK}" '
            f'stroke-width="2" stroke-linecap="round"/>'
            f'<path d="M{x + w * 0.26:.1f} {y + 9}H{x + w * 0.74:.1f}" stroke="#8a3a22" '
            f'stroke-width="3"/>'
            f'<path d="M{x + w * 0.35:.1f} {y + h * 0.55:.1f}C{x + w * 0.45:.1f} {y + h * 0.5:.1f} '
            f'{x + w * 0.55:.1f} {y + h * 0.5:.1f} {x + w * 0.65:.1f} {y + h * 0.55:.1f}" fill="none" '
            f'stroke="#8a7a5a" stroke-width="1.5"/>')


def emb_general_store():
    crate = (f'<rect x="36" y="30" width="40" height="34" fill="{WOOD_LIGHT}" stroke="{INK}" '
             f'stroke-width="2.2"/><path d="M36 30L76 64M76 30L36 64" stroke="{WOOD_DARK}" '
             f'stroke-width="2"/><rect x="36" y="30" width="40" height="34" fill="none" '
             f'stroke="{WOOD_DARK}" stroke-width="4" stroke-opacity="0.6"/>')
    return (crate + barrel(10, 44, 30, 50) + barrel(28, 60, 26, 34) + sack(56, 52, 34, 42)
            + sack(76, 66, 20, 28, "#d8c08a")
            + f'<path d="M4 94H96" stroke="{INK}" stroke-width="3" stroke-linecap="round"/>')


def emb_livery_stable():
    barn = (f'<path d="M34 94V46L48 30L66 22L84 30L98 46V94Z" fill="{BARN}" stroke="{INK}" '
            f'stroke-width="2.5" stroke-linejoin="round"/>'
            f'<path d="M30 48L48 28L66 19L84 28L102 48" fill="none" stroke="#f2e2b8" '
            f'stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>'
            f'<rect x="52" y="60" width="28" height="34" fill="{BARN_DARK}" stroke="#f2e2b8" '
            f'stroke-width="2.5"/><path d="M52 60L80 94M80 60L52 94" stroke="#f2e2b8" '
            f'stroke-width="2"/>'
            f'<rect x="58" y="36" width="16" height="12" fill="#3a2416" stroke="#f2e2b8" '
            f'stroke-width="2"/>')
    head = ("M6 94C6 76 10 60 18 48C22 40 26 34 30 30L29 19L37 26C42 26 47 28 51 32"
            "L66 50C69 54 68 59 64 60C60 61 56 59 52 57L44 54C40 58 38 64 38 72"
            "C38 80 40 88 44 94Z")
    return (barn
            + f'<path d="{head}" fill="#8a5630" stroke="{INK}" stroke-width="2.5" '
              f'stroke-linejoin="round"/>'
            + f'<path d="M30 30C22 36 14 50 10 66C8 76 8 86 8 94" fill="none" stroke="#2e1c10" '
              f'stroke-width="6" stroke-linecap="round"/>'
            + f'<path d="M33 28L31 22" stroke="{INK}" stroke-width="2"/>'
            + f'<path d="M40 34L52 56M42 42L62 52" fill="none" stroke="#3a2416" stroke-width="2.5"/>'
            + f'<circle cx="40" cy="38" r="2.6" fill="{INK}"/>'
            + f'<circle cx="62" cy="55" r="1.6" fill="{INK}"/>'
            + f'<path d="M24 50C22 60 24 70 30 78" fill="none" stroke="#ffffff" stroke-width="2" '
              f'stroke-opacity="0.35" stroke-linecap="round"/>'
            + f'<path d="M2 94H98" stroke="{INK}" stroke-width="3" stroke-linecap="round"/>')


def emb_barber_shop():
    stripes = []
    for k in range(7):
        y = 24 + k * 9
        stripes.append(f'<polygon points="40,{y + 8} 60,{y} 60,{y + 4.5} 40,{y + 12.5}" '
                       f'fill="{"#c62828" if k % 2 else "#1f4fa8"}"/>')
    pole = (f'<rect x="40" y="22" width="20" height="62" fill="#ffffff"/>' + "".join(stripes)
            + f'<path d="M36 16H64V24H36ZM36 82H64V90H36Z" fill="{GOLD}" stroke="{INK}" '
              f'stroke-width="2" stroke-linejoin="round"/>'
            + f'<rect x="40" y="24" width="20" height="58" fill="none" stroke="{INK}" '
              f'stroke-width="2.2"/>'
            + f'<circle cx="50" cy="10" r="7" fill="#ffffff" stroke="{INK}" stroke-width="2"/>'
            + f'<path d="M42 26V80" stroke="#ffffff" stroke-width="2.5" stroke-opacity="0.6"/>'
            + f'<path d="M44 90H56V94H44Z" fill="{GOLD_DARK}"/>')
    mug = (f'<path d="M70 70H90V90C90 92 88 94 86 94H74C72 94 70 92 70 90Z" fill="#f4f1ea" '
           f'stroke="{INK}" stroke-width="2"/>'
           f'<path d="M90 74C96 74 96 86 90 86" fill="none" stroke="{INK}" stroke-width="2"/>'
           f'<path d="M70 76H90" stroke="#1f4fa8" stroke-width="2"/>'
           f'<path d="M76 70V58M84 70V58" stroke="#8a5630" stroke-width="5"/>'
           f'<ellipse cx="80" cy="56" rx="9" ry="6" fill="#ffffff" stroke="{INK}" stroke-width="1.5"/>'
           f'<circle cx="74" cy="66" r="4" fill="#ffffff" stroke="{INK}" stroke-width="1"/>'
           f'<circle cx="86" cy="66" r="4" fill="#ffffff" stroke="{INK}" stroke-width="1"/>')
    razor = (f'<path d="M8 86L26 70" stroke="{INK}" stroke-width="6" stroke-linecap="round"/>'
             f'<path d="M8 86L26 70" stroke="#2a2a30" stroke-width="3.5" stroke-linecap="round"/>'
             f'<path d="M26 70L30 66L20 58C16 60 16 64 18 66Z" fill="#d5d9e0" stroke="{INK}" '
             f'stroke-width="2" stroke-linejoin="round"/>')
    return pole + mug + razor + f'<path d="M4 94H96" stroke="{INK}" stroke-width="3" stroke-linecap="round"/>'


def emb_blacksmith():
    anvil = ("M10 42H70C82 42 90 40 98 34C96 46 88 54 72 56V58H64C60 62 58 68 58 72H68L70 80"
             "H26L28 72H38C38 68 36 62 32 58H22V56C14 56 10 50 10 42Z")
    sparks = "".join(f'<polygon points="{star(x, y, r, r * 0.35, 4, -90)}" fill="#ffb020" '
                     f'stroke="#c04a10" stroke-width="0.8"/>'
                     for x, y, r in ((60, 18, 6), (76, 24, 4.5), (46, 12, 4), (84, 12, 5),
                                     (68, 6, 3.5)))
    return (sparks
            + f'<path d="M30 80H66L70 94H26Z" fill="{WOOD}" stroke="{INK}" stroke-width="2" '
              f'stroke-linejoin="round"/>'
            + f'<path d="{anvil}" fill="url(#iron)" stroke="{INK}" stroke-width="2.5" '
              f'stroke-linejoin="round"/>'
            + f'<path d="M14 45H70C80 45 88 43 94 39" fill="none" stroke="#c8ccd4" stroke-width="2" '
              f'stroke-opacity="0.8"/>'
            # the hammer, lying across the anvil, head up
            + f'<g transform="rotate(-32 40 34)">'
              f'<rect x="18" y="31" width="44" height="6" rx="2" fill="{WOOD_LIGHT}" stroke="{INK}" '
              f'stroke-width="2"/>'
              f'<rect x="54" y="22" width="14" height="24" rx="2" fill="#5a5e68" stroke="{INK}" '
              f'stroke-width="2.2"/></g>'
            + f'<path d="M4 94H96" stroke="{INK}" stroke-width="3" stroke-linecap="round"/>')


def emb_grand_hotel():
    wall, trim = "#d9b98a", "#7a2a1e"
    out = [f'<path d="M10 94V24H30V18H70V24H90V94Z" fill="{wall}" stroke="{INK}" stroke-width="2.5" '
           f'stroke-linejoin="round"/>',
           f'<path d="M8 24H92V28H8ZM28 18H72V14H28Z" fill="{trim}" stroke="{INK}" stroke-width="1.5"/>',
           f'<path d="M50 14V2" stroke="{INK}" stroke-width="1.8"/>'
           f'<path d="M50 2L62 5L50 8Z" fill="#c62828" stroke="{INK}" stroke-width="1"/>']
    for x in (16, 32, 58, 74):                           # upstairs windows with shutters
        out.append(f'<rect x="{x}" y="34" width="10" height="16" fill="#ffe9a0" stroke="{INK}" '
                   f'stroke-width="1.8"/><path d="M{x - 3} 34h3v16h-3ZM{x + 10} 34h3v16h-3Z" '
                   f'fill="#2f6b3f" stroke="{INK}" stroke-width="1"/>')
    out.append(f'<rect x="44" y="32" width="12" height="20" fill="#3a2416" stroke="{INK}" '
               f'stroke-width="1.8"/>')
    # the balcony: a floor, a rail with balusters, posts down to the street
    out.append(f'<path d="M6 54H94V58H6Z" fill="{trim}" stroke="{INK}" stroke-width="1.8"/>'
               f'<path d="M6 44H94" stroke="{INK}" stroke-width="2.5"/>'
               + "".join(f'<path d="M{x} 44V54" stroke="{INK}" stroke-width="1.5"/>'
                         for x in range(8, 94, 6))
               + f'<path d="M8 58V94M92 58V94M50 58V62" stroke="{INK}" stroke-width="3"/>')
    for x in (16, 28, 64, 76):
        out.append(f'<rect x="{x}" y="66" width="9" height="16" fill="#ffe9a0" stroke="{INK}" '
                   f'stroke-width="1.8"/>')
    out.append(f'<path d="M42 94V70C42 64 58 64 58 70V94Z" fill="#3a2416" stroke="{INK}" '
               f'stroke-width="2"/><path d="M50 66V94" stroke="{GOLD}" stroke-width="1.2"/>'
               f'<path d="M38 94H62V90H38Z" fill="#8a7a6a"/>'
               f'<path d="M2 94H98" stroke="{INK}" stroke-width="3" stroke-linecap="round"/>')
    return "".join(out)


def emb_gunsmith():
    gun = pieces.sym_revolver()
    bullets = "".join(f'<g transform="translate({x} 82) rotate({a})">'
                      f'<rect x="-3" y="-2" width="6" height="10" fill="{GOLD}" stroke="{INK}" '
                      f'stroke-width="1.2"/><path d="M-3 -2C-3 -8 3 -8 3 -2Z" fill="#8a6a4a" '
                      f'stroke="{INK}" stroke-width="1.2"/></g>'
                      for x, a in ((42, -10), (50, 0), (58, 12)))
    # two revolvers whose barrels cross above the middle, grips down and outwards
    return (f'<g transform="translate(28 60) rotate(-40) scale(0.8) translate(-48 -42)">{gun}</g>'
            f'<g transform="translate(72 60) scale(-1 1) rotate(-40) scale(0.8) translate(-48 -42)">'
            f'{gun}</g>' + bullets)


def spoked_wheel(cx, cy, r, spokes=10):
    lines = "".join(f"M{cx:g} {cy:g}L{polar(cx, cy, r - 2, k * 360 / spokes)[0]:.1f} "
                    f"{polar(cx, cy, r - 2, k * 360 / spokes)[1]:.1f}" for k in range(spokes))
    return (f'<path d="{lines}" stroke="{INK}" stroke-width="1.8"/>'
            f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="none" stroke="{INK}" stroke-width="4.5"/>'
            f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="none" stroke="#c99a3a" stroke-width="2"/>'
            f'<circle cx="{cx}" cy="{cy}" r="3.5" fill="#c99a3a" stroke="{INK}" stroke-width="1.5"/>')


def emb_stagecoach():
    body = "M18 30H72C76 30 78 34 78 38V62C78 66 74 70 68 70H24C20 70 16 66 16 62V34C16 32 17 30 18 30Z"
    return (f'<path d="M14 26H78V30H14Z" fill="{WOOD_DARK}" stroke="{INK}" stroke-width="1.5"/>'
            f'<rect x="24" y="16" width="20" height="10" rx="2" fill="#8a5630" stroke="{INK}" '
            f'stroke-width="1.8"/><rect x="46" y="18" width="18" height="8" rx="2" fill="#5a6e8a" '
            f'stroke="{INK}" stroke-width="1.8"/>'
            f'<path d="M78 44H92L94 38M86 44V56" fill="none" stroke="{INK}" stroke-width="3" '
            f'stroke-linecap="round" stroke-linejoin="round"/>'
            f'<path d="{body}" fill="#a8322a" stroke="{INK}" stroke-width="2.5" '
            f'stroke-linejoin="round"/>'
            f'<path d="M20 34H74V66H20Z" fill="none" stroke="{GOLD}" stroke-width="1.5"/>'
            f'<rect x="38" y="36" width="18" height="14" rx="2" fill="#ffe9a0" stroke="{INK}" '
            f'stroke-width="2"/><path d="M36 34V66M58 34V66" stroke="{INK}" stroke-width="1.5"/>'
            f'<circle cx="54" cy="58" r="1.8" fill="{GOLD}"/>'
            f'<path d="M22 70C30 76 62 76 74 70" fill="none" stroke="{INK}" stroke-width="3"/>'
            + spoked_wheel(28, 76, 17, 12) + spoked_wheel(72, 80, 13, 10)
            + f'<path d="M2 94H98" stroke="{INK}" stroke-width="3" stroke-linecap="round"/>')


def emb_assay_office():
    brass, brass_dark = "#d6a23a", "#6a4a10"
    out = [f'<path d="M34 94H66L60 84H40Z" fill="{WOOD}" stroke="{INK}" stroke-width="2" '
           f'stroke-linejoin="round"/>',
           f'<rect x="47" y="18" width="6" height="68" fill="{brass}" stroke="{INK}" '
           f'stroke-width="1.8"/>',
           f'<circle cx="50" cy="14" r="5" fill="{brass}" stroke="{INK}" stroke-width="1.8"/>',
           # the beam, tipped towards the gold
           f'<g transform="rotate(-8 50 22)"><rect x="12" y="20" width="76" height="5" rx="2" '
           f'fill="{brass}" stroke="{INK}" stroke-width="1.8"/></g>']
    for (bx, by), py in (((16, 27.5), 64), ((84, 18), 50)):
        out.append(f'<path d="M{bx} {by}L{bx - 12} {py}M{bx} {by}L{bx + 12} {py}" stroke="{INK}" '
                   f'stroke-width="1.2"/>'
                   f'<path d="M{bx - 16} {py}H{bx + 16}C{bx + 14} {py + 10} {bx - 14} {py + 10} '
                   f'{bx - 16} {py}Z" fill="{brass}" stroke="{INK}" stroke-width="2" '
                   f'stroke-linejoin="round"/>')
    out.append(nugget(10, 60, 7) + nugget(22, 60, 8) + nugget(16, 54, 6))
    out.append(f'<rect x="80" y="42" width="8" height="8" fill="#8a8f99" stroke="{INK}" '
               f'stroke-width="1.5"/>'
               f'<path d="M48 20V84" stroke="#ffffff" stroke-width="1.5" stroke-opacity="0.5"/>'
               f'<path d="M2 94H98" stroke="{INK}" stroke-width="3" stroke-linecap="round"/>')
    return "".join(out)


EMBLEMS = {
    "arizona_club": emb_arizona_club, "golden_nugget": emb_golden_nugget,
    "general_store": emb_general_store, "livery_stable": emb_livery_stable,
    "barber_shop": emb_barber_shop, "blacksmith": emb_blacksmith,
    "grand_hotel": emb_grand_hotel, "gunsmith": emb_gunsmith, "stagecoach": emb_stagecoach,
    "assay_office": emb_assay_office,
}
PIC = (24, 26, 152, 146)      # the share's picture window: x, y, w, h (arched top)


def share_face(business):
    kind = "star" if business in STAR_BUSINESSES else "dollar"
    scheme = STAR if kind == "star" else DOLLAR
    main, light, dark, paper = scheme
    x, y, w, h = PIC
    arch = (f"M{x} {y + h}V{y + 26}C{x} {y + 8} {x + 20} {y} {x + w / 2:g} {y}"
            f"C{x + w - 20} {y} {x + w} {y + 8} {x + w} {y + 26}V{y + h}Z")
    ground = y + h - 18
    out = [frame(scheme),
           rosette(100, 232, 60, 4, 20, 3, main, 0.6, 0.18, squash=0.75),
           f'<path d="{arch}" fill="url(#sky)" stroke="{dark}" stroke-width="2.5"/>',
           f'<path d="M{x + 1.5} {ground - 6}C{x + 30} {ground - 22} {x + 40} {ground - 8} {x + 62} '
           f'{ground - 18}C{x + 90} {ground - 26} {x + 110} {ground - 10} {x + w - 1.5} {ground - 16}'
           f'V{ground}H{x + 1.5}Z" fill="#d9a878" fill-opacity="0.7"/>',
           f'<path d="M{x + 1.5} {ground}H{x + w - 1.5}V{y + h - 1.5}H{x + 1.5}Z" fill="#d8b47a"/>',
           f'<g transform="translate({x + 10} {y + 8}) scale(1.32)">{EMBLEMS[business]()}</g>',
           f'<path d="{arch}" fill="none" stroke="{dark}" stroke-width="2.5"/>',
           f'<path d="{arch}" fill="none" stroke="{main}" stroke-width="1" '
           f'transform="translate(100 {y + h / 2:g}) scale(1.035 1.03) translate(-100 {-(y + h / 2):g})"/>',
           deck_mark(kind, 30, 30, 24), deck_mark(kind, W - 30, 30, 24),
           f'<path d="M40 {y + h + 10}H160" stroke="{main}" stroke-width="1.5" stroke-opacity="0.7"/>',
           f'<circle cx="100" cy="{y + h + 10}" r="3" fill="{main}" fill-opacity="0.8"/>',
           corner_ornaments(scheme, H - 26)]
    # the two top ornaments sit under the deck marks; keep only the bottom ones
    out[-1] = "".join(rosette(px, H - 26, 7, 2.2, 7, 3, main, 0.7, 0.8) for px in (26, W - 26))
    return "".join(out)


# --- gunfighters -----------------------------------------------------------------------------
OVAL = (100, 98, 66, 74)      # the portrait's oval: centre, radii
FIGHTERS = {
    # bg, skin, hair, hair style, hat, hat colour, band, coat, shirt, neck, tache, extra
    "wyatt_earp":    ("#8fb0c8", SKIN, "#3b2a1e", "short", "flat", "#1d1b20", "#3a3640",
                      "#1f1d24", "#f4f1ea", "bow-black", "walrus", "badge"),
    "doc_holliday":  ("#c9a0a0", "#f2d2b6", "#c4a060", "short", "derby", "#6a6e78", "#2a2a30",
                      "#5a5e68", "#f4f1ea", "cravat", "thin", "vest"),
    "calamity_jane": ("#a8c49a", SKIN, "#6b3f1f", "long", "slouch", "#6b4a2e", "#3a2416",
                      "#c9a06a", "#efe4cc", "bandana-red", "none", "fringe"),
    "billy_the_kid": ("#e0b482", "#f0c8a2", "#7a4a22", "shaggy", "high", "#8a7a62", "#3a2e24",
                      "#3f5a3a", "#d8d0c0", "bandana-blue", "none", "grin"),
    "wild_bill":     ("#9cbab4", SKIN, "#a8784a", "flowing", "wide", "#e6d8b8", "#6b4a2e",
                      "#3a2a20", "#f4f1ea", "bow-black", "droop", "sash"),
    "annie_oakley":  ("#d6b8d8", "#f2cfae", "#4a2c18", "braids", "upturned", "#8a5630", "#5a3418",
                      "#b23a2a", "#f4f1ea", "collar", "none", "medals"),
}


def oval_x(y):
    """Half the oval's width at height y."""
    cx, cy, rx, ry = OVAL
    return rx * math.sqrt(max(0.0, 1 - ((y - cy) / ry) ** 2))


def bust(name):
    (bg, skin, hair, hair_style, hat, hat_c, band, coat, shirt, neck, tache,
     extra) = FIGHTERS[name]
    cx, cy, rx, ry = OVAL
    shade = SKIN_SHADE
    out = []
    female = name in ("calamity_jane", "annie_oakley")
    # hair falling behind the shoulders
    if hair_style == "long":
        out.append(f'<path d="M72 80C64 110 62 140 66 160H134C138 140 136 110 128 80Z" fill="{hair}" '
                   f'stroke="{INK}" stroke-width="2.2" stroke-linejoin="round"/>')
    elif hair_style == "flowing":
        out.append(f'<path d="M74 82C66 100 62 120 64 138C70 134 72 140 78 138C82 142 86 138 88 134'
                   f'H112C114 138 118 142 122 138C128 140 130 134 136 138C138 120 134 100 126 82Z" '
                   f'fill="{hair}" stroke="{INK}" stroke-width="2.2" stroke-linejoin="round"/>')
    # shoulders: the coat, cut to the oval
    ly = 150
    lx = rx * math.sqrt(1 - ((ly - cy) / ry) ** 2)
    left, right = cx - lx, cx + lx
    out.append(f'<path d="M{left:.1f} {ly}C{left + 2:.1f} 134 68 126 86 122L100 128L114 122'
               f'C132 126 {right - 2:.1f} 134 {right:.1f} {ly}A{rx} {ry} 0 0 1 {left:.1f} {ly}Z" '
               f'fill="{coat}" stroke="{INK}" stroke-width="2.5" stroke-linejoin="round"/>')
    # shirt opening and lapels
    out.append(f'<path d="M88 122L100 170L112 122Z" fill="{shirt}" stroke="{INK}" stroke-width="2" '
               f'stroke-linejoin="round"/>')
    if extra == "vest":
        out.append(f'<path d="M90 128L100 168L110 128L114 170H86Z" fill="#6b1f2a" stroke="{INK}" '
                   f'stroke-width="1.8" stroke-linejoin="round"/>'
                   f'<path d="M88 158C94 164 100 160 104 164" fill="none" stroke="{GOLD}" '
                   f'stroke-width="1.6"/>')
    if extra == "fringe":
        fr = "".join(f"M{x} {y}l{-1 if x < 100 else 1} 7" for x, y in
                     ((66, 138), (71, 134), (76, 131), (81, 129), (119, 129), (124, 131),
                      (129, 134), (134, 138)))
        out.append(f'<path d="M62 142C70 132 80 128 88 126M112 126C120 128 130 132 138 142" '
                   f'fill="none" stroke="#8a6a3a" stroke-width="2"/>'
                   f'<path d="{fr}" stroke="#8a6a3a" stroke-width="1.6" stroke-linecap="round"/>')
    lapel = "#000000" if coat != "#1f1d24" else "#3a3640"
    out.append(f'<path d="M86 122L95 154L82 144L78 160M114 122L105 154L118 144L122 160" fill="none" '
               f'stroke="{lapel}" stroke-width="2" stroke-opacity="0.45" stroke-linejoin="round"/>')
    if extra == "sash":
        x0, x1 = oval_x(158) - 3, oval_x(165) - 3           # inside the oval
        out.append(f'<path d="M{cx - x0:.1f} 158C80 163 120 163 {cx + x0:.1f} 158L{cx + x1:.1f} 165'
                   f'C120 170 80 170 {cx - x1:.1f} 165Z" fill="#b23a2a" stroke="{INK}" '
                   f'stroke-width="1.8" stroke-linejoin="round"/>')
    if extra == "badge":
        out.append(f'<g transform="translate(114 134) scale(0.24)">{pieces.sym_star()}</g>')
    if extra == "medals":
        for mx, rib in ((116, "#1f4fa8"), (128, "#c62828")):
            out.append(f'<path d="M{mx - 3} 134L{mx} 142L{mx + 3} 134" fill="{rib}" stroke="{INK}" '
                       f'stroke-width="1"/><circle cx="{mx}" cy="146" r="5" fill="{GOLD}" '
                       f'stroke="{GOLD_DARK}" stroke-width="1.5"/>')
    # neck and neckwear
    out.append(f'<path d="M90 108H110V126C106 130 94 130 90 126Z" fill="{shade}" stroke="{INK}" '
               f'stroke-width="2"/>')
    if neck == "bow-black":
        out.append(f'<path d="M100 126L88 120V132ZM100 126L112 120V132Z" fill="#141418" '
                   f'stroke="{INK}" stroke-width="1.5" stroke-linejoin="round"/>'
                   f'<circle cx="100" cy="126" r="3" fill="#141418"/>')
    elif neck == "cravat":
        out.append(f'<path d="M92 122C96 126 104 126 108 122L104 142L100 146L96 142Z" fill="#8a1f2a" '
                   f'stroke="{INK}" stroke-width="1.5" stroke-linejoin="round"/>'
                   f'<circle cx="100" cy="132" r="2" fill="{GOLD}"/>')
    elif neck.startswith("bandana"):
        colour = "#c62828" if neck.endswith("red") else "#2f5fb0"
        out.append(f'<path d="M86 118C92 126 108 126 114 118L116 124C110 134 90 134 84 124Z" '
                   f'fill="{colour}" stroke="{INK}" stroke-width="1.8" stroke-linejoin="round"/>'
                   f'<path d="M94 128L100 146L106 128Z" fill="{colour}" stroke="{INK}" '
                   f'stroke-width="1.8" stroke-linejoin="round"/>'
                   f'<g fill="#ffffff" fill-opacity="0.8"><circle cx="92" cy="124" r="1.3"/>'
                   f'<circle cx="100" cy="127" r="1.3"/><circle cx="108" cy="124" r="1.3"/>'
                   f'<circle cx="100" cy="136" r="1.3"/></g>')
    elif neck == "collar":
        out.append(f'<path d="M88 120L100 130L86 136ZM112 120L100 130L114 136Z" fill="#ffffff" '
                   f'stroke="{INK}" stroke-width="1.6" stroke-linejoin="round"/>')
    # ears, head
    hy = 88
    out.append(f'<ellipse cx="75" cy="{hy + 4}" rx="5" ry="7" fill="{skin}" stroke="{INK}" '
               f'stroke-width="2"/><ellipse cx="125" cy="{hy + 4}" rx="5" ry="7" fill="{skin}" '
               f'stroke="{INK}" stroke-width="2"/>')
    jaw = "M76 84C76 104 86 116 100 116C114 116 124 104 124 84C124 68 114 60 100 60C86 60 76 68 76 84Z"
    if name == "billy_the_kid":
        jaw = "M75 86C75 104 86 114 100 114C114 114 125 104 125 86C125 68 114 60 100 60C86 60 75 68 75 86Z"
    out.append(f'<path d="{jaw}" fill="{skin}" stroke="{INK}" stroke-width="2.5"/>')
    # hair at the sides, under the hat
    if hair_style in ("short", "shaggy"):
        tuft = 7 if hair_style == "short" else 10
        out.append(f'<path d="M77 84C75 76 78 70 82 68M123 84C125 76 122 70 118 68" fill="none" '
                   f'stroke="{hair}" stroke-width="{tuft}" stroke-linecap="round"/>')
        if hair_style == "shaggy":
            out.append(f'<path d="M84 72L88 80L92 72L96 79L100 72L104 79L108 72L112 80L116 72" '
                       f'fill="{hair}" stroke="{hair}" stroke-width="3" stroke-linejoin="round"/>')
    elif hair_style in ("long", "flowing", "braids"):
        out.append(f'<path d="M77 92C74 78 80 68 90 70C96 72 104 72 110 70C120 68 126 78 123 92'
                   f'C120 82 116 78 110 78C104 80 96 80 90 78C84 78 80 82 77 92Z" fill="{hair}" '
                   f'stroke="{INK}" stroke-width="1.5" stroke-linejoin="round"/>')
    if hair_style == "braids":
        for side in (-1, 1):
            bx = 100 + side * 24
            beads = "".join(f'<ellipse cx="{bx + side * k * 1.2:.1f}" cy="{104 + k * 9}" rx="5" ry="5.5" '
                            f'fill="{hair}" stroke="{INK}" stroke-width="1.4"/>' for k in range(6))
            out.append(beads + f'<path d="M{bx + side * 6.5 - 3:.1f} 158h6v4h-6Z" fill="#c62828"/>')
    # eyes, brows, nose, mouth
    brow = hair if hair_style != "flowing" else "#6b4a2e"
    for ex in (89, 111):
        out.append(f'<ellipse cx="{ex}" cy="{hy}" rx="3" ry="3.6" fill="{INK}"/>'
                   f'<circle cx="{ex + 1}" cy="{hy - 1.2}" r="1" fill="#ffffff"/>')
        tilt = -1.5 if ex < 100 else 1.5
        out.append(f'<path d="M{ex - 6} {hy - 7 - tilt}Q{ex} {hy - 10} {ex + 6} {hy - 7 + tilt}" '
                   f'fill="none" stroke="{brow}" stroke-width="2.6" stroke-linecap="round"/>')
        if female:
            out.append(f'<path d="M{ex - 4 if ex < 100 else ex + 4} {hy - 2}l{-3 if ex < 100 else 3} -2" '
                       f'stroke="{INK}" stroke-width="1.4" stroke-linecap="round"/>')
    out.append(f'<path d="M100 90Q104 99 99 101" fill="none" stroke="{INK}" stroke-width="1.8" '
               f'stroke-linecap="round"/>')
    if female or tache == "none":
        out.append(f'<circle cx="84" cy="100" r="4.5" fill="#ff8a8a" fill-opacity="0.35"/>'
                   f'<circle cx="116" cy="100" r="4.5" fill="#ff8a8a" fill-opacity="0.35"/>')
    if extra == "grin":
        out.append(f'<path d="M90 104H110C108 112 92 112 90 104Z" fill="#7a1f1f" stroke="{INK}" '
                   f'stroke-width="1.8" stroke-linejoin="round"/>'
                   f'<path d="M97 104.5H103V108H97Z" fill="#ffffff" stroke="{INK}" stroke-width="0.8"/>')
    elif female:
        out.append(f'<path d="M93 106Q100 111 107 106" fill="#c0504a" stroke="#8a2a2a" '
                   f'stroke-width="2" stroke-linecap="round"/>')
    else:
        out.append(f'<path d="M94 108Q100 110 106 108" fill="none" stroke="{INK}" stroke-width="2" '
                   f'stroke-linecap="round"/>')
    if tache == "walrus":
        out.append(f'<path d="M100 100C92 98 84 100 82 110C86 107 90 106 93 107C96 106 98 106 100 105'
                   f'C102 106 104 106 107 107C110 106 114 107 118 110C116 100 108 98 100 100Z" '
                   f'fill="{hair}" stroke="{INK}" stroke-width="1.5" stroke-linejoin="round"/>')
    elif tache == "thin":
        out.append(f'<path d="M100 103C96 101 90 102 87 104C85 105 84 103 85 101M100 103C104 101 110 102 '
                   f'113 104C115 105 116 103 115 101" fill="none" stroke="{hair}" stroke-width="2.2" '
                   f'stroke-linecap="round"/>')
    elif tache == "droop":
        out.append(f'<path d="M100 101C93 99 87 102 86 114C89 108 94 105 100 105C106 105 111 108 114 114'
                   f'C113 102 107 99 100 101Z" fill="{hair}" stroke="{INK}" stroke-width="1.4" '
                   f'stroke-linejoin="round"/>'
                   f'<path d="M98 111H102V116H98Z" fill="{hair}"/>')
    # the hat
    out.append(hat_art(hat, hat_c, band))
    return "".join(out)


def hat_art(kind, c, band):
    line = INK
    if kind == "flat":
        crown = "M72 70V50C72 46 76 44 80 44H120C124 44 128 46 128 50V70Z"
        brim = "M44 72C58 64 142 64 156 72C142 80 58 80 44 72Z"
    elif kind == "derby":
        crown = "M74 70C74 50 86 42 100 42C114 42 126 50 126 70Z"
        brim = "M58 72C66 64 134 64 142 72C136 78 64 78 58 72Z"
    elif kind == "slouch":
        crown = "M72 68C70 52 80 40 100 42C120 40 130 52 128 68Z"
        brim = "M40 76C54 62 146 62 160 70C150 80 60 86 40 76Z"
    elif kind == "high":
        crown = "M76 70C74 46 84 30 100 30C116 30 126 46 124 70Z"
        brim = "M40 72C60 64 140 64 160 72C140 80 60 80 40 72Z"
    elif kind == "wide":
        crown = ("M74 68C72 54 78 40 90 40C95 40 97 46 100 46C103 46 105 40 110 40C122 40 128 54 "
                 "126 68Z")
        brim = "M34 68C50 60 70 70 100 70C130 70 150 60 166 68C152 82 48 82 34 68Z"
    else:     # upturned front brim
        crown = "M76 66C74 50 84 42 100 42C116 42 126 50 124 66Z"
        brim = "M48 70C60 64 140 64 152 70C140 78 60 78 48 70Z"
    out = (f'<path d="{crown}" fill="{c}" stroke="{line}" stroke-width="2.5" stroke-linejoin="round"/>'
           f'<path d="{crown}" fill="#000000" fill-opacity="0.001"/>')
    # the band, just above the brim
    out += (f'<path d="M{74 if kind != "high" else 76} 62C90 65 110 65 {126 if kind != "high" else 124} 62'
            f'V69C110 71 90 71 {74 if kind != "high" else 76} 69Z" fill="{band}"/>')
    out += f'<path d="{brim}" fill="{c}" stroke="{line}" stroke-width="2.5" stroke-linejoin="round"/>'
    if kind == "upturned":
        out += (f'<path d="M68 68C66 46 134 46 132 68C120 62 80 62 68 68Z" fill="{c}" stroke="{line}" '
                f'stroke-width="2.5" stroke-linejoin="round"/>'
                f'<path d="M72 64C80 58 120 58 128 64" fill="none" stroke="{band}" stroke-width="2"/>'
                f'<polygon points="{star(100, 56, 8, 3.4)}" fill="{GOLD}" stroke="{GOLD_DARK}" '
                f'stroke-width="1.4" stroke-linejoin="round"/>')
    if kind == "high":
        out += (f'<path d="M78 60C90 62 110 62 122 60" fill="none" stroke="#c9ccd2" stroke-width="2" '
                f'stroke-dasharray="3 2"/>')
    out += (f'<path d="M82 52C84 48 88 46 92 45" fill="none" stroke="#ffffff" stroke-width="2.5" '
            f'stroke-linecap="round" stroke-opacity="0.35"/>')
    return out


def character_face(name):
    main, light, dark, paper = CHARACTER
    bg = FIGHTERS[name][0]
    cx, cy, rx, ry = OVAL
    return (frame(CHARACTER)
            + f'<ellipse cx="{cx}" cy="{cy}" rx="{rx + 7}" ry="{ry + 7}" fill="{main}" '
              f'stroke="{dark}" stroke-width="2"/>'
            + rosette(cx, cy, rx + 3.5, 2.2, 40, 2, light, 0.8, 0.8, squash=(ry + 3.5) / (rx + 3.5))
            + f'<ellipse cx="{cx}" cy="{cy}" rx="{rx}" ry="{ry}" fill="{bg}" stroke="{dark}" '
              f'stroke-width="2.5"/>'
            + f'<ellipse cx="{cx}" cy="{cy - 10}" rx="{rx - 14}" ry="{ry - 20}" fill="#ffffff" '
              f'fill-opacity="0.22"/>'
            + bust(name)
            + f'<ellipse cx="{cx}" cy="{cy}" rx="{rx}" ry="{ry}" fill="none" stroke="{dark}" '
              f'stroke-width="2.5"/>'
            + "".join(f'<polygon points="{star(x, y, 7, 3)}" fill="{GOLD}" stroke="{GOLD_DARK}" '
                      f'stroke-width="1.2" stroke-linejoin="round"/>'
                      for x, y in ((28, 28), (W - 28, 28)))
            + f'<path d="M36 {cy + ry + 16}H164" stroke="{main}" stroke-width="1.5" '
              f'stroke-opacity="0.6"/>')


# --- defs, cards, output -----------------------------------------------------------------------
def defs():
    return ('<defs>'
            '<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" '
            'stop-color="#9fd0ec"/><stop offset="0.75" stop-color="#f4e6c4"/></linearGradient>'
            f'<radialGradient id="gold" cx="0.35" cy="0.3" r="0.8"><stop offset="0" '
            f'stop-color="{GOLD_LIGHT}"/><stop offset="0.6" stop-color="{GOLD}"/><stop offset="1" '
            f'stop-color="#b07a10"/></radialGradient>'
            '<linearGradient id="iron" x1="0" y1="0" x2="0" y2="1"><stop offset="0" '
            'stop-color="#6a6e78"/><stop offset="1" stop-color="#2a2c33"/></linearGradient>'
            '<radialGradient id="steel" cx="0.4" cy="0.35" r="0.75"><stop offset="0" '
            'stop-color="#d5d9e0"/><stop offset="0.6" stop-color="#8a8f99"/><stop offset="1" '
            'stop-color="#4a4e58"/></radialGradient>'
            '</defs>')


def cards():
    """(id, markup) rows."""
    return [
        [(f"share-{b}", share_face(b)) for b in STAR_BUSINESSES]
        + [("share-back-star", share_back("star"))],
        [(f"share-{b}", share_face(b)) for b in DOLLAR_BUSINESSES]
        + [("share-back-dollar", share_back("dollar")), ("placeholder", placeholder())],
        [(f"character-{g}", character_face(g)) for g in GUNFIGHTERS]
        + [("character-back", character_back())],
    ]


def main():
    rows = cards()
    cols = max(len(r) for r in rows)
    width, height = cols * (W + GAP) + GAP, len(rows) * (H + GAP) + GAP
    out = ['<?xml version="1.0" encoding="UTF-8"?>',
           f'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
           f'version="1.2" baseProfile="tiny" width="{width}" height="{height}" '
           f'viewBox="0 0 {width} {height}">',
           '<title>Wyatt Earp cards (Houserules)</title>',
           '<!-- Generated by resources/tools/make_wyatt_earp_cards.py; do not edit. -->',
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
