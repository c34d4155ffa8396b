"""British spelling for an English word list made from wordfreq's counts, which mix the world's
Englishes and rank American spellings first (`color` 2.6 times `colour`): the lexicon of en-GB
(and of the English that spells as Britain does) ranks the British spelling of each pair first.

A pair is an American word of the list and the British word a rule below makes of it, when the
list has both: the British word then gets the larger count and the American the smaller. Both
stay words (what was typed exactly is never corrected); only their order changes. A rule's
British word must be at least a fifteenth as frequent as the American, so that a misspelling of
the web (`humourous`) is never ranked over a word.

The rules are our own table of the regular differences between American and British spelling:
`-or`/`-our`, `-er`/`-re`, `-ize`/`-ise` and `-yze`/`-yse`, a doubled `l` before an ending,
`-ense`/`-ence` nouns, `-og`/`-ogue`, and words of their own. (British writing also uses `-ize`;
`-ise` is the more common there.)
"""
import re

# Stems whose American `-or` is British `-our`, and the words derived from them (`favorite`,
# `colored`, `honorable`): replaced wherever they occur in a word.
OUR = [
    "color", "favor", "honor", "labor", "neighbor", "behavior", "humor", "flavor", "harbor",
    "rumor", "savior", "vapor", "vigor", "armor", "endeavor", "odor", "tumor", "valor", "clamor",
    "parlor", "splendor", "rigor", "candor", "ardor", "demeanor", "fervor", "glamor",
]

# American fragment, British fragment: replaced wherever the first occurs in a word.
FRAGMENTS = [
    ("center", "centre"), ("centered", "centred"), ("centering", "centring"),
    ("theater", "theatre"), ("meter", "metre"), ("liter", "litre"), ("fiber", "fibre"),
    ("caliber", "calibre"), ("somber", "sombre"), ("specter", "spectre"), ("luster", "lustre"),
    ("meager", "meagre"), ("saber", "sabre"), ("scepter", "sceptre"), ("maneuver", "manoeuvre"),
    ("defense", "defence"), ("offense", "offence"), ("pretense", "pretence"),
    ("catalog", "catalogue"), ("dialog", "dialogue"), ("analog", "analogue"),
    ("counselor", "counsellor"), ("jewelry", "jewellery"), ("marvelous", "marvellous"),
    ("woolen", "woollen"), ("fulfill", "fulfil"), ("enroll", "enrol"), ("skillful", "skilful"),
    ("willful", "wilful"), ("installment", "instalment"),
    ("gray", "grey"), ("aluminum", "aluminium"), ("plow", "plough"), ("mold", "mould"),
    ("smolder", "smoulder"), ("skeptic", "sceptic"), ("pajamas", "pyjamas"), ("cozy", "cosy"),
    ("mustache", "moustache"), ("sulfur", "sulphur"), ("pediatric", "paediatric"),
    ("encyclopedia", "encyclopaedia"), ("anemia", "anaemia"), ("hemoglobin", "haemoglobin"),
    ("leukemia", "leukaemia"), ("orthopedic", "orthopaedic"), ("esophag", "oesophag"),
    ("estrogen", "oestrogen"), ("donut", "doughnut"), ("practiced", "practised"),
    ("practicing", "practising"), ("judgment", "judgement"), ("acknowledgment", "acknowledgement"),
] + [(stem, stem[:-2] + "our") for stem in OUR]

# Whole words only.
WORDS = [("mom", "mum"), ("moms", "mums"), ("math", "maths"), ("license", "licence"),
         ("licenses", "licences"), ("aging", "ageing")]

# Endings: `-ize` and `-yze` as `-ise` and `-yse` (not `size`, `prize`, `seize`, `capsize`,
# whose `z` is the same in both), and a vowel's `l` doubled before `-ed`, `-ing`, `-er`
# (`traveled`, `modeling`, `traveler`).
IZE = re.compile(r"^(.*[^s])(i|y)z(e|es|ed|ing|ation|ations|er|ers)$")
NOT_IZE = ("size", "prize", "seize", "capsize")
DOUBLE_L = re.compile(r"^(.*[aeiou])l(ed|ing|er|ers)$")

MOST_RARER = 15


def british(word):
    """The British spellings a rule makes of `word` (none when no rule applies)."""
    found = []
    for american, british_word in WORDS:
        if word == american:
            found.append(british_word)
    for american, british_fragment in FRAGMENTS:
        if american in word:
            found.append(word.replace(american, british_fragment))
    match = IZE.match(word)
    if match and not any(word.startswith(stem) or stem in word for stem in NOT_IZE):
        found.append(f"{match.group(1)}{match.group(2)}s{match.group(3)}")
    match = DOUBLE_L.match(word)
    if match:
        found.append(f"{match.group(1)}ll{match.group(2)}")
    return found


def prefer_british(counts):
    """Swaps the counts of each American word of `counts` (word → count) and its British
    spelling where the American is the more frequent; returns the pairs swapped."""
    swapped = []
    for word in list(counts):
        for other in british(word):
            if other == word or other not in counts:
                continue
            american, british_count = counts[word], counts[other]
            if american > british_count and british_count * MOST_RARER >= american:
                counts[word], counts[other] = british_count, american
                swapped.append((word, other))
    return swapped
