"""What wordfreq's case folding loses, given back: one place for the scripts that read wordfreq
(wordfreq-lexicon.py, generate-frequency-tables.py).

wordfreq folds case with Unicode's full case folding, which loses letters besides capitals:
- every word is made NFC again (folding decomposes some Greek letters: `ΐ`, `ῦ`);
- Greek's final sigma, folded to `σ`, is written `ς` at the end of a word (or of its part before
  an apostrophe or hyphen), after a letter: `καλόσ` → `καλός`; a lone `σ` stays;
- German's `ß`, folded to `ss`, is given back from pyspellchecker's German list (PyPI,
  `pip install pyspellchecker==0.9.1`, MIT; counted from OpenSubtitles and checked by hand): each
  way of writing the word's `ss` as `ss` or `ß` that the list has gets a share of the count in
  proportion to the list's counts (`strasse` → `straße`, `dass` stays, `masse` → `masse` and
  `maße` at half each); a word the list has in no spelling stays as it is.
"""
import gzip
import importlib.resources
import itertools
import json
import sys
import unicodedata


def is_letter(char):
    return unicodedata.category(char)[0] in "LM"


def greek_final_sigma(word):
    """`word` with each `σ` that ends a word or a part of it, after a letter, written `ς`."""
    chars = list(word)
    for index, char in enumerate(chars):
        ends = index + 1 == len(chars) or not is_letter(chars[index + 1])
        if char == "σ" and index > 0 and is_letter(chars[index - 1]) and ends:
            chars[index] = "ς"
    return "".join(chars)


def german_spellings(word, count, known):
    """The spellings of `word` with each `ss` written `ss` or `ß` that `known` has, each with its
    share of `count`; `word` itself when `known` has none."""
    parts = word.split("ss")
    if len(parts) == 1:
        return [(word, count)]
    spellings = [
        parts[0] + "".join(joint + part for joint, part in zip(joints, parts[1:]))
        for joints in itertools.product(["ss", "ß"], repeat=len(parts) - 1)
    ]
    weights = [(spelling, known.get(spelling, 0)) for spelling in spellings]
    total = sum(weight for _, weight in weights)
    if total == 0:
        return [(word, count)]
    return [(spelling, count * weight / total) for spelling, weight in weights if weight > 0]


def german_list():
    """pyspellchecker's German words with their counts."""
    try:
        resources = importlib.resources.files("spellchecker") / "resources" / "de.json.gz"
    except ModuleNotFoundError:
        sys.exit("wordfreq-lexicon: German needs pyspellchecker (pip install pyspellchecker==0.9.1)")
    with resources.open("rb") as file:
        return json.load(gzip.open(file))


def known_spellings(language):
    """What `spellings` needs for `language`: German's list, else nothing."""
    return german_list() if language == "de" else {}


def spellings(word, count, language, known):
    """The spellings `word` (as wordfreq gives it, with `count`) stands for in `language`, each
    with its share of `count`; `known` is `known_spellings(language)`."""
    word = unicodedata.normalize("NFC", word)
    if language == "el":
        return [(greek_final_sigma(word), count)]
    if language == "de":
        return german_spellings(word, count, known)
    return [(word, count)]
