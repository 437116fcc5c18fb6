#!/usr/bin/env python3
"""Builds the offline language detector's model from wordfreq's word lists.

Reads ../shared/data/wordfreq/<lang>.tsv.gz (word<TAB>frequency, CC-BY-SA 4.0, wordfreq 3.1.1 by
Robyn Speer) and writes Sources/BaluchonProviders/Resources/words/language-model.bin.gz:

- for each language, the log-frequency of its most frequent words;
- for each language, a character n-gram model (orders 1..N, words framed by < and >) whose counts
  weigh each word by frequency**ALPHA, so that frequent words count more without drowning the rest;
- per language and order, a floor for what the lists do not hold.

Words are cut and lower-cased exactly as the Swift detector cuts text (TextTokens.swift): runs of
letters and combining marks; each Han, kana or Thai character stands alone.

Format (little-endian, then gzip): "BLID", version u8, scale u8 (quantised value = round(-ln p * scale)),
language count u8, codes (u8 length + ASCII), max order u8, per language: word floor u8 then one floor
u8 per order; then two sections (words, n-grams), each: u32 count, then entries sorted by UTF-8 key,
front-coded: u8 bytes shared with the previous key, u8 suffix length, suffix, u8 posting count,
postings (u8 language index, u8 quantised value).

Usage: scripts/data/make_language_model.py [--wordfreq DIR] [--out FILE] [--words K] [--order N]
"""
import argparse
import gzip
import math
import os
import struct
import unicodedata
from collections import defaultdict

SCALE = 10  # quantisation: tenths of a nat


def is_word_char(c):
    return unicodedata.category(c)[0] in "LM"


def stands_alone(c):
    o = ord(c)
    return (0x3040 <= o <= 0x30FF) or (0x3400 <= o <= 0x9FFF) or (0xF900 <= o <= 0xFAFF) or (0x0E00 <= o <= 0x0E7F)


def tokens(text):
    """Must match TextTokens.swift."""
    out, current = [], []
    for c in text.lower():
        if is_word_char(c):
            if stands_alone(c):
                if current:
                    out.append("".join(current))
                    current = []
                out.append(c)
            else:
                current.append(c)
        elif current:
            out.append("".join(current))
            current = []
    if current:
        out.append("".join(current))
    return out


def grams(word, order):
    framed = "<" + word + ">"
    for n in range(1, order + 1):
        for i in range(len(framed) - n + 1):
            g = framed[i:i + n]
            if g != "<" and g != ">":
                yield n, g


def quantise(logp):
    return max(0, min(255, round(-logp * SCALE)))


def read_language(path):
    frequencies = defaultdict(float)
    with gzip.open(path, "rt", encoding="utf-8") as lines:
        for line in lines:
            word, frequency = line.rstrip("\n").split("\t")
            for token in tokens(word):
                frequencies[token] += float(frequency)
    return frequencies


def build(args):
    languages = sorted(f[:-7] for f in os.listdir(args.wordfreq) if f.endswith(".tsv.gz"))
    word_postings = defaultdict(list)
    gram_postings = defaultdict(list)
    floors = []
    for index, language in enumerate(languages):
        frequencies = read_language(os.path.join(args.wordfreq, language + ".tsv.gz"))
        ranked = sorted(frequencies.items(), key=lambda item: (-item[1], item[0]))
        total = sum(frequencies.values())
        kept = ranked[: args.words]
        for word, frequency in kept:
            word_postings[word].append((index, quantise(math.log(frequency / total))))
        word_floor = quantise(math.log(kept[-1][1] / total) - args.word_floor_margin)
        counts = [defaultdict(float) for _ in range(args.order + 1)]
        for word, frequency in ranked:
            weight = frequency ** args.alpha
            for n, g in grams(word, args.order):
                counts[n][g] += weight
        order_floors = []
        for n in range(1, args.order + 1):
            total_n = sum(counts[n].values())
            smallest = min(counts[n].values())
            for g, c in counts[n].items():
                if c / total_n >= args.min_share:
                    gram_postings[g].append((index, quantise(math.log(c / total_n))))
            order_floors.append(quantise(math.log(max(smallest, args.min_share * total_n) / total_n) - args.gram_floor_margin))
        floors.append((word_floor, order_floors))
        print(f"{language}: {len(kept)} words, {sum(len(c) for c in counts)} n-grams")
    return languages, floors, word_postings, gram_postings


def section(postings):
    out = bytearray(struct.pack("<I", len(postings)))
    previous = b""
    for key in sorted(postings, key=lambda k: k.encode("utf-8")):
        encoded = key.encode("utf-8")
        if len(encoded) > 255:
            raise ValueError("key too long")
        shared = 0
        while shared < min(len(previous), len(encoded), 255) and previous[shared] == encoded[shared]:
            shared += 1
        out += bytes([shared, len(encoded) - shared]) + encoded[shared:]
        entries = postings[key]
        out.append(len(entries))
        for language, value in entries:
            out += bytes([language, value])
        previous = encoded
    return out


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    root = os.path.dirname(os.path.dirname(here))
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--wordfreq", default=os.path.join(root, "..", "..", "shared", "data", "wordfreq"))
    parser.add_argument("--out", default=os.path.join(root, "Sources", "BaluchonProviders", "Resources", "words", "language-model.bin.gz"))
    parser.add_argument("--words", type=int, default=30000, help="most frequent words kept per language")
    parser.add_argument("--order", type=int, default=4, help="longest character n-gram")
    parser.add_argument("--alpha", type=float, default=0.5, help="word weight exponent for n-gram counts")
    parser.add_argument("--min-share", type=float, default=2e-5, help="n-grams rarer than this share of their order are dropped")
    parser.add_argument("--word-floor-margin", type=float, default=1.0, help="nats below the rarest kept word")
    parser.add_argument("--gram-floor-margin", type=float, default=2.0, help="nats below the rarest kept n-gram")
    args = parser.parse_args()
    if not os.path.isdir(args.wordfreq):
        args.wordfreq = "/work/shared/data/wordfreq"
    languages, floors, words, ngrams = build(args)
    data = bytearray(b"BLID") + bytes([1, SCALE, len(languages)])
    for language in languages:
        data += bytes([len(language)]) + language.encode("ascii")
    data.append(args.order)
    for word_floor, order_floors in floors:
        data.append(word_floor)
        data += bytes(order_floors)
    data += section(words) + section(ngrams)
    os.makedirs(os.path.dirname(args.out), exist_ok=True)
    # No name and no time in the gzip header: the same lists always give the same file.
    with open(args.out, "wb") as raw, gzip.GzipFile(filename="", fileobj=raw, mode="wb", compresslevel=9, mtime=0) as out:
        out.write(bytes(data))
    print(f"{len(words)} words, {len(ngrams)} n-grams, {len(data)} bytes, {os.path.getsize(args.out)} gzipped -> {args.out}")


if __name__ == "__main__":
    main()
