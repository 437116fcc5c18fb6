#!/usr/bin/env python3
"""Builds Baluchon's phrasebook from Tatoeba's human translations.

Two steps, both reproducible:

  phrasebook.py extract --mirrors DIR  reads the pinned copies of Tatoeba, UPSTREAM and those in copies.json
                                       (git directories DIR/<owner>+<name>, or DIR/<owner>+<name>/repo, at the
                                       commits given; the pair files are checked against their SHA-256)
                                       and writes the trimmed extract scripts/phrasebook/tatoeba-travel.tsv:
                                       every English sentence that matches a topic's keywords, with its
                                       translations (each Tatoeba's own translation of that English sentence:
                                       none reached through a third language, whose links drift in meaning).
  phrasebook.py                        reads that extract, writes
                                       Sources/BaluchonCore/Resources/Phrasebook/phrasebook.json and prints
                                       its coverage: phrases per language, in nearly every language, by pair.
  phrasebook.py --check                fails when the committed phrasebook differs from what the extract gives.

No phrase is written by hand: every sentence and translation is Tatoeba's (CC BY 2.0 FR).
"""

import argparse
import collections
import hashlib
import io
import itertools
import json
import re
import subprocess
import sys
import zipfile
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
# More copies of Tatoeba (scripts/phrasebook/copies.json): LASER's test sets (another sample, 1,000 pairs a
# language), then ManyThings.org pair files ("English<TAB>translation", every English pair Tatoeba had for the
# language when the file was made; some copies keep only part of the lines), one copy a language, the largest
# found, each pinned by its SHA-256; a zip archive is read at `member`; the language is the file's name or
# `language`. The test sets are samples of different English sentences per language; the pair files share the
# common ones, so a phrase gets its translations in many languages at once.
MORE = json.loads((ROOT / "scripts/phrasebook/copies.json").read_text(encoding="utf-8"))
# The code LASER and the pair files give a language whose test-set code differs (Mandarin).
COPY_CODES = {"zho": "cmn"}

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
# Each keyword of a topic on its own: every one gives the phrasebook its best phrases in French, so that a traveller
# searching for "allergique" or "pharmacie" finds something.
KEYWORDS = {topic: [re.compile(rf"\b(?:{word})\b", re.IGNORECASE) for word in words.split("|")]
            for topic, words in TOPICS.items()}
PER_KEYWORD = 2
# Capitalised words other than these mark a name (Tom, Mary, Boston): a phrase for everyone has none.
NAMES = re.compile(r"\b(?:Tom|Mary|John|Alice|Bob|Jim|Ken|Mike|Jack|Tony|Bill|Lucy|Jane|Kate|Paul|Sami|Layla|"
                   r"Ziri|Mennad|Baya|Yanni|Skura|Rima|Dan|Linda|Emily|Fadil|Dania|Muiriel|Taninna|Maria|Marie)\b")
ALLOWED_CAPITALS = {"I", "I'm", "I'll", "I'd", "I've", "OK", "Monday", "Tuesday", "Wednesday", "Thursday",
                    "Friday", "Saturday", "Sunday"}
MAXIMUM_LENGTH = 45
# A phrase in at least this many of the 25 languages (English counted) is taken whatever else is.
MULTIWAY = 15
# Then phrases are added, best first, until every pair of languages shares this many (or has no more)…
PER_PAIR = 100
# …and until every language has this many (or has no more).
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
    for candidate in (Path(mirrors) / name / "repo", Path(mirrors) / name / "repo" / ".git", Path(mirrors) / name):
        if (candidate / "HEAD").exists():
            return candidate
    sys.exit(f"no git directory for {repository} in {mirrors}")


def reader(mirrors, upstream):
    directory = git_directory(mirrors, upstream["repository"])

    def show(path):
        return subprocess.run(["git", "--git-dir", directory, "show", f"{upstream['commit']}:{path}"],
                              check=True, capture_output=True).stdout
    return show


