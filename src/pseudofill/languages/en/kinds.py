"""What kind of thing a name names, read from its own words: the part of a substitute
that must survive so the story does ("Lublin Regional Court" is a court, "the Ministry
of Foreign Affairs" a ministry, "the Republic of Poland" a state).  The fill keeps the
kind; `evaluate quality` checks it was kept.
"""

from __future__ import annotations

import re

# A business one goes to, often named after where it is ("Culloden Hotel"): a firm, no place.
BUSINESS_PLACES = ("hotel", "motel", "restaurant", "café", "cafe", "pub", "supermarket", "pharmacy")
# Head words of institutions, most specific first (a "Prosecutor's Office" is a
# prosecutor's office before it is an office).  Canonical kind → the words that say it.
ORGANISATION_KINDS: dict[str, tuple[str, ...]] = {
    "state": ("republic", "kingdom", "federation", "principality", "state of", "confederation"),
    "government": ("government", "cabinet"),
    "ministry": ("ministry", "minister", "secretary of state", "department of"),
    "prosecutor": ("prosecutor", "prosecutor's office", "prosecution service", "public prosecution",
                   "procuracy", "attorney general", "director of public prosecutions"),
    "court": ("court", "tribunal", "chamber", "judiciary", "magistrates"),
    "prison": ("prison", "hmp", "remand centre", "detention centre", "penitentiary", "jail", "gaol",
               "young offender institution", "correctional"),
    "police": ("police", "constabulary", "chief constable", "gendarmerie", "garda", "militia", "security directorate"),
    "military": ("army", "armed forces", "navy", "air force", "regiment", "battalion", "division", "guards",
                 "brigade", "corps", "military"),
    "parliament": ("parliament", "assembly", "senate", "congress", "diet", "sejm", "duma", "storting", "riksdag",
                   "house of lords", "house of commons", "house of representatives"),
    "commission": ("commission", "committee", "council", "board", "ombudsman", "inspectorate", "authority",
                   "agency", "office", "bureau", "directorate", "service", "administration", "registry", "section",
                   "revenue", "chancellor", "commissioner"),
    "municipality": ("municipality", "municipal", "city council", "county council", "borough", "prefecture",
                     "governorate", "mayor", "town hall"),
    "health": ("hospital", "clinic", "health", "medical centre", "infirmary", "sanatorium"),
    "education": ("university", "college", "school", "academy", "institute", "faculty"),
    "party": ("party", "movement", "front", "union of", "organisation", "organization", "league"),
    "union": ("union", "federation of", "confederation of", "association", "society", "foundation", "trust",
              "church", "mosque", "diocese"),
    "company": ("ltd", "limited", "plc", "inc", "llc", "gmbh", "ag", "a/s", "ab", "as", "sa", "s.a.", "spa",
                "company", "co.", "corporation", "corp", "group", "bank", "holdings", "partners", "& co",
                "and company", "sons", "associates", "newspaper", "television", "radio", *BUSINESS_PLACES),
}
# What a body does, said in rare words that name no one ("Court of Cassation", "Assize Court").
REMIT_WORDS = frozenset("cassation assize assizes audit auditors accounts appeal appeals arbitration instance "
                        "chancery exchequer admiralty probate cassational magistracy procuracy".split())
# plurals too ("the State Security Courts", "Regimental Offices"), not of the short company marks ("as")
_KIND_PATTERNS = [(kind, re.compile(r"(?<![\w])(?:" + "|".join(re.escape(w) + ("s?" if len(w) >= 4 and w[-1].isalpha()
                                                                               else "") for w in words)
                                    + r")(?![\w])", re.IGNORECASE))
                  for kind, words in ORGANISATION_KINDS.items()]


_BARE_STATE = re.compile(r"(?<!\w)States?(?!\w)")


def kinds_said(name: str) -> tuple[str, ...]:
    """Every kind a name's words say, in any case, in a fixed order ("Prison Medical
    Service": prison, health)."""
    return tuple(kind for kind, pattern in _KIND_PATTERNS if pattern.search(name))


