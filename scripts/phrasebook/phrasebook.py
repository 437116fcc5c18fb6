#!/usr/bin/env python3
"""Builds Baluchon's phrasebook from Tatoeba's human translations.

Two steps, both reproducible:

  phrasebook.py extract --mirrors DIR  reads the pinned copies of Tatoeba listed in UPSTREAM and MORE (git
                                       directories DIR/<owner>+<name>, or DIR/<owner>+<name>/repo, at the
                                       commits below; the pair files are checked against their SHA-256)
                                       and writes the trimmed extract scripts/phrasebook/tatoeba-travel.tsv:
                                       every English sentence that matches a topic's keywords, with its
                                       translations.
  phrasebook.py                        reads that extract and writes
                                       Sources/BaluchonCore/Resources/Phrasebook/phrasebook.json and prints
                                       the phrases per language.
  phrasebook.py --check                fails when the committed phrasebook differs from what the extract gives.

No phrase is written by hand: every sentence and translation is Tatoeba's (CC BY 2.0 FR).
"""

import argparse
import collections
import hashlib
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
# More copies of Tatoeba: LASER's test sets (another sample, 1,000 pairs a language), and the ManyThings.org
# pair files (every English pair Tatoeba had for the language) for the languages the samples leave short.
MORE = [
    {"repository": "https://github.com/facebookresearch/LASER", "commit": "74bc6ae7ffb7cba670fe0f428d0ede9f666fb821",
     "files": "data/tatoeba/v1/tatoeba.{lang}-eng.{eng,lang}"},
    {"repository": "https://github.com/ArthurMinovsky/Neural-Machine-Translation-th-en",
     "commit": "af1ea44f39209b1298ab830fec64189cb9490387", "files": "tha.txt",
     "sha256": "6cb6ed9daad0bb257c90af2224e1f8ee600915e6da5a0f671526f71b621a66f8"},
    {"repository": "https://github.com/nate-koser/kor-eng-translator",
     "commit": "75021833d3443273567daf7f09372472e48f9843", "files": "kor.txt",
     "sha256": "3988edfd32c892ccf4450772bc3a5906ebfcf3c8648f56012df204ddf27b8280"},
    {"repository": "https://github.com/sanghuynh1501/translate_machine",
     "commit": "a013b579fdc717003102e2c31404727737af56c7", "files": "vie-eng/vie.txt",
     "sha256": "d70d57b6509cfe7612c1d9948902cdaa4ba5f6c27b576771c0f3d98d43654f99"},
]
LASER_CODES = {"zho": "cmn"}

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
# Phrases are added, best first, until every language has this many (or has no more).
PER_LANGUAGE = 300


def topic_of(sentence):
    if len(sentence) > MAXIMUM_LENGTH or any(c.isdigit() for c in sentence) or '"' in sentence:
        return None
    if NAMES.search(sentence):
        return None
    words = re.findall(r"[A-Za-z']+", sentence)
    if any(w[0].isupper() and w not in ALLOWED_CAPITALS for w in words[1:]):
        return None
    return next((topic for topic, pattern in PATTERNS.items() if pattern.search(sentence)), None)


def git_directory(mirrors, repository):
    name = "+".join(repository.split("/")[-2:])
    for candidate in (Path(mirrors) / name / "repo", Path(mirrors) / name):
        if (candidate / "HEAD").exists():
            return candidate
    sys.exit(f"no git directory for {repository} in {mirrors}")


def reader(mirrors, upstream):
    directory = git_directory(mirrors, upstream["repository"])

    def show(path):
        return subprocess.run(["git", "--git-dir", directory, "show", f"{upstream['commit']}:{path}"],
                              check=True, capture_output=True).stdout
    return show


def test_set_pairs(mirrors):
    """(language, English, translation) from the OPUS-MT test sets and LASER's."""
    show, laser = reader(mirrors, UPSTREAM), reader(mirrors, MORE[0])
    for code, language in LANGUAGES.items():
        for version in UPSTREAM["versions"]:
            for pair in (f"eng-{code}", f"{code}-eng"):
                try:
                    english = show(f"testsets/{pair}/tatoeba-test-{version}.eng").decode().split("\n")
                    if len(english) < 3:  # a link to the other direction's files
                        continue
                    other = show(f"testsets/{pair}/tatoeba-test-{version}.{code}").decode().split("\n")
                except subprocess.CalledProcessError:
                    continue
                yield from ((language, e, o) for e, o in zip(english, other))
        laser_code = LASER_CODES.get(code, code)
        english = laser(f"data/tatoeba/v1/tatoeba.{laser_code}-eng.eng").decode().split("\n")
        other = laser(f"data/tatoeba/v1/tatoeba.{laser_code}-eng.{laser_code}").decode().split("\n")
        yield from ((language, e, o) for e, o in zip(english, other))