def test_set(show, pair, version, code):
    """The lines of a test set of `pair` in English and in `code`, side by side, or nothing when the version lacks
    that pair."""
    try:
        english = show(f"testsets/{pair}/tatoeba-test-{version}.eng").decode().split("\n")
        if len(english) < 3:  # a link to the other direction's files
            return []
        return list(zip(english, show(f"testsets/{pair}/tatoeba-test-{version}.{code}").decode().split("\n")))
    except subprocess.CalledProcessError:
        return []


def test_set_pairs(mirrors):
    """(language, English, translation) from the OPUS-MT test sets and LASER's."""
    show, laser = reader(mirrors, UPSTREAM), reader(mirrors, MORE[0])
    for code, language in LANGUAGES.items():
        for version in UPSTREAM["versions"]:
            for pair in (f"eng-{code}", f"{code}-eng"):
                yield from ((language, e, o) for e, o in test_set(show, pair, version, code))
        laser_code = COPY_CODES.get(code, code)
        english = laser(f"data/tatoeba/v1/tatoeba.{laser_code}-eng.eng").decode().split("\n")
        other = laser(f"data/tatoeba/v1/tatoeba.{laser_code}-eng.{laser_code}").decode().split("\n")
        yield from ((language, e, o) for e, o in zip(english, other))


def pair_file_pairs(mirrors):
    """(language, English, translation) from the ManyThings.org pair files, checked against their SHA-256."""
    for upstream in MORE[1:]:
        data = reader(mirrors, upstream)(upstream["files"])
        if hashlib.sha256(data).hexdigest() != upstream["sha256"]:
            sys.exit(f"{upstream['repository']} {upstream['files']} is not the pinned file")
        if "member" in upstream:
            data = zipfile.ZipFile(io.BytesIO(data)).read(upstream["member"])
        code = upstream.get("language", Path(upstream.get("member", upstream["files"])).stem)
        language = LANGUAGES[next((c for c, copy in COPY_CODES.items() if copy == code), code)]
        for line in data.decode("utf-8-sig").split("\n"):
            columns = line.rstrip("\r").split("\t")
            if len(columns) >= 2:
                yield language, columns[0], columns[1]


def extract(mirrors):
    # (language, English) → its translations, with how many copies have each
    direct = collections.defaultdict(collections.Counter)
    for pairs in (test_set_pairs(mirrors), pair_file_pairs(mirrors)):
        for language, sentence, translation in pairs:
            sentence, translation = sentence.strip(), translation.strip()
            if sentence and translation and "\t" not in translation and topic_of(sentence):
                direct[(language, sentence)][translation] += 1
    # The translation the most copies have (of those, the shortest, then the first in sorted order) is the one the
    # phrasebook keeps ("Check, please.": "L'addition s'il vous plaît.", not "Vérifie, s'il te plaît.").
    def kept(found):
        return min(found, key=lambda t: (-found[t], len(t), t))
    rows = {(language, sentence, kept(found)) for (language, sentence), found in direct.items()}
    with EXTRACT.open("w", encoding="utf-8") as out:
        out.write("# Tatoeba sentences (CC BY 2.0 FR, https://tatoeba.org) matching the phrasebook's topics,\n")
        out.write(f"# from {UPSTREAM['repository']} at {UPSTREAM['commit']},\n")
        out.write(f"# {UPSTREAM['files']} for versions {', '.join(UPSTREAM['versions'])},\n")
        for upstream in MORE:
            member = f" ({upstream['member']})" if "member" in upstream else ""
            out.write(f"# from {upstream['repository']} at {upstream['commit']}, {upstream['files']}{member},\n")
        out.write("# made by scripts/phrasebook/phrasebook.py extract. Columns: language, English, translation.\n")
        for row in sorted(rows):
            out.write("\t".join(row) + "\n")
    print(f"{len(rows)} rows in {EXTRACT.relative_to(ROOT)}")


def read_extract():
    """The extract as {English: {language: translation}}."""
    translations = collections.defaultdict(dict)
    for line in EXTRACT.read_text(encoding="utf-8").splitlines():
        if line.startswith("#"):
            continue
        language, sentence, translation = line.split("\t")
        translations[sentence][language] = translation
    return translations