def organisation_kind(name: str) -> str | None:
    """The canonical kind of an organisation's name, or None when its words do not say
    ("Kline-Taylor", "Geneve").  The rightmost capitalised kind word wins: an English name
    puts its head last, "of"-phrases after it ("Ministry of Justice"), so a kind word
    before "of" wins over one after, and a capitalised one over a lower-case one."""
    head = re.split(r"\s(?:of|for)\s", name, maxsplit=1)[0]
    for text in (head, name):
        best: tuple[bool, int, str] | None = None
        for kind, pattern in _KIND_PATTERNS:
            for match in pattern.finditer(text):
                rank = (match.group()[:1].isupper(), match.end(), kind)  # "Division Commander's office": Division
                if best is None or rank[:2] > best[:2]:
                    best = rank
        if best is not None:
            return best[2]
    return "state" if _BARE_STATE.search(name) else None  # "the Kurdish State", when no other kind word speaks


def kind_words(name: str) -> list[str]:
    """The words of `name` that say its kind, as written ("Regional Court" → ["Court"])."""
    kind = organisation_kind(name)
    if kind is None:
        return []
    pattern = dict(_KIND_PATTERNS)[kind]
    return [m.group() for m in pattern.finditer(name)]


# The words for what kind of body an English firm is, after its name ("Bluewater Telecom"):
# recasing capitalises a name before them (organisations.INSTITUTION_KINDS); a call reads
# more of them ("… property management").
FIRM_KINDS = ("telecom", "bank", "insurance", "dental", "medical", "clinic", "hospital", "pharmacy", "solar",
              "plumbing", "logistics", "mutual", "realty", "properties", "airlines", "motors", "electric", "energy",
              "utilities", "wireless", "cable", "health", "healthcare", "labs", "credit", "towing", "roofing",
              "mattress", "therapy", "movers", "storage", "fitness")
KIND_WORDS = frozenset(FIRM_KINDS) | frozenset(
    "banking union assurance mobile laboratory chiropractic pediatrics orthodontics optometry veterinary vet "
    "electrical power heating cooling hvac air moving freight trucking auto body repair apartments management "
    "financial finance lending loans mortgage capital recovery collections services solutions systems "
    "technologies software consulting partners associates agency group school academy college university "
    "church salon spa cleaners cleaning landscaping construction builders bakery cafe restaurant pizza grill "
    "diner market foods farms gym daycare airways rentals hotel inn suites resort furniture appliances "
    "property center centre court kitchen tires tire travel holidays tours trading llc inc incorporated ltd limited "
    "corp "
    "elementary schools memorial herald tribune gazette journal chronicle consultants consultancy collision "
    "glass locksmith locksmiths plumbers electricians roofers painters pest exterminators staffing recruiting "
    "marine florist florists bridal photography tailors outfitters funeral home homes trust foundation fund "
    "secondary commissary eats catering caterers brewery winery bistro tavern deli hospice mortuary crematorium "
    "chapel imaging radiology kennels sons brothers exteriors interiors renovations remodeling remodelling "
    "contractors gutters siding fencing paving masonry flooring carpets decorators solicitors accountants lettings "
    "surveyors architects opticians vets co appliance midwives midwifery counseling counselling rehab "
    "rehabilitation nursing ambulance ems physio physiotherapy audiology scaffolding learning commission "
    "corporation plc gmbh ford toyota honda chevrolet chevy nissan hyundai kia subaru volkswagen mazda dodge "
    "jeep buick lexus bmw motor".split())
# no kind without a name word before them
KIND_ALONE = frozenset("rehab rehabilitation holidays tours commission learning nursing counseling counselling physio "
                       "physiotherapy ambulance audiology midwifery "
                       "group services systems solutions partners associates agency management market "
                       "health power air mobile home homes trust fund".split())


# A firm's legal form spelled after its name in a transcript: "seoul street eats l l c".
_SPELLED_FORM = re.compile(r"[ ,]+(?:l\s+l\s+[cp]|i\s+n\s+c|l\s+t\s+d|p\s+l\s+c)(?![\w'])")


def spelled_legal_form_end(text: str, end: int) -> int:
    """Where a firm's name said at text[…:end] ends with its spelled legal form."""
    form = _SPELLED_FORM.match(text, end)
    return form.end() if form else end
