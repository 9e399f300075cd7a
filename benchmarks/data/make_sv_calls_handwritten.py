# ruff: noqa: E501, UP031  (hand-written transcripts as literal data: long lines)
"""Hand-written Swedish customer-service call transcripts with gold PII annotations.
Thirty calls (bank, telecom, insurance, vårdcentral, kommun, parcels, electricity, car repair, housing), 8 in ASR style.
Written by hand, independently of scripts/make_sample_sv.py and of our detector; offsets are computed here.
Used by the benchmarks as a held-out Swedish check; writes sv_calls_handwritten.jsonl and .gold.jsonl beside this file.
Run: python benchmarks/data/make_sv_calls_handwritten.py
"""
# Annotation conventions (kept consistent across all calls):
# - Spans never overlap or nest. A named organisation that contains a place or person name
#   ("Vårdcentralen Sävja", "Kowalski Bygg AB", "Guldsmeden Hägg") is ONE ORGANIZATION_NAME span.
# - Companies, banks, named care units, schools, hospitals, hotels, "X kommun"/"Region X" and national
#   agencies (Skatteverket, Transportstyrelsen, Pensionsmyndigheten) are ORGANIZATION_NAME.
#   Generic nouns (kommunen, banken, polisen, vårdcentralen, apoteket) are not annotated.
# - Product / service names are not annotated: BankID, Swish, Apple Pay, Mina sidor, iPhone, MacBook,
#   car models ("Toyota Corolla", "Passaten"), medicines, 1177.  Public service numbers (112, 1177, 114 14) are not PHONE_NUMBER.
# - "Sverige" and languages (polska, somaliska) are not annotated; other countries, towns, districts,
#   squares and streets without a house number are LOCATION.  Street + number (+ ", lgh NNNN") is STREET_ADDRESS.
# - Titles (doktor, fru, herr) are outside PERSON_NAME spans; Swedish genitive -s is outside too.
#   Words of the phonetic alphabet used for spelling ("M som i Martin") are not PERSON_NAME.
# - Weekdays, months alone, years alone, relative days (i morgon, i fredags), times, amounts, ages are not annotated.
#   DATE covers day+month (+year), "den 14:e", ISO dates; the weekday in "fredag den 17 november" stays outside.
# - A wrong value that is fully spoken and then corrected is annotated too (its own entity); fragments are not.
# - SPELLED_SEQUENCE shares the entity of the name it spells.  Licence plates are LICENSE_PLATE however spoken.
#   Tracking, order, customer, invoice, contract and police report numbers are CASE_NUMBER.
# - Personnummer/organisationsnummer check digits are computed below (Luhn) and verified on output.
import json
import re
from collections import Counter
from pathlib import Path

from segments import assemble
from stdnum import luhn

PER, ORG, LOC, ADR, PC = "PERSON_NAME", "ORGANIZATION_NAME", "LOCATION", "STREET_ADDRESS", "POSTCODE"
PNR, ONR, TEL, MAIL, ACC = "SE_PERSONNUMMER", "SE_ORGANISATIONSNUMMER", "PHONE_NUMBER", "EMAIL_ADDRESS", "BANK_ACCOUNT"
REG, DATE, DOB, SPELL, CASE = "LICENSE_PLATE", "DATE", "DATE_OF_BIRTH", "SPELLED_SEQUENCE", "CASE_NUMBER"
LABELS = {PER, ORG, LOC, ADR, PC, PNR, ONR, TEL, MAIL, ACC, REG, DATE, DOB, SPELL, CASE}


def luhn_digit(nine):
    return luhn.calc_check_digit(nine)  # the personnummer / organisationsnummer check digit


def luhn_ok(ten):
    return len(ten) == 10 and luhn.is_valid(ten)


def pnr(date, serial, sep="-"):
    """Personnummer from YYMMDD or YYYYMMDD + 3-digit serial; check digit computed."""
    assert len(date) in (6, 8) and len(serial) == 3
    return date + sep + serial + luhn_digit(date[-6:] + serial)


def orgnr(first6, serial, sep="-"):
    assert int(first6[2]) >= 2 and len(first6) == 6 and len(serial) == 3
    return first6 + sep + serial + luhn_digit(first6 + serial)


ONES = ["noll", "ett", "två", "tre", "fyra", "fem", "sex", "sju", "åtta", "nio", "tio", "elva", "tolv",
        "tretton", "fjorton", "femton", "sexton", "sjutton", "arton", "nitton"]
TENS = {2: "tjugo", 3: "trettio", 4: "fyrtio", 5: "femtio", 6: "sextio", 7: "sjuttio", 8: "åttio", 9: "nittio"}


