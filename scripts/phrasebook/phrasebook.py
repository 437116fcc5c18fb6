#!/usr/bin/env python3
"""Builds Baluchon's phrasebook from Tatoeba's human translations.

Two steps, both reproducible:

  phrasebook.py extract --mirror DIR   reads the Tatoeba test sets of Helsinki-NLP/OPUS-MT-testsets (a git
                                   directory at the commit below) and writes the trimmed extract
                                   scripts/phrasebook/tatoeba-travel.tsv: every English sentence that
                                   matches a topic's keywords and has a translation in at least
                                   MINIMUM_LANGUAGES languages, with its translations.
  phrasebook.py                        reads that extract and writes
                                   Sources/BaluchonCore/Resources/Phrasebook/phrasebook.json.
  phrasebook.py --check                fails when the committed phrasebook differs from what the extract gives.

No phrase is written by hand: every sentence and translation is Tatoeba's (CC BY 2.0 FR).
"""

import argparse
import collections
import json
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
EXTRACT = ROOT / "scripts/phrasebook/tatoeba-travel.tsv"
OUTPUT = ROOT / "Sources/BaluchonCore/Resources/Phrasebook/phrasebook.json"

UPSTREAM = {
    "repository": "https://github.com/Helsinki-NLP/OPUS-MT-testsets",
    "commit": "ac0f19c0be3cb4e0d9450fcb2d7a9847c4bdd180",
    "files": "testsets/{pair}/tatoeba-test-{version}.{eng,lang}",
    "versions": ["v2020-07-28", "v2021-03-30", "v2021-08-07"],
    "origin": "Tatoeba (https://tatoeba.org), sentences and translations by its contributors",
    "licence": "CC BY 2.0 FR",
}

# Tatoeba's ISO 639-3 codes and Baluchon's ISO 639-1 codes.
LANGUAGES = {
    "fra": "fr", "spa": "es", "deu": "de", "ita": "it", "por": "pt", "cat": "ca", "nld": "nl",
    "swe": "sv", "pol": "pl", "ces": "cs", "hun": "hu", "ell": "el", "tur": "tr", "rus": "ru",
    "ukr": "uk", "ara": "ar", "heb": "he", "hin": "hi", "tha": "th", "vie": "vi", "ind": "id",
    "zho": "zh", "jpn": "ja", "kor": "ko",
}

# Topics in the order a sentence is tried; the first whose keywords match keeps it.
TOPICS = {
    "health": r"doctor|hospital|pharmacy|medicine|sick|hurts?|pain|fever|ambulance|police|help me|call the police|"
    r"emergency|dentist|headache|toothache|stomach|injured|bleeding|stolen|thief|accident|allergic|allergy|"
    r"I'm lost|I am lost|wallet|passport|cold|cough|hurt",
    "food": r"restaurant|menu|eat|food|hungry|thirsty|drink|water|coffee|tea|beer|wine|bread|breakfast|"
    r"lunch|dinner|vegetarian|meat|fish|check, please|the bill|waiter|delicious|milk|fruit|rice|peanuts?|eggs?|"
    r"table for|soup|salad|sugar|salt|cheese|chicken|vegetables",
    "lodging": r"hotel|room|reservation|key|bed|shower|bathroom|toilet|towel|check out|stay here|single room|"
    r"double room|air conditioner|heater|wake me up|blanket|elevator",
    "transport": r"station|train|bus|airport|plane|flight|ticket|taxi|where is|where's|how do I get|turn left|"
    r"turn right|straight ahead|how far|map|street|subway|boat|bus stop|road|way to|drive|station|platform|"
    r"luggage|suitcase|bicycle|next stop",
    "money": r"how much|money|bank|cheap|expensive|price|cost|pay|buy|credit card|cash|dollars?|euros?|shop|"
    r"store|sell|discount|receipt|change",
    "time": r"what time|o'clock|today|tomorrow|yesterday|this morning|this evening|tonight|next week|"
    r"hour|minutes?|monday|tuesday|wednesday|thursday|friday|saturday|sunday|what day|when does|when do|"
    r"how long|open|closed",
    "greetings": r"hello|hi|good morning|good evening|good night|goodbye|bye|thanks|thank you|please|"
    r"excuse me|sorry|welcome|how are you|nice to meet you|my name is|see you|do you speak|I don't understand|"
    r"speak slowly|what's your name|pardon",
}
PATTERNS = {topic: re.compile(rf"\b(?:{words})\b", re.IGNORECASE) for topic, words in TOPICS.items()}
# Capitalised words other than these mark a name (Tom, Mary, Boston): a phrase for everyone has none.
NAMES = re.compile(r"\b(?:Tom|Mary|John|Alice|Bob|Jim|Ken|Mike|Jack|Tony|Bill|Lucy|Jane|Kate|Paul|Sami|Layla|"
                   r"Ziri|Mennad|Baya|Yanni|Skura|Rima|Dan|Linda|Emily|Fadil|Dania|Muiriel|Taninna|Maria|Marie)\b")
