# ruff: noqa: E501
"""Second hand-written Swedish customer-service evaluation set ("hw2").

Written independently of the first hand-written set and of the detector; it is
meant as a held-out check. 20 texts (10 phone-call transcripts, 4 of them in
ASR style; 4 chat logs; 3 e-mails; 3 agent case notes) with gold spans for
personal information. Offsets are computed from the segments below, never
typed by hand. All people, numbers and addresses are invented; personnummer and
organisationsnummer get valid Luhn check digits; phone numbers mostly use the
ranges PTS reserves for fiction.

Run:  python make_sv_calls_second.py
Writes sv_calls_second.jsonl and sv_calls_second.gold.jsonl beside this file.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

from stdnum import luhn

PER = "PERSON_NAME"
ORG = "ORGANIZATION_NAME"
LOC = "LOCATION"
ADR = "STREET_ADDRESS"
PC = "POSTCODE"
PNR = "SE_PERSONNUMMER"
ORGNR = "SE_ORGANISATIONSNUMMER"
TEL = "PHONE_NUMBER"
MAIL = "EMAIL_ADDRESS"
BANK = "BANK_ACCOUNT"
PLATE = "LICENSE_PLATE"
DATE = "DATE"
DOB = "DATE_OF_BIRTH"
SPELL = "SPELLED_SEQUENCE"
CASE = "CASE_NUMBER"
LABELS = {PER, ORG, LOC, ADR, PC, PNR, ORGNR, TEL, MAIL, BANK, PLATE, DATE, DOB, SPELL, CASE}


# --------------------------------------------------------------------------- helpers
def luhn_digit(digits: str) -> str:
    """Check digit for the Swedish personnummer / organisationsnummer scheme."""
    return luhn.calc_check_digit(digits)


def luhn_ok(ten: str) -> bool:
    return len(ten) == 10 and luhn.is_valid(ten)


def pnr(date: str, serial: str) -> str:
    """date YYMMDD or YYYYMMDD, serial NNN -> 'YYMMDD-NNNC' / 'YYYYMMDD-NNNC'."""
    assert len(date) in (6, 8) and len(serial) == 3
    return f"{date}-{serial}{luhn_digit(date[-6:] + serial)}"


def orgnr(nine: str) -> str:
    assert len(nine) == 9 and int(nine[2]) >= 2
    return f"{nine[:6]}-{nine[6:]}{luhn_digit(nine)}"


ONES = ["noll", "ett", "två", "tre", "fyra", "fem", "sex", "sju", "åtta", "nio"]
TEENS = ["tio", "elva", "tolv", "tretton", "fjorton", "femton", "sexton", "sjutton", "arton", "nitton"]
TENS = {2: "tjugo", 3: "trettio", 4: "fyrtio", 5: "femtio", 6: "sextio", 7: "sjuttio", 8: "åttio", 9: "nittio"}


def num_word(n: int) -> str:
    if n < 10:
        return ONES[n]
    if n < 20:
        return TEENS[n - 10]
    return TENS[n // 10] + (ONES[n % 10] if n % 10 else "")


def say_digits(s: str) -> str:
    """'070-174 06 45' -> 'noll sju noll ett sju fyra noll sex fyra fem' (ASR style)."""
    return " ".join(ONES[int(c)] for c in s if c.isdigit())


def say_pnr(p: str) -> str:
    """Personnummer as read aloud: date in pairs, the last four digit by digit."""
    d = p.replace("-", "")
    date, tail = d[:-4], d[-4:]
    pairs = [date[i : i + 2] for i in range(0, len(date), 2)]
    words = [f"noll {ONES[int(x[1])]}" if x[0] == "0" else num_word(int(x)) for x in pairs]
    return " ".join(words + [say_digits(tail)])


# ---------------------------------------------------------------- invented identifiers
PNR_GUNBORG = pnr("19470815", "282")
PNR_YUSUF = pnr("20130906", "457")
PNR_DRAGANA = pnr("860221", "306")
PNR_ROSA = pnr("20240109", "128")
PNR_SOLVE = pnr("571101", "513")
PNR_HIBA = pnr("19920417", "456")
PNR_LG = pnr("650930", "215")
PNR_ARVIN = pnr("20190528", "339")
PNR_ASTRID = pnr("19380412", "062")
PNR_MILICA = pnr("20050813", "584")
PNR_TORBJORN = pnr("611207", "297")
PNR_ADAM = pnr("150311", "675")
PNR_INGEMAR = pnr("480622", "391")
PNR_BJORN = pnr("19790214", "155")
PNR_AMINA = pnr("950708", "240")

ORGNR_YILDIZ = orgnr("559123480")
ORGNR_KS = orgnr("556481207")
ORGNR_VINKEL = orgnr("556734219")
ORGNR_STAL = orgnr("556912073")

# --------------------------------------------------------------------------- texts
# Each text is a list of segments: plain strings, or (text, label, entity_key).

# 001 phone call, pharmacy (e-commerce order with prescription)
T001 = [
    "Agent: ", ("Apotek Hjärtat", ORG, "org_apotek"), " kundservice, du pratar med ", ("Malin", PER, "p_agent"), ".\n",
    "Kund: Hej, ", ("Gunborg Ek", PER, "p_gunborg"), " heter jag. Jag har beställt mediciner på nätet och paketet har inte kommit.\n",
    "Agent: Okej, vad tråkigt. Har du ordernumret till hands?\n",
    "Kund: Vänta, jag har det på en lapp här... Ja, det är ", ("HJ-5527104", CASE, "order"), ".\n",
    "Agent: Tack. För att jag ska få se receptdelen behöver jag också ditt personnummer.\n",
    "Kund: ", (PNR_GUNBORG, PNR, "pnr_gunborg"), ".\n",
    "Agent: Tack ", ("Gunborg", PER, "p_gunborg"), ". Jag ser beställningen: Levaxin 50 mikrogram, 100 tabletter, och Alvedon 500 mg, 20 st. Den skickades ", ("12 mars", DATE, "d_sent"), " till ombudet på ", ("Coop", ORG, "org_coop"), " i ", ("Ölme", LOC, "l_olme"), ".\n",
    "Kund: Men jag har inte fått någon avi. Min dotter ", ("Eva-Lena", PER, "p_evalena"), " brukar hämta åt mig, men hon är i ", ("Spanien", LOC, "l_spanien"), " till påsk.\n",
    "Agent: Jag förstår. Avin gick som sms till ", ("0550-312 47", TEL, "tel_fast"), ", är det rätt nummer?\n",
    "Kund: Nej, det är den fasta telefonen, den har jag sagt upp. Skicka till mobilen i stället, ", ("070-174 06 23", TEL, "tel_mobil"), ".\n",
    "Agent: Då ändrar jag det. Och adressen är fortfarande ", ("Ölmevägen 14", ADR, "adr"), ", ", ("681 94", PC, "pc"), " ", ("Kristinehamn", LOC, "l_kristinehamn"), "?\n",
    "Kund: Ja, det stämmer.\n",
    "Agent: Bra. Ombudet sparar paketet till ", ("19 mars", DATE, "d_last"), ", alltså tisdag nästa vecka. Jag skickar en ny avi nu.\n",
    "Kund: Kan min granne ", ("Sten Holm", PER, "p_sten"), " hämta det om jag ger honom fullmakt?\n",
    "Agent: Ja, han behöver visa legitimation och ha med en fullmakt. Den kan du fylla i på Mina sidor med BankID.\n",
    "Kund: Jag har inget BankID, sånt håller jag inte på med.\n",
    "Agent: Då mejlar jag en pappersfullmakt. Vilken e-postadress har du?\n",
    "Kund: ", ("gunborg.ek47@telia.com", MAIL, "mail"), ". Med små bokstäver.\n",
    "Agent: Då är den skickad. Ditt ärende har nummer ", ("2024-031877", CASE, "arende"), " om du behöver ringa igen. Och undrar du något om biverkningar kan du alltid ringa 1177.\n",
    "Kund: Det är inte så bråttom med Alvedonen, men Levaxinen tar slut på fredag.\n",
    "Agent: Då hoppas vi att ", ("Sten", PER, "p_sten"), " hinner innan dess. Ha en fin dag!",
]

# 002 phone call, dentist (rebooking a child, double-paid invoice)
T002 = [
    "Reception: ", ("Leendet Tandvård", ORG, "org_klinik"), " i ", ("Biskopsgården", LOC, "l_bg"), ", du pratar med ", ("Pernilla", PER, "p_rec"), ".\n",
    "Kund: Hej, jag heter ", ("Abdullahi Warsame", PER, "p_abdullahi"), ". Jag ringer för min son ", ("Yusuf", PER, "p_yusuf"), ". Han har en tid ", ("22 april", DATE, "d_old"), " kl. 08.30, men då är han på skolresa.\n",
    "Reception: Okej, då bokar vi om. Vad har han för personnummer?\n",
    "Kund: ", (PNR_YUSUF, PNR, "pnr_yusuf"), ".\n",
    "Reception: Tack. Ja, här är ", ("Yusuf Warsame", PER, "p_yusuf"), ", undersökning hos tandläkare ", ("Katarzyna Nowak", PER, "p_tandl"), ". Vill du ha en ny tid hos henne?\n",
    "Kund: Ja, helst en eftermiddag efter kl. 15. Han slutar kvart i tre på onsdagar.\n",
    "Reception: Jag har onsdag ", ("8 maj", DATE, "d_new"), " kl. 15.40 eller torsdag ", ("16 maj", DATE, "d_alt"), " kl. 16.00.\n",
    "Kund: Vi tar ", ("8 maj", DATE, "d_new"), ".\n",
    "Reception: Då är det bokat. Barn och unga har fri tandvård, så det kommer ingen faktura. Har ni kvar samma telefonnummer, ", ("031-390 06 41", TEL, "tel_old"), "?\n",
    "Kund: Nej, ring mig på ", ("073-915 28 60", TEL, "tel_abdullahi"), ". Och min fru ", ("Hodan", PER, "p_hodan"), " har ", ("076-442 19 03", TEL, "tel_hodan"), ".\n",
    "Reception: Jag lägger in båda. Tandläkaren har skrivit att han ska fortsätta med Duraphat-tandkrämen två gånger om dagen.\n",
    "Kund: Ja, han klagar men han gör det. En sak till: min egen faktura på 1 495 kr tror jag att jag har betalat två gånger. Fakturanummer ", ("700 418 233", CASE, "faktura"), ".\n",
    "Reception: Ja, jag ser två inbetalningar, ", ("2 april", DATE, "d_pay1"), " och ", ("5 april", DATE, "d_pay2"), ". Vi betalar tillbaka. Till vilket konto?\n",
    "Kund: Clearingnummer ", ("8214-9", BANK, "konto"), ", kontonummer ", ("943 118 502-7", BANK, "konto"), ". Det är ", ("Swedbank", ORG, "org_bank"), ".\n",
    "Reception: Tack. Pengarna kommer inom tio bankdagar. Ärendenumret är ", ("TV-88123", CASE, "arende"), " om du har frågor.\n",
    "Kund: Bra, tack så mycket. Hej då.",
]

# 003 phone call, car rental (extension, company invoice)
T003 = [
    "Agent: ", ("Svea Hyrbil", ORG, "org_svea"), ", ", ("Jonas", PER, "p_agent"), " här, vad kan jag hjälpa till med?\n",
    "Kund: Hej, jag heter ", ("Mehmet Yıldız", PER, "p_mehmet"), ", det stavas ", ("Y-I-L-D-I-Z", SPELL, "p_mehmet"), ". Jag har en hyrbil som jag behöver ha längre.\n",
    "Agent: Inga problem. Har du bokningsnumret?\n",
    "Kund: ", ("SVH-204417", CASE, "bokning"), ". Jag hämtade bilen på ", ("Landvetter", LOC, "l_landvetter"), " i fredags och ska lämna den i ", ("Malmö", LOC, "l_malmo"), " i morgon, men jag vill förlänga till ", ("3 juni", DATE, "d_retur"), ".\n",
    "Agent: Och det är den vita Volvo V60:n?\n",
    "Kund: Ja, registreringsnummer ", ("MLB 45C", PLATE, "plate"), ".\n",
    "Agent: Förlängningen kostar 649 kr per dygn, alltså 2 596 kr för fyra dygn. Ska det dras på samma kort?\n",
    "Kund: Nej, företaget betalar. Fakturera ", ("Yıldız Bygg & Plåt AB", ORG, "org_firma"), ", organisationsnummer ", (ORGNR_YILDIZ, ORGNR, "orgnr_firma"), ".\n",
    "Agent: Och fakturaadressen?\n",
    "Kund: ", ("Industrigatan 9", ADR, "adr_firma"), ", ", ("212 25", PC, "pc_firma"), " ", ("Malmö", LOC, "l_malmo"), ". Sätt referens ", ("Aylin Yıldız", PER, "p_aylin"), ", hon sköter ekonomin.\n",
    "Agent: Noterat. Har bilen varit utomlands?\n",
    "Kund: Bara en sväng till ", ("Köpenhamn", LOC, "l_kph"), " i lördags.\n",
    "Agent: Det är okej inom Norden. Det har också kommit en trängselskatt från ", ("Göteborg", LOC, "l_gbg"), ", den vidarefaktureras med en avgift på 95 kr.\n",
    "Kund: Okej. Kan ni skicka bekräftelsen till ", ("mehmet@yildizbygg.se", MAIL, "mail"), "?\n",
    "Agent: Absolut. Och ett mobilnummer om något händer med bilen?\n",
    "Kund: ", ("+46 70 174 06 58", TEL, "tel"), ".\n",
    "Agent: Tack ", ("Mehmet", PER, "p_mehmet"), ". Lämna bilen på vår station på ", ("Carlsgatan", LOC, "l_carlsgatan"), " senast ", ("3 juni", DATE, "d_retur"), " kl. 18. Nycklarna lägger du i boxen om det är stängt.\n",
    "Kund: Toppen, tack.",
]

# 004 phone call, unemployment fund (a-kassa)
T004 = [
    "Handläggare: ", ("Akademikernas a-kassa", ORG, "org_akassa"), ", du pratar med ", ("Fredrik", PER, "p_handl"), ".\n",
    "Medlem: Hej, jag heter ", ("Dragana Petrović", PER, "p_dragana"), ", det stavas ", ("P-E-T-R-O-V-I-Ć", SPELL, "p_dragana"), ". Jag blev uppsagd från ", ("Ericsson", ORG, "org_ericsson"), " i ", ("Kista", LOC, "l_kista"), " och har sökt ersättning, men jag har inte hört något.\n",
    "Handläggare: Då ska vi se. Kan jag få ditt personnummer?\n",
    "Medlem: ", (PNR_DRAGANA, PNR, "pnr_dragana"), ".\n",
    "Handläggare: Tack. Din ansökan kom in ", ("14 februari", DATE, "d_ansokan"), ". Det som saknas är ett arbetsgivarintyg från ", ("Kontorsservice i Solna AB", ORG, "org_ks"), ", där du jobbade 2019 till 2021.\n",
    "Medlem: Åh nej, de har gått i konkurs. Jag har deras organisationsnummer om det hjälper, ", (ORGNR_KS, ORGNR, "orgnr_ks"), ".\n",
    "Handläggare: Tack, då ser jag konkursen. Skicka lönespecifikationer eller anställningsavtal i stället, du laddar upp dem på Mina sidor.\n",
    "Medlem: Okej. Jag är inskriven på ", ("Arbetsförmedlingen", ORG, "org_af"), " sedan ", ("2 januari", DATE, "d_inskr"), ", det vet ni väl?\n",
    "Handläggare: Ja, det ser jag. Utbetalningen går till kontot du angav, ", ("Handelsbanken", ORG, "org_shb"), " ", ("6152-284 617 930", BANK, "konto"), ". Stämmer det fortfarande?\n",
    "Medlem: Ja.\n",
    "Handläggare: Bra. Besked kommer via e-post till ", ("dragana.petrovic@gmail.com", MAIL, "mail"), ".\n",
    "Medlem: Det stämmer. Ring hellre hem på ", ("08-465 005 27", TEL, "tel"), ", min mobil är trasig.\n",
    "Handläggare: Noterat. Ärendet har nummer ", ("AK-2024-55012", CASE, "arende"), ". Just nu är handläggningstiden ungefär fyra veckor.\n",
    "Medlem: Fyra veckor? Jag ska betala hyran i slutet av mars.\n",
    "Handläggare: Jag förstår. Om underlagen kommer in före ", ("1 mars", DATE, "d_deadline"), " kan vi prioritera. Din handläggare heter ", ("Oksana Kovalenko", PER, "p_oksana"), " och sitter på vårt kontor i ", ("Umeå", LOC, "l_umea"), ". Hon kan ta ett möte på Teams om du vill.\n",
    "Medlem: Okej. Och adressen är fortfarande ", ("Hallonbergsvägen 31 lgh 1203", ADR, "adr"), ", ", ("174 54", PC, "pc"), " ", ("Sundbyberg", LOC, "l_sbg"), ".\n",
    "Handläggare: Då stämmer allt. Lycka till!",
]

# 005 phone call, church (baptism booking)
T005 = [
    "Expedition: ", ("Uppsala domkyrkoförsamling", ORG, "org_forsamling"), ", expeditionen, ", ("Birgitta", PER, "p_exp"), ".\n",
    "Förälder: Hej! Vi vill boka dop för vår dotter. Jag heter ", ("Lo Bergqvist", PER, "p_lo"), " och pappan heter ", ("Vide Sandberg", PER, "p_vide"), ".\n",
    "Expedition: Vad roligt! Vad heter lilla flickan?\n",
    "Förälder: ", ("Rosa", PER, "p_rosa"), ". Fullständigt blir det ", ("Rosa Ingvor Sandberg", PER, "p_rosa"), ", andranamnet efter min mormor ", ("Ingvor Bergqvist", PER, "p_ingvor"), ". Hon ska ha mormors gamla dopklänning, fast vi har bytt till ett rosa band.\n",
    "Expedition: Så fint. När är hon född?\n",
    "Förälder: ", ("9 januari", DOB, "dob_rosa"), " i år. Personnumret är ", (PNR_ROSA, PNR, "pnr_rosa"), ".\n",
    "Expedition: Tack. Har ni någon kyrka i tankarna?\n",
    "Förälder: Helst ", ("Vaksala kyrka", ORG, "org_vaksala"), ", vi bor i ", ("Årsta", LOC, "l_arsta"), " och har nära dit.\n",
    "Expedition: Lördagar i juni går fort. Jag har lördag ", ("15 juni", DATE, "d_dop"), " kl. 13.00 eller söndag ", ("23 juni", DATE, "d_alt"), " efter högmässan.\n",
    "Förälder: ", ("15 juni", DATE, "d_dop"), " blir perfekt.\n",
    "Expedition: Då preliminärbokar jag. Prästen blir troligen ", ("Torleif Ahlgren", PER, "p_prast"), ", han ringer er för ett dopsamtal. Vilket nummer når han er på?\n",
    "Förälder: ", ("070-174 06 77", TEL, "tel"), ".\n",
    "Expedition: Och adress för bekräftelsen?\n",
    "Förälder: ", ("Fyrislundsgatan 52 B", ADR, "adr"), ", ", ("754 49", PC, "pc"), " ", ("Uppsala", LOC, "l_uppsala"), ".\n",
    "Expedition: Är någon av er medlem i ", ("Svenska kyrkan", ORG, "org_svk"), "?\n",
    "Förälder: Jag är det. ", ("Vide", PER, "p_vide"), " gick ur när han bodde i ", ("Norge", LOC, "l_norge"), ", men han ska gå med igen.\n",
    "Expedition: Det gör inget, dopet kostar ingenting. Har ni bestämt faddrar?\n",
    "Förälder: Ja, min bror ", ("Björn Bergqvist", PER, "p_bjorn"), " och en kompis till ", ("Vide", PER, "p_vide"), ", ", ("Thanh Nguyen", PER, "p_thanh"), ".\n",
    "Expedition: Bra. Bokningen har nummer ", ("DOP-24-0193", CASE, "bokning"), ". Dopljuset ingår och vi bjuder på kaffe efteråt. Välkomna!",
]

# 006 phone call, pension
T006 = [
    "Handläggare: ", ("Pensionsmyndigheten", ORG, "org_pm"), ", du talar med ", ("Ali", PER, "p_handl"), ".\n",
    "Kund: God dag. ", ("Sölve Lindqvist", PER, "p_solve"), " heter jag. Jag är född ", ("1 november 1957", DOB, "dob_solve"), " och tänkte börja ta ut pension från december.\n",
    "Handläggare: Då behöver jag ditt personnummer.\n",
    "Kund: ", (PNR_SOLVE, PNR, "pnr_solve"), ".\n",
    "Handläggare: Tack. Och ", ("Lindqvist", PER, "p_solve"), ", är det med q?\n",
    "Kund: Ja, ", ("L-I-N-D-Q-V-I-S-T", SPELL, "p_solve"), ".\n",
    "Handläggare: Tack ", ("Sölve", PER, "p_solve"), ". Allmän pension kan du ta ut från 63 år, så det går bra. Hela eller en del av den?\n",
    "Kund: Hela. Men tjänstepensionen från ", ("Alecta", ORG, "org_alecta"), ", ska jag söka den separat?\n",
    "Handläggare: Ja, den söker du hos ", ("Alecta", ORG, "org_alecta"), ". Vi sköter bara den allmänna. Jag registrerar ansökan med start ", ("1 december 2024", DATE, "d_start"), ", och första utbetalningen kommer då ", ("18 december", DATE, "d_utb"), ".\n",
    "Kund: Bra. Min hustru ", ("Gunnel Lindqvist", PER, "p_gunnel"), " undrar om hon har rätt till bostadstillägg.\n",
    "Handläggare: Det får hon gärna ringa om själv, eller ge dig fullmakt.\n",
    "Kund: Jag säger det till henne. Pengarna ska till samma konto som lönen, ", ("Länsförsäkringar", ORG, "org_lf"), ", ", ("9025-318 44 20", BANK, "konto_lf"), ".\n",
    "Handläggare: Hos oss står ett konto i ", ("Sparbanken Rekarne", ORG, "org_rekarne"), ". Byte av konto gör du på Mina sidor med BankID, av säkerhetsskäl kan jag inte ändra det på telefon.\n",
    "Kund: Jaha, då får barnbarnet hjälpa mig med det.\n",
    "Handläggare: Och adressen, vi har ", ("Tallbacksvägen 3", ADR, "adr_old"), ", ", ("635 08", PC, "pc_old"), " ", ("Eskilstuna", LOC, "l_eskilstuna"), ".\n",
    "Kund: Vi flyttade i somras till ", ("Torshälla", LOC, "l_torshalla"), ", ", ("Nybyvägen 22", ADR, "adr_new"), ", ", ("644 30", PC, "pc_new"), ".\n",
    "Handläggare: Då får vi den nya adressen från ", ("Skatteverket", ORG, "org_skv"), ", men det kan dröja några veckor. Ärendenumret är ", ("PM-7730415", CASE, "arende"), ". Vilket telefonnummer når vi dig på?\n",
    "Kund: ", ("016-35 12 80", TEL, "tel_hem"), " eller mobilen, ", ("070-174 06 12", TEL, "tel_mobil"), ".\n",
    "Handläggare: Tack, då har jag allt. Beslutet kommer med post om ungefär två veckor.\n",
    "Kund: Tack ska du ha.",
]

# 007 phone call, ASR style, veterinary clinic
TEL_HIBA = "070-174 06 45"
T007 = [
    "agent: ", ("djurkliniken tassen", ORG, "org_klinik"), " du pratar med ", ("elin", PER, "p_agent"), "\n",
    "kund: ja hej det är ", ("hiba al khatib", PER, "p_hiba"), " jag ringer om min katt simba han har kräkts sen i söndags och vill inte äta\n",
    "agent: okej vad tråkigt är han registrerad hos oss\n",
    "kund: ja det tror jag\n",
    "agent: vad är ditt personnummer\n",
    "kund: ", (say_pnr(PNR_HIBA), PNR, "pnr_hiba"), "\n",
    "agent: tack ", ("hiba", PER, "p_hiba"), " ja här är simba sju år han fick metacam förra gången och var här på vaccination ", ("tjugoandra mars", DATE, "d_vacc"), "\n",
    "kund: ja precis\n",
    "agent: vi har en tid i dag klockan fjorton femton hos doktor ", ("sten ek", PER, "p_vet"), " passar det\n",
    "kund: ja det går bra jag kan inte själv men min sambo ", ("jonatan", PER, "p_jonatan"), " kommer med honom var ligger ni nu ni har väl flyttat\n",
    "agent: ja vi ligger på ", ("västra storgatan tolv", ADR, "adr_klinik"), " i ", ("hässleholm", LOC, "l_hlm"), " mitt emot biblioteket\n",
    "kund: okej kan ni skicka en påminnelse till min mobil ", (say_digits(TEL_HIBA), TEL, "tel"), "\n",
    "agent: absolut och försäkringen är det fortfarande ", ("agria", ORG, "org_agria"), "\n",
    "kund: ja försäkringsnumret är ", ("a g " + say_digits("4447310"), CASE, "forsakring"), "\n",
    "agent: tack och fakturan går till ", ("bokvägen sex", ADR, "adr_old"), " ", (say_digits("28231"), PC, "pc_old"), " ", ("tyringe", LOC, "l_tyringe"), " stämmer det\n",
    "kund: nej vänta vi har flyttat till ", ("vinslöv", LOC, "l_vinslov"), " ", ("skolgatan fyra b", ADR, "adr_new"), "\n",
    "agent: och postnumret\n",
    "kund: ", (say_digits("28833"), PC, "pc_new"), "\n",
    "agent: då ändrar jag det ärendet har nummer ", (say_digits("77042"), CASE, "arende"), " om han blir sämre i kväll ring djursjukhuset i ", ("kristianstad", LOC, "l_kristianstad"), " de har jour och tror du att han har ätit något giftigt ring ett ett två och be om giftinformation\n",
    "kund: okej tack så mycket hej\n",
    "agent: hej hej krya på simba",
]

# 008 phone call, ASR style, parking fine (kontrollavgift)
T008 = [
    "agent: ", ("aimo park", ORG, "org_aimo"), " kundtjänst det är ", ("kevin", PER, "p_agent"), "\n",
    "kund: hej ", ("lars göran nyström", PER, "p_lg"), " heter jag jag har fått en kontrollavgift som jag tycker är helt fel\n",
    "agent: okej har du avgiftsnumret\n",
    "kund: ja det står här ", (say_digits("47882019"), CASE, "avgift"), "\n",
    "agent: och registreringsnumret på bilen\n",
    "kund: ", ("d k r " + say_digits("571"), PLATE, "plate"), " alltså ", ("d som david k som kalle r som rudolf", SPELL, "plate"), "\n",
    "agent: ja här har vi den utfärdad ", ("tredje oktober", DATE, "d_avgift"), " klockan elva och fyrtio på ", ("kungsgatan", LOC, "l_kungsgatan"), " i ", ("luleå", LOC, "l_lulea"), " parkering utan giltig biljett\n",
    "kund: men jag betalade ju i appen jag har skärmdump på det jag var på väg till jobbet på ", ("luleå tekniska universitet", ORG, "org_ltu"), "\n",
    "agent: det syns ingen aktiv parkering här vilket nummer var inloggat i appen\n",
    "kund: det är min frus telefon ", (say_digits("070-174 06 88"), TEL, "tel_fru"), " hon heter ", ("gunilla nyström", PER, "p_gunilla"), "\n",
    "agent: okej då kan det vara så att parkeringen startades på fel bil du kan bestrida avgiften och skicka med skärmdumpen\n",
    "kund: kan ni skicka svaret till min mejl ", ("lars göran punkt nyström snabel-a hotmail punkt com", MAIL, "mail"), "\n",
    "agent: ja och din adress\n",
    "kund: ", ("skeppsbrogatan fyrtiotre", ADR, "adr"), " ", (say_digits("97231"), PC, "pc"), " ", ("luleå", LOC, "l_lulea"), "\n",
    "agent: och ditt personnummer\n",
    "kund: ", (say_pnr(PNR_LG), PNR, "pnr_lg"), "\n",
    "agent: tack då är bestridandet registrerat med nummer ", (say_digits("220931"), CASE, "arende"), " och avgiften på åttahundra kronor pausas tills vi har gått igenom det du får svar inom trettio dagar\n",
    "kund: bra tack hej",
]

# 009 phone call, ASR style, preschool (förskola)
T009 = [
    "personal: ", ("ekbackens förskola", ORG, "org_ekbacken"), " det är ", ("maja holm", PER, "p_maja"), "\n",
    "förälder: hej det är ", ("nasrin rahimi", PER, "p_nasrin"), " mamma till ", ("arvin", PER, "p_arvin"), " på avdelning humlan\n",
    "personal: hej ", ("nasrin", PER, "p_nasrin"), "\n",
    "förälder: ", ("arvin", PER, "p_arvin"), " är sjuk i dag han har trettioåtta och fem i feber så han kommer inte\n",
    "personal: okej vad synd krya på honom\n",
    "förälder: tack och sen en annan sak vi har fått plats på ", ("solstrålens förskola", ORG, "org_solstralen"), " i ", ("rinkeby", LOC, "l_rinkeby"), " från ", ("första augusti", DATE, "d_ny"), " så vi vill säga upp platsen här\n",
    "personal: ah okej det gör man i e-tjänsten på kommunens hemsida uppsägningstiden är två månader\n",
    "förälder: ja vi har försökt men bankid fungerar inte för min man ", ("reza", PER, "p_reza"), " och det är han som står på platsen\n",
    "personal: då kan ni skicka en pappersblankett jag behöver personnumret för ", ("arvin", PER, "p_arvin"), "\n",
    "förälder: ", (say_pnr(PNR_ARVIN), PNR, "pnr_arvin"), "\n",
    "personal: tack född ", ("tjugoåttonde maj tjugo nitton", DOB, "dob_arvin"), " stämmer och ni bor kvar på samma adress\n",
    "förälder: ja ", ("sörgårdsvägen nittiosju", ADR, "adr"), " ", (say_digits("16364"), PC, "pc"), " ", ("spånga", LOC, "l_spanga"), "\n",
    "personal: och ett telefonnummer\n",
    "förälder: ", (say_digits("08-465 005 61"), TEL, "tel"), "\n",
    "personal: och e-post\n",
    "förälder: ", ("nasrin punkt rahimi åttiofem snabel-a gmail punkt com", MAIL, "mail"), "\n",
    "personal: toppen om blanketten kommer in före ", ("trettioförsta maj", DATE, "d_blankett"), " blir sista dagen här ", ("trettioförsta juli", DATE, "d_sista"), "\n",
    "förälder: perfekt\n",
    "personal: förresten ", ("ingrid", PER, "p_ingrid"), " på humlan hälsar att ", ("arvin", PER, "p_arvin"), " ska ta med gummistövlar när han kommer tillbaka vi ska ut på ", ("järvafältet", LOC, "l_jarva"), " på fredag\n",
    "förälder: okej det ska jag säga tack hej",
]

# 010 phone call, ASR style, church (funeral)
T010 = [
    "expedition: ", ("jukkasjärvi församling", ORG, "org_forsamling"), " det är ", ("anneli", PER, "p_exp"), "\n",
    "kund: hej jag heter ", ("göran ek", PER, "p_goran"), " min mamma ", ("astrid ek", PER, "p_astrid"), " gick bort förra veckan\n",
    "expedition: åh jag beklagar sorgen\n",
    "kund: tack vi skulle vilja ha begravningen i ", ("jukkasjärvi kyrka", ORG, "org_kyrka"), " hon var född och döpt där\n",
    "expedition: ja självklart har ni kontakt med en begravningsbyrå\n",
    "kund: ja ", ("fonus", ORG, "org_fonus"), " i ", ("kiruna", LOC, "l_kiruna"), " vi har pratat med ", ("petra", PER, "p_petra"), " där\n",
    "expedition: bra då tittar jag på lediga tider jag behöver din mammas personnummer\n",
    "kund: ", (say_pnr(PNR_ASTRID), PNR, "pnr_astrid"), " hon dog ", ("tolfte februari", DATE, "d_dod"), "\n",
    "expedition: tack ja här är ", ("astrid ek", PER, "p_astrid"), " hon var folkbokförd på ", ("bergmästaregatan åtta", ADR, "adr_astrid"), " i ", ("kiruna", LOC, "l_kiruna"), "\n",
    "kund: ja men sista året bodde hon på äldreboendet i ", ("tuolluvaara", LOC, "l_tuolluvaara"), "\n",
    "expedition: jag har fredag ", ("första mars", DATE, "d_alt"), " klockan elva eller fredag ", ("åttonde mars", DATE, "d_begr"), " klockan fjorton\n",
    "kund: ", ("åttonde mars", DATE, "d_begr"), " blir bäst min syster ", ("marja ek lindström", PER, "p_marja"), " det stavas ", ("m a r j a", SPELL, "p_marja"), " kommer från ", ("tromsö", LOC, "l_tromso"), " och behöver lite tid\n",
    "expedition: då bokar jag det prästen blir ", ("pekka niemi", PER, "p_prast"), " han ringer dig för ett minnessamtal vilket nummer har du\n",
    "kund: ", (say_digits("0980-319 250"), TEL, "tel"), "\n",
    "expedition: och vart ska vi skicka bekräftelsen\n",
    "kund: jag bor i ", ("stockholm", LOC, "l_sthlm"), " ", ("hornsgatan hundrafemtiofyra", ADR, "adr_goran"), " ", (say_digits("11734"), PC, "pc_goran"), "\n",
    "expedition: bra bokningen har nummer ", ("b " + say_digits("24031"), CASE, "bokning"), " minnesstunden kan ni ha i församlingsgården efteråt det kostar ingenting och vill ni be om gåvor till diakonin i stället för blommor är plusgirot ", (say_digits("90 12 00-6"), BANK, "plusgiro"), "\n",
    "kund: det blir nog bra tack så länge\n",
    "expedition: tack detsamma och ta hand om dig",
]

# 011 chat, travel agency (name change on booking)
T011 = [
    "09:14 Agent: Hej och välkommen till ", ("Ving", ORG, "org_ving"), "! Du chattar med ", ("Sara", PER, "p_agent"), ". Hur kan jag hjälpa dig?\n",
    "09:15 Kund: hej! vi har bokat resa till ", ("gran canaria", LOC, "l_gc"), " men min sambo har tappat sitt pass,, kan man byta namn på bokningen??\n",
    "09:15 Agent: Hej! Vad tråkigt med passet. Kan du skicka bokningsnumret?\n",
    "09:16 Kund: ", ("VNG8847213", CASE, "bokning"), "\n",
    "09:16 Kund: avresa ", ("17 nov", DATE, "d_avresa"), " från ", ("arlanda", LOC, "l_arlanda"), "\n",
    "09:17 Agent: Tack! Vem står som huvudresenär?\n",
    "09:17 Kund: jag, ", ("katarina lund", PER, "p_katarina"), ". sambon heter ", ("björn wester", PER, "p_bjorn"), " och vi vill byta honom mot min syster ", ("Ewa Lund", PER, "p_ewa"), " istälet\n",
    "09:18 Agent: Det går bra, namnbyte kostar 500 kr per person. Jag behöver födelsedatum för den nya resenären.\n",
    "09:19 Kund: ", ("1991-02-22", DOB, "dob_ewa"), "\n",
    "09:19 Agent: Och hennes mobilnummer?\n",
    "09:20 Kund: ", ("0735 55 12 09", TEL, "tel_ewa"), "\n",
    "09:20 Kund: btw är det all inclusive på ", ("Riu Palace Maspalomas", ORG, "org_hotell"), "? kommer inte ihåg\n",
    "09:21 Agent: Ja, ni har all inclusive. Nu är resenär 2 ändrad till ", ("Ewa Lund", PER, "p_ewa"), ". Ny bekräftelse går till ", ("katarina.lund@outlook.com", MAIL, "mail_katarina"), ". Vill du att ", ("Ewa", PER, "p_ewa"), " får en kopia?\n",
    "09:22 Kund: ja gärna, ", ("ewalund91@gmail.com", MAIL, "mail_ewa"), "\n",
    "09:22 Agent: Klart! Avgiften på 500 kr kan du betala med kort eller Swish via länken i mejlet.\n",
    "09:23 Kund: swish funkar. oh wait, om han hittar passet innan dess kan vi ändra tillbaka då?\n",
    "09:24 Agent: Tyvärr blir det i så fall ett nytt namnbyte med ny avgift. Han kan också söka provisoriskt pass hos polisen på ", ("Arlanda", LOC, "l_arlanda"), " samma dag som avresan.\n",
    "09:25 Kund: ok vi kör på ", ("ewa", PER, "p_ewa"), ". thx!!\n",
    "09:25 Agent: Tack ", ("Katarina", PER, "p_katarina"), ", ha en riktigt fin resa! Ditt ärendenummer är ", ("CS-119045", CASE, "arende"), ".",
]

# 012 chat, library (lost book)
T012 = [
    "Kund: hej vi har lånat en bok som vi tappat bort vad gör man\n",
    "Bibliotekarie: Hej! Du chattar med ", ("Lennart", PER, "p_agent"), " på ", ("Malmö stadsbibliotek", ORG, "org_bib"), ". Vilket lånekortsnummer gäller det?\n",
    "Kund: ", ("2000 1847 3391", CASE, "lanekort"), "\n",
    "Kund: eller vänta det är min dotters kort, hon heter ", ("Leyla Demir", PER, "p_leyla"), "\n",
    "Bibliotekarie: Då ser jag det. Det gäller Harry Potter och De vises sten, lånad ", ("2 oktober", DATE, "d_lan"), " och skulle ha lämnats tillbaka ", ("23 oktober", DATE, "d_retur"), ".\n",
    "Kund: ja hon har letat överallt. vad kostar de\n",
    "Bibliotekarie: Ersättningen är 250 kr plus 50 kr i administrativ avgift. Eftersom ", ("Leyla", PER, "p_leyla"), " är under 18 går fakturan till vårdnadshavare. Är det du?\n",
    "Kund: ja, ", ("Serkan Demir", PER, "p_serkan"), ". ", ("Ystadvägen 44 lgh 1301", ADR, "adr"), ", ", ("214 45", PC, "pc"), " ", ("Malmö", LOC, "l_malmo"), "\n",
    "Kund: kan fakturan komma på mejl? ", ("serkan.demir@hotmail.se", MAIL, "mail"), "\n",
    "Bibliotekarie: Ja, det går bra. Jag har lagt upp ett ärende, ", ("BIB-20431", CASE, "arende"), ". Hittar ni boken inom tre månader får ni pengarna tillbaka.\n",
    "Kund: great. kan vi lämna den på ", ("Rosengårds bibliotek", ORG, "org_rosengard"), " isf? det är närmre\n",
    "Bibliotekarie: Absolut, alla våra bibliotek tar emot. Något mer?\n",
    "Kund: om ni behöver ringa, ", ("040-628 04 37", TEL, "tel"), ". sorry för strulet\n",
    "Bibliotekarie: Inga problem ", ("Serkan", PER, "p_serkan"), ", ha en fin dag!",
]

# 013 chat, university admissions (antagning)
T013 = [
    "Studentservice: Hej och välkommen till ", ("Göteborgs universitet", ORG, "org_gu"), "! Jag heter ", ("Amanda", PER, "p_agent"), ", vad kan jag hjälpa till med?\n",
    "Student: hi, can I write in english? or svenska funkar ocksa\n",
    "Studentservice: Båda går bra!\n",
    "Student: ok svenska. jag heter ", ("Milica Jovanović", PER, "p_milica"), ", har kommit in på sjuksköterskeprogrammet men måste tacka ja senast ", ("15 juli", DATE, "d_svar"), " och jag är i ", ("Sarajevo", LOC, "l_sarajevo"), " utan bankid\n",
    "Studentservice: Grattis! Du kan logga in på antagning.se med användarnamn och lösenord i stället, BankID behövs inte.\n",
    "Student: ah ok men jag har glömt lösenordet och det är kopplat till min gamla skolmejl ", ("milica.jovanovic@elev.huddinge.se", MAIL, "mail_old"), " som inte funkar längre\n",
    "Studentservice: Då kan vi byta e-postadress åt dig om du verifierar dig. Vad har du för personnummer?\n",
    "Student: ", (PNR_MILICA, PNR, "pnr_milica"), "\n",
    "Studentservice: Och adressen du är folkbokförd på?\n",
    "Student: ", ("Tomtbergavägen 18", ADR, "adr"), ", ", ("141 32", PC, "pc"), " ", ("Huddinge", LOC, "l_huddinge"), "\n",
    "Studentservice: Tack, det stämmer. Vilken ny e-post vill du ha?\n",
    "Student: ", ("milicaj05@gmail.com", MAIL, "mail_new"), "\n",
    "Studentservice: Klart, ett nytt lösenord är på väg dit. Ditt anmälningsnummer är ", ("HT24-7305-118", CASE, "anmalan"), " om du behöver kontakta oss igen.\n",
    "Student: tack!! en sak till, mina betyg från ", ("Östra gymnasiet", ORG, "org_gymn"), " syns inte?\n",
    "Studentservice: Betyg från svenska gymnasieskolor hämtas automatiskt. Dina kom in ", ("28 juni", DATE, "d_betyg"), ", så de är med i urvalet.\n",
    "Student: puh. my mom ", ("Dragica Jovanović", PER, "p_dragica"), " wonders about housing, hur hittar man bostad i ", ("Göteborg", LOC, "l_gbg"), "?\n",
    "Studentservice: Ställ dig i kö hos ", ("SGS Studentbostäder", ORG, "org_sgs"), " direkt, nya studenter har förtur till vissa korridorer.\n",
    "Student: thanks so much!\n",
    "Studentservice: Lycka till ", ("Milica", PER, "p_milica"), ", välkommen till oss i höst!",
]

# 014 chat, gym membership (freeze)
T014 = [
    "Kund: hej vill pausa mitt medlemskap pga knäoperation\n",
    "Agent: Hej! Det här är ", ("Nordic Wellness", ORG, "org_nw"), " kundtjänst, ", ("Johan", PER, "p_agent"), " heter jag. Vad har du för medlemsnummer?\n",
    "Kund: ", ("3004417", CASE, "medlem"), "\n",
    "Agent: Tack, då ser jag dig, ", ("Eva-Lena Åkesson", PER, "p_evalena"), " med hemmagym i ", ("Trollhättan", LOC, "l_thn"), "?\n",
    "Kund: ja. opereras ", ("4 dec", DATE, "d_op"), " på ", ("NÄL", ORG, "org_nal"), " och får inte träna på 3 mån\n",
    "Agent: Då kan du frysa medlemskapet i 1–3 månader mot läkarintyg. Intyget laddar du upp under Mina sidor i appen. Frysningen börjar ", ("1 december", DATE, "d_frys"), " och autogirot pausas.\n",
    "Kund: bra. dras det ändå pengar från mitt konto i ", ("Handelsbanken", ORG, "org_shb"), " under tiden?\n",
    "Agent: Det blir bara en frysavgift på 99 kr/mån.\n",
    "Kund: ok. min man ", ("Per Holm", PER, "p_per"), " tränar också, kan ni frysa hans me? han har ont i ryggen\n",
    "Agent: Tyvärr måste han kontakta oss själv, vi kan inte ändra andra medlemmars avtal.\n",
    "Kund: ok jag säger till honom. tel om ni behöver ", ("0520-48 31 76", TEL, "tel"), "\n",
    "Kund: ps kan ni byta mejl till ", ("evalena.akesson@gmail.com", MAIL, "mail"), " och adressen är ny, ", ("Strömkarlsvägen 5", ADR, "adr"), " ", ("461 61", PC, "pc"), " ", ("trollhättan", LOC, "l_thn"), "\n",
    "Agent: Fixat! Ärendenumret är ", ("NW-558302", CASE, "arende"), ". Krya på dig ", ("Eva-Lena", PER, "p_evalena"), "!\n",
    "Kund: thx!",
]

# 015 e-mail, building permit (bygglov)
T015 = [
    "Till: ", ("Kramfors kommun", ORG, "org_kommun"), ", bygglovsenheten\n",
    "Ämne: Komplettering av bygglovsansökan, ärende ", ("BN 2024-000871", CASE, "arende"), "\n\n",
    "Hej!\n\n",
    "Här kommer kompletteringarna som er handläggare ", ("Mona Sjödin", PER, "p_mona"), " begärde i brevet daterat ", ("2 september 2024", DATE, "d_brev"), ". Ansökan gäller tillbyggnad av vårt fritidshus på ", ("Strandvägen 31", ADR, "adr_fritid"), " i ", ("Bönhamn", LOC, "l_bonhamn"), " (ca 28 kvm, altan och ett extra sovrum).\n\n",
    "Bifogat finns:\n",
    "- reviderad situationsplan i skala 1:500\n",
    "- fasad- och planritningar från ", ("Arkitektkontoret Vinkel AB", ORG, "org_ark"), ", org.nr ", (ORGNR_VINKEL, ORGNR, "orgnr_ark"), "\n",
    "- kontrollplan, upprättad av vår certifierade kontrollansvarige ", ("Håkan Lindgren", PER, "p_hakan"), "\n\n",
    "Grannen på ", ("Strandvägen 29", ADR, "adr_granne"), ", ", ("Ingrid Fors", PER, "p_ingrid"), ", har skrivit under att hon inte har något att invända. Den andra grannen, ", ("Holger Dahl", PER, "p_holger"), ", bor i ", ("Hamburg", LOC, "l_hamburg"), " större delen av året. Han har lovat att svara er direkt och nås på ", ("holger.dahl@web.de", MAIL, "mail_holger"), ".\n\n",
    "Avgiften på 12 840 kr betalar vi till ert bankgiro ", ("5050-1055", BANK, "bankgiro"), " när beslutet kommit. Vi har ingen brådska, men vill gärna börja bygga efter midsommar. Min fru ", ("Vivianne", PER, "p_vivianne"), " står som medsökande.\n\n",
    "Vänliga hälsningar\n",
    ("Torbjörn Sundqvist", PER, "p_torbjorn"), "\n",
    ("Skolhusgatan 7 lgh 1002", ADR, "adr_hem"), "\n",
    ("852 32", PC, "pc_hem"), " ", ("Sundsvall", LOC, "l_sundsvall"), "\n",
    "Tel. ", ("070-174 06 91", TEL, "tel"), "\n",
    "Pnr ", (PNR_TORBJORN, PNR, "pnr_torbjorn"),
]

# 016 e-mail, school (leave of absence)
T016 = [
    "Till: rektor, ", ("Kvarnbyskolan", ORG, "org_skola"), "\n",
    "Ämne: Ansökan om ledighet för ", ("Adam Haddad", PER, "p_adam"), ", klass 4B\n\n",
    "Hej ", ("Annika Holmberg", PER, "p_rektor"), ",\n\n",
    "Jag vill ansöka om ledighet för min son ", ("Adam Haddad", PER, "p_adam"), " (pnr ", (PNR_ADAM, PNR, "pnr_adam"), ") under perioden ", ("4 november", DATE, "d_from"), "–", ("15 november", DATE, "d_tom"), ".\n\n",
    "Anledningen är att hans morfar, ", ("Karim Mansour", PER, "p_karim"), ", fyller 80 år i ", ("Beirut", LOC, "l_beirut"), " och hela familjen åker dit. Vi flyger från ", ("Landvetter", LOC, "l_landvetter"), " med ", ("Turkish Airlines", ORG, "org_ta"), " via ", ("Istanbul", LOC, "l_istanbul"), ".\n\n",
    "Jag förstår att det är mitt i terminen. Vi har pratat med klassläraren ", ("Sven-Erik Blom", PER, "p_larare"), ", som tycker att det går bra om ", ("Adam", PER, "p_adam"), " tar med sig matteboken och räknar lite varje dag. Han har med sig sin Bricanyl och Pulmicort, så astman ska inte vara något problem.\n\n",
    "Under resan når ni oss enklast på WhatsApp, ", ("+46 70 174 06 64", TEL, "tel_mobil"), ".\n\n",
    "Med vänliga hälsningar\n",
    ("Fatima Haddad", PER, "p_fatima"), "\n",
    ("Kvarnbygatan 14", ADR, "adr"), "\n",
    ("431 31", PC, "pc"), " ", ("Mölndal", LOC, "l_molndal"), "\n",
    ("fatima.haddad@hotmail.com", MAIL, "mail"), "\n",
    "Tel. ", ("031-390 06 18", TEL, "tel_hem"),
]

# 017 e-mail, pharmacy web shop complaint
T017 = [
    "Ämne: Reklamation, order ", ("KA-39928174", CASE, "order"), "\n\n",
    "Hej ", ("Kronans Apotek", ORG, "org_kronans"), "!\n\n",
    "Jag beställde ", ("18 januari", DATE, "d_best"), " en örontermometer (Braun ThermoScan 7) och två förpackningar Ipren 400 mg, 30 st, i er webbutik. Paketet kom till paketboxen i ", ("Gottsunda", LOC, "l_gottsunda"), " först ", ("24 januari", DATE, "d_lev"), ", och då var termometern trasig och den ena Ipren-förpackningen saknades.\n\n",
    "Jag ringde er ", ("25 januari", DATE, "d_samtal"), " och pratade med ", ("Alexander", PER, "p_alexander"), ", som lovade att någon skulle höra av sig inom två dagar. Sedan dess har ingenting hänt.\n\n",
    "Jag betalade 1 127 kr med kort och vill ha hela beloppet tillbaka, eftersom jag har fått köpa en ny termometer på annat håll. Pengarna kan sättas in på mitt konto i ", ("Swedbank", ORG, "org_swedbank"), ", clearingnummer ", ("8105-9", BANK, "konto"), ", kontonummer ", ("914 220 563-1", BANK, "konto"), ".\n\n",
    "Tacksam för snabbt svar.\n\n",
    "Med vänlig hälsning\n",
    ("Ulrika Björn", PER, "p_ulrika"), "\n",
    ("Valthornsvägen 17", ADR, "adr"), "\n",
    ("756 48", PC, "pc"), " ", ("Uppsala", LOC, "l_uppsala"), "\n",
    "Mobil: ", ("073-915 02 44", TEL, "tel"), "\n",
    ("ulrika.bjorn@gmail.com", MAIL, "mail"), "\n",
    "Kundnummer: ", ("1188402", CASE, "kundnr"),
]

# 018 case note, dental invoice dispute
T018 = [
    ("2024-05-13", DATE, "d_samtal"), " kl. 10.42, handl. ", ("Mira Hellström", PER, "p_handl"), "\n",
    "Kunden ", ("Ingemar Rask", PER, "p_ingemar"), ", pnr ", (PNR_INGEMAR, PNR, "pnr_ingemar"), ", ringde ang. faktura ", ("20417733", CASE, "faktura"), " på 3 240 kr fr. ", ("Folktandvården Sjöbo", ORG, "org_ftv"), ". Anser att han debiterats för två röntgen men bara gjort en. Beh. tandläkare enl. kunden ", ("Oskar Lindh", PER, "p_tandl"), ".\n",
    "Kontr. i journalsyst.: röntgen reg. ", ("2 april", DATE, "d_rtg1"), " och ", ("9 april", DATE, "d_rtg2"), ". Kunden uppger att besöket ", ("9 april", DATE, "d_rtg2"), " avbokades pga sjukdom (ringde in kl. 07.30 samma dag). ATB 600 kr ej avdraget på fakturan, ska korrigeras.\n",
    "Ärendet skickat till klinikchef ", ("Anette Sjöholm", PER, "p_chef"), " för granskning. Fakturan pausad t.o.m. ", ("31 maj", DATE, "d_paus"), ".\n",
    "Kunden vill ha svar per brev till ", ("Ängavägen 3", ADR, "adr"), ", ", ("275 63", PC, "pc"), " ", ("Blentarp", LOC, "l_blentarp"), ", alt. tel. ", ("0416-51 22 09", TEL, "tel"), " (ej mobil). Ev. återbet. till konto i ", ("Sparbanken Skåne", ORG, "org_bank"), ", ", ("8313-9 4 552 781-3", BANK, "konto"), ".\n",
    "Kunden frågade även om frun ", ("Birgit Rask", PER, "p_birgit"), " kan få högkostnadsskydd för sin implantatbehandling, hänv. till ", ("Försäkringskassan", ORG, "org_fk"), ".\n",
    "Ärendenr ", ("2024-05-0419", CASE, "arende"), ". Återkoppling senast fre.",
]

# 019 case note, car rental damage
T019 = [
    "Skadeärende ", ("SK-24-1187", CASE, "skada"), " – kunden ringde ang. skadeanmälan\n",
    "Kund: ", ("Björn Strand", PER, "p_bjorn"), ", pnr ", (PNR_BJORN, PNR, "pnr_bjorn"), ", tel. ", ("070-174 06 39", TEL, "tel_bjorn"), ", ", ("bjorn.strand@stalbyggarna.se", MAIL, "mail_bjorn"), "\n",
    "Företagskund via ", ("Stålbyggarna i Norrtälje AB", ORG, "org_firma"), ", orgnr ", (ORGNR_STAL, ORGNR, "orgnr_firma"), ". Faktura till ", ("ekonomi@stalbyggarna.se", MAIL, "mail_ekonomi"), ".\n",
    "Bil: ", ("KXW 83P", PLATE, "plate"), " (", ("Kalle Xerxes Wilhelm", SPELL, "plate"), ", Toyota Corolla Hybrid, vit). Hämtad ", ("Arlanda", LOC, "l_arlanda"), " ", ("12 juli", DATE, "d_hamt"), ", återlämnad ", ("Visby", LOC, "l_visby"), " ", ("19 juli", DATE, "d_ater"), ".\n",
    "Repa + buckla höger framdörr, uppkom enl. kunden på p-plats vid ", ("Almedalen", LOC, "l_almedalen"), " under Almedalsveckan, motpart okänd. Vittne: ", ("Annika Stål", PER, "p_vittne"), ", tel. ", ("08-465 005 83", TEL, "tel_vittne"), ". Polisanm. gjord, K-nr ", ("K-2231874-24", CASE, "polis"), ".\n",
    "Kunden har skadeförs. via kortet (", ("American Express", ORG, "org_amex"), "), självrisk 7 500 kr. Kunden vill att självrisken faktureras företaget.\n",
    "Åtgärd: skickat skadeformulär per mejl, besiktning bokad hos ", ("Bilverkstan Visby", ORG, "org_verkstad"), " ", ("22 juli", DATE, "d_besikt"), " kl. 09.00. Bilen står kvar i ", ("Visby", LOC, "l_visby"), " tills vidare.\n",
    "/", ("Tove", PER, "p_handl"),
]

# 020 case note, gym double charge (autogiro)
T020 = [
    "Kunden ringde ang. dubbeldragning autogiro. Medlem ", ("Amina Yusuf", PER, "p_amina"), ", medl.nr ", ("FS-204771", CASE, "medlem"), ", pnr ", (PNR_AMINA, PNR, "pnr_amina"), ". Tränar på ", ("Friskis & Svettis", ORG, "org_fs"), " i ", ("Västerås", LOC, "l_vasteras"), ", anl. ", ("Bäckby", LOC, "l_backby"), ".\n",
    "Dragning 2 x 449 kr ", ("27 februari", DATE, "d_drag"), " fr. konto i ", ("Nordea", ORG, "org_nordea"), " (", ("3145-1204557", BANK, "konto"), "). Bekräftat i systemet, fel hos oss pga dubbel filkörning. Återbet. 449 kr till samma konto inom 5 bankdagar, ej Swish.\n",
    "Kunden även missnöjd med bemötande av instruktör på Cirkelgym tis kl. 18.30, instruktörens namn enl. kunden ", ("Sten", PER, "p_instr"), ". Vidarebefordrat till anl.chef ", ("Eva Vide", PER, "p_chef"), ".\n",
    "Kunden nås på tel. ", ("021-14 62 90", TEL, "tel"), " el. ", ("amina.yusuf95@outlook.com", MAIL, "mail"), ". Ny adress: ", ("Bäckbyvägen 24", ADR, "adr"), ", ", ("723 45", PC, "pc"), " ", ("Västerås", LOC, "l_vasteras"), ". Ändrat i medl.reg.\n",
    "Ärende ", ("FS-ÄR-3308", CASE, "arende"), ". Återkoppla om återbet. ej syns ", ("6 mars", DATE, "d_aterkoppl"), ".\n",
    "/", ("Lo Ek", PER, "p_handl"),
]

TEXTS = [T001, T002, T003, T004, T005, T006, T007, T008, T009, T010,
         T011, T012, T013, T014, T015, T016, T017, T018, T019, T020]
ASR = {7, 8, 9, 10}  # 1-based indices of ASR-style transcripts


# --------------------------------------------------------------------------- build
def build(segments):
    parts, spans, pos = [], [], 0
    for seg in segments:
        if isinstance(seg, str):
            parts.append(seg)
            pos += len(seg)
            continue
        text, label, key = seg
        assert label in LABELS, label
        assert text and text == text.strip(), repr(text)
        spans.append({"start": pos, "end": pos + len(text), "label": label, "text": text, "entity": key})
        parts.append(text)
        pos += len(text)
    return "".join(parts), spans


def check(idx, text, spans):
    where = f"text {idx:03d}"
    prev_end = 0
    key_labels = {}
    for s in spans:
        assert text[s["start"] : s["end"]] == s["text"], where
        assert s["start"] >= prev_end, f"{where}: overlap at {s}"
        prev_end = s["end"]
        # span must sit on word boundaries (no genitive -s, no partial tokens)
        before = text[s["start"] - 1] if s["start"] else " "
        after = text[s["end"]] if s["end"] < len(text) else " "
        assert not before.isalnum() and not after.isalnum(), f"{where}: boundary {s}"
        if s["label"] == DATE:
            assert not s["text"].lower().startswith("den "), s
        if s["label"] == LOC:
            assert s["text"].lower() != "sverige", s
        if s["label"] != SPELL:  # a spelled-out name shares the key of the name
            assert key_labels.setdefault(s["entity"], s["label"]) == s["label"], f"{where}: key {s['entity']}"
        if s["label"] in (PNR, ORGNR) and idx not in ASR:
            digits = re.sub(r"\D", "", s["text"])
            assert len(digits) in (10, 12) and luhn_ok(digits[-10:]), f"{where}: bad Luhn {s}"
            assert re.fullmatch(r"\d{6}-\d{4}|\d{8}-\d{4}", s["text"]), s
    if idx in ASR:
        assert text == text.lower(), where
        assert not re.search(r"[\d.,?!]", text), f"{where}: ASR text has digits/punctuation"


def main():
    here = Path(__file__).resolve().parent
    docs, golds = [], []
    for i, segments in enumerate(TEXTS, start=1):
        text, spans = build(segments)
        check(i, text, spans)
        doc_id = f"hw2-sv-{i:03d}"
        docs.append({"id": doc_id, "text": text})
        golds.append({"id": doc_id, "spans": spans})
    with open(here / "sv_calls_second.jsonl", "w", encoding="utf-8") as f:
        for d in docs:
            f.write(json.dumps(d, ensure_ascii=False) + "\n")
    with open(here / "sv_calls_second.gold.jsonl", "w", encoding="utf-8") as f:
        for g in golds:
            f.write(json.dumps(g, ensure_ascii=False) + "\n")
    counts = Counter(s["label"] for g in golds for s in g["spans"])
    print(f"{len(docs)} texts, {sum(counts.values())} spans")
    for label, n in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])):
        print(f"  {label:24s} {n}")


if __name__ == "__main__":
    main()
