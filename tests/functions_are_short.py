#!/usr/bin/env python3
"""Fails when a function of engine/, app/ or editor/ runs longer than LIMIT
lines and the comment directly above it does not say why it is one piece
("One piece: ..."), as a state machine's switch may be.

Usage: functions_are_short.py SOURCE_DIR [LIMIT]   (exit 77: ctags missing)
"""
import shutil
import subprocess
import sys
from pathlib import Path

MARK = "One piece:"


def functions(root):
    """(path, first line, last line, name) of every function, by universal-ctags."""
    out = subprocess.run(
        ["ctags", "-R", "--languages=C++", "--kinds-C++=f", "--fields=+ne", "--output-format=u-ctags", "-f", "-",
         "app", "editor", "engine"],
        cwd=root, check=True, capture_output=True, text=True).stdout
    for line in out.splitlines():
        if line.startswith("!_"):
            continue
        fields = line.split("\t")
        extra = dict(f.split(":", 1) for f in fields[3:] if ":" in f)
        if "line" in extra and "end" in extra:
            scope = extra.get("class") or extra.get("struct") or extra.get("namespace")
            yield fields[1], int(extra["line"]), int(extra["end"]), f"{scope}::{fields[0]}" if scope else fields[0]


def saysWhy(lines, first):
    """Whether the comment right above line `first` (1-based) carries the mark."""
    i = first - 2
    while i >= 0 and lines[i].lstrip().startswith(("//", "template")):
        if MARK in lines[i]:
            return True
        i -= 1
    return False


def main():
    if shutil.which("ctags") is None:
        print("SKIP: ctags is missing (Debian's universal-ctags)")
        return 77
    root = Path(sys.argv[1])
    limit = int(sys.argv[2]) if len(sys.argv) > 2 else 80
    texts = {}
    long = []
    for path, first, last, name in functions(root):
        if last - first + 1 <= limit:
            continue
        lines = texts.setdefault(path, (root / path).read_text(encoding="utf-8").splitlines())
        if not saysWhy(lines, first):
            long.append((last - first + 1, path, first, name))
    for length, path, first, name in sorted(long, reverse=True):
        print(f"{path}:{first}: {name} is {length} lines: split it into steps with one job each, "
              f"or say above it why it is one piece (// {MARK} ...)")
    print(f"{len(long)} functions longer than {limit} lines without a reason")
    return 1 if long else 0


if __name__ == "__main__":
    sys.exit(main())
