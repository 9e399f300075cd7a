# ruff: noqa: E501  (hand-written transcripts as literal data: long lines)
"""An eighth, independent set of English phone-call transcript SNIPPETS in speech-recogniser (ASR) style, with gold PII.
Like the sixth and seventh sets (make_en_calls_asr6.py, make_en_calls_asr7.py), thirty short snippets, each four to
twelve turns taken from the middle of a call, with four to six mentions each (none in three of them), 142 in all.  Domains are
kept apart from sets one to seven (make_en_calls_asr.py ... make_en_calls_asr7.py): a mortgage broker's callback, a
university international-student visa office (England), a stolen-bike police report line (England), a dog groomer
(Canada), a driving-test rebooking (England), a hospital outpatient cancellation (Ireland), a phone-shop trade-in, an
Indian bank's lost-card line, a chemist's home delivery (Ireland), a parcel-locker failure (England), a baby-formula
helpline, a laptop warranty repair, a food-allergy complaint to a restaurant, a coach-trip booking (Wales), a drone
operator accreditation query (Australia), an e-scooter rental parking fine, a debt-advice charity (England), a solar
panel cleaning quote (Australia), a junior sports-club kit order (Australia), a boiler service booking (Scotland), a
vehicle safety-recall outreach call, a theatre box-office ticket exchange (England), a fishing charter booking
(Australia), a swimming-lessons waitlist (Canada), a train delay-repay claim (England), a council planning query
(England), a local radio competition prize (Ireland), a water-softener salt delivery, a kids' party venue booking
(Australia) and a wine-club shipment.
Three snippets contain no PII at all (parcel locker, solar panel cleaning, water-softener salt).
Text is what an ASR engine emits: lower case, numbers as words ("oh", "zero", "double", the odd "for" for four and
"to" for two), e-mails and user names read aloud ("dot", "at", "underscore", "dash", "all one word"), letters
spelled out in varied forms ("o l u w a s e u n", "k-o-w-a-l-c-h-u-k", "z for zulu i e l ..."), disfluencies, repeated
words, self-corrections (an old address, an old user name) and names mis-heard or split by the engine
("shavaun" for siobhan, "pordrig" for padraig, "eefa" for aoife, "anand krishna murthy").
Organisations are named with and without a cue ("what boost offered me", "the receipt from evans", "there's next",
"the mercy"); some names are ordinary words ("boost", "lime", "next", "mercy", and a manager called "joy") and also
occur in their ordinary sense in the same snippet.  Two snippets have engine punctuation, a few have engine commas,
most have none.  Turn layouts vary: "agent:/customer:", "rep:/caller:", "agent:/caller:", "A:/B:",
"speaker 1:/speaker 2:", one unlabelled line per turn, one block.  Snippets from England, Wales, Scotland, Ireland,
Australia, Canada and India use only the phone-number and postcode forms call_sets.py checks (UK 0 + ten digits, an
Irish mobile 08x + seven digits, an Australian mobile 04 + eight digits, an Indian mobile with "plus nine one"; UK
"aa9 9aa", Canadian "a9a 9a9", Australian four-digit postcodes; a UK sort code or Australian BSB is a
six-digit BANK_ACCOUNT).  No Eircode and no Indian PIN code is said.
Written by hand, without reading the detectors (nothing under src/, tests/ or scripts/) or the earlier sets' data.
Annotation conventions: exactly those of make_en_calls_asr.py (see its header), in short:
  spans never overlap; leading articles, titles ("mister", "missus"), family words, possessive 's and trailing
  punctuation stay outside; a wrong or old value fully spoken and then corrected is annotated as its own entity;
  names that are also words (see NAME_WORDS) are annotated only where they name a person or an organisation; pet
  names, products and makes (a galaxy, a worcester combi), card brands, toll-free numbers, partial numbers, card
  expiry dates, seat / row numbers, prices, counts, times and weekdays are not annotated; a name's spelling
  (SPELLED_SEQUENCE) shares the entity of what it spells; a nickname or a mis-heard form of a name keeps the
  person's entity; "card ending in" four digits -> GENERIC_ID, "last four of your social" -> US_SSN; other ids (a
  student number, a bike frame number, a crime reference, a UK driving licence, a medical record number, an IMEI, a
  laptop serial, an aviation reference number, a ride id, a VIN, a ticket number, a planning application number)
  -> GENERIC_ID; city, state and postcode after a street address are separate spans; a named organisation
  containing a place is one span; venues, test centres and street corners are LOCATION; a pub,
  a hospital or a council is ORGANIZATION_NAME; dates include a leading "the" ("the ninth of january"); a birth date of anyone in the call is DATE_OF_BIRTH.
Markup used below: [[text|LABEL|key]] (key optional; by default the same label + text is the same entity).
Offsets are computed by segments.assemble(); helpers and checks: call_sets.py.  Writes en_calls_asr8.jsonl and
en_calls_asr8.gold.jsonl beside this file.  Run: python benchmarks/data/make_en_calls_asr8.py
"""
from call_sets import card, make_set, say