def num_word(n):
    if n < 20:
        return ONES[n]
    return TENS[n // 10] + (ONES[n % 10] if n % 10 else "")


WORD2DIGITS = {num_word(n): (str(n) if n < 10 else "%02d" % n) for n in range(100)}


def say(number, sizes):
    """Render digits as spoken Swedish words, in chunks of 1 or 2 digits ("03" -> "noll tre")."""
    digits = re.sub(r"\D", "", number)
    assert sum(sizes) == len(digits), (number, sizes)
    out, i = [], 0
    for size in sizes:
        chunk = digits[i:i + size]
        i += size
        if size == 2 and chunk[0] != "0":
            out.append(num_word(int(chunk)))
        else:
            out.extend(ONES[int(c)] for c in chunk)
    return " ".join(out)


# Each call: (asr_style, [segments]); a segment is plain text or (text, label, entity_key).
CALLS = [
# 001 bank, card stolen
(False, [
"Agent: ", ("Swedbank", ORG, "bank"), " kortspärren, du pratar med ", ("Jonas", PER, "ag"), ". Vad kan jag hjälpa till med?\n",
"Kund: Ja hej, eh... jag har tappat bort mitt kort, eller, jag tror faktiskt att det är stulet. Vi satt på ett fik i ", ("Majorna", LOC, "majorna"), " i går kväll och när jag skulle betala så var plånboken borta.\n",
"Agent: Oj, vad tråkigt. Då spärrar vi det direkt. Kan jag få ditt personnummer?\n",
"Kund: Ja, det är ", (pnr("19870914", "382"), PNR, "pnr"), ".\n",
"Agent: Tack. Och vad heter du?\n",
"Kund: ", ("Elin Strömberg", PER, "kund"), ".\n",
"Agent: Okej ", ("Elin", PER, "kund"), ", jag ser två kort här, ett debitkort som slutar på 4471 och ett kreditkort. Gäller det båda?\n",
"Kund: Nä, bara debitkortet. Det andra ligger hemma i en låda.\n",
"Agent: Då är det spärrat nu, klockan 10.42. Ska vi skicka ett nytt kort till adressen vi har, ", ("Karl Johansgatan 41", ADR, "adr1"), " i ", ("Göteborg", LOC, "gbg"), "?\n",
"Kund: Nej alltså, jag har flyttat. Det är ", ("Mariaplan 3, lgh 1204", ADR, "adr2"), " nu, ", ("414 71", PC, "pc"), " ", ("Göteborg", LOC, "gbg"), ". Jag har inte hunnit ändra överallt.\n",
"Agent: Då behöver du anmäla flytten hos ", ("Skatteverket", ORG, "skv"), " också, annars hamnar posten fel. Men jag kan skicka kortet till vårt kontor vid ", ("Järntorget", LOC, "jtorget"), ", så hämtar du det där med legitimation.\n",
"Kund: Ja, det blir bra.\n",
"Agent: Jag öppnar ett ärende för det stulna kortet också, ärendenummer ", ("SWB-448120", CASE, "case"), ". Har det gjorts några köp sedan i går kväll som du inte känner igen?\n",
"Kund: Eh, ja, jag såg en dragning på 1 250 kronor på typ en kiosk. Det var inte jag.\n",
"Agent: Den reklamerar vi. Vilket nummer når vi dig på?\n",
"Kund: ", ("070-312 88 45", TEL, "tel"), ".\n",
"Agent: Och e-post?\n",
"Kund: ", ("elin.stromberg87@gmail.com", MAIL, "mail"), ", utan prickar över o:et.\n",
"Agent: Perfekt. Du får ett sms när kortet finns att hämta, det brukar ta fem till sju bankdagar. Swish funkar som vanligt eftersom det går mot kontot, men Apple Pay ligger på kortet, så det funkar inte just nu.\n",
"Kund: Okej, nä, men tack så jättemycket ", ("Jonas", PER, "ag"), ".\n",
"Agent: Tack själv, och ha en bra dag.\n",
]),
# 002 telecom, number porting
(False, [
"Kundtjänst: ", ("Tele2", ORG, "t2"), ", ", ("Amir", PER, "ag"), " här, hej hej!\n",
"Kund: Hej! Jo, jag vill flytta mitt nummer från ", ("Telia", ORG, "telia"), " till er, portera heter det väl?\n",
"Kundtjänst: Precis, det fixar vi. Vilket nummer gäller det?\n",
"Kund: Det är noll sju tre... nej förlåt, det är mitt gamla jobbnummer. Det är ", ("076-118 42 09", TEL, "tel"), ".\n",
"Kundtjänst: ", ("076-118 42 09", TEL, "tel"), ", och abonnemanget står på dig?\n",
"Kund: Nej, det är det som är grejen. Det står på min pappa, ", ("Bengt Hägglund", PER, "pappa"), ", men det är jag som har använt det sen gymnasiet.\n",
"Kundtjänst: Okej, då behöver ", ("Bengt", PER, "pappa"), " godkänna överlåtelsen med BankID. Och vad heter du?\n",
"Kund: ", ("Tove", PER, "kund"), ". ", ("Tove Hägglund", PER, "kund"), ".\n",
"Kundtjänst: Och ditt personnummer, ", ("Tove", PER, "kund"), "?\n",
"Kund: ", (pnr("960227", "044"), PNR, "pnr"), ".\n",
"Kundtjänst: Tack. Har du din pappas också?\n",
"Kund: Eh... han är född ", ("4 november 1958", DOB, "dob"), ", men de fyra sista kan jag inte utantill. Kan han inte bara signera själv?\n",
"Kundtjänst: Jo, det går bra. Jag skickar en länk till honom. Vilket nummer har han?\n",
"Kund: Det fasta hemma, ", ("0612-105 33", TEL, "tel2"), ". Han bor uppe i ", ("Kramfors", LOC, "kramfors"), " och svarar aldrig på mobilen.\n",
"Kundtjänst: (skratt) Okej. Och när vill du att flytten sker? Tidigast kan vi göra den ", ("12 april", DATE, "d1"), ".\n",
"Kund: Bindningstiden hos ", ("Telia", ORG, "telia"), " går ut ", ("30 april", DATE, "d2"), ", så typ ", ("första maj", DATE, "d3"), " eller så.\n",
"Kundtjänst: Det är en helgdag, så då lägger jag den ", ("2 maj", DATE, "d4"), " i stället.\n",
"Kund: Toppen.\n",
"Kundtjänst: Ordernumret kommer i ett sms, men du kan få det nu också: ", ("7730 5521", CASE, "order"), ".\n",
"Kund: Vänta, jag skriver... ", ("sju sju tre noll, fem fem två ett", CASE, "order"), ". Okej.\n",
"Kundtjänst: Och simkortet skickar vi till din folkbokföringsadress, ", ("Nygatan 7A", ADR, "adr"), " i ", ("Härnösand", LOC, "hsand"), "?\n",
"Kund: Ja, precis.\n",
"Kundtjänst: Då är allt klart. Tack för att du valde ", ("Tele2", ORG, "t2"), "!\n",
]),
# 003 insurance, car collision
(False, [
"A: ", ("If", ORG, "if"), " skadeservice, ", ("Maria", PER, "ag"), " heter jag.\n",
"B: Hej, jag heter ", ("Mohammed Ali", PER, "kund"), ". Jag ringer om en krock.\n",
"A: Okej. Är alla oskadda?\n",
"B: Ja ja, ingen skadad, det var bara plåt. Det var i en rondell i ", ("Rinkeby", LOC, "rinkeby"), ", en kille backade rakt in i mig.\n",
"A: Vad är registreringsnumret på din bil?\n",
"B: ", ("KLM 482", REG, "reg1"), ".\n",
"A: ", ("KLM 482", REG, "reg1"), ", en grå Toyota Corolla?\n",
"B: Ja exakt.\n",
"A: Och den andra bilen, har du uppgifter om den?\n",
"B: Ja, vänta, jag har pappret här. Föraren hette ", ("Jan-Erik Wiklund", PER, "p2"), " och bilen var ", ("DFR 22H", REG, "reg2"), ". Nej förlåt, ", ("DFR 22M", REG, "reg3"), ". M som i Martin.\n",
"A: Tack. Är han försäkrad hos oss?\n",
"B: Nä, ", ("Länsförsäkringar", ORG, "lf"), " tror jag han sa.\n",
"A: Okej. Och när hände det?\n",
"B: I förrgår, alltså ", ("den 14:e", DATE, "d1"), ", runt kvart över fem.\n",
"A: Och exakt var?\n",
"B: Rondellen vid ", ("Rinkebystråket", LOC, "straket"), ", utanför ", ("Ica", ORG, "ica"), ".\n",
"A: Bra. Då behöver jag ditt personnummer för att lägga upp skadan.\n",
"B: ", (pnr("19750603", "519"), PNR, "pnr"), ".\n",
"A: Tack ", ("Mohammed", PER, "kund"), ". Skadenumret blir ", ("S-2024-118734", CASE, "case"), ". Du kan lämna bilen på någon av våra partnerverkstäder, närmast dig är ", ("Bilia", ORG, "bilia"), " i ", ("Kista", LOC, "kista"), ".\n",
"B: Och självrisken, vad blir den?\n",
"A: Om den andra föraren har erkänt att det var hans fel betalar du ingenting. Annars är det 3 000 kronor enligt ditt villkor.\n",
"B: Han erkände, vi skrev på skadeanmälan på plats, båda två.\n",
"A: Perfekt. Ta en bild på den och mejla till ", ("skador@if.se", MAIL, "mail"), ", och skriv skadenumret i ämnesraden.\n",
"B: Ska bli. Tack ", ("Maria", PER, "ag"), ".\n",
]),
# 004 vårdcentral, one paragraph without speaker labels
(False, [
("Vårdcentralen Sävja", ORG, "vc"), ", ", ("Lena", PER, "ag"), ". – Ja hej, det är ", ("Ebbe Lindqvist", PER, "kund"),
" här. Jag skulle behöva... eh, jag behöver nog träffa en doktor, helst doktor ", ("Nguyen", PER, "dr"),
" som jag hade förra gången. – Ja, vad gäller det? – Knät. Det högra. Det har svullnat upp igen, sen i mars ungefär. – Okej. Kan jag få ditt personnummer? – ",
(pnr("410312", "157"), PNR, "pnr"), ". – Tack, då ser jag dig här, ", ("Ebbe", PER, "kund"), ". Doktor ", ("Nguyen", PER, "dr"),
" har en tid på torsdag kl 9.20, eller ", ("den 28 maj", DATE, "d1"), " kl 13.00. – Torsdag går inte, då har jag färdtjänst till sjukgymnasten inne i ",
("Uppsala", LOC, "upps"), ". ", ("Den 28:e", DATE, "d1"), " blir bra. – Då bokar jag den. Har vi rätt telefonnummer till dig, ",
("018-39 12 04", TEL, "tel1"), "? – Nja, det är hemtelefonen, ta hellre mobilen, ", ("072-881 30 16", TEL, "tel2"),
". Fast den har min fru ", ("Majken", PER, "fru"), " oftast, så om hon svarar är det inget konstigt. – (skratt) Då ändrar jag det. Kommer du själv eller med någon? – Min dotter ",
("Karin", PER, "dotter"), " kör mig, hon bor i ", ("Gottsunda", LOC, "gotts"),
". – Bra. Ta med en lista på dina mediciner. Om du får förhinder, avboka senast 24 timmar innan via 1177 eller ring hit, annars kostar det 400 kronor. – Ja, ja. Tack ska du ha, ",
("Lena", PER, "ag"), ". – Tack själv, hej då!\n",
]),
# 005 kommun, bygglov
(False, [
"Handläggare: ", ("Uddevalla kommun", ORG, "kommun"), ", kontaktcenter, ", ("Sixten Berg", PER, "ag"), ".\n",
"Kund: Hej ", ("Sixten", PER, "ag"), ". ", ("Fatima Yilmaz", PER, "kund"), " heter jag. Jag har sökt bygglov för ett uterum och undrar hur det går med det, det har gått rätt lång tid nu.\n",
"Handläggare: Har du ärendenumret?\n",
"Kund: Ja, det står på brevet... ", ("BN 2023-000412", CASE, "case"), ".\n",
"Handläggare: Tack. Det gäller ", ("Ängsvägen 9", ADR, "adr"), " i ", ("Ljungskile", LOC, "lj"), "?\n",
"Kund: Mm, precis.\n",
"Handläggare: Okej. Ärendet ligger hos ", ("Anders Ekström", PER, "hl"), " på bygglovsenheten. Det saknas en situationsplan, och vi skickade ett brev om det ", ("den 3 oktober", DATE, "d1"), ".\n",
"Kund: Va? Jag har inte fått något brev. Alltså, ärligt talat.\n",
"Handläggare: Det gick till ", ("Ängsvägen 9", ADR, "adr"), ", ", ("459 30", PC, "pc"), " ", ("Ljungskile", LOC, "lj"), ".\n",
"Kund: Ja men då borde det ha kommit... Kan ni inte mejla i stället?\n",
"Handläggare: Absolut. Vilken adress?\n",
"Kund: ", ("fatima.yilmaz@telia.com", MAIL, "mail"), ". ", ("Fatima", PER, "kund"), " med ett t, och ", ("Yilmaz", PER, "kund"), " stavas ", ("Y I L M A Z", SPELL, "kund"), ".\n",
"Handläggare: Och ett telefonnummer dagtid?\n",
"Kund: ", ("0522-65 14 70", TEL, "tel"), ", det är jobbet.\n",
"Handläggare: Då mejlar jag blanketten i dag och ber ", ("Anders", PER, "hl"), " ringa upp dig. Handläggningstiden är tio veckor från att ansökan är komplett, så med lite tur har du ett beslut före jul.\n",
"Kund: Okej. Och avgiften har jag redan betalat, 8 400 kronor.\n",
"Handläggare: Ja, den är registrerad ", ("2023-09-18", DATE, "d2"), ". Så det är bara situationsplanen som fattas.\n",
"Kund: Bra. Tack ", ("Sixten", PER, "ag"), "!\n",
]),
# 006 ASR, parcel delivery
(True, [
("postnord", ORG, "pn"), " kundservice du pratar med ", ("hassan", PER, "ag"), "\n",
"ja hej eh jag har ett paket som skulle ha kommit i fredags men det har inte dykt upp\n",
"okej har du sändningsnumret\n",
"ja vänta ska se det är ", ("u a fyra åtta två noll ett sju sex sex nio s e", CASE, "kolli"), "\n",
"tack och vad heter du\n",
("camilla nordin", PER, "kund"), "\n",
"och leveransadressen\n",
("fjällgatan fjorton b", ADR, "adr"), " ", ("ett ett sex fyra sex", PC, "pc"), " ", ("stockholm", LOC, "sthlm"), " alltså uppe på ", ("södermalm", LOC, "sodermalm"), "\n",
"okej jag ser att vi har försökt leverera men ingen var hemma så det ligger på ditt ombud nu\n",
"va vilket ombud\n",
"det är ", ("ica nära", ORG, "ica"), " på ", ("götgatan", LOC, "gotg"), "\n",
"men jag har inte fått någon avi\n",
"den gick som sms till ", ("noll sju noll sex sju tre trettiotvå nittioett", TEL, "tel_old"), " är det ditt\n",
"nä det är mitt gamla mitt nya är ", ("noll sju tre fem fem ett tjugotvå nittio", TEL, "tel_new"), "\n",
"okej numret får du ändra själv under mina sidor i appen men jag kan skicka avin igen till det nya\n",
"ja snälla gör det\n",
"paketet ligger kvar till och med ", ("tjugosjunde september", DATE, "d1"), " sen går det i retur till avsändaren och det är ", ("zalando", ORG, "zal"), " ser jag\n",
"ja precis det är skor till min son\n",
"då tar du bara med legitimation och koden från smset\n",
"och kan jag få kvitto på mejlen också\n",
"visst vilken adress\n",
("camilla punkt nordin snabel a hotmail punkt com", MAIL, "mail"), "\n",
"då är det skickat något mer jag kan hjälpa till med\n",
"nej det var allt tack ", ("hassan", PER, "ag"), "\n",
"tack detsamma hej hej\n",
]),
# 007 electricity, moving
(False, [
"Agent: Välkommen till ", ("Vattenfall", ORG, "vf"), ", jag heter ", ("Oskar", PER, "ag"), ".\n",
"Kund: Hej, ", ("Rosa Holm", PER, "kund"), " här. Vi ska flytta och jag vill ta med elavtalet.\n",
"Agent: Vad kul! Har du kundnumret eller personnumret till hands?\n",
"Kund: Kundnumret har jag, ", ("3004 5571 82", CASE, "knr"), ".\n",
"Agent: Tack ", ("Rosa", PER, "kund"), ". Och vart flyttar ni?\n",
"Kund: Från ", ("Tallbacksvägen 4", ADR, "adr1"), " i ", ("Sundbyberg", LOC, "sbg"), " till... eh, ", ("Sjöviksbacken 18, lgh 1302", ADR, "adr2"), ", det är i ", ("Årsta", LOC, "arsta"), ".\n",
"Agent: Och postnumret där?\n",
"Kund: ", ("120 58", PC, "pc"), " tror jag. Ja, det stämmer.\n",
"Agent: Vilket datum får ni tillträde?\n",
"Kund: ", ("Första december", DATE, "d1"), ". Men vi flyttar inte in förrän typ ", ("den 5:e", DATE, "d2"), ".\n",
"Agent: Då startar vi på nya adressen ", ("1 december", DATE, "d1"), " och avslutar i ", ("Sundbyberg", LOC, "sbg"), " ", ("4 december", DATE, "d3"), ", så har ni ström på båda ställena under flytten.\n",
"Kund: Perfekt. Och min sambo, ska hon stå med på avtalet också?\n",
"Agent: Det går bra, då behöver jag hennes namn och personnummer.\n",
"Kund: ", ("Lo Ahmed", PER, "sambo"), ", ", (pnr("951130", "262"), PNR, "pnr"), ".\n",
"Agent: ", ("Lo", PER, "sambo"), ", som ", ("L O", SPELL, "sambo"), "?\n",
"Kund: Ja precis, bara två bokstäver. Alla frågar.\n",
"Agent: (skratt) Hon får en länk att signera med BankID. Och bekräftelsen, till vilken mejl?\n",
"Kund: Till mig, ", ("rosaholm@outlook.com", MAIL, "mail"), ".\n",
"Agent: Och betalningen, ni har autogiro i dag från ", ("Swedbank", ORG, "swb"), ", konto ", ("8105-9, 934 221 556-3", ACC, "acc"), ". Ska det vara kvar?\n",
"Kund: Ja, samma konto.\n",
"Agent: Då är det klart. Ordernummer ", ("EL-558201", CASE, "order"), ", det kommer i mejlet också. Lycka till med flytten!\n",
"Kund: Tack, hej!\n",
]),
# 008 car repair
(False, [
"A: ", ("Perssons Bil & Däck", ORG, "verk"), ", ", ("Nils", PER, "ag"), ".\n",
"B: Tjena, det är ", ("Kowalski", PER, "kund"), ", ", ("Piotr Kowalski", PER, "kund"), ". Jag lämnade in bilen i måndags.\n",
"A: Jaha, vad var regnumret?\n",
"B: ", ("NRK 55C", REG, "reg"), ".\n",
"A: Ja just det, den blå Passaten. Jo, den står inne nu. Vi hittade lite mer än vi trodde, bromsskivorna bak är slut också.\n",
"B: Okej... vad kostar det?\n",
"A: Skivor och klossar bak blir 3 890 med arbete. Totalt landar du runt 7 200 kronor.\n",
"B: Hm. Okej, kör på.\n",
"A: Delarna kommer från ", ("Mekonomen", ORG, "mek"), " i morgon bitti, så onsdag eftermiddag är den klar.\n",
"B: Bra. Kan ni sms:a när den är klar? ", ("0709441732", TEL, "tel"), ".\n",
"A: Absolut. Ska fakturan till dig privat eller till firman?\n",
"B: Till firman, ", ("Kowalski Bygg AB", ORG, "firma"), ". Organisationsnumret är ", (orgnr("559214", "087"), ONR, "onr"), ".\n",
"A: Och adressen?\n",
"B: ", ("Industrigatan 6", ADR, "adr"), ", ", ("244 31", PC, "pc"), " ", ("Kävlinge", LOC, "kav"), ". Eller mejla den till ", ("faktura@kowalskibygg.se", MAIL, "mail"), " så går det fortare.\n",
"A: Jag mejlar den. Ordernumret är ", ("10442", CASE, "order"), " om du behöver ringa om något.\n",
"B: Toppen. Ja, och ", ("Ewa", PER, "fru"), ", min fru alltså, kan hämta bilen om jag inte hinner. Hon har extranyckeln.\n",
"A: Inga problem, hon får visa leg bara.\n",
"B: Tack ", ("Nils", PER, "ag"), ", hörs!\n",
]),
# 009 ASR, housing, water leak
(True, [
"hej du har kommit till felanmälan på ", ("m k b", ORG, "mkb"), " mitt namn är ", ("sara", PER, "ag"), "\n",
"hej ja det läcker vatten från taket i badrummet alltså det droppar typ hela tiden\n",
"oj okej vad är adressen\n",
("ystadgatan sju b lägenhet tolvhundratre", ADR, "adr"), " i ", ("sofielund", LOC, "sof"), "\n",
"och vad heter du\n",
("yusuf hassan", PER, "kund"), "\n",
"är det du som står på kontraktet ", ("yusuf", PER, "kund"), "\n",
"nä det är min mamma ", ("amina hassan", PER, "mamma"), " men hon är i ", ("somalia", LOC, "som"), " just nu hon kommer hem i januari\n",
"okej har du hennes personnummer\n",
"ja vänta ", (say(pnr("630419", "228", ""), [2, 2, 2, 2, 2]), PNR, "pnr"), "\n",
"tack och vilket nummer når vi dig på\n",
("noll sju sex åtta åtta två tjugo fyrtioett", TEL, "tel"), "\n",
"har du varit upp till grannen ovanför och kollat\n",
"ja jag knackade men ingen öppnade det står ", ("lindberg", PER, "granne"), " på dörren\n",
"okej jag lägger det som akut ärendenummer ", ("fyra fyra noll åtta sju två", CASE, "case"), " jourfastighetsskötaren heter ", ("ebbe", PER, "jour"), " och han kommer inom två timmar\n",
"får han gå in om jag inte är hemma\n",
"han har huvudnyckel men han ringer först\n",
"okej en grej till mamma betalade hyran den ", ("tjugofemte", DATE, "d1"), " men det står att den är obetald på mina sidor\n",
"det kan ta några dagar innan det syns betalade hon till vårt bankgiro ", ("fem fem fem tre noll åtta sju", ACC, "bg"), "\n",
"eh ja tror det hon betalar alltid från banken i sverige\n",
"då är det lugnt det syns nog i morgon annars ringer du igen\n",
"okej tack ", ("sara", PER, "ag"), "\n",
"tack och lycka till hej\n",
]),
# 010 bank, business Swish problem
(False, [
"Handläggare: ", ("Handelsbanken", ORG, "hb"), " företagsservice, det är ", ("Johanna Sten", PER, "ag"), ".\n",
"Kund: Hej, ja, ", ("Marko Popović", PER, "kund"), " heter jag. Jag har en frisersalong, ", ("Salong Popović HB", ORG, "salong"), ", och vi har problem med Swish.\n",
"Handläggare: Okej, vad är det som händer?\n",
"Kund: Sen i lördags typ så får kunderna ett felmeddelande när de ska swisha till oss. Det står att mottagaren inte finns.\n",
"Handläggare: Kan jag få organisationsnumret?\n",
"Kund: ", (orgnr("969781", "334"), ONR, "onr"), ".\n",
"Handläggare: Och ditt personnummer, du är ju firmatecknare?\n",
"Kund: Ja. ", (pnr("800617", "473", ""), PNR, "pnr"), ".\n",
"Handläggare: Tack ", ("Marko", PER, "kund"), ". Jag ser att Swish-avtalet är kopplat till kontot ", ("6152-302 118 445", ACC, "acc1"), ", stämmer det?\n",
"Kund: Eh, nej. Vi bytte konto i höstas. Det nya slutar på 557 tror jag.\n",
"Handläggare: Ja, där har vi det. Avtalet ligger kvar på det gamla kontot som är avslutat. Jag kopplar om det till ", ("6152-302 774 557", ACC, "acc2"), ", är det rätt?\n",
"Kund: Ja, det är det.\n",
"Handläggare: Då är det gjort. Det kan ta upp till 24 timmar innan det funkar. Jag lägger ett ärende också, ", ("ÄR 4471-93", CASE, "case"), ".\n",
"Kund: Okej. Och min kollega ", ("Ivana", PER, "koll"), ", kan hon ringa om det strular igen?\n",
"Handläggare: Vad heter hon i efternamn?\n",
"Kund: ", ("Marić", PER, "koll"), "... ", ("M A R I C", SPELL, "koll"), ", med ett streck över c:et.\n",
"Handläggare: Hon finns inte som behörig på företaget, så hon behöver en fullmakt. Jag kan mejla blanketten, vart ska den?\n",
"Kund: ", ("info@salongpopovic.se", MAIL, "mail"), ".\n",
"Handläggare: Och salongen ligger fortfarande på ", ("Drottninggatan 31", ADR, "adr"), " i ", ("Norrköping", LOC, "nkpg"), "?\n",
"Kund: Ja, samma ställe.\n",
"Handläggare: Toppen. Då har jag inget mer, ha det bra!\n",
"Kund: Tack ", ("Johanna", PER, "ag"), ", hej.\n",
]),
# 011 ASR, telecom invoice dispute
(True, [
("telenor", ORG, "tn"), " kundservice hej det är ", ("linnea", PER, "ag"), "\n",
"ja hej det är ", ("björn", PER, "kund"), " alltså ", ("björn sandberg", PER, "kund"), " jag har fått en faktura som är typ tre gånger så hög som vanligt\n",
"okej vad tråkigt har du fakturanumret framför dig\n",
"ja vänta ", ("nio två åtta åtta fyra fem noll ett", CASE, "fnr"), "\n",
"tack då ser jag den det är surf utomlands det ser ut som ", ("turkiet", LOC, "tur"), "\n",
"ja vi var i ", ("alanya", LOC, "ala"), " två veckor i somras men jag trodde det ingick\n",
"nej tyvärr ", ("turkiet", LOC, "tur"), " ingår inte i ditt abonnemang\n",
"men det var ingen som sa något\n",
"det skickas ett sms när man kommer in i landet med priserna men jag förstår att det är mycket pengar\n",
"ja det är ju nästan fyra tusen spänn\n",
"jag kan inte ta bort avgiften men jag kan dela upp den på tre månader om det hjälper\n",
"ja det vore bra\n",
"då behöver jag ditt personnummer för att göra en avbetalningsplan\n",
(say(pnr("720829", "331", ""), [2, 2, 2, 1, 1, 1, 1]), PNR, "pnr"), "\n",
"tack ", ("björn", PER, "kund"), " och du bor kvar på ", ("bergsvägen tolv", ADR, "adr"), " i ", ("nacka", LOC, "nacka"), "\n",
"ja\n",
"bra då delar jag upp det första delbetalningen kommer på fakturan med förfallodag ", ("trettionde juni", DATE, "d1"), "\n",
"okej och kan du skicka det på mejlen så min fru ", ("petra", PER, "fru"), " ser det också hon sköter räkningarna\n",
"visst vilken mejladress\n",
("bjorn punkt sandberg snabel a live punkt se", MAIL, "mail"), "\n",
"och ska jag lägga in ett utlandspaket till nästa gång ni reser\n",
"nä vi ska nog bara till ", ("norge", LOC, "norge"), " i vinter och det ingår väl\n",
"ja ", ("norge", LOC, "norge"), " ingår så det är lugnt\n",
"okej tack ", ("linnea", PER, "ag"), "\n",
"tack detsamma hej\n",
]),
# 012 insurance, burglary
(False, [
"Agent: ", ("Folksam", ORG, "fs"), ", ", ("Henrik", PER, "ag"), ". Vad gäller samtalet?\n",
"Kund: Hej, ", ("Anneli Johansson", PER, "kund"), " här. Vi har haft inbrott, i natt, eller natten mot i går... det var natten mot ", ("den 8 februari", DATE, "d1"), ".\n",
"Agent: Oj, det var tråkigt att höra. Har ni gjort en polisanmälan?\n",
"Kund: Ja, polisen var här i går förmiddag. Jag har numret här: ", ("5000-K123456-24", CASE, "pol"), ".\n",
"Agent: Bra. Och adressen där det hände?\n",
"Kund: ", ("Skultunavägen 54", ADR, "adr"), ", ", ("722 17", PC, "pc"), " ", ("Västerås", LOC, "vas"), ". Det är ett radhus.\n",
"Agent: Tack. Kan jag få ditt personnummer också?\n",
"Kund: ", (pnr("19680122", "640"), PNR, "pnr"), ".\n",
"Agent: Tack ", ("Anneli", PER, "kund"), ". Vad har blivit stulet?\n",
"Kund: Min dator, alltså en MacBook, sonens iPhone, och smycken. Bland annat en ring efter min mormor. Den är värd mycket mer för mig än i pengar, men den värderades till 14 000 kronor för några år sen av ", ("Guldsmeden Hägg", ORG, "guld"), " här i stan.\n",
"Agent: Har du kvar värderingsintyget?\n",
"Kund: Ja, det tror jag. Det ligger i en pärm.\n",
"Agent: Skicka in det tillsammans med kvitton på datorn och telefonen om ni har dem. Såg någon något?\n",
"Kund: Grannen, ", ("Göran Ek", PER, "granne"), ", såg en vit skåpbil vid tretiden, men han tog inget regnummer tyvärr.\n",
"Agent: Okej, berätta det för polisen om du inte redan har gjort det. Jag registrerar skadan nu, skadenumret är ", ("FS-7781-2204", CASE, "case"), ". Självrisken på din hemförsäkring är 1 500 kronor.\n",
"Kund: Okej.\n",
"Agent: Vilket telefonnummer vill du bli kontaktad på?\n",
"Kund: ", ("021-13 45 80", TEL, "tel1"), " eller mobilen, ", ("+46 70 554 21 09", TEL, "tel2"), ".\n",
"Agent: Och e-post?\n",
"Kund: ", ("anneli.johansson@hotmail.se", MAIL, "mail"), ".\n",
"Agent: Bra. En skadereglerare, förmodligen ", ("Petra Lind", PER, "reg"), ", hör av sig inom tre arbetsdagar. Och byt lås så fort som möjligt, det ersätts också.\n",
"Kund: Låssmeden kommer i morgon. Tack ", ("Henrik", PER, "ag"), ".\n",
"Agent: Ingen orsak, ta hand om dig.\n",
]),
# 013 healthcare, child with fever
(False, [
"Sköterska: ", ("Barnavårdscentralen Ekholmen", ORG, "bvc"), ", ", ("Ulrika", PER, "ag"), ", sjuksköterska.\n",
"Förälder: Hej, jag heter ", ("Thi Lan Nguyen", PER, "mamma"), ". Jag ringer om min son, han har haft feber sen i förrgår och nu säger han att han har ont i örat.\n",
"Sköterska: Okej, stackars liten. Vad heter han?\n",
"Förälder: ", ("Vide", PER, "barn"), ". Eller, ", ("Vide Nguyen Andersson", PER, "barn"), " står det nog hos er.\n",
"Sköterska: Och hans personnummer?\n",
"Förälder: ", (pnr("20190805", "137"), PNR, "pnr"), ".\n",
"Sköterska: Tack. Hur hög feber har han?\n",
"Förälder: 39,2 i morse. Han äter inte så mycket, men han dricker.\n",
"Sköterska: Det är bra att han dricker. Jag tycker att doktor ", ("Holm", PER, "dr"), " ska titta på honom i dag. Kan ni komma kl 15.40?\n",
"Förälder: Ja... vi har flyttat, vi bor i ", ("Hjulsbro", LOC, "hj"), " nu, men det går, vi tar bilen. Min man ", ("Daniel", PER, "pappa"), " får hämta storasyster på ", ("Förskolan Trollstigen", ORG, "fsk"), ".\n",
"Sköterska: Har ni hunnit ändra adressen? Här står det fortfarande ", ("Ekholmsvägen 112", ADR, "adr1"), ".\n",
"Förälder: Nej, oj. Det är ", ("Kärnbogatan 4", ADR, "adr2"), ", ", ("589 33", PC, "pc"), " ", ("Linköping", LOC, "lkpg"), ".\n",
"Sköterska: Jag ändrar här. Och telefonnumret, ", ("013-20 44 17", TEL, "tel1"), ", stämmer det?\n",
"Förälder: Nej, det är vårt gamla fasta. Ta min mobil: ", ("073-980 16 54", TEL, "tel2"), ".\n",
"Sköterska: Då har jag det. Om han blir slö eller får svårt att andas innan dess, ring 1177 eller åk till barnakuten.\n",
"Förälder: Okej. Tack så mycket, ", ("Ulrika", PER, "ag"), ".\n",
"Sköterska: Ingen orsak. Vi ses kl 15.40, och hoppas ", ("Vide", PER, "barn"), " känns bättre snart.\n",
]),
# 014 ASR, kommun, preschool place
(True, [
("örebro kommun", ORG, "kommun"), " barn och utbildning ", ("eva", PER, "ag"), " hej\n",
"hej jag heter ", ("ali karimi", PER, "kund"), " jag ringer om förskoleplats för min dotter\n",
"ja hur gammal är hon\n",
"hon är född ", ("tredje mars tjugotjugotvå", DOB, "dob"), " så hon är ett och ett halvt\n",
"okej och har du ansökt redan\n",
"ja jag ansökte på nätet i maj tror jag ja det var i maj\n",
"vad heter hon\n",
("maja karimi", PER, "barn"), "\n",
"kan jag få hennes personnummer\n",
(say(pnr("220303", "246", ""), [2, 2, 2, 2, 2]), PNR, "pnr"), "\n",
"tack då ser jag ansökan här ni har önskat ", ("förskolan solrosen", ORG, "fsk1"), " i första hand och ", ("vivalla förskola", ORG, "fsk2"), " i andra hand\n",
"ja ", ("solrosen", ORG, "fsk1"), " ligger ju precis vid oss\n",
"och adressen är ", ("bettorpsgatan sex", ADR, "adr"), " i ", ("vivalla", LOC, "viv"), "\n",
"ja precis\n",
"okej det finns tyvärr ingen plats där förrän till hösten men ni har erbjudits plats på ", ("vivalla förskola", ORG, "fsk2"), " från ", ("första augusti", DATE, "d1"), " erbjudandet skickades i ett mejl ", ("femtonde juni", DATE, "d2"), "\n",
"aha nej det har jag inte sett vilken mejl skickade ni till\n",
("ali punkt karimi åttiotvå snabel a gmail punkt com", MAIL, "mail"), "\n",
"ja det är min\n",
"okej då kan det ha hamnat i skräpposten man måste tacka ja inom två veckor annars går platsen vidare\n",
"oj när går det ut\n",
"den ", ("tjugonionde juni", DATE, "d3"), " så du har några dagar kvar\n",
"okej då tackar jag ja nu direkt kan jag göra det i telefon\n",
"nej det måste göras i etjänsten med bankid men jag kan skicka mejlet igen och vilket nummer når vi dig på\n",
("noll sju noll fyra fyra åtta sextiotvå tjugo", TEL, "tel"), "\n",
"tack och om vi vill byta till ", ("solrosen", ORG, "fsk1"), " sen\n",
"då står ni kvar i kön det gör man automatiskt ärendenumret är ", ("b u två fyra nio tre tre sju", CASE, "case"), " om du ringer igen\n",
"tack ", ("eva", PER, "ag"), "\n",
"tack hej\n",
]),
# 015 parcel, business sender changes address
(False, [
"Agent: ", ("DB Schenker", ORG, "sch"), " kundtjänst, ", ("Patrik", PER, "ag"), ".\n",
"Kund: Hej ", ("Patrik", PER, "ag"), ", ", ("Karin Ek", PER, "kund"), " heter jag, jag ringer från ", ("Ek & Ros Garn AB", ORG, "firma"), ". Vi skickade en pall till en kund i ", ("Luleå", LOC, "lulea"), " i tisdags och nu vill hon ändra leveransadressen.\n",
"Agent: Okej, har du kundnummer?\n",
"Kund: Ja, ", ("K-220917", CASE, "knr"), ".\n",
"Agent: Tack. Och fraktsedelnumret?\n",
"Kund: Ja, eh, ", ("3150 2284 7716", CASE, "frakt"), ".\n",
"Agent: Jag ser den. Den är på väg till ", ("Storgatan 22", ADR, "adr1"), " i ", ("Luleå", LOC, "lulea"), ", till en ", ("Majvor Sten", PER, "mott"), ".\n",
"Kund: Ja, det är hennes butik, men de håller på att renovera så hon vill ha den till lagret i stället. Det är ", ("Banvägen 11", ADR, "adr2"), ", ", ("973 46", PC, "pc"), " ", ("Luleå", LOC, "lulea"), ". Nej förresten, postnumret var ", ("973 45", PC, "pc2"), ". Förlåt.\n",
"Agent: Inga problem. Det blir en adressändring, den kostar 250 kronor exklusive moms. Vem ska vi ringa när chauffören är på väg?\n",
"Kund: ", ("Majvor", PER, "mott"), " själv, ", ("070-640 18 33", TEL, "tel1"), ". Eller hennes kollega ", ("Olle", PER, "olle"), " om hon inte svarar, men hans nummer har jag inte.\n",
"Agent: Det räcker med ett. Och bekräftelsen, ska den till dig?\n",
"Kund: Ja, ", ("karin@ekrosgarn.se", MAIL, "mail"), ".\n",
"Agent: Då är det ändrat. Beräknad leverans är fredag ", ("den 17 november", DATE, "d1"), ", före lunch.\n",
"Kund: Perfekt. Och fakturan för ändringen går till oss som vanligt?\n",
"Agent: Ja, till er fakturaadress i ", ("Borås", LOC, "boras"), ". Ärendenumret för ändringen är ", ("CS-1183307", CASE, "case"), ".\n",
"Kund: Tack så mycket!\n",
]),
# 016 electricity outage, one paragraph without speaker labels
(False, [
("Ellevio", ORG, "ell"), ", felanmälan, ", ("Kent", PER, "ag"), ". Hej, det är ", ("Gunnel Åberg", PER, "kund"),
" här, vi har inte haft någon ström sen i morse, sen halv sju ungefär. Okej, var bor du någonstans? I ", ("Bjursås", LOC, "bjur"),
", utanför ", ("Falun", LOC, "falun"), ", ", ("Gruvbacken 3", ADR, "adr"), ". Och efternamnet var ", ("Åberg", PER, "kund"), "? Ja, ",
("Å-B-E-R-G", SPELL, "kund"), ", med ring över a:et. Kan jag få ditt personnummer också, för att hitta avtalet? ", (pnr("520708", "264"), PNR, "pnr"),
". Tack. Jag ser att det är ett avbrott i området, ett träd har fallit över en ledning efter stormen i natt. Det berör ungefär 340 kunder. Jaha, ja det blåste ju som tusan. Vet ni när det kommer tillbaka? Montörerna är på plats, och beräknad tid är kl 16, men det kan dra ut på tiden. Nä, men det är ju så att min granne, ",
("Lars-Olof Nyberg", PER, "granne"), ", han har syrgasapparat, och batteriet räcker inte hela dagen. Då är det viktigt. Har han anmält att han är elberoende? Det vet jag inte, han är åttiosex och sånt har han nog inte koll på. Kan jag få hans adress så ringer vi honom direkt? Han bor på ",
("Gruvbacken 5", ADR, "adr2"), ", samma backe. Och hans nummer är ", ("023-500 71", TEL, "tel1"), ", eller nej, ", ("023-500 17", TEL, "tel2"),
", jag blandar alltid ihop dem. Bra, jag lägger in det som prioriterat, ärendenummer ", ("INC0448812", CASE, "case"),
". Blir det akut ska ni ringa 112. Ja, självklart. Och vi då, får vi någon ersättning? Om avbrottet blir längre än tolv timmar får ni avbrottsersättning automatiskt på fakturan. Är det ditt nummer jag ser här, ",
("070-292 61 48", TEL, "tel3"), "? Ja, det är min mobil. Då skickar vi sms när strömmen är tillbaka. Tack snälla ", ("Kent", PER, "ag"), ". Tack själv, och håll värmen.\n",
]),
# 017 car repair, invoice and warranty
(False, [
"Verkstad: ", ("Bilservice i Umeå AB", ORG, "verk"), ", ", ("Stefan", PER, "ag"), ".\n",
"Kund: Ja hej, ", ("Hanna Holmberg", PER, "kund"), " heter jag. Jag har fått en faktura från er som jag inte riktigt förstår.\n",
"Verkstad: Okej, har du fakturanumret?\n",
"Kund: Eh, ", ("F 20781", CASE, "fnr"), ". Det gäller bilen ", ("JXP31A", REG, "reg"), ".\n",
"Verkstad: Ja, den var inne på service ", ("2023-11-07", DATE, "d1"), ".\n",
"Kund: Precis. Men det står 2 340 kronor för byte av vattenpump, och den ska ju ingå i garantin. Bilen köptes på ", ("Kvdbil", ORG, "kvd"), " med två års garanti.\n",
"Verkstad: Jag förstår. Kan jag få ditt personnummer så kollar jag i garantiregistret?\n",
"Kund: ", (pnr("891121", "706", ""), PNR, "pnr"), "... eller vill du ha det med nitton först? ", (pnr("19891121", "706"), PNR, "pnr"), ".\n",
"Verkstad: Det räcker, tack. Hm, bilen står fortfarande på en ", ("Joakim Berg", PER, "ex"), " i registret.\n",
"Kund: Ja, det är min exman, det var han som köpte den. Jag tog över den ", ("den 20 april", DATE, "d2"), ", det kanske inte har gått igenom hos ", ("Transportstyrelsen", ORG, "ts"), " än.\n",
"Verkstad: Det kan vara så. Men garantin finns via ", ("Fragus", ORG, "frag"), " och gäller till ", ("15 mars 2024", DATE, "d3"), ". Så vattenpumpen ska inte debiteras dig, vi skickar en kreditfaktura.\n",
"Kund: Skönt. Fast jag har redan betalat, till ert bankgiro, ", ("5462-8810", ACC, "bg"), ".\n",
"Verkstad: Då betalar vi tillbaka. Vilket konto?\n",
"Kund: ", ("ICA Banken", ORG, "icab"), ", ", ("9270-415 228 93", ACC, "acc"), ".\n",
"Verkstad: Tack. Och kreditfakturan skickar jag till ", ("Tvistevägen 48", ADR, "adr"), " i ", ("Umeå", LOC, "umea"), "?\n",
"Kund: Ja. Eller mejla, ", ("hanna.holmberg@live.se", MAIL, "mail"), ".\n",
"Verkstad: Jag mejlar. Ha det bra, ", ("Hanna", PER, "kund"), ".\n",
"Kund: Tack ", ("Stefan", PER, "ag"), ", hej!\n",
]),
# 018 housing, subletting
(False, [
"Handläggare: ", ("Heimstaden", ORG, "hs"), " kundcenter, ", ("Malin", PER, "ag"), ".\n",
"Hyresgäst: Hej, ", ("Aylin Demir", PER, "kund"), " här. Jag ska jobba utomlands ett år och vill hyra ut min lägenhet i andra hand. Hur gör jag?\n",
"Handläggare: Då ska du ansöka om tillstånd. Vart ska du?\n",
"Hyresgäst: ", ("Spanien", LOC, "esp"), ", ", ("Málaga", LOC, "mal"), ". Mitt jobb har ett kontor där.\n",
"Handläggare: Spännande! Vad är adressen på lägenheten?\n",
"Hyresgäst: ", ("Fredsgatan 4B, lgh 1001", ADR, "adr"), " i ", ("Helsingborg", LOC, "hbg"), ".\n",
"Handläggare: Och kontraktsnumret?\n",
"Hyresgäst: Eh... var står det... ", ("403-1102-04", CASE, "kontrakt"), ".\n",
"Handläggare: Tack. Vem ska bo där?\n",
"Hyresgäst: En kompis till min bror, ", ("Oscar Lund", PER, "andrah"), ". Han ska plugga i ", ("Lund", LOC, "lund"), " men vill bo i ", ("Helsingborg", LOC, "hbg"), ".\n",
"Handläggare: (skratt) ", ("Lund", PER, "andrah"), " som i ", ("Lund", LOC, "lund"), "? Okej. Jag behöver hans personnummer för kreditupplysningen.\n",
"Hyresgäst: ", (pnr("000214", "835"), PNR, "pnr"), ".\n",
"Handläggare: Och vilken period gäller det?\n",
"Hyresgäst: Från ", ("1 september", DATE, "d1"), " till och med ", ("31 augusti 2025", DATE, "d2"), ".\n",
"Handläggare: Då skickar jag blanketten till dig. Din mejl?\n",
"Hyresgäst: ", ("aylin.demir@icloud.com", MAIL, "mail"), ".\n",
"Handläggare: Och ditt telefonnummer, stämmer ", ("072-918 45 02", TEL, "tel"), "?\n",
"Hyresgäst: Ja. Fast i ", ("Spanien", LOC, "esp"), " kommer jag ha ett annat, men det kan jag mejla.\n",
"Handläggare: Bra. Handläggningen tar ungefär tre veckor, och du ansvarar fortfarande för hyran, 7 845 kronor i månaden, även när ", ("Oscar", PER, "andrah"), " bor där.\n",
"Hyresgäst: Ja, han swishar till mig och så betalar jag. Och när jag kommer tillbaka till Sverige?\n",
"Handläggare: Då säger du bara till en månad innan. Ditt ärende har nummer ", ("HS-88213", CASE, "case"), ".\n",
"Hyresgäst: Tack ", ("Malin", PER, "ag"), ", vad snabbt det gick!\n",
]),
# 019 bank, estate of deceased father
(False, [
"Agent: Välkommen till ", ("Nordea", ORG, "nordea"), ", mitt namn är ", ("Emma", PER, "ag"), ".\n",
"Kund: Ja, hej. Jag heter ", ("Birgitta Holm", PER, "kund"), ". Min pappa har gått bort och jag vet inte riktigt hur man gör med hans konton.\n",
"Agent: Jag beklagar verkligen. Jag hjälper dig. Vad hette din pappa?\n",
"Kund: ", ("Sten Holm", PER, "pappa"), ". ", ("Sten Åke Holm", PER, "pappa"), " heter han... hette han, i folkbokföringen.\n",
"Agent: Och hans personnummer?\n",
"Kund: ", (pnr("380411", "093"), PNR, "pnr"), ".\n",
"Agent: Tack. Vilket datum dog han?\n",
"Kund: ", ("Den 2 januari", DATE, "d1"), ". På ", ("Danderyds sjukhus", ORG, "sjukh"), ".\n",
"Agent: Då har vi fått dödsfallsuppgiften från ", ("Skatteverket", ORG, "skv"), ", och kontona är spärrade för uttag, utom för räkningar som begravningen. Har ni kontakt med en begravningsbyrå?\n",
"Kund: Ja, ", ("Fonus", ORG, "fonus"), " i ", ("Täby", LOC, "taby"), ". Fakturan från dem kom i går, 38 500 kronor.\n",
"Agent: Den kan betalas direkt från hans personkonto, ", ("3300-" + pnr("380411", "093", ""), ACC, "acc"), ". Skicka fakturan till oss tillsammans med dödsfallsintyget.\n",
"Kund: Okej. Och jag har två syskon, ", ("Per", PER, "bror"), " och ", ("Anna-Karin", PER, "syster"), ". Måste alla tre skriva på?\n",
"Agent: Ja, tills bouppteckningen är klar behöver alla dödsbodelägare godkänna uttag. Men om ni ger en av er fullmakt räcker det att den personen ringer.\n",
"Kund: Då blir det jag, de bor ju inte här. ", ("Per", PER, "bror"), " bor i ", ("Norge", LOC, "norge"), ", i ", ("Stavanger", LOC, "stav"), ", och ", ("Anna-Karin", PER, "syster"), " i ", ("Kiruna", LOC, "kir"), ".\n",
"Agent: Då skickar jag fullmaktsblanketten. Vilken adress?\n",
"Kund: Till mig, ", ("Enhagsvägen 8", ADR, "adr"), ", ", ("187 40", PC, "pc"), " ", ("Täby", LOC, "taby"), ".\n",
"Agent: Och ett nummer vi når dig på?\n",
"Kund: ", ("08-756 20 13", TEL, "tel"), ", hemma.\n",
"Agent: Då har jag skapat ett dödsboärende, nummer ", ("DB-2024-00517", CASE, "case"), ". Ta det lugnt, det finns ingen brådska med något av det här.\n",
"Kund: Tack ", ("Emma", PER, "ag"), ", du har varit så snäll.\n",
]),
# 020 ASR, broadband fault
(True, [
("bahnhof", ORG, "bh"), " support det är ", ("kenneth", PER, "ag"), "\n",
"ja hej det är ", ("gunilla ros", PER, "kund"), " jag har inget internet sen i helgen routern blinkar bara rött\n",
"okej har du ditt kundnummer\n",
"eh nej det har jag inte framför mig\n",
"då tar vi personnumret\n",
(say(pnr("19590923", "440", ""), [2, 2, 2, 2, 2, 2]), PNR, "pnr"), "\n",
"tack ", ("gunilla", PER, "kund"), " och du bor på ", ("sörbyvägen tjugotvå", ADR, "adr"), " i ", ("mora", LOC, "mora"), "\n",
"ja fast det är ", ("våmhus", LOC, "vamhus"), " egentligen men det står ", ("mora", LOC, "mora"), " på adressen\n",
"okej jag har startat om routern härifrån kan du se om den lyser grönt nu\n",
"nä fortfarande rött\n",
"då behöver vi skicka en tekniker det är ", ("rejlers", ORG, "rej"), " som sköter det åt oss där uppe\n",
"och när kan de komma\n",
"första lediga är tisdag ", ("den elfte", DATE, "d1"), " mellan åtta och tolv\n",
"oj det är långt bort jag jobbar hemifrån\n",
"jag förstår jag sätter dig på reservlistan om det blir en avbokning ringer de dig vilket nummer\n",
("noll två fem åtta ett femtiotvå noll noll", TEL, "tel1"), " nej förlåt det är ju hemtelefonen och den går via fibern ta mobilen ", ("noll sju noll tre åtta fyra sju sju sex etta", TEL, "tel2"), "\n",
"och ärendenumret är ", ("två åtta fem fem noll nio", CASE, "case"), "\n",
"tack ", ("kenneth", PER, "ag"), " och om jag inte svarar så är min man ", ("ulf", PER, "man"), " hemma på förmiddagarna\n",
"då noterar jag det ha det bra\n",
"hej\n",
]),
# 021 insurance, travel claim from Thailand
(False, [
"A: ", ("Trygg-Hansa", ORG, "th"), ", reseskador, du pratar med ", ("Alexander", PER, "ag"), ".\n",
"B: Hej, jag ringer från ", ("Thailand", LOC, "thai"), ". ", ("Jonathan Berg", PER, "kund"), " heter jag, min son har brutit armen.\n",
"A: Oj. Hur mår han?\n",
"B: Han är okej nu, de har gipsat den. Vi är på ", ("Bangkok Hospital Phuket", ORG, "sjukh"), ", men de vill ha en betalningsgaranti innan vi får gå.\n",
"A: Då ordnar vi det. Vad heter din son och hur gammal är han?\n",
"B: ", ("Elias", PER, "son"), ", ", ("Elias Berg", PER, "son"), ", han är nio. Han är född ", ("22 juni 2014", DOB, "dob"), ".\n",
"A: Och hans personnummer?\n",
"B: ", (pnr("20140622", "215"), PNR, "pnr"), ".\n",
"A: Tack. När åkte ni hemifrån?\n",
"B: ", ("Den 3 januari", DATE, "d1"), ", och vi ska hem ", ("den 24:e", DATE, "d2"), ".\n",
"A: Och var bor ni på ", ("Phuket", LOC, "phuket"), "?\n",
"B: Ett hotell i ", ("Kata", LOC, "kata"), ", ", ("Kata Palm Resort", ORG, "hotel"), ".\n",
"A: Bra. Jag behöver sjukhusets mejladress för garantin.\n",
"B: Vänta, de skrev den här på en lapp... ", ("intl.desk@phukethospital.co.th", MAIL, "mail"), ".\n",
"A: Tack. Vi skickar garantin inom en timme. Ert ärendenummer är ", ("TH-RES-550981", CASE, "case"), ". Vilket nummer når vi dig på där?\n",
"B: Min svenska mobil funkar, ", ("+46 73 902 11 58", TEL, "tel"), ".\n",
"A: Och hur bokade ni resan?\n",
"B: Via ", ("Ving", ORG, "ving"), ", och vi betalade med kort.\n",
"A: Då kan det finnas ett skydd via kortet också, men vi tar det här. Spara alla kvitton, både sjukhus och taxi. När ni kommer hem till Sverige kan ni göra uppföljningen på vilken vårdcentral som helst.\n",
"B: Tack, vilken lättnad. Tack ", ("Alexander", PER, "ag"), ".\n",
]),
# 022 ASR, prescription renewal
(True, [
("vårdcentralen näsby", ORG, "vc"), " receptförnyelse du talar med ", ("agneta", PER, "ag"), "\n",
"ja hej det är ", ("siv hägg", PER, "kund"), " jag behöver förnya mina tabletter\n",
"ja vilka tabletter gäller det\n",
"det är levaxin och så blodtrycksmedicinen amlodipin\n",
"okej kan jag få ditt personnummer\n",
(say(pnr("440517", "326", ""), [2, 2, 2, 1, 1, 1, 1]), PNR, "pnr"), "\n",
"tack ", ("siv", PER, "kund"), " vem är din läkare\n",
"det är doktor ", ("abdullahi", PER, "dr"), " men han har väl slutat nu va\n",
"ja han har gått i pension så nu är det doktor ", ("wiklund", PER, "dr2"), " som har hand om hans patienter\n",
"jaha jaja\n",
"när tog du blodprov senast\n",
"det var i oktober tror jag eller nej det var ", ("andra november", DATE, "d1"), "\n",
"okej då går det bra receptet ligger klart i morgon eftermiddag och du kan hämta på vilket apotek som helst\n",
"jag brukar gå till ", ("apoteket hjärtat", ORG, "apo"), " i ", ("kristianstad", LOC, "ksd"), " på ", ("östra storgatan", LOC, "ostg"), "\n",
"det går bra och om vi behöver nå dig är det ", ("noll fyra fyra tolv trettiofyra femtiosex", TEL, "tel"), "\n",
"ja det är rätt men om jag inte svarar kan ni ringa min dotter ", ("jenny", PER, "dotter"), " hon bor i ", ("åhus", LOC, "ahus"), " hon har ", ("noll sju noll ett ett två nittiofyra femtiotre", TEL, "tel2"), "\n",
"okej jag noterar det du ska ta nytt blodprov om ett halvår alltså i maj\n",
"tack snälla ", ("agneta", PER, "ag"), "\n",
"tack detsamma ha en bra dag\n",
]),
# 023 kommun, färdtjänst for a 102-year-old
(False, [
"Handläggare: ", ("Skellefteå kommun", ORG, "kommun"), ", färdtjänsten, ", ("Roger Nilsson", PER, "ag"), ".\n",
"Kund: Hej, jag heter ", ("Maria Lindström", PER, "kund"), ". Jag ringer för min mamma, hon behöver färdtjänst.\n",
"Handläggare: Okej. Vad heter din mamma?\n",
"Kund: ", ("Signe Lindström", PER, "mamma"), ". Hon är hundratvå år, född ", ("14 augusti 1922", DOB, "dob"), ".\n",
"Handläggare: Hundratvå! Då har hon ett plus i personnumret, eller hur?\n",
"Kund: Ja, precis, ", (pnr("220814", "148", "+"), PNR, "pnr"), ".\n",
"Handläggare: Tack. Och var bor hon?\n",
"Kund: Hon bor kvar hemma, ", ("Kanalgatan 40", ADR, "adr"), " i ", ("Skellefteå", LOC, "ske"), ", ", ("931 31", PC, "pc"), ". Med hemtjänst fyra gånger om dagen.\n",
"Handläggare: Hur tar hon sig fram i dag?\n",
"Kund: Med rollator inomhus, men ute går det inte alls. Hon ska till ögonkliniken på ", ("Skellefteå lasarett", ORG, "las"), " varannan vecka, och till frissan.\n",
"Handläggare: Vi behöver ett läkarintyg. Vem är hennes läkare?\n",
"Kund: Doktor ", ("Öberg", PER, "dr"), " på ", ("Hälsocentralen Norrböle", ORG, "hc"), ". ", ("Lisa Öberg", PER, "dr"), " heter hon.\n",
"Handläggare: Bra. Ansökan kan du göra åt henne om du har fullmakt. Ska jag skicka blanketten till din mamma eller till dig?\n",
"Kund: Till mig, hon har svårt att läsa. ", ("Tjärnvägen 3", ADR, "adr2"), ", ", ("922 31", PC, "pc2"), " ", ("Vindeln", LOC, "vindeln"), ".\n",
"Handläggare: Och telefon?\n",
"Kund: ", ("070-366 91 24", TEL, "tel"), ".\n",
"Handläggare: Då skickar jag den i dag. Ärendenumret blir ", ("SN 2024/1187", CASE, "case"), ". Handläggningstiden är ungefär tre veckor, men jag markerar att det är brådskande med tanke på åldern.\n",
"Kund: Tack, ", ("Roger", PER, "ag"), ".\n",
]),
# 024 ASR, parcel locker
(True, [
"hej och välkommen till ", ("instabox", ORG, "ib"), " du pratar med ", ("fredrik", PER, "ag"), "\n",
"ja hej ", ("lasse svensson", PER, "kund"), " här det gäller ett paket som skulle till ett skåp här i ", ("hässleholm", LOC, "hlm"), " men jag har fått ett sms om att det ligger någon annanstans\n",
"okej har du ordernumret\n",
"det är från ", ("elgiganten", ORG, "elg"), " ordernummer ", ("sju fyra åtta tre tre noll två nio", CASE, "order"), "\n",
"tack jag ser det det var fullt i skåpet vid ", ("coop", ORG, "coop"), " på ", ("frykholmsgatan", LOC, "fryk"), " så det gick till skåpet vid stationen i stället\n",
"jaha men jag har ingen bil och det är en tv på femtiofem tum\n",
"oj okej då kan jag boka om det till hemleverans utan kostnad vad är din adress\n",
("ljungstigen nio", ADR, "adr"), " ", ("två åtta ett fyrtiotre", PC, "pc"), "\n",
"och efternamnet ", ("svensson", PER, "kund"), " med två s i mitten\n",
"ja ", ("s v e n s s o n", SPELL, "kund"), "\n",
"tack då kommer det i morgon mellan fem och tio på kvällen\n",
"bra och kan de ringa innan på ", ("noll sju noll två tre tre fyra åtta åtta nio", TEL, "tel"), " annars är min fru ", ("annika", PER, "fru"), " hemma\n",
"ja det noterar jag och du får en ny kod på mejl också har vi rätt mejl ", ("lasse punkt svensson snabel a telia punkt com", MAIL, "mail"), "\n",
"ja det stämmer\n",
"ärendenumret om du behöver ringa igen är ", ("i b sex sex noll tre åtta", CASE, "case"), "\n",
"toppen tack ", ("fredrik", PER, "ag"), "\n",
"ha en fin kväll\n",
]),
# 025 electricity, business customer
(False, [
"Agent: ", ("Göteborg Energi", ORG, "ge"), " företagskundtjänst, det är ", ("Sofia Karlsson", PER, "ag"), ".\n",
"Kund: Hej ", ("Sofia", PER, "ag"), ", ", ("Mikael Johansson", PER, "kund"), " här, från ", ("Bageri Vete & Råg AB", ORG, "firma"), ". Vi har fått en faktura på nästan 48 000 kronor för januari, det är dubbelt mot vanligt.\n",
"Agent: Oj. Kan jag få organisationsnumret?\n",
"Kund: ", (orgnr("556918", "402"), ONR, "onr"), ".\n",
"Agent: Tack. Och fakturanumret?\n",
"Kund: ", ("8820 1147 36", CASE, "fnr"), ".\n",
"Agent: Jag ser den. Det gäller anläggningen på ", ("Första Långgatan 17", ADR, "adr"), "?\n",
"Kund: Ja, bageriet. Inte butiken på ", ("Kungsgatan", LOC, "kungsg"), ".\n",
"Agent: Okej. Den är debiterad på uppskattad förbrukning, mätaren har inte skickat några värden sedan ", ("den 12 december", DATE, "d1"), ". Så den är troligen för hög.\n",
"Kund: Ja, vi bytte ugn i december, elektrikern kanske har rört något.\n",
"Agent: Det kan vara så. Jag skickar en tekniker för att kolla mätaren, och så pausar jag fakturan så länge. Vem ska teknikern kontakta?\n",
"Kund: Vår bagare ", ("Yusuf", PER, "bagare"), " är där från fyra på morgonen, eller mig. Mitt nummer är ", ("031-712 40 93", TEL, "tel1"), " och han har ", ("076 214 98 30", TEL, "tel2"), ".\n",
"Agent: Och efternamnet på ", ("Yusuf", PER, "bagare"), "?\n",
"Kund: ", ("Abdi", PER, "bagare"), ". ", ("Yusuf Abdi", PER, "bagare"), ".\n",
"Agent: Tack. Ärendet har nummer ", ("GE-0217743", CASE, "case"), ". Vill ni ha den nya fakturan på mejl?\n",
"Kund: Ja, till ", ("ekonomi@veteochrag.se", MAIL, "mail"), ". Postadressen är samma, ", ("Första Långgatan 17", ADR, "adr"), ", ", ("413 27", PC, "pc"), " ", ("Göteborg", LOC, "gbg"), ".\n",
"Agent: Och ni betalar fortfarande via bankgiro från ", ("SEB", ORG, "seb"), "?\n",
"Kund: Ja, vårt bankgiro är ", ("5121-0448", ACC, "bg"), ", om ni ska betala tillbaka något.\n",
"Agent: Noterat. Jag återkommer när vi vet mer, senast ", ("9 februari", DATE, "d2"), ".\n",
"Kund: Tack så mycket.\n",
]),
# 026 ASR, tyre change booking
(True, [
("vianor", ORG, "vn"), " i ", ("sundsvall", LOC, "sdsv"), " det är ", ("mattias", PER, "ag"), "\n",
"tjena jag skulle vilja boka däckbyte\n",
"absolut har du däckhotell hos oss\n",
"ja det har jag\n",
"vad är registreringsnumret\n",
("o p x fyra två f", REG, "reg"), "\n",
"ja då ser jag den det står ", ("emma lind", PER, "kund"), " som ägare\n",
"ja det är jag\n",
"okej första lediga tid är ", ("den tjugoandra oktober", DATE, "d1"), " klockan kvart över åtta\n",
"nä då jobbar jag har ni något på eftermiddagen\n",
"ja samma dag klockan halv fyra eller den ", ("tjugofjärde", DATE, "d2"), " klockan ett\n",
"halv fyra den ", ("tjugoandra", DATE, "d1"), " blir bra min sambo ", ("jocke", PER, "sambo"), " kommer med bilen\n",
"då bokar jag det vill du ha en påminnelse på sms\n",
"ja gärna ", ("noll sju noll tre sex fem åtta åtta noll två", TEL, "tel"), "\n",
"och vinterdäcken är ganska slitna det stod fyra millimeter vid förra bytet så vi tittar på dem\n",
"okej men ring innan ni byter något\n",
"självklart ska vi fakturera dig eller företaget det står ", ("linds el och vvs", ORG, "firma"), " här också\n",
"nä det är privat det är min bil inte firmans\n",
"okej då skriver jag om det din adress är ", ("skolhusvägen elva", ADR, "adr"), " i ", ("njurunda", LOC, "nju"), "\n",
"ja det stämmer\n",
"bra då ses vi den ", ("tjugoandra", DATE, "d1"), " och bokningsnumret är ", ("nio nio tre sju sex", CASE, "case"), "\n",
"tack ", ("mattias", PER, "ag"), " hej\n",
]),
# 027 housing, noise complaint, one paragraph without speaker labels
(False, [
("Stena Fastigheter", ORG, "stena"), " kundservice, god morgon, ", ("Jessica", PER, "ag"), " här. God morgon, jag heter ",
("Agnes Vikström", PER, "kund"), " och jag bor på ", ("Hjalmar Brantingsgatan 12", ADR, "adr"), " i ", ("Kronogården", LOC, "krono"),
", i ", ("Trollhättan", LOC, "thn"),
". Jag ringer om grannarna under mig. Okej, vad gäller det? Det är musik och skrik nästan varje natt, till två, tre på natten, i tre veckor nu. Har du pratat med dem själv? Ja, jag knackade på en gång och då öppnade en kille, ",
("Dawid", PER, "granne"), " sa han, och han sa förlåt men det fortsatte ändå. På dörren står det ", ("Nowak", PER, "granne"),
", så han heter väl ", ("Dawid Nowak", PER, "granne"), " då. Okej. Kan du stava ditt efternamn åt mig? ",
("Viktor Ivar Kalle Sigurd Tore Rudolf Östen Martin", SPELL, "kund"),
". Tack. Jag skriver en störningsanmälan, ärendenummer ", ("ST-30981", CASE, "case"),
". Vi skickar ett brev till hushållet i dag, och om det fortsätter vill vi att du för en störningslista med datum och tid. Okej. Det var värst i natt, och natten mot ",
("den 2 mars", DATE, "d1"), ", då ringde jag faktiskt polisen. Skriv upp det. Kan vi nå dig på ", ("0520-47 13 96", TEL, "tel1"),
"? Nej, det är min gamla fasta, mobilen är ", ("073-116 70 42", TEL, "tel2"), ". Och mejl? ", ("agnes.vikstrom@gmail.com", MAIL, "mail"),
". Tack ", ("Agnes", PER, "kund"), ", och vår bovärd ", ("Mehmet", PER, "bovard"),
" hör av sig till dig på torsdag. Tack, skönt att det händer något.\n",
]),
# 028 bank, phone fraud
(False, [
"A: ", ("SEB", ORG, "seb"), ", spärrservice, ", ("Ali", PER, "ag"), ".\n",
"B: Hej, hej... jag tror jag har blivit lurad. Jag heter ", ("Ingrid Bergström", PER, "kund"), ".\n",
"A: Okej ", ("Ingrid", PER, "kund"), ", vi tar det lugnt. Vad har hänt?\n",
"B: En man ringde i morse och sa att han var från ", ("SEB", ORG, "seb"), ", säkerhetsavdelningen, ", ("Daniel Andersson", PER, "bedr"), " sa han att han hette. Han sa att någon försökte ta pengar från mitt konto och att jag skulle legitimera mig med BankID för att stoppa det.\n",
"A: Och det gjorde du?\n",
"B: Ja... två gånger. Och nu ser jag att det har gått 45 000 kronor till ett konto jag inte känner till.\n",
"A: Jag förstår. Vi spärrar ditt BankID och dina kort direkt. Kan jag få ditt personnummer?\n",
"B: ", (pnr("19460930", "182"), PNR, "pnr"), ".\n",
"A: Tack. Ja, jag ser överföringen, kl 09.12, till ett konto i ", ("Swedbank", ORG, "swb"), ", ", ("8214-9, 563 420 118-7", ACC, "acc_bedr"), ". Jag gör en återkallelse nu, men jag kan inte lova att pengarna finns kvar.\n",
"B: Åh herregud.\n",
"A: Kommer du ihåg vilket nummer han ringde från?\n",
"B: Det stod ", ("08-525 001 12", TEL, "tel_bedr"), " på displayen.\n",
"A: Bra. Det är inte vårt nummer, vi ringer aldrig och ber om BankID. Har du någon anhörig som kan hjälpa dig i dag?\n",
"B: Min son, ", ("Magnus", PER, "son"), ". Han bor i ", ("Nyköping", LOC, "nyk"), ", jag bor i ", ("Oxelösund", LOC, "oxl"), ".\n",
"A: Bra. Du behöver också göra en polisanmälan, det kan du göra på 114 14 eller på polisens webbplats. Jag skapar ett bedrägeriärende här: ", ("BE-4420193", CASE, "case"), ".\n",
"B: Ja, ", ("Magnus", PER, "son"), " får hjälpa mig med det.\n",
"A: Ditt konto, ", ("5357-10 224 19", ACC, "acc_kund"), ", spärrar jag för utlandsbetalningar också. Nya kort skickar vi till ", ("Järnvägsgatan 14", ADR, "adr"), ", stämmer det?\n",
"B: Ja.\n",
"A: Vill du att vi ringer upp dig i morgon? Vilket nummer?\n",
"B: ", ("0155-307 62", TEL, "tel"), ", det är hemma.\n",
"A: Då ringer jag själv i morgon förmiddag, det är ", ("Ali", PER, "ag"), " igen. Jag säger ärendenumret så vet du att det är jag.\n",
"B: Tack, tack snälla.\n",
]),
# 029 healthcare, booking for Polish-speaking father
(False, [
"Receptionist: ", ("Vårdcentralen Fittja", ORG, "vc"), ", ", ("Sanna", PER, "ag"), ".\n",
"Anhörig: Dzień dobry... förlåt, hej! Jag heter ", ("Agnieszka Zielińska", PER, "kund"), ", jag ringer för min pappa. Han behöver en tid, och han behöver tolk, polska.\n",
"Receptionist: Absolut, vi bokar tolk. Vad heter din pappa?\n",
"Anhörig: ", ("Tadeusz Zieliński", PER, "pappa"), ". ", ("Tadeusz", PER, "pappa"), " stavas ", ("T A D E U S Z", SPELL, "pappa"), ".\n",
"Receptionist: Tack. Och personnumret?\n",
"Anhörig: ", (pnr("19400227", "391"), PNR, "pnr"), ".\n",
"Receptionist: Vad gäller det?\n",
"Anhörig: Han har blivit väldigt glömsk, alltså, mer än vanligt. Han glömmer spisen, och i förra veckan gick han ut och hittade inte hem. Grannen hittade honom vid ", ("Fittja centrum", LOC, "fc"), ".\n",
"Receptionist: Oj. Då ska han få en minnesutredning. Doktor ", ("Ahmed", PER, "dr"), " har en tid ", ("den 19 mars", DATE, "d1"), " kl 10.00, vill ni ha telefontolk eller tolk på plats?\n",
"Anhörig: På plats, helst. Han hör dåligt.\n",
"Receptionist: Då bokar jag det. Jag behöver ett nummer till dig också.\n",
"Anhörig: ", ("+46 76 845 20 11", TEL, "tel"), ". Jag jobbar i ", ("Norge", LOC, "norge"), " ibland, i ", ("Oslo", LOC, "oslo"), ", men telefonen funkar där.\n",
"Receptionist: Bra. Och din pappa bor på ", ("Krögarvägen 9", ADR, "adr"), ", ", ("145 63", PC, "pc"), " ", ("Norsborg", LOC, "nors"), "?\n",
"Anhörig: Ja, ensam sen mamma dog för fem år sen.\n",
"Receptionist: Vill du att kallelsen skickas till dig också?\n",
"Anhörig: Ja, på mejl, ", ("a.zielinska@wp.pl", MAIL, "mail"), ".\n",
"Receptionist: Då är det klart. Bokningsnumret är ", ("VF-23318", CASE, "case"), ". Välkomna.\n",
"Anhörig: Dziękuję, tack så mycket ", ("Sanna", PER, "ag"), ".\n",
]),
# 030 municipality (Region Gotland), home-care invoice
(False, [
"Kontaktcenter: ", ("Region Gotland", ORG, "rg"), ", kontaktcenter, du pratar med ", ("Tomas", PER, "ag"), ".\n",
"Kund: Hej, ", ("Hodan Warsame", PER, "kund"), " heter jag. Det gäller min pappa och hans faktura för hemtjänsten. Den har gått upp jättemycket.\n",
"Kontaktcenter: Okej. Vad heter din pappa?\n",
"Kund: ", ("Abdi Warsame", PER, "pappa"), ". Han bor i ", ("Visby", LOC, "visby"), ", på ", ("Terra Nova", LOC, "tn"), ", ", ("Polhemsgatan 8", ADR, "adr"), ".\n",
"Kontaktcenter: Och hans personnummer?\n",
"Kund: ", (pnr("19510108", "653"), PNR, "pnr"), ".\n",
"Kontaktcenter: Tack. Har du fullmakt för honom?\n",
"Kund: Ja, den skickade vi in i höstas.\n",
"Kontaktcenter: Jag ser den, bra. Fakturan för februari är på 2 359 kronor, det är maxtaxan. Det beror på att hans inkomstuppgift saknas, och då blir det automatiskt högsta avgift.\n",
"Kund: Men han har ju bara garantipension! Och bostadstillägg från ", ("Pensionsmyndigheten", ORG, "pm"), ".\n",
"Kontaktcenter: Då behöver han lämna in en inkomstförfrågan. Jag kan skicka den till dig, eller så laddar du upp den på Mina sidor.\n",
"Kund: Skicka, det är lättare. Till mig, ", ("Rinkebysvängen 70, lgh 1203", ADR, "adr2"), ", ", ("163 74", PC, "pc"), " ", ("Spånga", LOC, "spanga"), ".\n",
"Kontaktcenter: Okej. Och fakturanumret på den ni har fått?\n",
"Kund: ", ("26013385", CASE, "fnr"), ". Ska vi betala den ändå?\n",
"Kontaktcenter: Jag lägger den vilande i 30 dagar så ni hinner skicka in uppgifterna. Jag skapar ett ärende, ", ("RG 2024/00391", CASE, "case"), ".\n",
"Kund: Bra. Och en sak till, hans kontaktperson i hemtjänsten, ", ("Britt-Marie", PER, "kp"), ", har hon slutat? Han säger att det kommer nya hela tiden.\n",
"Kontaktcenter: Det kan jag inte se härifrån, men jag ber enhetschefen ", ("Karl-Johan Gahnström", PER, "chef"), " ringa dig. Vilket nummer?\n",
"Kund: ", ("073-955 12 80", TEL, "tel"), ". Och ring mig, inte pappa. Han pratar mest somaliska och hör dåligt i telefon.\n",
"Kontaktcenter: Noterat. Tack för att du ringde, ", ("Hodan", PER, "kund"), ".\n",
]),
]

ASR_FORBIDDEN = re.compile(r"[^\w\s]")


def build(idx, asr, segs):
    cid = "hw-sv-%03d" % idx
    text, spans, _ = assemble(cid, segs, LABELS)
    if asr:
        assert text == text.lower(), cid
        assert not ASR_FORBIDDEN.search(text), (cid, ASR_FORBIDDEN.search(text))
    for s in spans:
        if s["label"] in (PNR, ONR):
            if asr:
                digits = "".join(WORD2DIGITS[w] for w in s["text"].split())
            else:
                assert re.fullmatch(r"(\d{6}|\d{8})[-+]?\d{4}", s["text"]), (cid, s)
                digits = re.sub(r"\D", "", s["text"])
            assert luhn_ok(digits[-10:]), (cid, s)
            if s["label"] == ONR:
                assert int(digits[-10:][2]) >= 2, (cid, s)
    return cid, text, spans


def uncovered_repeats(cid, text, spans):
    """Warn when an annotated string also occurs somewhere not covered by any span."""
    covered = [(s["start"], s["end"]) for s in spans]
    warnings = set()
    for s in spans:
        for m in re.finditer(r"(?<!\w)%s(?!\w)" % re.escape(s["text"]), text):
            if not any(a <= m.start() and m.end() <= b for a, b in covered):
                warnings.add("%s: unannotated %r at %d" % (cid, s["text"], m.start()))
    return sorted(warnings)


def main():
    assert luhn_ok("8112189876")  # Skatteverket's published example number
    assert len(CALLS) == 30 and sum(asr for asr, _ in CALLS) == 8
    out_dir = Path(__file__).resolve().parent
    texts, golds, labels, warnings = [], [], Counter(), []
    for i, (asr, segs) in enumerate(CALLS, 1):
        cid, text, spans = build(i, asr, segs)
        texts.append({"id": cid, "text": text})
        golds.append({"id": cid, "spans": spans})
        labels.update(s["label"] for s in spans)
        warnings += uncovered_repeats(cid, text, spans)
    for name, rows in (("sv_calls_handwritten.jsonl", texts), ("sv_calls_handwritten.gold.jsonl", golds)):
        with open(out_dir / name, "w", encoding="utf-8") as f:
            for row in rows:
                f.write(json.dumps(row, ensure_ascii=False) + "\n")
    for w in warnings:
        print("WARNING", w)
    print("calls: %d, spans: %d" % (len(texts), sum(labels.values())))
    for label, n in sorted(labels.items(), key=lambda kv: -kv[1]):
        print("  %-24s %d" % (label, n))


if __name__ == "__main__":
    main()