def pair_file_pairs(mirrors):
    """(language, English, translation) from the ManyThings.org pair files, checked against their SHA-256."""
    for upstream in MORE[1:]:
        data = reader(mirrors, upstream)(upstream["files"])
        if hashlib.sha256(data).hexdigest() != upstream["sha256"]:
            sys.exit(f"{upstream['repository']} {upstream['files']} is not the pinned file")
        language = LANGUAGES[Path(upstream["files"]).stem]
        for line in data.decode().split("\n"):
            columns = line.split("\t")
            if len(columns) >= 2:
                yield language, columns[0], columns[1]


def extract(mirrors):
    first = {}  # (language, English) → the translation first in sorted order, the one the phrasebook keeps
    for pairs in (test_set_pairs(mirrors), pair_file_pairs(mirrors)):
        for language, sentence, translation in pairs:
            sentence, translation = sentence.strip(), translation.strip()
            if sentence and translation and "\t" not in translation and topic_of(sentence):
                key = (language, sentence)
                first[key] = min(first.get(key, translation), translation)
    rows = {(language, sentence, translation) for (language, sentence), translation in first.items()}
    with EXTRACT.open("w", encoding="utf-8") as out:
        out.write("# Tatoeba sentences (CC BY 2.0 FR, https://tatoeba.org) matching the phrasebook's topics,\n")
        out.write(f"# from {UPSTREAM['repository']} at {UPSTREAM['commit']},\n")
        out.write(f"# {UPSTREAM['files']} for versions {', '.join(UPSTREAM['versions'])},\n")
        for upstream in MORE:
            out.write(f"# from {upstream['repository']} at {upstream['commit']}, {upstream['files']},\n")
        out.write("# made by scripts/phrasebook/phrasebook.py extract. Columns: language, English, translation.\n")
        for row in sorted(rows):
            out.write("\t".join(row) + "\n")
    print(f"{len(rows)} rows in {EXTRACT.relative_to(ROOT)}")


def choose():
    translations = collections.defaultdict(dict)
    for line in EXTRACT.read_text(encoding="utf-8").splitlines():
        if line.startswith("#"):
            continue
        language, sentence, translation = line.split("\t")
        translations[sentence][language] = translation
    # The most languages first, French counting for three (the app's travellers search in French or English).
    rank = {s: (-len(found) - 2 * ("fr" in found), len(s), s) for s, found in translations.items()}
    by_topic = collections.defaultdict(list)
    for sentence in sorted(translations, key=rank.get):
        by_topic[topic_of(sentence)].append(sentence)
    chosen = set()
    for language in ["fr", *LANGUAGES.values()]:
        # Each topic in turn gives its best phrase with this language, until the language has enough.
        queues = {topic: [s for s in by_topic[topic] if language in translations[s]] for topic in TOPICS}
        have = sum(language in translations[s] for s in chosen)
        while have < PER_LANGUAGE and any(queues.values()):
            for topic in TOPICS:
                while queues[topic] and queues[topic][0] in chosen:
                    queues[topic].pop(0)
                if queues[topic] and have < PER_LANGUAGE:
                    chosen.add(queues[topic].pop(0))
                    have += 1
    phrases = []
    for topic in TOPICS:
        for sentence in sorted((s for s in chosen if topic_of(s) == topic), key=lambda s: (len(s), s)):
            found = dict(sorted(translations[sentence].items()))
            phrases.append({"topic": topic, "en": sentence, "translations": found})
    counts = collections.Counter(language for phrase in phrases for language in phrase["translations"])
    counts["en"] = len(phrases)
    return {
        "source": {**UPSTREAM, "more": MORE, "extract": str(EXTRACT.relative_to(ROOT))},
        "topics": list(TOPICS),
        "counts": dict(sorted(counts.items())),
        "phrases": phrases,
    }


def render(book):
    return json.dumps(book, ensure_ascii=False, indent=0, separators=(",", ":")) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("step", nargs="?", choices=["extract"])
    parser.add_argument("--mirrors", help="the directory holding the git directories of the copies of Tatoeba")
    parser.add_argument("--check", action="store_true", help="compare with the committed phrasebook")
    arguments = parser.parse_args()
    if arguments.step == "extract":
        extract(arguments.mirrors)
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
