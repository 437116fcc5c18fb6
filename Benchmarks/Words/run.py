#!/usr/bin/env python3
"""Words benchmark: Baluchon's offline language detector against Lingua (high accuracy), CLD2
(pycld2), langdetect and libexttextcat on ../shared/data/langid/dev.tsv, restricted to its 31
languages; and Apertium latency per 20-word sentence, cold (one `apertium` run) and warm (the
resident pipelines Baluchon keeps).

Every detector runs in its own process, one thread, in the same run, so ratios hold on a busy
machine; speed is texts per CPU-second of that process, memory its peak resident size.

Usage: Benchmarks/Words/run.py [--dev FILE] [--write docs/BENCHMARKS.md] [--no-build] [--runs N]
"""
import argparse
import ctypes
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
VENV = ROOT / ".build" / "words-bench-venv"
KINDS = ("sentence", "word_pair", "word", "tatoeba")
ALIASES = {"iw": "he", "no": "nb", "zh-hant": "zh", "zh-cn": "zh", "zh-tw": "zh", "zh-hans": "zh"}
BEGIN, END = "<!-- words:begin -->", "<!-- words:end -->"


def read_dev(path):
    rows = []
    with open(path, encoding="utf-8") as lines:
        next(lines)
        for line in lines:
            language, kind, text = line.rstrip("\n").split("\t", 2)
            rows.append((language, kind, text))
    return rows


def normalise(code):
    code = (code or "").lower()
    return ALIASES.get(code, code.split("-")[0])


def first_candidate(codes, candidates):
    for code in codes:
        code = normalise(code)
        if code in candidates:
            return code
    return None


# ---------- the detectors, each returning a function text -> code (or None) ----------

def make_lingua(candidates):
    from lingua import IsoCode639_1, Language, LanguageDetectorBuilder
    languages = [Language.from_iso_code_639_1(getattr(IsoCode639_1, code.upper())) for code in sorted(candidates)]
    detector = LanguageDetectorBuilder.from_languages(*languages).with_preloaded_language_models().build()

    def detect(text):
        found = detector.detect_language_of(text)
        return found.iso_code_639_1.name.lower() if found else None
    return detect


def make_cld2(candidates):
    import pycld2

    def detect(text):
        try:
            _, _, details = pycld2.detect(text, bestEffort=True)
        except pycld2.error:
            return None
        return first_candidate([detail[1] for detail in details], candidates)
    return detect


def make_langdetect(candidates):
    from langdetect import DetectorFactory, detect_langs
    from langdetect.lang_detect_exception import LangDetectException
    DetectorFactory.seed = 0

    def detect(text):
        try:
            return first_candidate([guess.lang for guess in detect_langs(text)], candidates)
        except LangDetectException:
            return None
    return detect


def make_exttextcat(candidates):
    library = ctypes.CDLL("libexttextcat-2.0.so.0")
    library.textcat_Init.restype = ctypes.c_void_p
    library.textcat_Init.argtypes = [ctypes.c_char_p]
    library.textcat_Classify.restype = ctypes.c_char_p
    library.textcat_Classify.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_size_t]
    data = Path("/usr/share/libexttextcat")
    conf = tempfile.NamedTemporaryFile("w", suffix=".conf", delete=False)
    for code in sorted(candidates):
        name = "zh-Hans" if code == "zh" else code
        conf.write(f"{data / (name + '.lm')} {code}\n")
    conf.close()
    handle = library.textcat_Init(conf.name.encode())
    if not handle:
        raise RuntimeError("textcat_Init failed")

    def detect(text):
        encoded = text.encode("utf-8")
        answer = library.textcat_Classify(handle, encoded, len(encoded)).decode()
        if not answer.startswith("["):
            return None  # SHORT or UNKNOWN
        return first_candidate([part.strip("[]") for part in answer.split("][")], candidates)
    return detect


DETECTORS = {
    "lingua": ("Lingua 2.1.1 (high accuracy)", make_lingua),
    "cld2": ("CLD2 (pycld2 0.42)", make_cld2),
    "langdetect": ("langdetect 1.0.9", make_langdetect),
    "exttextcat": ("libexttextcat (Debian)", make_exttextcat),
}


def measure(name, dev):
    """Runs in the child process: accuracy per kind, speed, memory."""
    rows = read_dev(dev)
    candidates = {row[0] for row in rows}
    start = time.perf_counter()
    detect = DETECTORS[name][1](candidates)
    load = time.perf_counter() - start
    correct = {kind: 0 for kind in KINDS}
    total = {kind: 0 for kind in KINDS}
    cpu = time.process_time()
    for language, kind, text in rows:
        total[kind] += 1
        correct[kind] += detect(text) == language
    cpu = time.process_time() - cpu
    accuracy = {kind: correct[kind] / total[kind] for kind in KINDS}
    return {
        "detector": name, "accuracy": accuracy, "mean": sum(accuracy.values()) / len(KINDS),
        "textsPerSecond": len(rows) / cpu, "residentMB": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
        "loadSeconds": load,
    }


# ---------- the driver ----------

