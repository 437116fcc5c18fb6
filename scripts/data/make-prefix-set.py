#!/usr/bin/env python3
"""Writes Tests/Fixtures/places/prefixes.tsv: the public test set of place names typed as prefixes.

For the 400 most populated places of GeoNames' cities500 (../shared/data), the shortest prefix of 2 to
6 letters of their name — in Latin letters, and for every fourth place also in another script from its
alternate names — for which that place is the most populated of ALL the places any of whose names, or
later words of a name, starts with the prefix, and which is not itself the whole name of a place with
a hundredth of the city's people (nor a whole word of a name of one with two thirds of them): there the
person typing may well mean that place. A search that ranks the big city first, as Photon and Pelias
do, answers each line with its place; one that lets a small exact match win does not.
Columns: prefix, expected geonameid, expected name, country code, population.
Usage: scripts/data/make-prefix-set.py [cities500.txt.gz] > Tests/Fixtures/places/prefixes.tsv
"""
import gzip, sys, unicodedata

source = sys.argv[1] if len(sys.argv) > 1 else '/work/shared/data/geonames/cities500.txt.gz'
rows = [line.rstrip('\n').split('\t') for line in gzip.open(source, 'rt', encoding='utf-8')]

APOSTROPHES = set(map(chr, [0x27, 0x60, 0xB4, 0x2BB, 0x2BC, 0x2BD, 0x2BE, 0x2BF, 0x2018, 0x2019, 0x201B, 0x2032]))
LETTER_FOLDS = {'ß': 'ss', 'æ': 'ae', 'œ': 'oe', 'ø': 'o', 'ł': 'l', 'đ': 'd', 'ð': 'd', 'þ': 'th', 'ħ': 'h', 'ı': 'i',
                'ŀ': 'l', 'ŧ': 't', 'ĸ': 'k', 'ſ': 's', 'ẞ': 'ss'}

def fold(text):
    """As PlaceNormalizer folds: compatibility decomposition, marks and case dropped (kana voicing
    marks kept), apostrophes and format characters joined, a few Latin letters spelled out, anything
    else that is not a letter or digit a single space."""
    out, space = [], False
    for c in unicodedata.normalize('NFKD', text):
        cat = unicodedata.category(c)
        if c in APOSTROPHES or cat == 'Cf':
            continue
        if cat[0] == 'L' or cat in ('Nd', 'Nl', 'No', 'Mc'):
            if space and out:
                out.append(' ')
            space = False
            for lower in c.lower():
                out.append(LETTER_FOLDS.get(lower, lower))
        elif cat in ('Mn', 'Me'):
            if c in '\u3099\u309a':
                out.append(c)
        else:
            space = True
    return unicodedata.normalize('NFC', ''.join(out))

def machine(name):
    return name and all(('a' <= c <= 'z') or ('0' <= c <= '9') or c in " -'" for c in name)

def names(row):
    alternates = [n for n in row[3].split(',') if n and '://' not in n and not machine(n)]
    return [row[1], row[2]] + alternates

best = {}  # prefix -> (population, -geonameid)
exact = {}  # whole folded name -> largest population named so
word = {}  # whole later words of a name -> largest population
for row in rows:
    population, ident = int(row[14] or 0), int(row[0])
    seen = set()
    for name in names(row):
        key = fold(name)
        exact[key] = max(exact.get(key, 0), population)
        words = key.split(' ')
        for start in range(len(words)):
            tail = ' '.join(words[start:])
            for end in range(start + 1, len(words) + 1):
                if (start, end) != (0, len(words)):
                    phrase = ' '.join(words[start:end])
                    word[phrase] = max(word.get(phrase, 0), population)
            for length in range(1, min(6, len(tail)) + 1):
                prefix = tail[:length]
                if prefix in seen:
                    continue
                seen.add(prefix)
                if prefix not in best or best[prefix] < (population, -ident):
                    best[prefix] = (population, -ident)

def latin(text):
    return all(c == ' ' or 'a' <= c <= 'z' for c in text)

top = sorted(rows, key=lambda r: -int(r[14] or 0))[:400]
lines = []
for number, row in enumerate(top):
    ident = int(row[0])
    candidates = [fold(row[2])]
    if number % 4 == 0:
        # Scripts with spacing vowel signs (Devanagari…) make one character of two letters: left out.
        others = [fold(n) for n in names(row) if fold(n) and not latin(fold(n)) and not any(unicodedata.category(c) == 'Mc' for c in fold(n))]
        candidates += others[:1]
    for name in candidates:
        for length in range(2, 7):
            prefix = name[:length]
            if len(prefix) < length or prefix.endswith(' '):
                break
            population = int(row[14])
            # The city is what the person means only when no place is named exactly so with a
            # hundredth of its people, nor has it as a whole word with two thirds of them.
            named = exact.get(prefix, 0) if fold(row[2]) != prefix else 0
            if best.get(prefix, (0, 0))[1] == -ident and named * 100 < population and word.get(prefix, 0) * 1.5 < population:
                lines.append(f"{prefix}\t{ident}\t{row[1]}\t{row[8]}\t{row[14]}")
                break
print('# prefix\tgeonameid\tname\tcountry\tpopulation (made by scripts/data/make-prefix-set.py from GeoNames cities500, CC BY 4.0)')
print('\n'.join(lines))
print(f"{len(lines)} prefixes", file=sys.stderr)
