# ruff: noqa: E501  (hand-written transcripts as literal data: long lines)
"""A seventh, independent set of English phone-call transcript SNIPPETS in speech-recogniser (ASR) style, with gold PII.
Like the sixth set (make_en_calls_asr6.py), thirty short snippets, each four to twelve turns taken from the middle
of a call, with a handful of mentions each (none in three of them).  Domains are kept apart from sets one to six
(make_en_calls_asr.py ... make_en_calls_asr6.py): a telehealth video-visit setup, a hotel wedding room block, a
wedding photographer's deposit (Ireland), a mobile-home park office, a veterinary mail-order pharmacy, a home
solar-battery warranty (Australia), a charity donation by card (England), a parcel customs-duty query (Canada), a
university alumni office, a dog kennel booking (England), a taxi complaint (Ireland), a smart-meter install
(England), a dentist's emergency line (Canada), a tyre fitter (England), an MOT booking (England), an estate agent
viewing (England), a GP repeat prescription (England), a council tax discount (England), a broadband network fault
(Australia), a Medicare card replacement (Australia), a Revenue PAYE query (Ireland), a postal mail-forwarding
request (Canada), an Indian bank's NRI desk (the caller in England), a rental-car toll charge, a pet microchip
registry (England), a windscreen insurance claim (Australia), a concert ticket transfer, a church hall booking
(England), a sports physio (Australia) and a gym membership freeze.
Three snippets contain no PII at all (smart-meter install, tyre fitter, gym freeze).
Text is what an ASR engine emits: lower case, numbers as words ("oh", "double", the odd "for" for four), e-mails
and user names read aloud ("dot", "at", "underscore", "all one word"), one e-mail the engine tidied itself
("aga.nowak@gmail.com"), letters spelled out in varied forms ("f e double r e i r a", "t o m a s z",
"m a c c a r t h a i g h"), disfluencies, repeated words, self-corrections (an old phone number, then the new one; an
e-mail typed wrong and read back) and names mis-heard or split by the engine ("ade yemi" for adeyemi, "ka hana nui"
for kahananui, "sive" for sadhbh).  Organisations are named with and without a cue ("through purolator", "the lady
at boots", "bupa", "we can send o'brien out"); some names are ordinary words ("patience", "robin", "chewy", "boots",
"nationwide") and also occur in their ordinary sense in the same snippet.  A few snippets have engine punctuation,
most have none.  Turn layouts vary: "agent:/customer:", "rep:/caller:", "agent:/caller:", "A:/B:",
"speaker 1:/speaker 2:", one unlabelled line per turn, one block.  Snippets from England, Ireland, Australia, Canada
and India use only the phone-number and postcode forms call_sets.py checks (UK 0 + ten digits, an Irish mobile
08x + seven digits, an Australian mobile 04 + eight digits, a UK mobile with "plus four four"; UK "aa9 9aa" /
"aa99 9aa", Canadian "a9a 9a9", Australian four-digit postcodes; an Irish sort code is a six-digit BANK_ACCOUNT).
No Eircode and no Indian PIN code is said.
Written by hand, without reading the detectors (nothing under src/, tests/ or scripts/) or the earlier sets' data.
Annotation conventions: exactly those of make_en_calls_asr.py (see its header), in short:
  spans never overlap; leading articles, titles ("doctor", "mister", "father"), family words, possessive 's and
  trailing punctuation stay outside; a wrong or old value fully spoken and then corrected is annotated as its own
  entity; names that are also words (see NAME_WORDS) are annotated only where they name a person or an
  organisation; pet names, products (a sunpass, a fiesta, methimazole), card brands, toll-free numbers,
  partial numbers ("ending in four four"), prices, counts, times and weekdays are
  not annotated; a name's spelling (SPELLED_SEQUENCE) shares the entity of what it spells; a nickname, a maiden
  name or a mis-heard form of a name keeps the person's entity; "last four" of a card -> GENERIC_ID, "last four of
  your social" -> US_SSN; other ids (a PPS number, a PAN, a Medicare number, a pet microchip, a plate, a health-fund
  membership, a council tax account, a rental agreement, a group booking code, a fault reference) -> GENERIC_ID;
  city and postcode after a street address are separate spans; a named organisation containing a place is one
  span; motorways and highways are LOCATION; dates include a leading "the" ("the first of july"); a birth date of
  anyone in the call is DATE_OF_BIRTH.
Markup used below: [[text|LABEL|key]] (key optional; by default the same label + text is the same entity).
Offsets are computed by segments.assemble(); helpers and checks: call_sets.py.  Writes en_calls_asr7.jsonl and
en_calls_asr7.gold.jsonl beside this file.  Run: python benchmarks/data/make_en_calls_asr7.py
"""
from call_sets import card, make_set, say

