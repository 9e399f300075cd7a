# ruff: noqa: E501, UP031  (hand-written transcripts as literal data: long lines)
"""Hand-written English phone-call transcripts in speech-recogniser (ASR) style, with gold PII annotations.
Forty-eight calls: telecom / internet / utilities / software support, outbound and inbound sales, clinic, dentist,
pharmacy and vet scheduling, banking and card fraud, car / home / life insurance claims, delivery, airline,
hotel, landlord repairs, a school office.  Three calls contain no PII at all, a few only one or two mentions.
Text is what an ASR engine emits: lower case, numbers as words, letters spelled out, e-mails read aloud,
disfluencies, self-corrections and the odd mis-heard name.  Speaker turns vary: "agent:/customer:",
"rep:/caller:", "speaker 1:/speaker 2:", one unlabelled line per turn, or one unbroken block.
Written by hand, independently of the detectors (nothing under src/, tests/ or scripts/ was read);
offsets are computed here (shared helpers: call_sets.py).  Writes en_calls_asr.jsonl and en_calls_asr.gold.jsonl
beside this file.  Run: python benchmarks/data/make_en_calls_asr.py
"""
# Annotation conventions (kept consistent across all calls):
# - Spans never overlap or nest.  Leading articles ("the bronx" -> "bronx") and trailing punctuation are outside.
#   A span that is spoken with fillers or commas inside ("four zero four, seven seven nine, ...") runs from its
#   first to its last spoken element; the fillers/commas between are inside.
# - PERSON_NAME: any person's name, first, last or full, including agents, doctors, neighbours.  Titles
#   (mister, miss, missus, doctor, officer) stay outside; possessive 's stays outside ("doctor kowalczyk's").
#   A name heard slightly wrong by the recogniser ("gutierres", "chevonne" for siobhan, "thomas" for tomasz)
#   is still PERSON_NAME and keeps the person's entity.  Pet names ("max", "biscuit") are not annotated.
#   First names that are also words (will, bill, rose, may, june, mark, hunter, grace, faith, august, frank,
#   summer, dean) are annotated only where they name a person: "i will", "the bill", "a rose bush", "in may",
#   "mark it", "bargain hunter", "grace period", "good faith", "in august", "be frank", "summer break",
#   "dean's list" are not.  Phonetic-alphabet words ("mike", "peter", "victor", "x ray") are never PERSON_NAME.
# - ORGANIZATION_NAME: companies, banks, insurers, clinics, hospitals, schools, contractors, merchants
#   ("best buy", "amazon", "target").  A named organisation containing a place ("marriott downtown austin",
#   "saint luke's hospital") is ONE span.  "gmail", "hotmail", "comcast" etc. inside an e-mail are part of the
#   EMAIL_ADDRESS span.  Products, plans and models are not annotated (fios, macbook pro, galaxy s twenty two,
#   ford explorer, corolla, ozempic, pax wardrobe), nor card brands used as a card type ("an amex", "visa",
#   "mastercard").  Generic nouns (the bank, the pharmacy, the leasing office) are not annotated.
# - LOCATION: cities, states, countries, neighbourhoods, airports, highways and streets WITHOUT a house number
#   ("maple avenue", "union avenue", "interstate five").
# - STREET_ADDRESS: house number + street (+ apartment / unit when said contiguously, before or after the
#   street: "apartment four b at twenty two ninety sedgwick avenue", "fourteen oh two elm street apartment six c").
#   City, state and zip after it are ALWAYS separate spans (LOCATION, LOCATION, POSTCODE), even in one
#   continuous phrase.  An apartment/unit number said alone ("i'm in unit three oh four") and hotel room
#   numbers are not annotated.  A wrong address said in full and then corrected is annotated too.
# - POSTCODE: US zip codes, said digit by digit.
# - PHONE_NUMBER: every phone number of a person or a direct/local line (including a clinic's or shop's local
#   line, an agent's direct line, a scam caller's number, a foreign mobile).  NOT annotated: toll-free
#   company numbers (one eight hundred / eight eight eight ...), 911, extensions ("extension two oh three"
#   stays outside), and partial numbers ("ending in four three").
# - EMAIL_ADDRESS: the whole spoken span ("anna dot berg at gmail dot com"), also when read back with spelled
#   letters inside; trailing remarks ("all one word") are outside.  One ASR-normalised form ("x.y@gmail.com").
# - USER_NAME: log-in names read aloud ("k underscore lee twelve", "frankm underscore seventy seven").
# - SPELLED_SEQUENCE: a name, username or e-mail part spelled letter by letter ("s m i t h", "m as in mike
#   a r t y", "c-h-a-u-d-h-r-y").  One span from first to last letter, "as in" + phonetic word inside.
#   It shares the entity of the value it spells (the person, the username, the e-mail).  Identifiers that are
#   inherently letters + digits (policy, claim, confirmation numbers, plates, VINs) are GENERIC_ID however read.
# - GENERIC_ID: account (non-bank), member, policy, claim, case, ticket, order, work-order, reference,
#   confirmation, tracking, prescription, medical record, student, driver's licence, IMEI, device serial
#   numbers, licence plates and VINs.  Also the "last four digits" of a card or account said alone
#   ("card ending in three three oh nine") -> GENERIC_ID (not CREDIT_CARD_NUMBER).  Flight, seat, gate, room,
#   model and software version numbers are not annotated.
# - CREDIT_CARD_NUMBER: full card numbers (all Luhn-valid, checked below), also when read back.
# - US_SSN: a full social security number, AND the "last four of my social" said alone (it is used as a secret
#   for authentication).  Full SSNs are checked for a valid shape (area not 000/666/9xx, group not 00,
#   serial not 0000).
# - BANK_ACCOUNT: bank account numbers and ABA routing numbers (routing check digits computed and verified).
# - DATE_OF_BIRTH: a birth date of anyone in the call (caller, child, beneficiary), in any spoken form.
# - DATE: other specific calendar dates ("september nineteenth", "the first of march", "the fifteenth" when it
#   names a day of the month).  A weekday before it stays outside ("thursday the ninth" -> "the ninth").
#   Weekdays alone, "tomorrow", months alone, years alone, times, durations are not annotated.
# - Not annotated: prices and amounts, counts, percentages, ages, times of day, store hours, speeds.
# - A wrong value that is fully spoken and then corrected is annotated too (its own entity); fragments are not.
# - Entities are numbered per call: the same person / organisation / value = the same entity number, also when
#   read back in a different spoken form ("x ray quebec seven ..." and "x q seven ...").
import re
from collections import Counter

from call_sets import (
    LABELS,
    TEENS,
    WORDS,
    aba,
    aba_valid,
    card,
    check_layout,
    digits_of,
    print_labels,
    uncovered_repeats,
    write_set,
)
from segments import assemble
from stdnum import luhn

PER, ORG, LOC, ADR, PC = "PERSON_NAME", "ORGANIZATION_NAME", "LOCATION", "STREET_ADDRESS", "POSTCODE"
TEL, MAIL, USER, CC, SSN = "PHONE_NUMBER", "EMAIL_ADDRESS", "USER_NAME", "CREDIT_CARD_NUMBER", "US_SSN"
ID, SPELL, DOB, DATE, BANK = "GENERIC_ID", "SPELLED_SEQUENCE", "DATE_OF_BIRTH", "DATE", "BANK_ACCOUNT"
MINIMUM = {PER: 60, ORG: 25, MAIL: 15, TEL: 20, ID: 25, SPELL: 12, ADR: 12, PC: 8, DOB: 10, CC: 6,
           SSN: 4, DATE: 15, LOC: 15}
# names that are also ordinary words: used unannotated on purpose, so no "unannotated repeat" warning
NAME_WORDS = {"will", "bill", "rose", "may", "june", "mark", "hunter", "grace", "faith", "august", "frank",
              "summer", "dean"}

TENS = {2: "twenty", 3: "thirty", 4: "forty", 5: "fifty", 6: "sixty", 7: "seventy", 8: "eighty", 9: "ninety"}


def two(chunk, zero):
    a, b = int(chunk[0]), int(chunk[1])
    if a == 0:
        return zero + " " + WORDS[b]
    if a == 1:
        return TEENS[b]
    return TENS[a] + ("" if b == 0 else " " + WORDS[b])


def say(number, pattern, zero="oh", doubles=False, gap=" "):
    """Render digits as spoken English.  pattern: groups separated by spaces, each a string of chunk sizes
    1 (digit by digit) or 2 ("forty two", "oh four"); groups are joined by gap.  doubles: "double five"."""
    digits = re.sub(r"\D", "", number)
    groups = pattern.split()
    assert sum(int(c) for g in groups for c in g) == len(digits), (number, pattern)
    out, i = [], 0
    for g in groups:
        toks = []
        for c in g:
            n = int(c)
            chunk = digits[i:i + n]
            i += n
            if n == 1:
                toks.append((zero if chunk == "0" else WORDS[int(chunk)], chunk))
            else:
                toks.append((two(chunk, zero), None))
        words, j = [], 0
        while j < len(toks):
            w, d = toks[j]
            if doubles and d is not None:
                k = j
                while k < len(toks) and toks[k][1] == d:
                    k += 1
                if k - j in (2, 3):
                    words.append(("double " if k - j == 2 else "triple ") + w)
                    j = k
                    continue
            words.append(w)
            j += 1
        out.append(" ".join(words))
    return gap.join(out)


VISA = card("471622905513874")      # 16 digits
AMEX = card("34861702245519")       # 15 digits
MCARD = card("542583910267331")     # 16 digits
SSN1, SSN2, SSN3 = "529417738", "318624095", "604271183"
RTN1, RTN2 = aba("12204385"), aba("02231407")