ALLOWED_CAPITALS = {"I", "I'm", "I'll", "I'd", "I've", "OK", "Monday", "Tuesday", "Wednesday", "Thursday",
                    "Friday", "Saturday", "Sunday"}
MAXIMUM_LENGTH = 45
MINIMUM_LANGUAGES = 2
PER_TOPIC = 70


def topic_of(sentence):
    if len(sentence) > MAXIMUM_LENGTH or any(c.isdigit() for c in sentence) or '"' in sentence:
        return None
    if NAMES.search(sentence):
        return None
    words = re.findall(r"[A-Za-z']+", sentence)
    if any(w[0].isupper() and w not in ALLOWED_CAPITALS for w in words[1:]):
        return None
    return next((topic for topic, pattern in PATTERNS.items() if pattern.search(sentence)), None)


def extract(mirror):
    def show(path):
        return subprocess.run(["git", "--git-dir", mirror, "show", f"{UPSTREAM['commit']}:{path}"],
                              check=True, capture_output=True).stdout.decode("utf-8")

    rows = set()
    for code in LANGUAGES:
        for version in UPSTREAM["versions"]:
            for pair in (f"eng-{code}", f"{code}-eng"):
                try:
                    english = show(f"testsets/{pair}/tatoeba-test-{version}.eng").split("\n")
                    if len(english) < 3:  # a link to the other direction's files
                        continue
                    other = show(f"testsets/{pair}/tatoeba-test-{version}.{code}").split("\n")
                except subprocess.CalledProcessError:
                    continue
                for sentence, translation in zip(english, other):
                    sentence, translation = sentence.strip(), translation.strip()
                    if sentence and translation and "\t" not in translation and topic_of(sentence):
                        rows.add((LANGUAGES[code], sentence, translation))
    languages = collections.Counter(sentence for _, sentence, _ in rows)
    rows = {row for row in rows if languages[row[1]] >= MINIMUM_LANGUAGES}
    with EXTRACT.open("w", encoding="utf-8") as out:
        out.write("# Tatoeba sentences (CC BY 2.0 FR, https://tatoeba.org) matching the phrasebook's topics,\n")
        out.write(f"# from {UPSTREAM['repository']} at {UPSTREAM['commit']},\n")
        out.write(f"# {UPSTREAM['files']} for versions {', '.join(UPSTREAM['versions'])}.\n")
        out.write("# Made by scripts/phrasebook/phrasebook.py extract. Columns: language, English, translation.\n")
        for row in sorted(rows):
            out.write("\t".join(row) + "\n")
    print(f"{len(rows)} rows in {EXTRACT.relative_to(ROOT)}")


def choose():
    translations = collections.defaultdict(dict)
    for line in EXTRACT.read_text(encoding="utf-8").splitlines():
        if line.startswith("#"):
            continue
        language, sentence, translation = line.split("\t")
        translations[sentence].setdefault(language, translation)  # the first in sorted order
    by_topic = collections.defaultdict(list)
    for sentence, found in translations.items():
        topic = topic_of(sentence)
        if topic and len(found) >= MINIMUM_LANGUAGES:
            by_topic[topic].append(sentence)
    phrases = []
    for topic in TOPICS:
        # The most languages first, French counting for three (the app's travellers search in French or English).
        rank = {s: (-len(translations[s]) - 2 * ("fr" in translations[s]), len(s), s) for s in by_topic[topic]}
        chosen = sorted(by_topic[topic], key=rank.get)[:PER_TOPIC]
        for sentence in sorted(chosen, key=lambda s: (len(s), s)):
            found = dict(sorted(translations[sentence].items()))
            phrases.append({"topic": topic, "en": sentence, "translations": found})
    counts = collections.Counter(language for phrase in phrases for language in phrase["translations"])
    counts["en"] = len(phrases)
    return {
        "source": {**UPSTREAM, "extract": str(EXTRACT.relative_to(ROOT))},
        "topics": list(TOPICS),
        "counts": dict(sorted(counts.items())),
        "phrases": phrases,
    }


def render(book):
    return json.dumps(book, ensure_ascii=False, indent=0, separators=(",", ":")) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("step", nargs="?", choices=["extract"])
    parser.add_argument("--mirror", help="the git directory of Helsinki-NLP/OPUS-MT-testsets")
    parser.add_argument("--check", action="store_true", help="compare with the committed phrasebook")
    arguments = parser.parse_args()
    if arguments.step == "extract":
        extract(arguments.mirror)
        return 0
    text = render(choose())
    if arguments.check:
        if OUTPUT.read_text(encoding="utf-8") != text:
            print(f"{OUTPUT.relative_to(ROOT)} differs from what the extract gives", file=sys.stderr)
            return 1
        return 0
    OUTPUT.parent.mkdir(parents=True, exist_ok=True)
    OUTPUT.write_text(text, encoding="utf-8")
    book = json.loads(text)
    print(f"{len(book['phrases'])} phrases; by language: {book['counts']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