def ensure_venv():
    python = VENV / "bin" / "python"
    if not python.exists():
        subprocess.run([sys.executable, "-m", "venv", str(VENV)], check=True)
    subprocess.run([str(python), "-m", "pip", "install", "-q", "-r", str(ROOT / "Benchmarks/Words/requirements.txt")], check=True)
    return python


def swift_benchmark(*arguments):
    output = subprocess.run([str(ROOT / ".build/release/WordsBenchmark"), *arguments], check=True,
                            capture_output=True, text=True, cwd=ROOT).stdout
    return json.loads(output.strip().splitlines()[-1])


def percent(value):
    return f"{value * 100:.1f} %"


def render(results, apertium, dev):
    ours = results[0]
    lines = [
        BEGIN,
        "## Words",
        "",
        f"Measured by `Benchmarks/Words/run.py` on {time.strftime('%Y-%m-%d')} (release build), on "
        f"`{Path(dev).name}` ({sum(1 for _ in open(dev)) - 1} texts, 31 languages); every detector chooses among those "
        "31 languages only. Speed is texts per CPU-second on one thread (the machine is shared, so CPU time "
        "rather than wall time); memory is the process's peak resident size, model included.",
        "",
        "### Language detection",
        "",
        "| Detector | sentence | word pair | word | tatoeba | **mean** | texts/s | × Lingua speed | peak MB | load s |",
        "|---|---|---|---|---|---|---|---|---|---|",
    ]
    lingua = next((result for result in results if result["detector"] == "lingua"), None)
    for result in results:
        a = result["accuracy"]
        name = "Baluchon (wordfreq model)" if result["detector"] == "baluchon" else DETECTORS[result["detector"]][0]
        ratio = f"{result['textsPerSecond'] / lingua['textsPerSecond']:.1f}" if lingua else "–"
        lines.append(
            f"| {name} | {percent(a['sentence'])} | {percent(a['word_pair'])} | {percent(a['word'])} | {percent(a['tatoeba'])} "
            f"| **{percent(result['mean'])}** | {result['textsPerSecond']:,.0f} | {ratio} | {result['residentMB']:.0f} "
            f"| {result['loadSeconds']:.2f} |")
    sure = ours.get("sureShare", {})
    sure_accuracy = ours.get("sureAccuracy", {})
    lines += [
        "",
        "Baluchon answers \"unsure\" below 80 % confidence. Share of texts it is sure about, and its accuracy on those: "
        + "; ".join(f"{kind.replace('_', ' ')} {percent(sure.get(kind, 0))} at {percent(sure_accuracy.get(kind, 0))}" for kind in KINDS)
        + ".",
        "",
        "### Apertium latency (20-word French sentences)",
        "",
        "| Route | cold p50 | cold p90 | first warm | warm p50 | warm p90 | cold / warm |",
        "|---|---|---|---|---|---|---|",
    ]
    for route, figures in apertium.items():
        if not isinstance(figures, dict):
            continue
        lines.append(
            f"| {route} | {figures['coldP50ms']:.0f} ms | {figures['coldP90ms']:.0f} ms | {figures['firstWarmMs']:.0f} ms "
            f"| {figures['warmP50ms']:.1f} ms | {figures['warmP90ms']:.1f} ms | {figures['speedup']:.0f}× |")
    lines += [
        "",
        "Cold is one `apertium` run per leg (dictionaries loaded every time); warm is Baluchon's resident "
        "NUL-flush pipelines; \"first warm\" includes starting them.",
        END,
    ]
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dev", default=str(ROOT.parent.parent / "shared/data/langid/dev.tsv"))
    parser.add_argument("--write", help="Markdown file whose Words section to replace")
    parser.add_argument("--no-build", action="store_true")
    parser.add_argument("--runs", default="30", help="warm Apertium runs per route")
    parser.add_argument("--detector", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if not Path(args.dev).exists():
        args.dev = "/work/shared/data/langid/dev.tsv"
    if args.detector:
        print(json.dumps(measure(args.detector, args.dev)))
        return
    if not args.no_build:
        subprocess.run(["swift", "build", "-c", "release", "--product", "WordsBenchmark"], check=True, cwd=ROOT)
    python = ensure_venv()
    results = [swift_benchmark("detect", "--dev", args.dev)]
    for name in DETECTORS:
        output = subprocess.run([str(python), __file__, "--detector", name, "--dev", args.dev],
                                check=True, capture_output=True, text=True).stdout
        results.append(json.loads(output.strip().splitlines()[-1]))
        print(f"{name}: mean {results[-1]['mean']:.4f}", file=sys.stderr)
    apertium = swift_benchmark("apertium", "--runs", args.runs)
    table = render(results, apertium, args.dev)
    print(table)
    if args.write:
        path = Path(args.write)
        text = path.read_text(encoding="utf-8") if path.exists() else "# Benchmarks\n"
        if BEGIN in text and END in text:
            text = text[:text.index(BEGIN)] + table + text[text.index(END) + len(END):]
        else:
            text = text.rstrip("\n") + "\n\n" + table + "\n"
        path.write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main()
