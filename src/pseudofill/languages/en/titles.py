"""English titles before a name, the phrases that introduce one, and the judicial and kin
forms of English judgments ("Tugendhat J", "daughter M.").  Other packs read its honorifics
too: "Mr", "Dr", "Herr" stand before names in any language."""

from __future__ import annotations

import re

from ..pack import Titles, word_file

ABBREVIATIONS = word_file(__name__.rpartition(".")[0], "abbreviations.txt")

# Honorifics that only ever stand before a name, and those that are also words or
# abbreviations of something else ("Me", "Sr. Developer", "Count"): after the second
# kind, and after offices ("General Motors", "Justice Department"), the next word must
# look like a name, not like a common word or a place.
HONORIFICS = ("Mr|Mrs|Ms|Miss|Mx|Mister|Dr|Doctor|Prof|Professor|Sir|Dame|Lord|Lady|Baron|Baroness|Rev|Reverend|"
              "Fr|Maître|Herr|Frau|Signor|Signora|Señor|Señora|Mme|Mlle|Monsieur|Madame")
AMBIGUOUS_HONORIFICS = "Mag|Me|Sig|Sra|Sr|Dott|Ing|Hon|Count|Countess"
OFFICES = ("Judge|Justice|Captain|Capt|Colonel|Col|General|Major|Lieutenant|Lt|Sergeant|Sgt|Corporal|Cpl|"
           "Private|Pte|Inspector|Constable|Detective|Officer|Senator|Ambassador|Commissioner|Prosecutor")
_WORD = r"[^\W\d_][\w'’]*(?:-[^\W\d_][\w'’]*)*"

TITLES = Titles(
    chain=re.compile(rf"(?<![\w.])(?:(?:{HONORIFICS}|{AMBIGUOUS_HONORIFICS}|{OFFICES})\.?[ \t\u00a0]+)+"),
    clear_honorific=re.compile(rf"(?<![\w.])(?:{HONORIFICS})(?![\w])"),
    introduced=re.compile(r"\b(?:represented by|assisted by|named|called|known as|alias|née|nee|"
                          r"signed by|accompanied by|married|(?:applicants?|plaintiffs?|defendants?|claimants?|"
                          r"complainants?|witness|victim|accused|deceased|son|daughter|wife|husband|brother|"
                          r"sister|father|mother),)[ \t]+(?=[^\W\d_])"),
    lower_case=False,
    judicial=re.compile(rf"(?<![\w.])({_WORD})[ \t]+(?:J|LJ|JJ|LJJ|CJ|MR|VC)(?=[\s,;:)’'”]|\.(?:\s|$)|$)"),
    kin_initial=re.compile(r"\b(?:daughter|son|child|mother|father|wife|husband|brother|sister|partner|grandson|"
                           r"granddaughter|nephew|niece|cousin|uncle|aunt|girlfriend|boyfriend|friend|neighbour)"
                           r",?[ \t]+((?:[A-Z]\.){1,3})(?![\w])"),
)
