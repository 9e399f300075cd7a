"""One label set for every detector (DLP-style infoType names, as in Dialpad's paper)."""

from __future__ import annotations

PERSON_NAME = "PERSON_NAME"
ORGANIZATION_NAME = "ORGANIZATION_NAME"
LOCATION = "LOCATION"
DEMOGRAPHIC = "DEMOGRAPHIC"
DATE = "DATE"
TIME = "TIME"
# Quasi-identifiers (detect/attributes.py): what someone does, their family, their health.
OCCUPATION = "OCCUPATION"
RELATIVE = "RELATIVE"
MEDICAL_CONDITION = "MEDICAL_CONDITION"
AGE = "AGE"  # "65 years of age", "a sixteen-year-old": no date, though NER says so
QUANTITY = "QUANTITY"
SPELLED_SEQUENCE = "SPELLED_SEQUENCE"  # letters read out one by one ("j o h a n s e n")
RARE_WORD = "RARE_WORD"  # allowList / vocabThres masks: not known to be PII, just uncommon

# spaCy OntoNotes labels → ours.
SPACY_LABELS: dict[str, str] = {
    "PERSON": PERSON_NAME,
    "ORG": ORGANIZATION_NAME,
    "GPE": LOCATION,
    "LOC": LOCATION,
    "FAC": LOCATION,
    "NORP": DEMOGRAPHIC,
    "DATE": DATE,
    "TIME": TIME,
    "EVENT": "EVENT",
    "PRODUCT": "PRODUCT",
    "LANGUAGE": "LANGUAGE",
    "LAW": "LAW",
    "WORK_OF_ART": "WORK_OF_ART",
    "MONEY": "MONEY",
    "PERCENT": "PERCENT",
    "QUANTITY": "QUANTITY",
    "CARDINAL": "NUMBER",
    "ORDINAL": "ORDINAL",
}

# CoNLL / i2b2-style labels of transformers token classifiers → ours.
TRANSFORMERS_LABELS: dict[str, str] = {
    "PER": PERSON_NAME,
    "PERSON": PERSON_NAME,
    "ORG": ORGANIZATION_NAME,
    "LOC": LOCATION,
    "GPE": LOCATION,
    "MISC": "MISC",
    "DATE": DATE,
    "TIME": TIME,
    "NORP": DEMOGRAPHIC,
    "PATIENT": PERSON_NAME,
    "STAFF": PERSON_NAME,
    "HOSP": ORGANIZATION_NAME,
}

# Text Anonymization Benchmark (TAB) gold types → ours, for gold vaults written in them.
TAB_LABELS: dict[str, str] = {
    "PERSON": PERSON_NAME,
    "ORG": ORGANIZATION_NAME,
    "LOC": LOCATION,
    "DATETIME": DATE,
    "CODE": "GENERIC_ID",
    "DEM": DEMOGRAPHIC,
    "QUANTITY": QUANTITY,
    "MISC": "MISC",
}

# What the entity detector keeps by default: who, where, which organisation, when, and
# amounts (money, measures, percentages), which narrow down a case as dates do.
DEFAULT_ENTITY_LABELS = (PERSON_NAME, ORGANIZATION_NAME, LOCATION, DEMOGRAPHIC, DATE, TIME,
                         "MONEY", "QUANTITY", "PERCENT")

# Honorifics: they say how to address someone, not who they are (offices and ranks such
# as "Judge" or "Sergeant" are not here: they narrow down who is meant).
PERSON_TITLES = frozenset(
    "mr mrs ms miss mx dr prof sir madam madame mister missus lady lord rev fr sr jr dame baron baroness "
    "herr frau fräulein mme mlle monsieur signor signora sig señor señora sra hon hr fru fröken frk".split()
)
