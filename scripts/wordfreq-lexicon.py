#!/usr/bin/env python3
"""Writes a word list with counts (TSV: word TAB count) from wordfreq's frequencies.

    scripts/wordfreq-lexicon.py LANGUAGE WORDS OUTPUT

LANGUAGE is one of wordfreq's, `en-GB`: English with British spellings ranked first
(`british_spelling.py`), or `de-CH`: German as Switzerland and Liechtenstein write it, with `ss`
for every `ß` (`strasse`, `weiss`; a word written both ways counts once, with both counts).

wordfreq (PyPI, `pip install wordfreq==3.1.1`) ships its frequency data, CC BY-SA 4.0 (see
NOTICE). Kept: the LANGUAGE list's most frequent tokens made only of letters and marks, with an
apostrophe or hyphen inside (curly apostrophes become U+0027, what keyboards type), up to WORDS
of them. A count is the frequency per billion tokens (at least 1).

wordfreq folds case with Unicode's full case folding; `wordfreq_spelling.py` gives back what
that loses (Greek's final sigma, German's `ß`, NFC), and English gets `I` and its contractions
back.
"""
import sys
import unicodedata

import wordfreq

from british_spelling import prefer_british
from wordfreq_spelling import known_spellings, spellings


def is_word(token):
    if not token:
        return False
    for index, char in enumerate(token):
        if unicodedata.category(char)[0] in "LM":
            continue
        if char in "'-" and 0 < index < len(token) - 1:
            continue
        return False
    return True


def main():
    tag, limit, output = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    language = {"en-GB": "en", "de-CH": "de"}.get(tag, tag)
    wordlist = "large" if language in wordfreq.available_languages(wordlist="large") else "best"
    known = known_spellings(language)
    counts = {}
    order = []
    for token in wordfreq.top_n_list(language, limit * 3, wordlist=wordlist):
        word = token.replace("\u2019", "'")
        if language == "en" and (word == "i" or word.startswith("i'")):
            word = "I" + word[1:]
        if not is_word(word):
            continue
        count = max(1, round(wordfreq.word_frequency(token, language, wordlist=wordlist) * 1e9))
        for spelling, share in spellings(word, count, language, known):
            if tag == "de-CH":
                spelling = spelling.replace("ß", "ss")
            if spelling not in counts:
                order.append(spelling)
                counts[spelling] = 0
            counts[spelling] += max(1, round(share))
    source = f"wordfreq 3.1.1 ({wordlist} list)"
    if tag == "en-GB":
        prefer_british(counts)
        order.sort(key=lambda word: -counts[word])
        source += ", British spellings first"
    elif tag == "de-CH":
        order.sort(key=lambda word: -counts[word])
        source += ", ss for ß"
    with open(output, "w", encoding="utf-8") as file:
        file.write(f"# {tag}: {source}, CC BY-SA 4.0; see NOTICE\n")
        for word in order[:limit]:
            file.write(f"{word}\t{counts[word]}\n")


if __name__ == "__main__":
    main()