# Each call: (domain, turn style, [segments]); a segment is plain text or (text, label, entity_key).
# Turn styles: "labels" (agent:/customer:, rep:/caller:), "speakers" (speaker 1:/speaker 2:),
# "turns" (one line per turn, no labels), "block" (one unbroken block).
CALLS = [
# 001 telecom / internet support, technician visit
("telecom support", "labels", [
"agent: thank you for calling ", ("bluewater telecom", ORG, "bw"), " my name is ", ("devon", PER, "ag"), " can i get your name please\n",
"customer: yeah hi um my name is ", ("marisol quintanilla", PER, "cu"), "\n",
"agent: and could you spell the last name for me\n",
"customer: sure it's ", ("q u i n t a n i l l a", SPELL, "cu"), "\n",
"agent: thank you ", ("marisol", PER, "cu"), " and do you have the account number handy\n",
"customer: uh yes it's ", ("b w seven seven four oh two nine", ID, "acct"), "\n",
"agent: okay i have the account here for ", ("fourteen oh two elm street apartment six c", ADR, "adr"), " in ", ("san leandro", LOC, "sl"), " is that right\n",
"customer: yes that's right\n",
"agent: and what seems to be the problem today\n",
"customer: so the internet's been dropping like every twenty minutes since saturday and i work from home so it's um it's kind of a big deal\n",
"agent: i'm sorry to hear that let me run a quick test on the modem okay i'm seeing a lot of signal errors on the line so i'm gonna have to send a technician out\n",
"customer: okay when's the earliest\n",
"agent: i have thursday ", ("the ninth", DATE, "d1"), " between eight and noon\n",
"customer: that works\n",
"agent: and the best number for the tech to reach you\n",
"customer: ", ("five one oh four four two eight eight one seven", TEL, "tel"), "\n",
"agent: that's ", ("five one oh four four two double eight one seven", TEL, "tel"), "\n",
"customer: yep\n",
"agent: and just so you know there's no charge for the visit since it's a line issue your plan stays at forty nine ninety nine a month\n",
"customer: oh good okay thanks ", ("devon", PER, "ag"), "\n",
"agent: you're welcome ", ("marisol", PER, "cu"), " have a good one\n",
]),
# 002 router problem, no PII at all
("internet support, no PII", "turns", [
"hi yeah i'm calling because my router keeps blinking orange\n",
"okay is it the light on the front or the one on the back\n",
"the front one the one that looks like a little globe\n",
"got it and is it the model a x eighteen hundred or the older white one\n",
"um the black one so the a x i guess\n",
"okay and how long has it been doing that\n",
"since like yesterday afternoon maybe three o'clock\n",
"okay can you unplug it for about thirty seconds and plug it back in\n",
"okay hold on okay it's doing the rainbow thing now\n",
"that's normal give it two or three minutes\n",
"okay it's white now\n",
"perfect that means it's connected can you try loading a page\n",
"yeah that works wow okay so it was just that\n",
"sometimes after a firmware update it needs a restart if it happens more than twice in a week give us a call back and we'll check the line\n",
"will do thanks so much\n",
]),
# 003 clinic appointment
("clinic appointment", "speakers", [
"speaker 1: ", ("northfield medical group", ORG, "nmg"), ", this is ", ("tasha", PER, "ag"), ", how can i help you?\n",
"speaker 2: hi, yes, i need to make an appointment with doctor ", ("patel", PER, "dr"), ". i'm a patient there.\n",
"speaker 1: sure. can i have your name and date of birth?\n",
"speaker 2: it's ", ("tomasz wisniewski", PER, "pt"), ", ", ("t o m a s z", SPELL, "pt"), ", and the birthday is ", ("march third nineteen seventy eight", DOB, "dob"), ".\n",
"speaker 1: okay, i have a ", ("thomas wisniewski", PER, "pt"), " born ", ("march third seventy eight", DOB, "dob"), ", is that you?\n",
"speaker 2: yeah, that's me, they always put the h in. it's ", ("w i s n i e w s k i", SPELL, "pt"), " for the last name if you need it.\n",
"speaker 1: no, that's fine. and what's the visit for?\n",
"speaker 2: um, the back pain again. same thing i saw doctor ", ("patel", PER, "dr"), " for in may.\n",
"speaker 1: okay. doctor ", ("patel", PER, "dr"), "'s next opening is tuesday, ", ("the fourteenth of november", DATE, "d1"), ", at ten forty.\n",
"speaker 2: that's fine.\n",
"speaker 1: and do you still have ", ("blue shield of california", ORG, "bsc"), "?\n",
"speaker 2: yes. the member id is ", ("x e b four four one nine two oh seven", ID, "mid"), ".\n",
"speaker 1: perfect. and the best phone number for a reminder text?\n",
"speaker 2: ", ("three one two, seven seven three, oh four nine one", TEL, "tel"), ".\n",
"speaker 1: you're all set. please come fifteen minutes early.\n",
"speaker 2: will do. thanks, ", ("tasha", PER, "ag"), ".\n",
]),
# 004 pharmacy refill, one block
("pharmacy refill", "block", [
"thank you for calling ", ("walgreens", ORG, "wg"), " on ", ("maple avenue", LOC, "maple"), " pharmacy this is ", ("dwayne", PER, "ag"),
" how can i help hi yeah i need to refill a prescription for my mom her name is ", ("june okafor", PER, "mom"),
" okay can you spell the last name ", ("o k a f o r", SPELL, "mom"), " and her date of birth ", ("the twelfth of april nineteen fifty one", DOB, "dob"),
" okay and do you have the rx number uh yeah it's ", ("six oh two two eight one four", ID, "rx"),
" okay that's the lisinopril ten milligram it'll be ready thursday after two and the copay is four dollars okay and did doctor ",
("hernandez", PER, "dr"), " send the new one for her cholesterol no i don't see anything from doctor ", ("hernandez", PER, "dr"),
" on file you might want to call her office okay um also she's going to be away most of june visiting my sister so can we do a ninety day supply i can request that from insurance yes and who am i speaking with this is ",
("adaeze", PER, "cu"), " her daughter okay ", ("adaeze", PER, "cu"), " can i get a number to text when it's ready sure it's my cell ",
("nine one seven two two oh six six four three", TEL, "tel"), " nine one seven two two oh double six four three yes perfect we'll text you thank you so much",
]),
# 005 bank card fraud
("bank card fraud", "labels", [
"rep: thank you for calling ", ("first harbor credit union", ORG, "fhcu"), " fraud department, my name is ", ("alicia", PER, "ag"), ". who am i speaking with?\n",
"caller: yeah hi this is ", ("dean whitaker", PER, "cu"), ". i got a text saying there was suspicious activity on my debit card\n",
"rep: okay mister ", ("whitaker", PER, "cu"), " i can help with that. for verification can you give me your date of birth\n",
"caller: ", ("august seventh nineteen eighty two", DOB, "dob"), "\n",
"rep: and the last four of your social\n",
"caller: ", ("four four one eight", SSN, "ssn"), "\n",
"rep: thank you. and which card is this, what are the last four digits on the card\n",
"caller: it ends in ", ("three three oh nine", ID, "last4"), "\n",
"rep: okay i see it. so i have two pending charges, one for three hundred twelve dollars and forty cents at ", ("best buy", ORG, "bb"), " in ", ("phoenix", LOC, "phx"), " ", ("arizona", LOC, "az"), ", and one for eighty nine ninety nine at ", ("amazon", ORG, "amzn"), ". do you recognize either of those\n",
"caller: no. no i've never even been to ", ("phoenix", LOC, "phx"), ". i live in ", ("columbus", LOC, "cbus"), ". the ", ("amazon", ORG, "amzn"), " one maybe, no actually no, i haven't ordered anything this week\n",
"rep: okay i'm going to block the card right now and file a dispute for both. your case number is ", ("f r d nine nine three one four", ID, "case"), ".\n",
"caller: ", ("f r d nine nine three one four", ID, "case"), ". got it\n",
"rep: a new card will go out to the address we have on file, ", ("twenty seven eleven hawthorne lane", ADR, "adr"), ", is that still correct\n",
"caller: yes\n",
"rep: it should arrive in five to seven business days, and you'll get a provisional credit within ten days\n",
"caller: okay thanks ", ("alicia", PER, "ag"), "\n",
"rep: you're welcome mister ", ("whitaker", PER, "cu"), ", anything else i can help with\n",
"caller: no that's it\n",
]),
# 006 car insurance claim, rear-ended
("car insurance claim", "speakers", [
"speaker 1: thanks for calling ", ("geico", ORG, "geico"), " claims this is ", ("brandon", PER, "ag"), " can i have your policy number\n",
"speaker 2: yeah um it's ", ("g seven one one four five two eight", ID, "pol"), "\n",
"speaker 1: and your name\n",
"speaker 2: ", ("anand subramanian", PER, "cu"), "\n",
"speaker 1: okay ", ("anand", PER, "cu"), " what happened\n",
"speaker 2: so i was rear ended at the light on ", ("main street", LOC, "main"), " and ", ("fourth avenue", LOC, "fourth"), " in ", ("fresno", LOC, "fresno"), " it was friday ", ("october second", DATE, "d1"), " around five thirty\n",
"speaker 1: i'm sorry to hear that is everyone okay\n",
"speaker 2: yeah yeah just my neck's a little sore\n",
"speaker 1: okay did you get the other driver's information\n",
"speaker 2: yes her name is ", ("loretta fairbanks", PER, "p2"), " she's with ", ("state farm", ORG, "sf"), " her policy is ", ("s f two two nine four seven one six", ID, "pol2"), "\n",
"speaker 1: ", ("s f two two nine four seven one six", ID, "pol2"), " and her plate\n",
"speaker 2: ", ("seven k l m three two one", ID, "plate"), " ", ("california", LOC, "ca"), "\n",
"speaker 1: and do you have a phone number for her\n",
"speaker 2: ", ("five five nine two six four three oh eight eight", TEL, "tel2"), "\n",
"speaker 1: perfect and which vehicle were you driving the twenty nineteen civic\n",
"speaker 2: yes the civic\n",
"speaker 1: okay i've opened a claim for you the claim number is ", ("oh four seven three two nine one eight four", ID, "claim"), "\n",
"speaker 2: sorry can you repeat that\n",
"speaker 1: ", ("oh four seven three two nine one eight four", ID, "claim"), " an adjuster will contact you within one business day\n",
"speaker 2: great thank you ", ("brandon", PER, "ag"), "\n",
]),
# 007 outbound sales, solar, one block with light punctuation
("outbound sales solar", "block", [
"hi, is this mister ", ("o'brien", PER, "cu"), "? yeah, who's this. hi mister ", ("o'brien", PER, "cu"), ", my name is ", ("kyle", PER, "ag"),
", i'm calling from ", ("sunpeak solar", ORG, "sp"), ", we're doing free home assessments in the ", ("oakridge", LOC, "oak"),
" neighborhood this month. look, i'll be frank with you, i'm not really interested. i totally get it. can i just ask, what's your average electric bill in the summer? i don't know, two hundred bucks? two fifty? so most of our customers in your area cut that by thirty to forty percent. uh huh. fine, send me something. great, what's the best email? it's ",
("pat obrien fifty five at yahoo dot com", MAIL, "mail"), ". so that's ", ("p a t o b r i e n", SPELL, "mail"),
" five five? yeah. and you're at ", ("eighty eight ridgeview drive", ADR, "adr"), "? yeah. great, i'll have our consultant, her name's ", ("hailey", PER, "cons"),
", reach out this week. she'll call from her cell, ", ("four zero eight, three three one, twenty eight sixty", TEL, "tel"),
". okay. thanks for your time mister ", ("o'brien", PER, "cu"), ", have a great day.",
]),
# 008 home insurance claim, water damage
("home insurance claim", "labels", [
"agent: ", ("lakeshore mutual", ORG, "lm"), " claims, this is ", ("gabriel", PER, "ag"), " speaking. how can i help?\n",
"customer: hi, yes. um, i need to file a claim, we had a pipe burst under the kitchen sink and it, it flooded half the downstairs.\n",
"agent: oh no, i'm sorry. let's get that started. can i get the name on the policy?\n",
"customer: ", ("rose castellanos", PER, "cu"), ".\n",
"agent: and the policy number, if you have it?\n",
"customer: it's ", ("h o four four seven two nine one", ID, "pol"), ".\n",
"agent: ", ("h o four four seven two nine one", ID, "pol"), ". and the property address?\n",
"customer: ", ("three sixteen birchwood court", ADR, "adr"), ", ", ("evanston", LOC, "ev"), ", ", ("illinois", LOC, "il"), ", ", ("six oh two oh one", PC, "zip"), ".\n",
"agent: thank you, ", ("rose", PER, "cu"), ". when did this happen?\n",
"customer: sunday, ", ("september nineteenth", DATE, "d1"), ". we came home from church and there was water everywhere.\n",
"agent: okay. have you had anyone out to look at it?\n",
"customer: yeah, we called ", ("servpro", ORG, "servpro"), " and they came that night, they've got like four big fans running. and a plumber, a guy named ", ("luis", PER, "plumber"), " from ", ("ace plumbing", ORG, "ace"), ", fixed the pipe monday.\n",
"agent: good. keep all the receipts from both. i'm opening the claim now, your claim number is ", ("h c l two two six nine oh", ID, "claim"), ".\n",
"customer: ", ("h c l two two six nine oh", ID, "claim"), ".\n",
"agent: that's it. an adjuster will reach out within forty eight hours. what's the best number?\n",
"customer: my cell, ", ("eight four seven, three five five, oh nine one two", TEL, "tel"), ".\n",
"agent: and an email for the documents?\n",
"customer: ", ("rose dot castellanos at gmail dot com", MAIL, "mail"), ".\n",
"agent: perfect. anything else, ", ("rose", PER, "cu"), "?\n",
"customer: no, thank you ", ("gabriel", PER, "ag"), ", you've been really helpful.\n",
]),
# 009 software account lockout
("software support", "turns", [
"thanks for calling ", ("pixelnest", ORG, "pn"), " support this is ", ("aaron", PER, "ag"), "\n",
"hi um i'm locked out of my account it says too many attempts\n",
"okay no problem what's the username on the account\n",
"it's ", ("k underscore lee twelve", USER, "user"), "\n",
("k underscore lee one two", USER, "user"), "\n",
"yeah twelve\n",
"and the email address on the account\n",
"same thing ", ("k underscore lee twelve at hotmail dot com", MAIL, "mail"), "\n",
"okay and your name\n",
("kevin lee", PER, "cu"), "\n",
"thanks ", ("kevin", PER, "cu"), " i'm sending a reset link to that address now it expires in fifteen minutes\n",
"i'm also opening a ticket in case it doesn't come through the ticket number is ", ("z k nine oh one", ID, "tkt"), "\n",
"okay\n",
"did it come\n",
"not yet oh wait there it is\n",
"great you should be good to go\n",
"awesome thanks ", ("aaron", PER, "ag"), "\n",
]),
# 010 delivery, missing package
("delivery missing package", "speakers", [
"speaker 1: thank you for calling ", ("ups", ORG, "ups"), " my name is ", ("kenji", PER, "ag"), " how can i help you today\n",
"speaker 2: hi yeah uh my my wife had a package that says it was delivered but it's not here\n",
"speaker 1: i'm sorry about that do you have the tracking number\n",
"speaker 2: yeah it's ", ("one z eight r two four seven oh three four four one six nine two two eight one", ID, "trk"), "\n",
"speaker 1: okay and the name on the package\n",
"speaker 2: ", ("ngozi okonkwo", PER, "wife"), " that's my wife i'm ", ("emeka", PER, "cu"), "\n",
"speaker 1: could you spell the last name\n",
"speaker 2: ", ("o k o n k w o", SPELL, "wife"), "\n",
"speaker 1: thank you and the delivery address\n",
"speaker 2: ", ("forty two eleven crestline drive", ADR, "adr"), " ", ("houston", LOC, "hou"), " ", ("texas", LOC, "tx"), " ", ("seven seven oh two four", PC, "zip"), "\n",
"speaker 1: okay i see it was marked delivered yesterday at two fifteen pm left at front door\n",
"speaker 2: yeah there's nothing at the front door i checked the back and everything maybe the neighbor ", ("bill", PER, "nb"), " took it he does that sometimes\n",
"speaker 1: that's definitely worth checking with ", ("bill", PER, "nb"), " first if it doesn't turn up in twenty four hours i can open a claim\n",
"speaker 2: can you just open it now\n",
"speaker 1: sure i've opened a trace it's case ", ("c s four four nine one two", ID, "case"), " and the driver will be contacted\n",
"speaker 2: okay and will someone call me\n",
"speaker 1: yes what's a good number\n",
"speaker 2: ", ("two eight one five five oh seven three four six", TEL, "tel"), "\n",
"speaker 1: ", ("two eight one five five oh seven three four six", TEL, "tel"), " got it\n",
"speaker 2: thanks ", ("kenji", PER, "ag"), "\n",
]),
# 011 airline rebooking
("airline rebooking", "labels", [
"agent: thank you for calling ", ("united airlines", ORG, "ua"), ", this is ", ("priscilla", PER, "ag"), ". can i have your confirmation number?\n",
"customer: yes, it's ", ("x ray, quebec, seven, bravo, romeo, two", ID, "conf"), ".\n",
"agent: ", ("x q seven b r two", ID, "conf"), ". and the last name on the reservation?\n",
"customer: ", ("sato", PER, "cu"), ". ", ("s a t o", SPELL, "cu"), ".\n",
"agent: thank you, mister ", ("sato", PER, "cu"), ". i see your flight from ", ("denver", LOC, "den"), " to ", ("boston", LOC, "bos"), " this evening was cancelled, i'm so sorry about that.\n",
"customer: yeah, i'm at the airport right now. i need to be in ", ("boston", LOC, "bos"), " by tomorrow morning, i have a meeting at nine.\n",
"agent: let me take a look. i can put you on the red eye at eleven fifty tonight through ", ("chicago", LOC, "chi"), " ", ("o'hare", LOC, "ord"), ", arriving at six twenty a m.\n",
"customer: the red eye, fine, i'll take it.\n",
"agent: done. you're on flight twelve oh four and then nineteen twelve, seat twenty three c. do you have a mileageplus number you want on it?\n",
"customer: yeah, ", ("k w four one one eight seven five three", ID, "ff"), ".\n",
"agent: got it. and i'll email the new itinerary, is ", ("haruto dot sato at outlook dot com", MAIL, "mail"), " still good?\n",
"customer: yes, that's right.\n",
"agent: and since it was a cancellation you're also eligible for a meal voucher, i'll add it to the email. anything else, mister ", ("sato", PER, "cu"), "?\n",
"customer: no, that's all, thanks ", ("priscilla", PER, "ag"), ".\n",
]),
# 012 landlord repairs, heating, one block
("landlord repairs", "block", [
("greenway property management", ORG, "gpm"), " this is ", ("ingrid", PER, "ag"), " hi ", ("ingrid", PER, "ag"), " it's ", ("tyrone jackson", PER, "cu"),
" i'm in ", ("apartment four b at twenty two ninety sedgwick avenue", ADR, "adr"), " in the ", ("bronx", LOC, "bronx"),
" um the heat's been out since tuesday and it's like fifty degrees in here okay i'm sorry mister ", ("jackson", PER, "cu"),
" did you let the super know yeah i told ", ("august", PER, "super"), " on tuesday and he said he'd come by wednesday but he never showed okay so ",
("august", PER, "super"), " is actually out this week he's on vacation i'll put in an urgent work order and send our contractor ",
("arctic air", ORG, "aa"), " they're usually pretty quick the work order number is ", ("w o five five one seven", ID, "wo"),
" what was that ", ("w o five five one seven", ID, "wo"), " okay can they come in the morning i leave for work at nine they can do tomorrow between eight and ten will that work yeah that's fine my number is ",
("seven one eight six oh two three three nine one", TEL, "tel"), " if they need to reach me ", ("seven one eight six oh two three three nine one", TEL, "tel"),
" got it and honestly if this keeps happening i'm gonna ask for something off the rent in august i understand i'll note that on the work order thanks ",
("ingrid", PER, "ag"),
]),
# 013 electric utility, autopay from bank account
("utility billing autopay", "labels", [
"agent: ", ("pacific gas and electric", ORG, "pge"), " this is ", ("tamika", PER, "ag"), " how can i help you\n",
"customer: hi i want to set up autopay on my account\n",
"agent: sure can i get your account number\n",
"customer: yeah it's ", ("four four seven one oh two nine eight three three dash six", ID, "acct"), "\n",
"agent: okay and the name on the account\n",
"customer: ", ("william grant", PER, "cu"), "\n",
"agent: thank you mister ", ("grant", PER, "cu"), " and can you verify the service address\n",
"customer: ", ("nine oh five cypress street", ADR, "adr"), " in ", ("san jose", LOC, "sj"), "\n",
"agent: perfect and just so you know your current bill is one hundred twelve dollars and eighteen cents and the bill is due on ", ("the fifteenth", DATE, "d1"), "\n",
"customer: yeah that's why i'm calling i keep forgetting and my wife keeps saying ", ("will", PER, "cu"), " just set up the autopay already\n",
"agent: that's what we're here for so we can pull from a checking account do you have the routing number and the account number\n",
"customer: yes it's a ", ("wells fargo", ORG, "wf"), " account the routing is ", (say(RTN1, "111111111"), BANK, "rtn1"), "\n",
"agent: ", (say(RTN1, "111 111 111", doubles=True), BANK, "rtn1"), " and the account number\n",
"customer: ", (say("8147720391", "111 111 1111"), BANK, "acc1"), "\n",
"agent: let me repeat that ", (say("8147720391", "111 111 1111", doubles=True), BANK, "acc1"), "\n",
"customer: yes\n",
"agent: okay autopay will start with the next bill so this one you'll still need to pay manually\n",
"customer: okay i will do that tonight thanks ", ("tamika", PER, "ag"), "\n",
]),
# 014 app crash, no PII at all
("software support, no PII", "speakers", [
"speaker 1: thanks for calling, what's going on today?\n",
"speaker 2: hi, so the app keeps crashing every time i try to upload a photo.\n",
"speaker 1: okay. what phone are you using?\n",
"speaker 2: it's a, um, galaxy s twenty two.\n",
"speaker 1: and do you know which version of the app you're on? it's under settings, about.\n",
"speaker 2: hold on. it says four point two point one.\n",
"speaker 1: okay, there was a bug in four point two point one with large photos. if you update to four point two point three it should be fixed.\n",
"speaker 2: oh, okay. i didn't see an update.\n",
"speaker 1: sometimes it takes a day or two to show up in the store. you can also try clearing the cache in the meantime.\n",
"speaker 2: how do i do that?\n",
"speaker 1: go to settings, apps, find it in the list, storage, and then clear cache. don't hit clear data, that'll log you out.\n",
"speaker 2: okay, cleared. let me try. yeah, it went through this time. all three photos.\n",
"speaker 1: great. if it happens again after the update, give us a call back.\n",
"speaker 2: will do, thanks so much.\n",
]),
# 015 dentist appointment for a child
("dentist appointment", "turns", [
("bright smile dental", ORG, "bsd"), ", this is ", ("carmen", PER, "ag"), ", how can i help you?\n",
"hi, um, i'd like to book a cleaning for my son. his name is ", ("hunter", PER, "son"), ", ", ("hunter brooks", PER, "son"), ".\n",
"sure. and his date of birth?\n",
("may second, twenty fifteen", DOB, "dob"), ".\n",
"okay, i found him. and you're mom?\n",
"yes, ", ("grace brooks", PER, "mom"), ".\n",
"hi ", ("grace", PER, "mom"), ". is he still on the ", ("delta dental", ORG, "dd"), " plan?\n",
"yes, same one.\n",
"can you read me the member id on the card, just to make sure it hasn't changed?\n",
("d d nine one four four seven two oh three", ID, "mid"), ".\n",
"perfect, that's what i have. so for a cleaning with x-rays we have monday ", ("the thirtieth", DATE, "d1"), " at three forty-five, or wednesday, ", ("july second", DATE, "d2"), " at eight.\n",
("the thirtieth", DATE, "d1"), " is good, he'll be on summer break by then.\n",
"great, i'll put him down with doctor ", ("amir", PER, "dr"), ". and is the phone number still ", ("eight one six, two two four, seven seven one five", TEL, "tel"), "?\n",
"yes.\n",
"okay, we'll send a text reminder two days before. anything else?\n",
"no, thank you ", ("carmen", PER, "ag"), ".\n",
]),
# 016 bank, direct deposit details
("banking direct deposit", "speakers", [
"speaker 1: thank you for calling ", ("chase", ORG, "chase"), " my name is ", ("miguel", PER, "ag"), " who do i have the pleasure of speaking with\n",
"speaker 2: hi ", ("miguel", PER, "ag"), " this is ", ("lakshmi venkataraman", PER, "cu"), "\n",
"speaker 1: could you spell the last name for me\n",
"speaker 2: ", ("v as in victor e n k a t a r a m a n", SPELL, "cu"), "\n",
"speaker 1: thank you ", ("lakshmi", PER, "cu"), " and before we get started can you verify your full social security number\n",
"speaker 2: sure it's ", (say(SSN1, "111 11 1111"), SSN, "ssn"), "\n",
"speaker 1: thank you and what can i help you with today\n",
"speaker 2: so i'm starting a new job at ", ("mercy regional hospital", ORG, "mercy"), " next month and they need my direct deposit information and the hr lady ", ("faith", PER, "hr"), " said i need a letter from the bank or a voided check but i don't have checks\n",
"speaker 1: no problem i can give you the numbers and you can also download a direct deposit form in the app so your routing number is ", (say(RTN2, "111 111 111", zero="zero"), BANK, "rtn2"), "\n",
"speaker 2: wait let me write this down okay go ahead\n",
"speaker 1: ", (say(RTN2, "111 111 111", zero="zero"), BANK, "rtn2"), " and your checking account number is ", (say("4839106627", "2 2 2 2 2"), BANK, "acc"), "\n",
"speaker 2: ", (say("4839106627", "1111 111 111"), BANK, "acc"), " and i just give that to ", ("faith", PER, "hr"), "\n",
"speaker 1: exactly and the form in the app has all of that filled in already\n",
"speaker 2: perfect thank you so much ", ("miguel", PER, "ag"), "\n",
]),
# 017 outbound sales, fiber internet
("outbound sales telecom", "labels", [
"agent: hi, may i speak with ", ("may lin", PER, "cu"), "?\n",
"customer: this is ", ("may", PER, "cu"), ".\n",
"agent: hi ", ("may", PER, "cu"), ", this is ", ("marcus", PER, "ag"), " calling from ", ("verizon", ORG, "vz"), ". how are you doing today?\n",
"customer: i'm okay, what's this about?\n",
"agent: so we're bringing fios fiber to your neighborhood in ", ("natomas", LOC, "nat"), " and i wanted to see if you'd be interested in a free upgrade check.\n",
"customer: um, i'm with ", ("at and t", ORG, "att"), " right now and honestly i'm kind of a bargain hunter, so it'd have to be cheaper.\n",
"agent: totally understand. what's the address, so i can check availability?\n",
"customer: ", ("sixty five twelve larkspur lane", ADR, "adr"), ", ", ("sacramento", LOC, "sac"), ", ", ("nine five eight three five", PC, "zip"), ".\n",
"agent: okay, good news, you're eligible. it'd be forty nine ninety nine a month for three hundred megabits, locked for two years.\n",
"customer: hm. i pay like sixty five right now.\n",
"agent: can i email you the offer so you can look it over?\n",
"customer: sure. it's ", ("may dot lin dot cpa at gmail dot com", MAIL, "mail"), ".\n",
"agent: ", ("may dot lin dot c p a at gmail dot com", MAIL, "mail"), ". sent. if you have any questions you can call me directly at ", ("nine one six, four four one, two oh eight seven", TEL, "tel"), ".\n",
"customer: okay, thanks ", ("marcus", PER, "ag"), ".\n",
]),
# 018 hospital lab results callback, one block
("clinic results callback", "block", [
"hi this is ", ("renee", PER, "ag"), " calling from the lab at ", ("saint luke's hospital", ORG, "slh"), " i'm trying to reach ", ("sipho ndlovu", PER, "pt"),
" this is ", ("sipho", PER, "pt"), " great and just to be sure i have the right spelling of the last name is that ", ("n d l o v u", SPELL, "pt"),
" yes okay and for privacy can you confirm your date of birth ", ("the fourth of february nineteen sixty six", DOB, "dob"),
" thank you so doctor ", ("nguyen", PER, "dr"), " reviewed your blood work from last week and she'd like you to come in to go over the results it's nothing urgent but your a one c was a little high okay can i do that next week sure she has friday ",
("the twenty second", DATE, "d1"), " at nine fifteen or the following monday at two that friday works fine okay i've got you down and if you need to call back the direct line to our office is ",
("three one four seven four seven two two oh nine", TEL, "tel"), " and just give them your medical record number which is ", ("m r four four eight one two nine", ID, "mrn"),
" sorry ", ("m r four four eight one two nine", ID, "mrn"), " yes got it thanks ", ("renee", PER, "ag"), " you're welcome take care",
]),
# 019 card activation, full card number
("card activation", "labels", [
"agent: ", ("keystone national bank", ORG, "knb"), " card services this is ", ("omar", PER, "ag"), " can i get the card number you're calling about\n",
"customer: yeah hi it's a new card i'm trying to activate it's ", (say(VISA, "1111 1111 1111 1111"), CC, "card"), "\n",
"agent: thank you and am i speaking with ", ("summer reyes", PER, "cu"), "\n",
"customer: yes this is ", ("summer", PER, "cu"), "\n",
"agent: for security can i have the last four of your social\n",
"customer: ", ("two oh seven six", SSN, "ssn"), "\n",
"agent: and the billing zip code\n",
"customer: ", ("three three one three nine", PC, "zip"), "\n",
"agent: thank you miss ", ("reyes", PER, "cu"), " let me just confirm the card number ", (say(VISA, "1111 1111 1111 1111", doubles=True), CC, "card"), "\n",
"customer: yes\n",
"agent: okay the card is now active you can start using it right away and please cut up the old one next time you can also activate by calling the number on the sticker one eight hundred four four two six one one nine\n",
"customer: okay cool um also will my automatic payments move over to the new card\n",
"agent: most of them will update automatically but i'd double check your subscriptions\n",
"customer: okay thanks ", ("omar", PER, "ag"), "\n",
]),
# 020 roadside assistance, tow
("car insurance roadside", "turns", [
"thank you for calling ", ("progressive", ORG, "prog"), " roadside assistance this is ", ("jolene", PER, "ag"), " are you in a safe location\n",
"yeah i'm pulled over on the shoulder on ", ("interstate five", LOC, "i5"), " just south of ", ("bakersfield", LOC, "bak"), " and my car won't start\n",
"okay i'm glad you're safe can i get your name\n",
("marty dubois", PER, "cu"), "\n",
"is that ", ("m a r t y", SPELL, "cu"), "\n",
"yeah ", ("m as in mike a r t y", SPELL, "cu"), " and ", ("dubois", PER, "cu"), " is ", ("d u b o i s", SPELL, "cu"), "\n",
"thank you ", ("marty", PER, "cu"), " and the policy number\n",
"um hold on it's ", ("nine three one four four oh two six seven", ID, "pol"), "\n",
("nine three one four four oh two six seven", ID, "pol"), " thank you and the vehicle\n",
"it's a gray ford explorer plate is ", ("six t r x four four eight", ID, "plate"), "\n",
"got it do you know about what exit you're near\n",
"i just passed exit two twelve i think\n",
"okay i'm dispatching a tow truck from ", ("valley towing", ORG, "vt"), " the eta is about forty five minutes where would you like the car towed\n",
"there's a shop on ", ("union avenue", LOC, "union"), " my cousin uses ", ("hernandez auto body", ORG, "hab"), "\n",
"okay ", ("hernandez auto body", ORG, "hab"), " on ", ("union avenue", LOC, "union"), " i'll put that in and what's a good callback number in case the driver needs to reach you\n",
("six six one three two two five eight oh four", TEL, "tel"), "\n",
("six six one three two two five eight oh four", TEL, "tel"), " okay the driver will call when they're ten minutes out\n",
"thanks ", ("jolene", PER, "ag"), "\n",
]),
# 021 cable billing dispute, phone number self-correction
("cable billing dispute", "speakers", [
"speaker 1: thank you for calling ", ("xfinity", ORG, "xf"), ", my name is ", ("brianna", PER, "ag"), ", can i have your name please?\n",
"speaker 2: hi, it's ", ("keiko tanaka", PER, "cu"), ", but the account's under my husband, ", ("mark", PER, "hus"), ". ", ("mark tanaka", PER, "hus"), ".\n",
"speaker 1: okay, are you an authorized user on the account?\n",
"speaker 2: i should be, yeah.\n",
"speaker 1: let me see. can you give me the phone number on the account?\n",
"speaker 2: ", ("six one nine, four four two, one one oh eight", TEL, "tel_old"), ". oh no wait, sorry, that's the old one. it's ", ("six one nine, four seven two, one one oh eight", TEL, "tel"), ".\n",
"speaker 1: okay, i found it, and i do see you listed, ", ("keiko", PER, "cu"), ". how can i help?\n",
"speaker 2: so our bill this month is like two hundred and forty dollars and it's usually one twenty.\n",
"speaker 1: i see. it looks like the promotional rate ended on ", ("the first of march", DATE, "d1"), ".\n",
"speaker 2: nobody told us that.\n",
"speaker 1: i'm sorry about that. i can mark it for a retention review and see if there's a new promo. i'll need to send a confirmation to the account holder's email, is it still ", ("mark dot tanaka at outlook dot com", MAIL, "mail"), "?\n",
"speaker 2: yes.\n",
"speaker 1: okay. the reference number for this review is ", ("r t two two six nine", ID, "ref"), ".\n",
"speaker 2: ", ("r t two two six nine", ID, "ref"), ". okay.\n",
"speaker 1: someone from our loyalty team will call ", ("mark", PER, "hus"), " within forty eight hours.\n",
"speaker 2: thanks, ", ("brianna", PER, "ag"), ".\n",
]),
# 022 pharmacy, prior authorisation
("pharmacy insurance rejection", "labels", [
"agent: ", ("cvs", ORG, "cvs"), " pharmacy this is ", ("hye jin", PER, "ag"), " how can i help\n",
"customer: hi i'm calling about my prescription it got rejected by insurance\n",
"agent: okay what's the patient's name\n",
"customer: ", ("oluwaseun adeyemi", PER, "cu"), "\n",
"agent: can you spell the last name for me\n",
"customer: ", ("a d e y e m i", SPELL, "cu"), "\n",
"agent: and date of birth\n",
"customer: ", ("eleven twenty one nineteen ninety", DOB, "dob"), "\n",
"agent: okay mister ", ("adeyemi", PER, "cu"), " i see the ozempic was rejected by ", ("caremark", ORG, "cm"), " they need a prior authorization from your doctor\n",
"customer: ugh okay so what do i do\n",
"agent: we already faxed doctor ", ("kowalczyk", PER, "dr"), "'s office on monday but we haven't heard back you might want to give them a call\n",
"customer: do you have their number\n",
"agent: yes it's ", ("two one five six six two four nine oh oh", TEL, "tel"), "\n",
"customer: ", ("two one five six six two four nine hundred", TEL, "tel"), " okay\n",
"agent: yeah and once ", ("caremark", ORG, "cm"), " approves it we'll fill it same day\n",
"customer: alright thanks\n",
]),
# 023 outbound loan offer, one block with punctuation
("outbound sales loan", "block", [
"hi, is this ", ("raul mendoza", PER, "cu"), "? yes, who's calling? hi mister ", ("mendoza", PER, "cu"), ", my name is ", ("deshawn", PER, "ag"), ", i'm calling from ",
("lendwell financial", ORG, "lw"), ". you'd requested information about consolidating some credit card debt on our website? oh, right, yeah, a while ago. great. so i can see if you prequalify, it's a soft pull, it won't affect your credit. can i confirm your email, ",
("raul dash mendoza at icloud dot com", MAIL, "mail"), "? yeah. and you're still in ", ("el paso", LOC, "ep"),
"? yes. perfect. what's the total balance you're looking to consolidate, roughly? um, like eighteen thousand across three cards. okay. rates right now start at nine point nine percent. honestly i'm kind of shopping around, i got an offer from ",
("sofi", ORG, "sofi"), " too. totally fair. i'll email you the terms and you can compare. if you want to go ahead, you can reach me at ",
("nine one five, two two oh, four four eight one", TEL, "tel"), ", extension two oh three. okay, thanks ", ("deshawn", PER, "ag"), ". thank you, mister ", ("mendoza", PER, "cu"), ", have a good one.",
]),
# 024 furniture delivery scheduling
("furniture delivery", "labels", [
"agent: thank you for calling ", ("ikea", ORG, "ikea"), " this is ", ("johan", PER, "ag"), " how can i help you\n",
"customer: hi yes i'm calling to schedule delivery for an order\n",
"agent: sure do you have the order number\n",
"customer: yeah it's ", ("four oh oh seven seven two one nine three four", ID, "order"), "\n",
"agent: and the name on the order\n",
"customer: ", ("svetlana ivanova", PER, "cu"), "\n",
"agent: thank you ", ("svetlana", PER, "cu"), " i see a pax wardrobe and two malm dressers\n",
"customer: yes\n",
"agent: and the address is ", ("nineteen fifty one ocean avenue unit twelve", ADR, "adr"), " ", ("brooklyn", LOC, "bk"), " ", ("one one two three oh", PC, "zip"), "\n",
"customer: yes but the elevator is out right now and it's on the third floor is that okay\n",
"agent: they can carry it up there's no extra charge for up to three flights the earliest is saturday ", ("the eighteenth", DATE, "d1"), " between seven and eleven\n",
"customer: ", ("the eighteenth", DATE, "d1"), " works\n",
"agent: and is ", ("nine two nine three three one oh six six two", TEL, "tel_old"), " the best number\n",
"customer: no use my cell it's ", ("three four seven eight eight two one oh five oh", TEL, "tel"), "\n",
"agent: ", ("three four seven double eight two one oh five oh", TEL, "tel"), " okay the drivers will call thirty minutes before\n",
"customer: thanks ", ("johan", PER, "ag"), "\n",
]),
# 025 hotel reservation, amex
("hotel reservation", "speakers", [
"speaker 1: ", ("marriott downtown austin", ORG, "mda"), ", reservations, this is ", ("kelsey", PER, "ag"), ".\n",
"speaker 2: hi ", ("kelsey", PER, "ag"), ", i'd like to book a room for three nights, ", ("june twelfth", DATE, "d1"), " through ", ("the fifteenth", DATE, "d2"), ".\n",
"speaker 1: sure. king or two queens?\n",
"speaker 2: king is fine. it's just me, i'm flying in from ", ("raleigh", LOC, "ral"), " for a conference.\n",
"speaker 1: okay. the rate is two nineteen a night plus tax. can i get your name?\n",
"speaker 2: ", ("bilal chaudhry", PER, "cu"), ". ", ("chaudhry", PER, "cu"), " is ", ("c-h-a-u-d-h-r-y", SPELL, "cu"), ".\n",
"speaker 1: thank you, mister ", ("chaudhry", PER, "cu"), ". and a credit card to hold the room?\n",
"speaker 2: it's an amex, ", (say(AMEX, "1111 111111 11111", gap=", "), CC, "card"), ".\n",
"speaker 1: let me read that back, ", (say(AMEX, "1111 111111 11111", zero="zero", doubles=True, gap=", "), CC, "card"), ".\n",
"speaker 2: yes.\n",
"speaker 1: and an email for the confirmation?\n",
"speaker 2: ", ("b chaudhry at protonmail dot com", MAIL, "mail"), ".\n",
"speaker 1: great. your confirmation number is ", ("eight four four two nine one seven three", ID, "conf"), ".\n",
"speaker 2: thanks. is there parking?\n",
"speaker 1: valet is forty five a night, or there's a public garage across the street.\n",
"speaker 2: okay. thanks ", ("kelsey", PER, "ag"), ".\n",
]),
# 026 washing machine noise, no PII at all, one block
("appliance support, no PII", "block", [
"hi thanks for calling how can i help you yeah hi my washing machine is making this like really loud banging noise when it spins okay is it a front loader or a top loader front loader it's maybe three years old okay and does it happen with every load or just big ones um mostly with towels i think okay so a lot of times that's just the load being unbalanced towels soak up a lot of water and they clump on one side try splitting the load in half and see if it still happens oh okay and also check that the machine is level you can put a level on top and adjust the front feet if it's rocking it's definitely rocking a little yeah that'll do it once it's level it should calm down a lot and if it's still banging after that what then call us back and we'll send someone out to check the shock absorbers but nine times out of ten it's the level okay i'll try that thank you so much no problem have a good one",
]),
# 027 telecom SIM-swap fraud
("telecom sim swap fraud", "labels", [
"agent: ", ("t mobile", ORG, "tmo"), ", this is ", ("jordan", PER, "ag"), ". how can i help you today?\n",
"customer: hi. um, my phone just suddenly went to no service, like an hour ago, and then i got an email that my sim was changed. i didn't do that.\n",
"agent: okay, that's concerning, let's lock this down right away. what's the phone number on the account?\n",
"customer: it's ", ("four zero four, seven seven nine, two six one three", TEL, "tel"), ".\n",
"agent: and your name?\n",
"customer: ", ("olga petrenko", PER, "cu"), ". ", ("p as in peter e t r e n k o", SPELL, "cu"), ".\n",
"agent: thank you, ", ("olga", PER, "cu"), ". i can see a sim change was done at one forty two today at a store in ", ("marietta", LOC, "mar"), ". was that you?\n",
"customer: no! i'm at work in ", ("midtown", LOC, "mid"), ", i haven't left the building.\n",
"agent: okay. i'm reversing it now and putting a port out freeze on the account. can you read me the imei on your phone, it's in settings, about phone.\n",
"customer: okay, it's ", ("three five two, oh nine nine, oh eight four, one seven seven, two four eight, one", ID, "imei"), ".\n",
"agent: perfect, that matches. restart your phone and you should have service in a few minutes. also, did anyone call you before this happened?\n",
"customer: actually yeah, yesterday someone called from ", ("four seven oh, two one three, eight eight five oh", TEL, "scam"), " saying they were from your fraud department.\n",
"agent: that was not us. i'm filing a fraud report, the case number is ", ("t m f four four one nine two", ID, "case"), ".\n",
"customer: okay. ", ("t m f four four one nine two", ID, "case"), ".\n",
"agent: you should also change your email password and your bank passwords today. and if anyone threatens you, call nine one one.\n",
"customer: yeah. okay, thank you, ", ("jordan", PER, "ag"), ".\n",
]),
# 028 life insurance beneficiary change
("life insurance beneficiary", "turns", [
("northwestern mutual", ORG, "nm"), ", policy services, this is ", ("connor", PER, "ag"), ".\n",
"hi ", ("connor", PER, "ag"), ", i need to change the beneficiary on my dad's life insurance policy. he's here with me, he's given permission.\n",
"okay, i'll need to speak with him briefly to verify. can you put him on?\n",
"hi, this is ", ("harold jenkins", PER, "dad"), ".\n",
"hi mister ", ("jenkins", PER, "dad"), ". can you verify your date of birth?\n",
("january ninth, nineteen forty seven", DOB, "dob1"), ".\n",
"and the policy number?\n",
("l four four nine oh two seven one three", ID, "pol"), ".\n",
"thank you. and you'd like to change the beneficiary?\n",
"yes, my wife passed in march, so i want it to go to my daughter, ", ("fatima", PER, "dau"), ". she's the one who called.\n",
"i'm sorry for your loss. i'll need ", ("fatima", PER, "dau"), "'s full legal name, date of birth and social security number.\n",
"hi, it's ", ("fatima jenkins al sayed", PER, "dau"), ", no hyphen. born ", ("october thirtieth, nineteen seventy five", DOB, "dob2"), ". social is ", (say(SSN2, "111 11 1111", gap=", "), SSN, "ssn"), ".\n",
"thank you. and her address?\n",
("eleven oh four linden drive, apartment two", ADR, "adr"), ", ", ("madison", LOC, "mad"), ", ", ("wisconsin", LOC, "wi"), ", ", ("five three seven oh five", PC, "zip"), ".\n",
"perfect. i'll email the change form for signature. what email?\n",
("fatima dot alsayed at yahoo dot com", MAIL, "mail"), ".\n",
"okay, the form will come from ", ("docusign", ORG, "ds"), ". once both of you sign, it takes about five to seven business days.\n",
"thank you, ", ("connor", PER, "ag"), ".\n",
]),
# 029 physical therapy billing, "bill" as name and as word
("clinic billing", "speakers", [
"speaker 1: ", ("peak performance physical therapy", ORG, "ppt"), " this is ", ("shauna", PER, "ag"), "\n",
"speaker 2: hi ", ("shauna", PER, "ag"), " this is ", ("bill kowalski", PER, "cu"), " i'm a patient there i got a bill in the mail for my last visit and i think it's wrong\n",
"speaker 1: okay let me pull you up can you spell your last name\n",
"speaker 2: ", ("k o w a l s k i", SPELL, "cu"), "\n",
"speaker 1: and date of birth\n",
"speaker 2: ", ("the twenty first of may nineteen ninety", DOB, "dob"), "\n",
"speaker 1: okay mister ", ("kowalski", PER, "cu"), " i see the bill for eighty five dollars from the visit on ", ("the third", DATE, "d1"), "\n",
"speaker 2: right but my insurance was supposed to cover that doctor ", ("o'connell", PER, "dr"), " sent the referral\n",
"speaker 1: let me check it looks like the referral from doctor ", ("o'connell", PER, "dr"), " expired on ", ("february twenty eighth", DATE, "d2"), " so that visit wasn't covered\n",
"speaker 2: oh come on nobody told me\n",
"speaker 1: i'm sorry i can ask doctor ", ("o'connell", PER, "dr"), "'s office to send a new one and resubmit the claim and then the bill should go away\n",
"speaker 2: okay please do that\n",
"speaker 1: i'll also keep your next appointment you're scheduled for ", ("the tenth", DATE, "d3"), " at four\n",
"speaker 2: okay yeah thanks ", ("shauna", PER, "ag"), "\n",
]),
# 030 SaaS admin adding a user
("software admin support", "labels", [
"agent: ", ("cloudpeak", ORG, "cp"), " support, this is ", ("ravi", PER, "ag"), ".\n",
"customer: hi ", ("ravi", PER, "ag"), ", this is ", ("jennifer wu", PER, "cu"), ", i'm the admin for ", ("acme logistics", ORG, "acme"), ". i need to add a new user and it keeps giving me an error.\n",
"agent: sure. what's the new user's name and email?\n",
"customer: ", ("priya raman", PER, "new"), ", ", ("priya dot raman at acmelogistics dot com", MAIL, "mail"), ".\n",
"agent: and what username are you trying to give her?\n",
"customer: ", ("p raman", USER, "u1"), ", all one word. so ", ("p r a m a n", SPELL, "u1"), ".\n",
"agent: okay, i see the issue, there's already a deactivated account with ", ("praman", USER, "u1"), " from two years ago. a former employee, ", ("pradeep raman", PER, "old"), "?\n",
"customer: oh, yeah, ", ("pradeep", PER, "old"), " left in twenty twenty two.\n",
"agent: so you can either reactivate that one or pick a new username.\n",
"customer: let's do ", ("priya r", USER, "u2"), ". ", ("p r i y a r", SPELL, "u2"), ".\n",
"agent: okay, ", ("priyar", USER, "u2"), " is available. i've created it. she'll get an invite at her ", ("acme logistics", ORG, "acme"), " email.\n",
"customer: great. and can you open a ticket for the error, because it should've told me why.\n",
"agent: yep, ticket ", ("c p dash seven seven one oh four", ID, "tkt"), ".\n",
"customer: thanks ", ("ravi", PER, "ag"), ".\n",
]),
# 031 card fraud outbound, one block, mis-heard surname
("bank card fraud outbound", "block", [
"thank you for taking my call this is ", ("naomi", PER, "ag"), " with ", ("citi", ORG, "citi"), " fraud prevention am i speaking with ", ("alejandro gutierrez", PER, "cu"),
" yes this is ", ("alejandro", PER, "cu"), " hi mister ", ("gutierres", PER, "cu"), " i'm calling about some unusual activity on your card ending in ", ("six six two one", ID, "last4"),
" before i go on can you verify your date of birth uh ", ("december fifth nineteen eighty seven", DOB, "dob"),
" thank you we saw two charges last night one at a gas station in ", ("miami", LOC, "mia"), " for sixty dollars and one online for one thousand four hundred dollars to a merchant in ",
("lagos", LOC, "lagos"), " ", ("nigeria", LOC, "ng"), " did you make either of these no no i'm in ", ("dallas", LOC, "dal"), " i haven't been to ", ("miami", LOC, "mia"),
" in like a year okay i've declined the ", ("lagos", LOC, "lagos"), " one and i'll block the card we'll overnight you a new one to your home address on file can you confirm your phone number so we can text you the tracking yeah it's ",
("four six nine three three eight oh two one four", TEL, "tel"), " thank you mister ", ("gutierrez", PER, "cu"), " your fraud claim number is ", ("c f nine nine one two seven three", ID, "claim"),
" you'll see the sixty dollar charge reversed in three to five days alright thanks ", ("naomi", PER, "ag"),
]),
# 032 landlord, ceiling leak
("landlord repairs", "turns", [
("brookstone apartments", ORG, "ba"), " leasing office this is ", ("kayla", PER, "ag"), "\n",
"hi ", ("kayla", PER, "ag"), " this is ", ("amara diallo", PER, "cu"), " in unit three oh four\n",
"hi ", ("amara", PER, "cu"), " what's going on\n",
"so there's water coming through my bathroom ceiling again i think it's from the unit above mister ", ("abernathy", PER, "nb"), "'s\n",
"oh no okay is it a lot\n",
"it's dripping pretty steady i put a bucket under it\n",
"okay i'll send maintenance right now and i'll try to reach mister ", ("abernathy", PER, "nb"), " too\n",
"this is the second time it's been happening since ", ("the tenth", DATE, "d1"), "\n",
"i know i'm so sorry i'm going to note that it's a repeat issue can you confirm your address for the work order\n",
"yeah ", ("one eighty five pine street unit three oh four", ADR, "adr"), "\n",
"and can i send the work order confirmation to ", ("amara dot diallo eighty eight at yahoo dot com", MAIL, "mail"), "\n",
"yes that's me\n",
"okay the work order number is ", ("m x two two seven four", ID, "wo"), " you should get the email in a minute\n",
"thank you ", ("kayla", PER, "ag"), "\n",
]),
# 033 courier calling the customer, mis-heard first name
("delivery courier outbound", "speakers", [
"speaker 1: hi is this ", ("siobhan", PER, "cu"), "\n",
"speaker 2: yes who's this\n",
"speaker 1: hi ", ("chevonne", PER, "cu"), " it's ", ("marco", PER, "ag"), " with ", ("dashdrop", ORG, "dd"), " i have your delivery from ", ("target", ORG, "tgt"), " but i'm outside ", ("twelve twenty four maple grove road", ADR, "adr"), " in ", ("edina", LOC, "edina"), " and i don't see a house number\n",
"speaker 2: oh it's the blue house with the white fence the number's on the mailbox\n",
"speaker 1: okay i see it should i leave it at the door\n",
"speaker 2: yes please or actually can you leave it with my neighbor ", ("tomas", PER, "nb"), " i'm not home till six\n",
"speaker 1: the app says i have to leave it at the address\n",
"speaker 2: okay just leave it behind the planter then\n",
"speaker 1: no problem i'll send a photo to the number on the order is that ", ("six one two eight four one five five two three", TEL, "tel"), "\n",
"speaker 2: yep that's me\n",
"speaker 1: okay done have a good evening\n",
]),
# 034 airline lost baggage, foreign mobile
("airline lost baggage", "labels", [
"agent: ", ("delta", ORG, "delta"), " baggage service, this is ", ("fiona", PER, "ag"), ", do you have a file reference number?\n",
"customer: yes, it's ", ("l a x d l four oh eight one seven", ID, "file"), ".\n",
"agent: thank you. and the last name?\n",
"customer: ", ("rossi", PER, "cu"), ". ", ("r o s s i", SPELL, "cu"), ". ", ("matteo rossi", PER, "cu"), ".\n",
"agent: thank you mister ", ("rossi", PER, "cu"), ". i see your bag was located in ", ("atlanta", LOC, "atl"), ", it missed the connection. it's on the flight tonight and we'll deliver it tomorrow.\n",
"customer: okay, good. i'm in ", ("los angeles", LOC, "la"), " until friday, at the ", ("hilton", ORG, "hilton"), " on ", ("figueroa street", LOC, "fig"), ", room eleven twelve.\n",
"agent: the ", ("hilton", ORG, "hilton"), " on ", ("figueroa", LOC, "fig"), ". and a phone number where the courier can reach you?\n",
"customer: my italian number, ", ("plus three nine, three four seven, one one two, eight eight nine oh", TEL, "tel"), ".\n",
"agent: ", ("plus three nine, three four seven, one one two, double eight nine oh", TEL, "tel"), ". and an email?\n",
"customer: ", ("m rossi eighty one at libero dot it", MAIL, "mail"), ".\n",
"agent: got it. you'll get a text when it's out for delivery, or you can call the baggage line at one eight hundred two two one one two one two.\n",
"customer: grazie. thank you, ", ("fiona", PER, "ag"), ".\n",
]),
# 035 water utility, start service, one block with punctuation
("utility start service", "block", [
("tacoma public utilities", ORG, "tpu"), ", customer service, this is ", ("brent", PER, "ag"), ". hi, i'm moving next week and i need to start water service at my new place. sure, what's the new address? ",
("eight twenty two south yakima avenue, unit b", ADR, "adr"), ", ", ("tacoma", LOC, "tac"), ", ", ("nine eight four oh five", PC, "zip"),
". and what date do you want service to start? ", ("the first of november", DATE, "d1"), ". okay. and your name? ", ("hyun woo park", PER, "cu"),
". can you spell that? first name ", ("h y u n", SPELL, "cu"), ", second part ", ("w o o", SPELL, "cu"), ", last name ", ("park", PER, "cu"),
". thank you. since you're a new customer i'll need your social security number for a credit check, or you can pay a deposit. that's fine, it's ",
(say(SSN3, "111 11 1111", gap=", "), SSN, "ssn"), ". and date of birth? ", ("april fourteenth, nineteen ninety two", DOB, "dob"),
". okay, and your previous address? ", ("three forty nine north pearl street", ADR, "adr_old"), ", in ", ("spokane", LOC, "spo"),
". thank you, mister ", ("park", PER, "cu"), ". you're approved, no deposit needed. the account number will be ", ("four oh two nine three seven seven one", ID, "acct"),
". and the best phone number? ", ("five oh nine, seven two two, three oh four six", TEL, "tel"), ". alright, service will be on by ", ("the first", DATE, "d1"), ". thanks, ", ("brent", PER, "ag"), ".",
]),
# 036 internet repair escalation, contractor name mis-heard
("internet repair escalation", "turns", [
"hi um i'm calling because i had a technician come out on friday and it's still not working\n",
"okay i can help with that can i get the account number\n",
"yeah it's ", ("n e t eight eight four one three two", ID, "acct"), "\n",
"thank you and your name please\n",
"my name is my name is ", ("ifeoma eze", PER, "cu"), "\n",
"thank you ", ("ifeoma", PER, "cu"), " so i see a technician visit on friday what happened\n",
"so a guy from ", ("quick fix", ORG, "qf"), " came out he said it was the wiring in the wall and he'd have to come back with a part and nobody ever came back\n",
"okay ", ("quickfix", ORG, "qf"), " is our contractor let me look at the notes yeah it says pending parts i'm really sorry about that\n",
"is there any way to speed it up i work from home\n",
"i'm escalating it right now and i'll request a callback from the ", ("quickfix", ORG, "qf"), " supervisor what's the best number\n",
("nine seven two triple seven oh four one one", TEL, "tel"), "\n",
"and an email for updates\n",
("ifeoma dot eze at gmail dot com", MAIL, "mail"), "\n",
"perfect and your escalation ticket is ", ("e s c two oh four nine one", ID, "tkt"), "\n",
"thanks\n",
]),
# 037 home insurance, burglary
("home insurance theft claim", "speakers", [
"speaker 1: ", ("allstate", ORG, "as"), " claims, this is ", ("trevor", PER, "ag"), ", how can i help?\n",
"speaker 2: hi, um, our house was broken into last weekend and i need to file a claim. my name's ", ("kwame asante", PER, "cu"), ".\n",
"speaker 1: i'm sorry to hear that, mister ", ("asante", PER, "cu"), ". do you have your policy number?\n",
"speaker 2: yeah, it's ", ("nine oh two, four four seven, eight one six", ID, "pol"), ".\n",
"speaker 1: thank you. and did you file a police report?\n",
"speaker 2: yes, officer ", ("delgado", PER, "cop"), " came out. the report number is ", ("r p d two three dash oh four four one seven", ID, "rep"), ".\n",
"speaker 1: great, that helps a lot. what was taken?\n",
"speaker 2: a laptop, a macbook pro, my wife's jewelry, and a tv. they came in through the back window, trampled the rose bush and everything.\n",
"speaker 1: do you have the serial number for the laptop by any chance?\n",
"speaker 2: yeah, i found the box. ", ("c zero two x k eight four j m d six m", ID, "serial"), ".\n",
"speaker 1: perfect. and when did this happen?\n",
"speaker 2: saturday ", ("the fourteenth", DATE, "d1"), ", sometime between noon and six.\n",
"speaker 1: okay. i've started the claim, the number is ", ("a c l seven seven three oh one nine", ID, "claim"), ". an adjuster named ", ("denise", PER, "adj"), " will call you.\n",
"speaker 2: okay, thanks, ", ("trevor", PER, "ag"), ".\n",
]),
# 038 clinic cancellation, one PII mention only
("clinic cancellation, one mention", "turns", [
"hi um yeah i need to cancel my appointment tomorrow at three\n",
"okay what's the name\n",
("yusuf demir", PER, "cu"), "\n",
"okay i see it at three o'clock do you want to reschedule\n",
"not right now i'll call back next week\n",
"okay you're all set it's cancelled\n",
"thanks bye\n",
]),
# 039 mattress purchase, mastercard
("inbound sales mattress", "labels", [
"agent: thanks for calling ", ("sleepwell mattress", ORG, "sw"), " this is ", ("dominic", PER, "ag"), " are you calling to place an order\n",
"customer: yeah i was in your store on ", ("route nine", LOC, "rt9"), " last weekend and i wanted the queen hybrid the one that's on sale\n",
"agent: the luna hybrid sure that's eight ninety nine for the queen right now with free delivery the store's open nine to nine if you want to see it again can i get your name\n",
"customer: ", ("giovanna bianchi", PER, "cu"), "\n",
"agent: and the delivery address\n",
"customer: ", ("two fifty one west main street apartment three a", ADR, "adr"), " ", ("freehold", LOC, "fh"), " ", ("new jersey", LOC, "nj"), " ", ("oh seven seven two eight", PC, "zip"), "\n",
"agent: and a phone number\n",
"customer: ", ("seven three two five five four oh one one nine", TEL, "tel"), "\n",
"agent: and an email for the receipt\n",
"customer: ", ("gio underscore bianchi at yahoo dot com", MAIL, "mail"), "\n",
"agent: ", ("gio underscore bianchi at yahoo dot com", MAIL, "mail"), " okay and how would you like to pay\n",
"customer: mastercard it's ", (say(MCARD, "22 22 22 22"), CC, "card"), "\n",
"agent: so that's ", (say(MCARD, "1111 1111 1111 1111", doubles=True), CC, "card"), "\n",
"customer: yes\n",
"agent: thank you and the earliest delivery is wednesday ", ("the twenty ninth", DATE, "d1"), "\n",
"customer: perfect\n",
"agent: your order number is ", ("s w eight eight one two four", ID, "order"), "\n",
"customer: thanks ", ("dominic", PER, "ag"), "\n",
]),
# 040 online banking lockout
("online banking lockout", "speakers", [
"speaker 1: ", ("pinecrest bank", ORG, "pb"), " online support, this is ", ("lorena", PER, "ag"), ".\n",
"speaker 2: yeah, hi, i'm locked out of online banking. my name is ", ("frank moreau", PER, "cu"), ".\n",
"speaker 1: hi ", ("frank", PER, "cu"), ". what's your username?\n",
"speaker 2: ", ("frankm underscore seventy seven", USER, "user"), ".\n",
"speaker 1: ", ("frank m underscore seven seven", USER, "user"), "?\n",
"speaker 2: yeah.\n",
"speaker 1: okay, for verification, can you give me your date of birth and the zip code on the account?\n",
"speaker 2: ", ("june sixth, nineteen sixty", DOB, "dob"), ". and the zip is ", ("four four one two two", PC, "zip"), ".\n",
"speaker 1: thank you. i'm going to send a one time code to the phone number on file, ending in four three.\n",
"speaker 2: that's my old phone. i got a new number, it's ", ("two one six, nine nine one, four oh eight two", TEL, "tel"), ".\n",
"speaker 1: i can't change it over the phone, unfortunately, for security. i can send the code to your email, ", ("f moreau at sbcglobal dot net", MAIL, "mail"), ".\n",
"speaker 2: okay, yeah, do that.\n",
"speaker 1: sent. once you're in you can update your phone number under profile.\n",
"speaker 2: got it, okay, it worked. thanks.\n",
"speaker 1: great. anything else, mister ", ("moreau", PER, "cu"), "?\n",
"speaker 2: no, that's it.\n",
]),
# 041 vet appointment, pet names not annotated
("vet appointment", "turns", [
("happy paws animal hospital", ORG, "hp"), " this is ", ("dani", PER, "ag"), "\n",
"hi i need to bring my dog in he's been limping for a couple days\n",
"oh no okay what's his name\n",
"max\n",
"and your name\n",
("lucia fernandez", PER, "cu"), "\n",
"okay i see max here and your other dog biscuit too\n",
"yes that's them\n",
"we have an opening with doctor ", ("lindqvist", PER, "dr"), " tomorrow at ten forty or thursday ", ("the sixth", DATE, "d1"), " at two\n",
"tomorrow please\n",
"okay and is ", ("seven seven three four one two nine nine eight one", TEL, "tel"), " still your number\n",
"yes\n",
"okay we'll see max tomorrow at ten forty thanks ", ("lucia", PER, "cu"), "\n",
"thank you\n",
]),
# 042 international roaming, one block, one ASR-normalised e-mail
("telecom roaming", "block", [
"thank you for calling ", ("verizon", ORG, "vz"), ", this is ", ("andre", PER, "ag"), ". hi ", ("andre", PER, "ag"), ", my name is ", ("nadia haddad", PER, "cu"),
", i'm traveling in ", ("portugal", LOC, "pt"), " right now and my phone isn't working. i'm in ", ("lisbon", LOC, "lis"),
". okay, i'm sorry about that. what's the mobile number? it's ", ("six one seven, two oh one, five five three eight", TEL, "tel"),
". okay, i see the line. it looks like the travel pass wasn't added before you left. oh. okay, can you add it? yes, it's ten dollars a day, and it'll work right away. do you want me to add it? yes please. done. try turning airplane mode on and off. okay. hold on. yes, it's working now. great. i've made a note on the account, reference ",
("v z r four one seven seven", ID, "ref"), ", and i'll send a confirmation to ", ("nadia.haddad@gmail.com", MAIL, "mail"), ". thanks ", ("andre", PER, "ag"), ". enjoy ", ("portugal", LOC, "pt"), "!",
]),
# 043 debt collection outbound, "may", "faith", "grace" as words
("collections outbound", "labels", [
"agent: hello may i speak with ", ("tyrell washington", PER, "cu"), "\n",
"customer: speaking\n",
"agent: hi mister ", ("washington", PER, "cu"), " my name is ", ("colleen", PER, "ag"), " i'm calling from ", ("crestmark recovery services", ORG, "crs"), " this is an attempt to collect a debt and any information obtained will be used for that purpose this call may be recorded can you verify your date of birth\n",
"customer: uh ", ("july twenty third nineteen ninety five", DOB, "dob"), " what's this about\n",
"agent: thank you it's regarding your ", ("synchrony bank", ORG, "syf"), " store card account ending in ", ("oh four four seven", ID, "last4"), " the last payment we have was on ", ("march third twenty twenty four", DATE, "d1"), " and the balance is one thousand two hundred sixty three dollars\n",
"customer: yeah i know i i lost my job in the spring and i've been trying to catch up\n",
"agent: i understand we can set up a payment plan even a small good faith payment today would stop the account from going to the next stage\n",
"customer: i can do like fifty dollars\n",
"agent: okay and there's a grace period of ten days for each payment after that so you won't get hit with late fees if you're a few days late\n",
"customer: okay\n",
"agent: your arrangement number is ", ("m r s six six oh two nine one", ID, "arr"), "\n",
"customer: okay thanks ", ("colleen", PER, "ag"), "\n",
]),
# 044 car insurance, adding a teen driver
("car insurance add driver", "speakers", [
"speaker 1: thank you for calling ", ("state farm", ORG, "sf"), " this is ", ("wendell", PER, "ag"), "\n",
"speaker 2: hi ", ("wendell", PER, "ag"), " i need to add my son to our auto policy he just got his license\n",
"speaker 1: congratulations can i have the policy number\n",
"speaker 2: it's ", ("four one seven dash two two nine oh dash c oh five", ID, "pol"), "\n",
"speaker 1: and your name\n",
"speaker 2: ", ("linh tran", PER, "cu"), "\n",
"speaker 1: thank you and your son's name and date of birth\n",
"speaker 2: ", ("bao tran", PER, "son"), " ", ("b a o", SPELL, "son"), " and he was born ", ("the ninth of march two thousand eight", DOB, "dob"), "\n",
"speaker 1: and his driver's license number\n",
"speaker 2: hold on it's ", ("d four four one two seven nine eight", ID, "dl"), "\n",
"speaker 1: and which vehicle will he be driving mostly\n",
"speaker 2: the corolla\n",
"speaker 1: the twenty seventeen corolla can you read me the vin for the records\n",
"speaker 2: uh it's ", ("two t one b u r h e seven h c nine four four oh six one", ID, "vin"), "\n",
"speaker 1: thank you okay so adding ", ("bao", PER, "son"), " will bring the premium up by about ninety four dollars a month but he might qualify for the good student discount if he has a b average\n",
"speaker 2: he does he's on the honor roll\n",
"speaker 1: great send a copy of his report card to us and i'll email you the form at ", ("linh dot tran at comcast dot net", MAIL, "mail"), " is that right\n",
"speaker 2: yes okay will do thanks ", ("wendell", PER, "ag"), "\n",
]),
# 045 school attendance office, wrong address corrected
("school office", "turns", [
("roosevelt high school", ORG, "rhs"), ", attendance office, this is missus ", ("kaplan", PER, "ag"), ".\n",
"hi, this is ", ("michelle ochoa", PER, "mom"), ", i'm calling because my son ", ("diego", PER, "son"), " is going to be out tomorrow, he has a dentist appointment.\n",
"okay, ", ("diego ochoa", PER, "son"), "? what grade?\n",
"eleventh.\n",
"and his student id?\n",
"um, it's ", ("two oh two six one one four", ID, "sid"), ".\n",
"okay, i've marked him excused. he'll need a note from the dentist when he comes back.\n",
"sure. oh, and also, he got a letter saying he made the dean's list, but it had the wrong address on it.\n",
"oh, congratulations! what should the address be?\n",
("seventy four oak hollow drive", ADR, "adr"), ". they had ", ("seventy four oak hill drive", ADR, "adr_wrong"), ", which doesn't exist.\n",
"okay, i'll update it. is the phone number still ", ("four eight oh, six six one, two nine three four", TEL, "tel"), "?\n",
"yes.\n",
"great. thank you, missus ", ("ochoa", PER, "mom"), ".\n",
"thank you, bye.\n",
]),
# 046 software subscription refund
("software refund", "labels", [
"agent: ", ("adobe", ORG, "adobe"), " customer care this is ", ("sneha", PER, "ag"), " how can i help\n",
"customer: hi i was charged for a yearly subscription i didn't want i thought i cancelled it\n",
"agent: i'm sorry about that can i get the email on the account\n",
"customer: ", ("stas dot volkov dash design at gmail dot com", MAIL, "mail"), "\n",
"agent: ", ("s t a s dot volkov dash design at gmail dot com", MAIL, "mail"), "\n",
"customer: yes\n",
"agent: okay ", ("stanislav", PER, "cu"), " i see the charge of two hundred thirty nine eighty eight on ", ("the twelfth", DATE, "d1"), " was that to a card ending in ", ("five five one oh", ID, "last4"), "\n",
"customer: yes\n",
"agent: since it's within fourteen days i can cancel and give you a full refund your order number for the refund is ", ("a d b seven seven three four one nine", ID, "order"), "\n",
"customer: ", ("a d b seven seven three four one nine", ID, "order"), " thank you ", ("sneha", PER, "ag"), "\n",
"agent: you'll see it in five to ten business days\n",
]),
# 047 telehealth intake, one block
("telehealth intake", "block", [
"hi welcome to ", ("carepoint virtual clinic", ORG, "cp"), " my name is ", ("jasmine", PER, "ag"), " and i'll be doing your intake today can you tell me your full name ",
("aaliyah robinson", PER, "pt"), " and date of birth ", ("the thirtieth of december two thousand one", DOB, "dob"), " okay and your current address ",
("eighteen oh nine east broad street apartment four", ADR, "adr"), " ", ("richmond", LOC, "ric"), " ", ("virginia", LOC, "va"), " ", ("two three two two three", PC, "zip"),
" and which pharmacy do you use the ", ("rite aid", ORG, "ra"), " on ", ("broad street", LOC, "broad"), " okay and do you have insurance yes ", ("aetna", ORG, "aetna"),
" member id ", ("w one three three eight four seven two nine oh", ID, "mid"), " and an emergency contact my mom ", ("denise robinson", PER, "mom"), " her number is ",
("eight oh four five five two seven seven one six", TEL, "tel"), " okay and what brings you in today i've had a sore throat and a fever for like three days okay the provider doctor ",
("mensah", PER, "dr"), " will join in about five minutes",
]),
# 048 missed-call callback, one PII mention only
("clinic callback, one mention", "speakers", [
"speaker 1: hello?\n",
"speaker 2: hi, um, i got a missed call from this number?\n",
"speaker 1: oh, yes, this is ", ("marguerite", PER, "ag"), " from the front desk, we were just confirming your appointment for thursday.\n",
"speaker 2: oh, okay. yeah, i'll be there.\n",
"speaker 1: great, see you then.\n",
"speaker 2: thanks, bye.\n",
]),
]