# names that are also ordinary words: their unannotated word uses are deliberate
NAME_WORDS = {"patience", "robin", "chewy", "boots", "nationwide"}


CC_VET = card("492718306645201")       # visa, 16 digits
CC_CHARITY = card("535519028874130")   # mastercard (uk), 16 digits

# (domain, layout, transcript).  layout: "labels" (agent:/customer:, rep:/caller:, agent:/caller:, A:/B:),
# "speakers" (speaker 1:/speaker 2:), "turns" (one unlabelled line per turn), "block" (the lines joined into one).
CALLS = [
    ("telehealth video-visit setup", "labels", """
        agent: okay so the link comes by text uh is this still the best number [[five oh three four four one eight two six oh|TEL|t1]]
        customer: no no that's my old one use my cell it's [[nine seven one two oh eight three three one five|TEL|t2]]
        agent: got it and the visit's with doctor [[adeyemi|PER|p1]] at ten thirty
        customer: doctor [[ade yemi|PER|p1]] okay um do i need like an app or something
        agent: no it opens right in the browser but you log in to the portal first what's your username
        customer: [[r moyo sixty one|USER]] all one word
        agent: great and for the insurance can i get the last four of your social
        customer: [[six six oh two|SSN]]
        agent: and your date of birth
        customer: [[april second sixty one|DOB]]
    """),
    ("hotel wedding room block", "labels", """
        rep: okay i have the block here under [[lucia ferreira|PER|p1]] twenty rooms for the friday and saturday
        caller: yeah that's my sister um is it spelled with two r's [[f e double r e i r a|SPELL|p1]]
        rep: yep that's how it is here
        caller: okay good and the guests can just like call in
        rep: they can or they book online with the group code [[f w two four one oh|ID]]
        caller: and the final bill comes to me not her it's [[marisol ferreira|PER|p2]]
        rep: sure what's the best email for you
        caller: [[marisol f at icloud dot com|MAIL]] all lower case
    """),
    ("wedding photographer's deposit (Ireland)", "labels", """
        A: so to lock in the date i just need the deposit, it's five hundred.
        B: grand, and is that by transfer or card?
        A: transfer is easiest. the account's in my own name, [[sive kinsella|PER|p1]], with [[bank of ireland|ORG]].
        B: okay, go ahead.
        A: sort code [[nine oh, double one, four seven|BANK]], account number [[six two eight one, oh four nine three|BANK]].
        B: and what do i put as the reference?
        A: just your surname.
        B: so [[brennan|PER|p2]], grand. and if it doesn't go through?
        A: text me on [[oh eight seven, four one two, nine oh six six|TEL]] and we'll sort it.
    """),
    ("mobile-home park office", "turns", """
        hi yeah so the lot rent went up eighty dollars and we never got a letter nothing
        okay let me look what's the name on the lease
        [[rosa whitfield|PER|p1]] it's me and my husband
        and that's [[forty one cedar loop|ADR|a1]]
        yes ma'am
        okay so the notice went out [[the third of may|DATE]] but it's addressed to [[forty one cedar lane|ADR|a2]]
        lane that's the problem right there [[patience|PER|p2]] in the office said she'd fix that back in the spring
        okay i'll fix it now thanks for your patience and i'll put a note to hold the old rent till june
    """),
    ("veterinary mail-order pharmacy", "labels", f"""
        agent: okay and which pet is this for
        customer: for luna the cat uh the prescription's from [[lakeside animal hospital|ORG]] doctor [[oyelaran|PER]]
        agent: i see it methimazole five milligram the card on file ends in [[two two oh eight|ID]] do you want to use that one
        customer: no that one expired use this one [[{say(CC_VET, "1111 1111 1111 1111", doubles=True, gap=" ")}|CC]]
        agent: got it and just so you know if she won't take the pill you can hide it in a chewy treat
        customer: yeah i know i used to get it from [[chewy|ORG]] but they kept sending the wrong strength
    """),
    ("home solar-battery warranty (Australia)", "labels", """
        rep: and the serial on the battery, it's on the sticker on the side
        caller: yeah it says [[p w two, oh oh four seven, x r nine|ID]]
        rep: thanks. and who installed it?
        caller: uh [[sun volt|ORG]] i think, they've gone bust since
        rep: yeah we've had a few of those. okay, i'll book a tech out, best number?
        caller: mobile's [[oh four one two, three double eight, one oh five|TEL]]
        rep: and still [[seven kurrajong court|ADR]], [[lara|LOC]]?
        caller: yep, [[three two one two|PC]]
    """),
    ("charity monthly donation by card (England)", "speakers", f"""
        speaker 1: lovely so that's fifteen pounds a month to [[saint cuthbert's hospice|ORG|o1]] and can i take the long number on the card
        speaker 2: yeah um it's [[{say(CC_CHARITY, "1111 1111 1111 1111", doubles=True, gap=", ")}|CC]]
        speaker 1: and for gift aid can i take your full name and postcode
        speaker 2: [[gurpreet kaur sandhu|PER|p1]] [[l e four six g h|PC]]
        speaker 1: and is that [[s a n d h u|SPELL|p1]]
        speaker 2: that's it yeah
        speaker 1: brilliant you'll get a welcome pack from [[saint cuthbert's|ORG|o1]] in about a week
    """),
    ("parcel customs-duty query (Canada)", "labels", """
        caller: yeah so i got a card saying there's forty two dollars duty on a parcel it came through [[purolator|ORG]]
        agent: okay do you have the tracking number from the card
        caller: [[three three one oh eight seven two two four nine one|ID]]
        agent: thanks and that's addressed to
        caller: [[thi hoa nguyen|PER]] [[eleven forty six rue ontario est|ADR]] [[h two l one s seven|PC]]
        agent: okay so it's held because the sender declared it as a sale three hundred and ten dollars from [[maison duval|ORG]]
        caller: but it was a gift from my aunt she must have had the shop send it
        agent: then the duty stands unfortunately you can pay it online with the tracking number
    """),
    ("university alumni office", "block", """
        so i can update that for you, what name were you under when you graduated.
        it was [[oksana petrenko|PER|p1]] back then, now it's [[oksana lindqvist|PER|p1]], [[l i n d q v i s t|SPELL|p1]].
        okay and records from before two thousand are filed by social, can you give me that.
        sure, [[four one two seven seven oh nine three eight|SSN]].
        thank you that matches, and the magazine goes to the new address?
        yes, [[three nineteen larkspur drive|ADR]], [[ann arbor|LOC]].
    """),
    ("dog kennel booking (England)", "labels", """
        rep: so that's the two dogs from [[the eighteenth|DATE|d1]] to [[the twenty sixth of august|DATE|d2]]
        caller: yeah bramble and pickle
        rep: and who's your vet we need to see the vaccination cards
        caller: [[castle vets|ORG]] um [[robin|PER]] on reception can email them over
        rep: perfect get her to send them to [[bookings at hollybank kennels dot co dot uk|MAIL]]
        caller: will do oh and pickle barks at every pigeon and robin in the garden so like just so you know
    """),
    ("taxi complaint (Ireland)", "turns", """
        i want to make a complaint about a driver he took the long way from the airport and charged me nearly sixty euro
        sorry to hear that do you have the reg of the car
        uh [[one nine one d four four two one eight|ID]]
        and was it booked through the app
        yeah through [[freenow|ORG]] on friday night
        okay and where were you going
        to my sister's in [[rathfarnham|LOC]] it should be twenty minutes and he went out the [[m fifty|LOC]]
        right i'll log that can i take a name and a number
        [[chiamaka obi|PER]] [[oh eight three double five one two oh four seven|TEL]]
    """),
    ("smart-meter install (England, no PII)", "labels", """
        A: so on the day the engineer'll need access to both meters, gas and electric
        B: the gas one's in a box outside is that alright
        A: that's fine as long as it's not locked, or if it is just leave the key out
        B: and how long's the power off for
        A: usually about half an hour, forty minutes at most, so maybe don't have the oven on
        B: and do i need to be in the whole time
        A: someone over eighteen has to be there yeah, the slot's eight till twelve
        B: okay and the little screen thing do i get that on the day as well
        A: yes the in-home display, he'll set it up before he goes
    """),
    ("dentist emergency line (Canada)", "labels", """
        rep: okay so you're an existing patient what's the name
        caller: [[bogdan ilie|PER|p1]]
        rep: and date of birth
        caller: [[seven march eighty five|DOB]]
        rep: okay mister [[ilie|PER|p1]] i see you had a crown done with doctor [[mahmoud|PER|p2]] in the spring
        caller: yeah and it came off i was eating a bagel and it just it just popped right off
        rep: any pain
        caller: a little not bad
        rep: okay we can see you at eight tomorrow just come to the side door
    """),
    ("tyre fitter (England, no PII)", "turns", """
        hiya i need two new front tyres it's a two oh five fifty five sixteen
        we've got budget mid-range and premium in that size
        what's the mid-range
        about seventy two each fitted that includes the valve and balancing
        can you do today
        we can do half three or first thing tomorrow
        half three's fine do i need to book or just turn up
        i'll put you down just bring the locking wheel nut key if you've got one
    """),
    ("MOT booking (England)", "labels", """
        agent: and what's the registration
        caller: [[y h one nine k w r|ID]]
        agent: lovely that's the fiesta and the name for the booking
        caller: [[tomasz wrobel|PER|p1]] that's [[t o m a s z|SPELL|p1]] and then [[w r o b e l|SPELL|p1]]
        agent: got it we've got [[the fourth|DATE]] at nine or the week after
        caller: [[the fourth|DATE]]'s fine i'll drop it off on my way to work
        agent: and a mobile for the reminder text
        caller: [[oh seven nine for six two double one oh eight three|TEL]]
    """),
    ("estate agent viewing (England)", "speakers", """
        speaker 1: good morning [[hamlin and price|ORG]]
        speaker 2: hi i'm ringing about the two bed on [[albert road|LOC]] is it still available
        speaker 1: it is yeah we've got viewings saturday can i take a name
        speaker 2: [[yusuf demir|PER|p1]]
        speaker 1: and are you renting at the moment mister [[demir|PER|p1]]
        speaker 2: yeah through [[foxtons|ORG]] but the lease ends in november
        speaker 1: lovely and an email for the confirmation
        speaker 2: [[yusuf dot demir eighty eight at outlook dot com|MAIL]]
    """),
    ("GP repeat prescription (England)", "labels", """
        agent: okay which medication is it
        caller: it's for my mum actually the amlodipine, the lady at [[boots|ORG|o2]] said to ring you first
        agent: i can only take it if you're down as her carer, what's her name
        caller: [[margaret o'sullivan|PER|p1]], [[the eleventh of february forty four|DOB]]
        agent: yes i can see you on there. and it's going to [[lloyds|ORG|o1]] on [[high street|LOC]]?
        caller: no she's moved it to [[boots|ORG|o2]] now, the one in the precinct
        agent: okay i've changed that, give it forty eight hours
        caller: lovely, i'll get my boots on and go down thursday then
    """),
    ("council tax single-person discount (England)", "labels", """
        rep: can i take the council tax account number please
        caller: it's [[six oh two one one eight four seven three|ID]]
        rep: and the first line of the address
        caller: [[flat two nineteen carlton terrace|ADR]]
        rep: thanks and what's the query
        caller: it's the single person discount my flatmate moved out [[the first of july|DATE]]
        rep: okay and what was their name
        caller: [[ciaran|PER|p1]] uh [[ciaran walsh|PER|p1]]
        rep: right you'll need to fill in the form on the [[leeds city council|ORG]] website with his forwarding address
    """),
    ("broadband network fault (Australia)", "speakers", """
        speaker 1: so i've run a line test and there's no sync on the connection box
        speaker 2: yeah all the lights are off except power, it's been like that since [[the fourteenth|DATE]]
        speaker 1: okay, that's a fault on the network side so [[nbn co|ORG]] will need to send a tech out
        speaker 2: can they come after three, my partner [[ngaire|PER]] works from home
        speaker 1: i'll put a note in. your fault reference is [[n b x seven oh four three one one two|ID]]
    """),
    ("Medicare card replacement (Australia)", "labels", """
        agent: so i can order the new card, i just need a few details. the medicare number if you have it
        customer: i've got a photo of it, [[two nine five three, one four oh six, one|ID]]
        agent: and you're number two on the card?
        customer: yeah, my husband's first, [[hamid|PER|p1]], then me
        agent: and your full name and date of birth
        customer: [[parisa rahimi|PER|p2]], [[twenty third of the ninth, eighty nine|DOB]]
        agent: thanks. and it'll go to the address we have, [[four morgan street|ADR]], [[two oh four nine|PC]]
        customer: yes that's right
    """),
    ("Revenue PAYE emergency-tax query (Ireland)", "block", """
        can i take your pps number please.
        [[seven four one nine two oh three t a|ID]].
        and your name.
        [[eoin mac carthaigh|PER|p1]], the irish version, [[m a c c a r t h a i g h|SPELL|p1]].
        thank you, and what's the query.
        i started a new job in september with [[kerrigan logistics|ORG|o1]] and i'm on emergency tax.
        okay that's because they hadn't been linked to your record yet, i can see [[kerrigan|ORG|o1]] on it now.
        and will i get it back.
        you will, it'll come back through your wages, probably on your next pay date, [[the twenty eighth|DATE]].
    """),
    ("postal mail-forwarding request (Canada)", "turns", """
        okay so for the mail forwarding i need the old address first
        [[apartment two twelve, thirty four fifty six bathurst street|ADR|a1]] [[m six a two b four|PC|c1]]
        and the new one
        um [[eighty one shoreline drive|ADR|a2]] [[k seven m three x one|PC|c2]]
        and is that for four months or twelve
        twelve and it's for me and my son [[rafael|PER|p1]] he's away at school
        okay i'll need both full names so yours is
        [[ana paula souza|PER|p2]]
    """),
    ("Indian bank NRI desk (caller in England)", "labels", """
        agent: i can see the nre account but to change the mobile i need to verify, the account number please
        customer: [[three one four oh double two five eight seven seven oh one|BANK]]
        agent: and the registered mobile is the indian one ending in four four
        customer: yeah that one's gone i'm in [[leicester|LOC]] now, the new one is [[plus four four seven nine one two three three oh five four one|TEL]]
        agent: okay and your pan number
        customer: [[b k t p s four four one two r|ID]]
        agent: and the name as per the account
        customer: [[subramaniam iyer|PER]]. and can the otp come by email instead
        agent: sorry sir, otp by email is disabled nationwide since april
        customer: okay because [[nationwide|ORG]] here does it by email, that's all
    """),
    ("rental-car toll charge", "block", """
        so i rented a car from you last month and now there's like five toll charges on my card.
        okay can i get the rental agreement number.
        yeah it's [[r a eight eight four one oh two seven|ID]].
        thank you, and the name on the rental.
        [[keanu kahananui|PER|p1]].
        okay mister [[ka hana nui|PER|p1]], i see the car had the toll device so they were billed through [[platepass|ORG]].
        but i paid all of those myself with my own sunpass.
        okay then i can dispute those for you, was it the card ending [[six one one oh|ID]].
        yep that's the one.
    """),
    ("pet microchip registry (England)", "labels", """
        A: so the chip number is fifteen digits can you read it out to me
        B: [[nine eight five one one two oh oh six four four seven two one three|ID]]
        A: thank you that's registered to a [[jennifer holt|PER|p1]] in [[swindon|LOC]]
        B: yeah that's the previous owner we had him off her in may
        A: okay and the new keeper details
        B: [[wiktoria zielinska|PER|p2]] [[twelve rowan close|ADR]] [[s n fifteen three j q|PC]]
    """),
    ("windscreen insurance claim (Australia)", "labels", """
        rep: and the policy number?
        caller: [[c p a oh one nine three three seven two four|ID]]
        rep: thanks. and when did it happen
        caller: [[the sixth|DATE]], a truck on the [[hume highway|LOC]] flicked up a stone
        rep: okay, we can send [[o'brien|ORG]] out to you, or you can drop in to any repairer
        caller: can they come to my work, i'm at [[forty eight smith street|ADR]] in [[wollongong|LOC]]
    """),
    ("concert ticket transfer", "labels", """
        customer: so i bought four tickets for the [[red rocks|LOC]] show and i'm trying to send two to my friend but it keeps failing
        agent: okay what's the username on your account
        customer: [[jaybird underscore ninety four|USER]]
        agent: got it and your friend's email
        customer: [[tamika dot brooks at yahoo dot com|MAIL|m1]]
        agent: okay i see the problem the transfer went to [[tamika dot brook at yahoo dot com|MAIL|m2]] without the s
        customer: oh no okay can you cancel that
        agent: done i've resent it to [[tamika|PER]] she'll get a text to accept
    """),
    ("church hall booking (England)", "speakers", """
        speaker 1: so the main hall's free on [[the twelfth|DATE]] it's forty pound an hour
        speaker 2: lovely it's for my dad's seventieth so probably four hours
        speaker 1: and the name for the booking
        speaker 2: [[agnieszka nowak|PER|p1]]
        speaker 1: and an email so i can send you the form father [[declan|PER|p2]] likes it signed before the day
        speaker 2: yeah it's [[aga.nowak@gmail.com|MAIL]]
    """),
    ("sports physio (Australia)", "labels", """
        A: and is this going through a health fund
        B: yeah [[bupa|ORG]], membership number [[seven seven four oh two one eight three|ID]]
        A: and who's the referral from
        B: doctor [[sanjeewa perera|PER|p1]] at the sports clinic, and the club physio said to ask for [[dimitra|PER|p2]] specifically
        A: [[dimitra|PER|p2]]'s pretty booked up, the earliest with her is [[the nineteenth|DATE]] at four
        B: yeah that works
    """),
    ("gym membership freeze (no PII)", "labels", """
        agent: so you can freeze for up to three months in a year, it's five dollars a month while it's frozen
        caller: and does it start right away or from the next billing date
        agent: from the next billing date, so you'd still have access until then
        caller: okay and do i need a doctor's note, it's for a knee thing
        agent: for a medical freeze yeah, and then the five dollars is waived
        caller: oh nice, can i just email it or do i bring it in
        agent: you can bring it to the front desk or upload it in the app under my membership
    """),
]


def main():
    assert len(CALLS) == 30
    make_set("asr7", CALLS, NAME_WORDS, (110, 160), spans_per_call=(2, 8),
             heard=("for", "to"), tidied_mail=True, abroad=True)


if __name__ == "__main__":
    main()
