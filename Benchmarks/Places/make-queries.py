#!/usr/bin/env python3
"""Writes queries.txt: a fixed list of realistic place searches for the gazetteer benchmark.

Taken from the 150 most populated places of GeoNames' cities500 (../shared/data), with a fixed seed:
what people type while searching — prefixes of 2 to 6 letters, whole names without accents or in
capitals, names in other scripts from the place's alternate names, one-typo variants of names of five
letters or more — plus a few country-filtered searches. One query per line; an optional tab and
ISO code restricts the search to a country.
"""
import gzip, random, sys, unicodedata

source = sys.argv[1] if len(sys.argv) > 1 else '/work/shared/data/geonames/cities500.txt.gz'
rows = [line.rstrip('\n').split('\t') for line in gzip.open(source, 'rt', encoding='utf-8')]
rows.sort(key=lambda r: -int(r[14] or 0))
top = rows[:150]
rng = random.Random(20251121)

def ascii_fold(text):
    return ''.join(c for c in unicodedata.normalize('NFKD', text) if not unicodedata.combining(c))

def non_latin(names):
    return [n for n in names if n and not any('a' <= c.lower() <= 'z' for c in n)]

queries = []
for row in top:
    name = row[1]
    queries.append(ascii_fold(name)[: rng.randint(2, 6)].lower())
for row in top[:60]:
    queries.append(ascii_fold(row[1]).upper() if rng.random() < 0.3 else ascii_fold(row[1]).lower())
scripts = [(row, non_latin(row[3].split(','))) for row in top]
for row, names in [s for s in scripts if s[1]][:50]:
    queries.append(rng.choice(names))
def typo(word):
    i = rng.randrange(1, len(word) - 1)
    kind = rng.choice(['swap', 'drop', 'double', 'replace'])
    if kind == 'swap': return word[:i] + word[i + 1] + word[i] + word[i + 2:]
    if kind == 'drop': return word[:i] + word[i + 1:]
    if kind == 'double': return word[:i] + word[i] + word[i:]
    return word[:i] + rng.choice('aeiourstnl') + word[i + 1:]
long_names = [ascii_fold(r[1]).lower() for r in top if len(ascii_fold(r[1])) >= 6 and ' ' not in r[1]]
for word in long_names[:40]:
    queries.append(typo(word))
for text, country in [('san', 'US'), ('saint', 'FR'), ('spring', 'US'), ('new', 'GB'), ('santa', 'MX'), ('berg', 'DE'),
                      ('paris', 'US'), ('london', 'CA'), ('san jose', 'CR'), ('valencia', 'VE')]:
    queries.append(f'{text}\t{country}')
with open('queries.txt', 'w', encoding='utf-8') as out:
    out.write('\n'.join(queries) + '\n')
print(len(queries), 'queries')