ASR_CHARS = re.compile(r"[a-z' .,?!\n:@-]*")
LABEL_LINE = re.compile(r"^(agent|customer|rep|caller|speaker [12]): ")
TOLL_FREE = {"800", "833", "844", "855", "866", "877", "888"}


def check_value(cid, s, key):
    """Checksums and shapes of the numeric values (parsed back from their spoken form)."""
    lab, txt = s["label"], s["text"]
    if lab == CC:
        d = digits_of(txt, thousand=True)
        assert len(d) in (15, 16) and luhn.is_valid(d), (cid, txt, d)
    elif lab == SSN:
        d = digits_of(txt, thousand=True)
        if len(d) == 4:  # "last four of my social"
            assert d != "0000", (cid, txt)
        else:
            assert len(d) == 9, (cid, txt, d)
            area, group, serial = d[:3], d[3:5], d[5:]
            assert area not in ("000", "666") and not area.startswith("9"), (cid, txt)
            assert group != "00" and serial != "0000", (cid, txt)
    elif lab == TEL:
        d = digits_of(txt, thousand=True)
        if txt.startswith("plus"):
            assert 10 <= len(d) <= 13 and not d.startswith("1"), (cid, txt, d)
        else:
            if len(d) == 11:
                assert d[0] == "1", (cid, txt)
                d = d[1:]
            assert len(d) == 10 and d[0] in "23456789" and d[3] in "23456789", (cid, txt, d)
            assert d[:3] not in TOLL_FREE, (cid, txt)  # toll-free lines are not annotated
    elif lab == PC:
        assert len(digits_of(txt, thousand=True)) == 5, (cid, txt)
    elif lab == BANK:
        d = digits_of(txt, thousand=True)
        if key.startswith("rtn"):
            assert aba_valid(d), (cid, txt, d)
        else:
            assert 8 <= len(d) <= 17, (cid, txt, d)
    elif lab == MAIL:
        assert (" at " in txt and " dot " in txt) or re.fullmatch(r"[a-z.]+@[a-z]+\.[a-z]+", txt), (cid, txt)