def choose(translations):
    topics = {sentence: topic_of(sentence) for sentence in translations}
    # The most languages first, French counting for three (the app's travellers search in French or English).
    ordered = sorted(translations, key=lambda s: (-len(translations[s]) - 2 * ("fr" in translations[s]), len(s), s))

    def best(candidates, count):
        """`count` of the candidates, best first, each topic in turn giving its best."""
        queues = {topic: [s for s in candidates if topics[s] == topic] for topic in TOPICS}
        picked = []
        while len(picked) < count and any(queues.values()):
            for topic in TOPICS:
                if queues[topic] and len(picked) < count:
                    picked.append(queues[topic].pop(0))
        return picked

    # Every phrase in nearly every language; each keyword its best phrases in French; then the pairs that could
    # share the fewest phrases first, each given its best phrases with both languages; then each language its best.
    chosen = {s for s in ordered if len(translations[s]) + 1 >= MULTIWAY}
    for topic, keywords in KEYWORDS.items():
        for keyword in keywords:
            found = (s for s in ordered if topics[s] == topic and "fr" in translations[s] and keyword.search(s))
            chosen.update(itertools.islice(found, PER_KEYWORD))
    languages = ["en", *LANGUAGES.values()]
    having = {language: [s for s in ordered if language == "en" or language in translations[s]]
              for language in languages}
    pairs = {(a, b): [s for s in having[b] if a == "en" or a in translations[s]]
             for a, b in itertools.combinations(languages, 2)}
    for (a, b), candidates in sorted(pairs.items(), key=lambda item: (len(item[1]), item[0])):
        have = sum(s in chosen for s in candidates)
        chosen.update(best([s for s in candidates if s not in chosen], PER_PAIR - have))
    for language in languages:
        have = sum(s in chosen for s in having[language])
        chosen.update(best([s for s in having[language] if s not in chosen], PER_LANGUAGE - have))
    phrases = []
    for topic in TOPICS:
        for sentence in sorted((s for s in chosen if topics[s] == topic), key=lambda s: (len(s), s)):
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


def coverage(book, translations):
    """What the phrasebook gives a traveller, as lines of text: the phrases by language, those in nearly every
    language, and the pairs of languages sharing the fewest phrases, beside what the extract (`translations`, as
    read_extract gives it) has for them."""
    texts = [{"en": phrase["en"], **phrase["translations"]} for phrase in book["phrases"]]
    available = [{"en": sentence, **found} for sentence, found in translations.items()]
    languages = ["en", *sorted(LANGUAGES.values())]

    def shared(a, b, phrases):
        return sum(a in phrase and b in phrase for phrase in phrases)

    pairs = sorted((shared(a, b, texts), a, b) for a, b in itertools.combinations(languages, 2))
    short = [(n, a, b) for n, a, b in pairs if n < PER_PAIR]
    whole = sum(n == shared(a, b, available) for n, a, b in short)

    def listed(found):
        return ", ".join(f"{a}–{b} {n}" for n, a, b in found)

    return [
        f"{len(texts)} phrases; by language: "
        + ", ".join(f"{language} {book['counts'][language]}" for language in languages),
        f"in at least 20, {MULTIWAY}, 10 of the {len(languages)} languages: "
        + ", ".join(str(sum(len(phrase) >= least for phrase in texts)) for least in (20, MULTIWAY, 10)) + " phrases",
        f"smallest pairs: {listed(pairs[:10])}",
        f"pairs under {PER_PAIR}: {len(short)} of {len(pairs)}, "
        f"{whole} of them with every phrase the extract has for the pair",
        "French with: " + listed(sorted((shared("fr", x, texts), "fr", x) for x in languages if x != "fr")[:8]),
        "English with: " + listed(sorted((shared("en", x, texts), "en", x) for x in languages if x != "en")[:8]),
    ]


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
    translations = read_extract()
    book = choose(translations)
    text = render(book)
    if arguments.check:
        if OUTPUT.read_text(encoding="utf-8") != text:
            print(f"{OUTPUT.relative_to(ROOT)} differs from what the extract gives", file=sys.stderr)
            return 1
        return 0
    OUTPUT.parent.mkdir(parents=True, exist_ok=True)
    OUTPUT.write_text(text, encoding="utf-8")
    print("\n".join(coverage(book, translations)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