# names that are also ordinary words: used unannotated on purpose in the same snippet
NAME_WORDS = {"boost", "lime", "next", "mercy", "joy"}

RUPAY = card("608132740195663")     # 16 digits, read with "zero"
VISA_UK = card("492918364027551")   # 16 digits
AMEX = card("37429105836271")       # 15 digits

CALLS = [
# 001 mortgage broker callback (US)
("mortgage broker callback", "labels", """
agent: hi is that missus [[mehta|PER|c]] it's the loan team at [[keystone lending|ORG|k]] returning your call about the refi
customer: oh yes hi sorry i missed you i was on the school run
agent: no problem at all so before i can run the soft pull i just need a couple of things can i get your full social
customer: um sure it's [[five two eight, four one, seven seven oh three|SSN|ssn]]
agent: thank you and the property we're refinancing is [[two eleven juniper hollow lane|ADR|adr]] in [[cary|LOC|cary]] [[two seven five one three|PC|zip]]
customer: that's right and my husband is on the deed too but he's traveling till friday
agent: that's fine we can add him on the application later i'll email the disclosures over tonight
"""),
# 002 student visa office (England)
("university visa office", "speakers", """
speaker 1: okay, can i take your student number, please?
speaker 2: yes, it's [[two one oh four seven seven six two|ID|sid]].
speaker 1: and your full name as it is on the passport?
speaker 2: [[oluwaseun adebayo|PER|s]]. the first name is [[o l u w a s e u n|SPELL|s]].
speaker 1: thank you. and your date of birth?
speaker 2: [[ninth of november, two thousand and two|DOB|dob]].
speaker 1: lovely. so the bank letter is for [[lloyds|ORG|ll]], and it goes to your term address, is that still [[flat six, forty one clarendon road|ADR|old]]?
speaker 2: no, sorry, i moved into halls in january, so it's the halls address now.
speaker 1: okay, i'll update that first, then the letter's ready in about three working days.
"""),
# 003 stolen bike, police non-emergency line (England)
("stolen bike police report", "turns", """
and where was it locked up
outside the [[crown and kettle|ORG|pub]] it was there at half seven and gone by ten
okay have you got the frame number at all
yeah it's on the receipt from [[evans|ORG|ev]] hang on it's [[w t u, one four seven oh nine two six, k|ID|frame]]
so [[w t u one four seven oh nine two six k|ID|frame]]
that's it yeah
right i'll pop that on the stolen register your crime reference is [[one three, four two, oh oh eight eight one six|ID|crn]] you'll want that for the insurance
and do you need a number for me
please
it's [[oh seven seven double oh nine oh oh three one eight|TEL|tel]]
"""),
# 004 dog groomer (Canada)
("dog groomer", "labels", """
A: okay so for a full groom on a doodle that size you're looking at about two and a half hours
B: that's fine um can i get her in for [[the twenty second|DATE|d]]
A: let me look yeah that day i've got ten a m with [[marisol|PER|g]] she's great with the nervous ones
B: perfect she's a bit of a wiggler her name's pickle
A: aw okay and the booking's under
B: [[nadia kowalchuk|PER|n]]
A: is that [[k-o-w-a-l-c-h-u-k|SPELL|n]]
B: yep
A: and a good number in case we're running late
B: [[six oh four, seven one nine, two two eight oh|TEL|tel]]
"""),
# 005 driving-test rebooking (England)
("driving test rebooking", "labels", """
rep: okay and can i take your driving licence number please
caller: yeah it's [[d h i double l oh oh one one five one h s nine a b|ID|lic]]
rep: thank you and your date of birth
caller: [[fifteenth of the first oh one|DOB|dob]]
rep: lovely so your test is currently at [[hendon|LOC|hen]] on [[the third of april|DATE|d1]] and you'd like to move it
caller: yeah my instructor [[gurpreet|PER|gp]] can't do that week his car's in the garage
rep: the earliest i've got there after that is [[the twenty ninth of april|DATE|d2]] at eight fifty seven
caller: go on then i'll take it
"""),
# 006 hospital outpatient cancellation (Ireland)
("hospital appointment cancellation", "labels", """
agent: and what's the m r n on the top of the letter there
caller: it's [[zero zero four, eight one, seven seven two|ID|mrn]]
agent: thanks and that's for [[shavaun o'dwyer|PER|p]]
caller: that's it she's my mam she's booked in with mister [[fitzgerald|PER|dr]] in the fracture clinic next week but she's after getting a chest infection so she won't make it
agent: no bother can you just confirm her date of birth for me
caller: [[second of june nineteen forty eight|DOB|dob]]
agent: grand i'll cancel that one and the new appointment will come out in the post from the [[mercy|ORG|mercy]] so keep an eye out
caller: ah sure we're at the mercy of the post then
"""),
# 007 phone-shop trade-in (US)
("phone shop trade-in", "labels", """
agent: so the trade in on the galaxy comes out to two forty since the screen's cracked
customer: okay that's still more than what [[boost|ORG|boost]] offered me
agent: yeah and if you port the number in today that gives you a boost on the promo too
agent: i'll need the imei off the old one just dial star pound oh six pound
customer: okay it says [[three five two nine one four, oh eight, seven seven two six one five three|ID|imei]]
agent: perfect and for the credit check i just need the last four of your social
customer: [[six two oh nine|SSN|ssn]]
agent: and the account login will be your email
customer: [[deshawn dot pryor eighty eight at yahoo dot com|MAIL|mail]]
agent: got it thanks [[deshawn|PER|c]]
"""),
# 008 Indian bank, lost-card line
("bank lost-card line (India)", "labels", """
agent: i have blocked your credit card sir is there any other card you want to block
customer: yes the debit card also it was in the same wallet the number is """ f"[[{say(RUPAY, '1111 1111 1111 1111', zero='zero')}|CC|rupay]]" """
agent: thank you sir and please tell your registered mobile number for the o t p
customer: [[plus nine one nine eight four five oh, double two seven one three|TEL|tel]]
agent: and date of birth for verification
customer: [[twelve oh eight nineteen eighty one|DOB|dob]]
agent: thank you mister [[venkatesh|PER|c]] both cards are blocked now the debit card was linked to savings account [[three one four oh two two nine eight seven six five|BANK|acct]] no transactions after eleven p m
customer: okay okay good
"""),
# 009 chemist's home delivery (Ireland)
("chemist delivery", "turns", """
hi it's just about the delivery for my dad's prescription he's [[pordrig o'sullivan|PER|d]] but he might be down as [[paddy|PER|d]] on your system
okay and his date of birth
[[the twentieth of the third forty one|DOB|dob]]
grand and the address we have is [[fourteen saint brigid's terrace|ADR|adr]] [[ballincollig|LOC|bal]]
that's it yeah
and the best number for the driver
[[oh eight six, three four one, double seven two nine|TEL|tel]]
perfect it'll go out with the driver tomorrow between two and four
"""),
# 010 parcel locker failure (England), no PII
("parcel locker failure, no PII", "block", """
yeah so i've scanned the q r code like three times and it beeps and the screen says door error please try again and then
nothing opens i can hear it clunk but the door doesn't pop okay and is it one of the big lockers or the small ones on the
left it's the medium one i think second row from the bottom right that does happen sometimes when the latch sticks can you
give the door a firm push in and then scan again straight away okay hang on oh it's open it's open brilliant if it happens
again you can just choose redeliver in the app and we'll send it back out cheers thanks a lot
"""),
# 011 baby-formula helpline (US)
("baby formula helpline", "speakers", """
speaker 1: okay and how old is the baby
speaker 2: she's eleven weeks she was born [[january ninth|DOB|dob]]
speaker 1: and where did you buy the can
speaker 2: at the pharmacy by our house
speaker 1: okay what i'm gonna do is mail you a replacement can and some coupons what's the best address
speaker 2: [[eighteen twenty two west mulberry street apartment b|ADR|adr]] [[tempe|LOC|t]] [[eight five two eight one|PC|zip]]
speaker 1: and the name for the shipping label
speaker 2: [[kemi oluwole|PER|m]] that's [[o l u w o l e|SPELL|m]]
"""),
# 012 laptop warranty repair (US)
("laptop warranty repair", "labels", """
rep: can you read me the serial number off the sticker on the bottom
caller: yeah um it's [[five c d one two four seven x q two|ID|sn]]
rep: okay thank you that one's still under warranty until next march so the repair's covered
caller: oh good
rep: you'll need to log into the support portal to print the shipping label what's your username there
caller: it's [[hanna m underscore ninety one|USER|u]]
rep: and your case number is [[w o seven seven three oh two one|ID|case]]
caller: okay
rep: the box comes from [[fedex|ORG|fx]] usually two days
"""),
# 013 food-allergy complaint to a restaurant (US)
("restaurant allergy complaint", "labels", """
A: i'm really sorry to hear that can you tell me which location
B: the one downtown we were in saturday [[the fourth|DATE|d]]
B: i told the server twice that my son has a tree nut allergy and the pesto came out with cashews in it
A: oh no is he okay
B: he's fine now we had to use his epipen and take him to [[dell children's|ORG|dc]] i called twice since and no joy
A: i'm so sorry do you remember your server's name
B: i think it was [[brayden|PER|srv]]
A: okay i'm going to have our general manager [[joy|PER|gm]] call you personally can i get a number
B: [[five one two, four four oh, nine one eight six|TEL|tel]]
"""),
# 014 coach-trip booking (Wales)
("coach trip booking", "labels", """
agent: so that's two seats on the five day scenic tour leaving [[the sixteenth of may|DATE|d]]
caller: yes for me and my sister [[eirlys|PER|s]]
agent: could you spell that for me
caller: [[e i r l y s|SPELL|s]]
agent: lovely and you'll be picked up in [[wrexham|LOC|wx]] at seven outside the bus station
caller: that's fine
agent: and how would you like to pay
caller: on the card it's """ f"[[{say(VISA_UK, '1111 1111 1111 1111', doubles=True)}|CC|cc]]" """
agent: and the expiry
caller: oh nine twenty eight
agent: that's gone through your booking reference is [[g t four four one eight|ID|ref]]
"""),
# 015 drone operator accreditation (Australia)
("drone licence query", "speakers", """
speaker 1: can i get your a r n
speaker 2: yeah it's [[one oh seven, three eight two|ID|arn]]
speaker 1: thanks so i've got [[lachlan pham|PER|l]] in [[rockingham|LOC|rk]] [[six one six eight|PC|pc]]
speaker 2: yep that's me
speaker 1: and the login for the portal is that [[l pham underscore drones|USER|u]]
speaker 2: nah that was my old one it's just my email now [[lachie dot pham at outlook dot com|MAIL|m]]
speaker 1: okay i'll reset it to that
"""),
# 016 e-scooter rental parking fine (US)
("e-scooter parking fine", "turns", """
so the fine's from [[lime|ORG|lime]] for parking outside the zone
yeah i got an email saying i owe forty dollars but i ended the ride right by the rack on [[fifth and pike|LOC|fp]]
okay what's the ride id in the email
it's [[r seven k two, nine x, four four one|ID|ride]]
and the phone number on your account
[[to oh six, five five oh, one seven three eight|TEL|tel]]
okay i can see the end photo there's a scooter by a rack and someone in a lime green jacket
yeah that's me
alright i'm gonna send this to the parking team my name's [[rafa|PER|a]] you'll hear back in two or three days
"""),
# 017 debt-advice charity (England)
("debt advice charity", "labels", """
agent: okay so let's go through who else you owe
caller: um there's [[next|ORG|next]] that's about six hundred on the store card and then a credit card and the council tax
agent: and is that [[salford council|ORG|sal]]
caller: yeah
agent: okay so next for the budget i need the account your wages go into
caller: sort code [[twenty, forty, seventeen|BANK|sc]] account [[five three oh six, two two eight one|BANK|acct]]
agent: brilliant that's everything i need for the budget
"""),
# 018 solar panel cleaning quote (Australia), no PII
("solar panel cleaning, no PII", "labels", """
rep: so how many panels roughly
caller: um i think it's twenty two they're all on the north side
rep: and is it a single storey
caller: yeah single storey tin roof not too steep
rep: okay so for twenty two on a single storey it's usually around two hundred and twenty all up and that includes a bird proofing check
caller: do you use soap or just water
rep: just purified water and a soft brush soap can leave a film and it can void the warranty on some panels
caller: right and how often should we be doing it we're near the coast so there's a bit of salt
rep: near the coast i'd say every six months otherwise once a year is plenty
caller: okay can i have a think and call you back
rep: no worries mate
"""),
# 019 junior sports-club kit order (Australia)
("sports club kit order", "labels", """
A: so that's two junior jerseys one size ten one size twelve with names on the back
B: yeah the ten is [[ruby|PER|r]] and the twelve is [[tane|PER|t]] that's [[t a n e|SPELL|t]] no accent
A: and they're both with the [[coogee dolphins|ORG|cd]] under elevens
B: yep
A: and where should i send the invoice
B: to the club treasurer [[treasurer at coogee dolphins dot com dot au|MAIL|m]] the club name's all one word
"""),
# 020 boiler service booking (Scotland)
("boiler service booking", "block", """
right so we've got you at [[twelve glenview drive|ADR|adr]] in [[paisley|LOC|pa]] [[p a two, six l f|PC|pc]] and it's a
worcester combi is that right aye that's the one and it's just the annual service no faults no it's running fine just
needs its service for the warranty grand so the engineer will phone about half an hour before he
comes out is [[oh seven nine four six, one one five, three eight oh|TEL|tel]] still the best number aye that's my mobile
and that's missus [[mcallister|PER|c]] yes lovely
"""),
# 021 vehicle safety-recall outreach (US)
("vehicle recall outreach", "labels", """
agent: i'm calling about an open safety recall on your vehicle can you confirm the v i n for me
customer: uh hang on it's [[one f m five k eight d h, four g a, eight one seven six two nine|ID|vin]]
agent: thank you and am i speaking with [[marcus tillman|PER|c]]
customer: yeah that's me
agent: the closest dealer we have on file for you is the one near your old address
customer: oh we moved to [[twin falls|LOC|tf]] last year
agent: okay then that'd be [[magic valley ford|ORG|mv]] i can book you for [[the eighteenth|DATE|d]] at eight a m
customer: sure
agent: your confirmation is [[r c seven one one four|ID|conf]]
"""),
# 022 theatre box office exchange (England)
("theatre ticket exchange", "speakers", """
speaker 1: okay, so you've got two in the dress circle for the matinee on [[the twelfth of march|DATE|d]], and you'd like the evening instead?
speaker 2: yes, please, the same day if there's anything.
speaker 1: let me have a look. can i just take the booking reference?
speaker 2: it's [[l y c, four nine two two seven|ID|ref]].
speaker 1: and the name on the booking?
speaker 2: [[anand krishna murthy|PER|c]].
speaker 1: thank you, mister [[krishna murthy|PER|c]]. there's a ten pound exchange fee, shall i put that on the card you booked with?
speaker 2: yes, fine. they were a present from my daughter [[meera|PER|dau]], so i'd hate to waste them.
"""),
# 023 fishing charter booking (Australia)
("fishing charter booking", "labels", """
rep: so that's the full day reef trip for four on [[the ninth of january|DATE|d]] leaving from the marina at six thirty
caller: yep and we need to pay the deposit by bank transfer is that right
rep: yeah our b s b is [[oh six four, eight oh seven|BANK|bsb]] account [[one oh two three, seven seven eight nine|BANK|acct]]
caller: and what do i put as the reference
rep: just your surname so [[nakamura|PER|c]]
caller: easy and the skipper's [[davo|PER|sk]] is it my mate said ask for [[davo|PER|sk]]
rep: yeah he's on the full days
"""),
# 024 swimming lessons waitlist (Canada)
("swimming lessons waitlist", "labels", """
agent: and the child's name and birthday
caller: [[zainab hussain|PER|z]] and she was born [[august twenty first twenty eighteen|DOB|dob]]
agent: okay so i'll put her on the level three waitlist for saturdays
caller: thank you and can you call me if a spot opens up my number's [[seven eight oh, for nine one, six six oh to|TEL|tel]]
agent: sure and the postal code on the account
caller: [[t six k, two m four|PC|pc]]
"""),
# 025 train delay-repay claim (England)
("train delay repay claim", "turns", """
and which journey was it
the eighteen oh five out of [[leeds|LOC|leeds]] on [[the second of october|DATE|d]] it got cancelled and the next one was an hour later
okay and how did you buy the ticket
through the [[trainline|ORG|tl]] app
and the ticket number it's on the top right of the e ticket
it's [[t t b, seven six two, nine four one, two oh|ID|tkt]]
and the claim's in whose name
[[ewa zielinska|PER|c]] [[z for zulu i e l i n s k a|SPELL|c]]
"""),
# 026 council planning query (England)
("planning application query", "labels", """
customer: hi it's about the extension at [[forty three ashby road|ADR|adr]] the application number's [[p twenty four stroke oh one eight eight seven stroke h h|ID|app]]
agent: okay so that's with [[priti|PER|o]] one of our planning officers she's on leave this week
customer: it's just that the neighbour mister [[gallagher|PER|n]] has objected and i wanted to respond to it
agent: you can email her directly it's [[priti dot shah at charnwood dot gov dot uk|MAIL|pm]]
customer: perfect thank you
"""),
# 027 local radio competition prize (Ireland)
("radio competition prize", "labels", """
A: congratulations again so i just need to check a few bits are you [[eefa|PER|w]]
B: yes [[aoife brady|PER|w]] [[a o i f e|SPELL|w]]
A: and you entered through instagram so your handle is [[aoifeb underscore ninety four|USER|u]]
B: that's it
A: lovely so the tickets are for the gig in [[vicar street|LOC|vs]] next month
B: oh my god i can't believe it
"""),
# 028 water-softener salt delivery (US), no PII
("water softener salt, no PII", "turns", """
so do i want the pellets or the crystals for the softener
if it's the newer unit the pellets are better there's less bridging
okay and how many bags does the delivery usually do
four forty pound bags minimum and the driver can carry them in and load the tank if you're home
oh that'd be great my back is not what it used to be
no problem at all just leave the garage open or we can come when someone's there
and is there a charge for that
delivery's free over four bags so you'd just pay for the salt
perfect let's do four then
"""),
# 029 kids' party venue booking (Australia)
("kids party venue booking", "speakers", """
speaker 1: so that's the jungle package for fifteen kids on saturday [[the twelfth|DATE|d]] at eleven
speaker 2: yep and the birthday boy is [[ollie|PER|o]] he's turning six
speaker 1: lovely and can i get a mobile for the booking
speaker 2: [[oh four one two, five five three, oh eight nine|TEL|tel]]
speaker 1: and an email for the invite link
speaker 2: [[bec dash hartigan at bigpond dot com|MAIL|m]]
"""),
# 030 wine-club shipment (US)
("wine club shipment", "labels", """
agent: so before the fall shipment goes out we need to verify you're over twenty one can i get your date of birth
customer: sure [[seven fourteen eighty six|DOB|dob]]
agent: thank you and the card on file has expired did you want to update it
customer: yeah use the amex """ f"[[{say(AMEX, '1111 111111 11111')}|CC|cc]]" """
agent: got it and is it still going to [[five sixty alder creek road|ADR|adr]] in [[healdsburg|LOC|h]]
customer: no can you send it to my office someone has to sign it's [[kessler dash moore|ORG|km]] on the square
agent: no problem i'll update that now
"""),
]


def main():
    assert len(CALLS) == 30
    make_set("asr8", CALLS, NAME_WORDS, (110, 150), spans_per_call=(4, 6),
             heard=("for", "to"), tidied_mail=True, abroad=True)


if __name__ == "__main__":
    main()