def build(idx, style, segs):
    cid = "asr-en-%03d" % idx
    text, spans, keys = assemble(cid, segs, LABELS)
    for s in spans:  # a span starts and ends on a word boundary
        assert s["start"] == 0 or not text[s["start"] - 1].isalnum(), (cid, s)
        assert s["end"] == len(text) or not text[s["end"]].isalnum(), (cid, s)
    # ASR style: lower case, numbers as words, little punctuation
    assert text == text.lower(), cid
    lines = text.rstrip("\n").split("\n")
    for ln in lines:  # digits only in the diariser's "speaker 1:" prefix; numbers are words
        body = LABEL_LINE.sub("", ln)
        assert ASR_CHARS.fullmatch(body), (cid, re.search(r"[^a-z' .,?!:@-]", body))
    check_layout(cid, lines, style, LABEL_LINE)
    for s, key in zip(spans, keys):
        check_value(cid, s, key)
    return cid, text, spans


def main():
    assert luhn.is_valid("4111111111111111") and aba_valid("011000015")  # published test values
    assert digits_of("two one five six six two four nine hundred", thousand=True) == "2156624900"
    assert len(CALLS) >= 45
    texts, golds, labels, warnings, empty = [], [], Counter(), [], 0
    styles = Counter()
    for i, (_domain, style, segs) in enumerate(CALLS, 1):
        cid, text, spans = build(i, style, segs)
        texts.append({"id": cid, "text": text})
        golds.append({"id": cid, "spans": spans})
        labels.update(s["label"] for s in spans)
        warnings += uncovered_repeats(cid, text, spans, NAME_WORDS)
        empty += not spans
        styles[style] += 1
    assert empty == 3, empty
    for label, n in MINIMUM.items():
        assert labels[label] >= n, (label, labels[label], n)
    write_set("en_calls_asr", texts, golds)
    for w in warnings:
        print("WARNING", w)
    print("calls: %d (%d without PII), spans: %d, turn styles: %s" % (
        len(texts), empty, sum(labels.values()), dict(styles)))
    print_labels(labels)


if __name__ == "__main__":
    main()
