#!/usr/bin/env python3
"""The players' marks: one shape for each player colour, shared by the pieces
of every game that gives each player a colour (Wyatt Earp's cowboys and chips,
Halunken & Spelunken's captains), so that nobody needs the colour to tell the
players apart -- as Blasting Billy's card colours each carry a symbol.

A mark is white with a dark outline, so it reads on every coat from yellow to
black, and the six shapes differ in outline, not only in size or angle, so
they stay apart at 10 px:

    red circle, blue triangle, green square, yellow diamond, white star,
    black cross

Python 3, standard library only; imported by the pieces scripts.
"""

import math

INK = "#2a1a10"
FILL = "#ffffff"

SHAPES = {
    "red": "circle",
    "blue": "triangle",
    "green": "square",
    "yellow": "diamond",
    "white": "star",
    "black": "cross",
}


def _points(pts):
    return " ".join(f"{x:.1f},{y:.1f}" for x, y in pts)


def shape_markup(shape, cx, cy, r, fill, stroke, width):
    """One shape centred on (cx, cy), about 2r across."""
    paint = (f'fill="{fill}" stroke="{stroke}" stroke-width="{width:.1f}" '
             f'stroke-linejoin="round"')
    if shape == "circle":
        return f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{r * 0.8:.1f}" {paint}/>'
    if shape == "triangle":
        # Equilateral, point up; its centroid a little below the centre so it
        # looks centred.
        R = r * 1.18
        pts = [(cx + R * math.sin(math.radians(a)), cy + r * 0.12 - R * math.cos(math.radians(a)))
               for a in (0, 120, 240)]
        return f'<polygon points="{_points(pts)}" {paint}/>'
    if shape == "square":
        s = r * 0.9
        return f'<rect x="{cx - s:.1f}" y="{cy - s:.1f}" width="{2 * s:.1f}" height="{2 * s:.1f}" {paint}/>'
    if shape == "diamond":
        h, w = r * 1.15, r * 0.8
        pts = [(cx, cy - h), (cx + w, cy), (cx, cy + h), (cx - w, cy)]
        return f'<polygon points="{_points(pts)}" {paint}/>'
    if shape == "star":
        pts = []
        for k in range(10):
            rr = r * 1.12 if k % 2 == 0 else r * 0.5
            a = math.radians(k * 36)
            pts.append((cx + rr * math.sin(a), cy + r * 0.08 - rr * math.cos(a)))
        return f'<polygon points="{_points(pts)}" {paint}/>'
    if shape == "cross":
        a, b = r * 0.95, r * 0.34
        pts = [(cx - b, cy - a), (cx + b, cy - a), (cx + b, cy - b), (cx + a, cy - b), (cx + a, cy + b),
               (cx + b, cy + b), (cx + b, cy + a), (cx - b, cy + a), (cx - b, cy + b), (cx - a, cy + b),
               (cx - a, cy - b), (cx - b, cy - b)]
        return f'<polygon points="{_points(pts)}" {paint}/>'
    raise ValueError(shape)


def mark(colour, cx, cy, r, ink=INK):
    """The mark of player colour `colour`, about 2r across, centred on (cx, cy)."""
    return shape_markup(SHAPES[colour], cx, cy, r, FILL, ink, max(1.5, r * 0.2))


def mark_piece(colour):
    """A 100x100 cell holding the mark alone, for the app to draw beside a
    colour swatch."""
    return '<rect width="100" height="100" fill="none"/>' + mark(colour, 50, 50, 38)
