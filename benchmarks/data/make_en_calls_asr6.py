# ruff: noqa: E501, UP031  (hand-written transcripts as literal data: long lines)
"""A sixth, independent set of English phone-call transcript SNIPPETS in speech-recogniser (ASR) style, with gold PII.
Unlike the first five sets (whole calls), this one holds thirty short snippets, each four to twelve turns taken
from the middle of a call, with a handful of mentions each (none in three of them), so that "snippets with nothing
left" is measured on the same footing as the acceptance test (thirty call snippets, 144 gold mentions here, 127
in the acceptance test).  Domains are kept apart from sets one to five (make_en_calls_asr.py ... make_en_calls_asr5.py): a
mobile-phone insurance claim, a gas leak report (England), a pet insurance claim (Australia), a hospital
switchboard transfer (Ireland), a credit-report dispute, a cruise booking (Canada), a gym personal-trainer booking,
a car-share account, a school bus route, a sports club membership (Ireland), a local newspaper subscription
(England), a roofing estimate, a plumbing emergency (Scotland), a court interpreter booking, a mail-order
pharmacy, a passport photo studio, a student housing office (Canada), a music lessons school (Australia), a
home-inspection booking, an accountant (England), a broadband outage, a lost-luggage follow-up with a hotel (the
caller in India), a rental-bike damage claim (Canada), a job interview scheduling call, a doctor's receptionist
(England), a recycling pick-up question, a wedding DJ (Australia), a tenant's reference check (England), a
bakery cake order (Canada) and a conveyancing solicitor (England).
Three snippets contain no PII at all (passport photo studio, broadband outage, recycling pick-up).
Text is what an ASR engine emits: lower case, numbers as words ("oh", "double", "triple", the odd "for" for four
and "to" for two), e-mails and user names read aloud ("dot", "at", "underscore", "dash", "all one word"), letters
spelled out in varied forms ("h u double s a i n", "v as in victor e n k ...", "f for foxtrot e n e c h",
"w-i-s-n-i-e-w-s-k-a"), disfluencies, repeated words, self-corrections (an e-mail read wrong, then right) and
names mis-heard or split by the engine ("knee breen" for ni bhriain, "sear sha" for saoirse,
"vish nev ska", "venkata raman").  Organisations are named with and without a cue ("through cricket", "the
commonwealth one", "moved it all to monzo", "through clubforce", "ridgeline"); some names are ordinary words
("cricket", "anchor", "harmony", "mere", "reading") and also occur in their ordinary sense in the same snippet.
A few snippets have engine punctuation, most have none.  Turn layouts vary: "agent:/customer:", "rep:/caller:",
"agent:/caller:", "A:/B:", "speaker 1:/speaker 2:", one unlabelled line per turn, one block.  Snippets from
England, Scotland, Ireland, Australia, Canada and India use only the phone-number and postcode forms call_sets.py
checks (UK 0 + ten digits, an Irish mobile 08x + seven digits, an Australian mobile 04 + eight digits, an Indian
mobile with "plus nine one"; UK "aa9 9aa" / "aa99 9aa", Canadian "a9a 9a9"; a UK sort code or Australian BSB is a
six-digit BANK_ACCOUNT).  No Eircode and no Irish landline is said (their shapes are not among the checked ones).
Written by hand, without reading the detectors (nothing under src/, tests/ or scripts/) or the earlier sets' data.
Annotation conventions: exactly those of make_en_calls_asr.py (see its header), in short:
  spans never overlap; leading articles, titles, possessive 's and trailing punctuation stay outside; a wrong value
  fully spoken and then corrected is annotated as its own entity; names that are also words (see NAME_WORDS) are
  annotated only where they name a person, an organisation or a place; pet names, products, card brands,
  languages, toll-free numbers, route / room numbers, prices, counts, times and weekdays are not annotated; a
  name's or value's spelling (SPELLED_SEQUENCE) shares the entity of what it spells; a nickname or a mis-heard form
  of a name keeps the person's entity; "last four" of a card or account -> GENERIC_ID, "last four of your social"
  -> US_SSN; other ids (an IMEI, a driver licence, a licence plate, a UTR, a student number, a booking or matter
  reference) -> GENERIC_ID; city and postcode after a street address are separate spans; a named organisation
  containing a place is one span; venues, stations, residences and homesteads are LOCATION; a hospital, a school,
  a court, a surgery or a tax office is ORGANIZATION_NAME; dates include a leading "the" ("the ninth of march");
  a birth date of anyone in the call is DATE_OF_BIRTH.
Markup used below: [[text|LABEL|key]] (key optional; by default the same label + text is the same entity).
Offsets are computed by segments.assemble(); helpers and checks: call_sets.py.  Writes en_calls_asr6.jsonl and
en_calls_asr6.gold.jsonl beside this file.  Run: python benchmarks/data/make_en_calls_asr6.py
"""
from call_sets import card, make_set, say

# names that are also ordinary words: their unannotated word uses are deliberate
NAME_WORDS = {"cricket", "anchor", "harmony", "mere", "reading"}


CC_CRUISE = card("453201779214506")     # visa (canadian), 16 digits
CC_PHARMACY = card("516842093371558")   # mastercard, 16 digits

# (domain, layout, transcript).  layout: "labels" (agent:/customer:, rep:/caller:, agent:/caller:, A:/B:),
# "speakers" (speaker 1:/speaker 2:), "turns" (one unlabelled line per turn), "block" (the lines joined into one).
CALLS = [
    ("mobile-phone insurance claim (US)", "labels", """
agent: okay i've got the claim pulled up um am i speaking with [[babatunde bakare|PER|p1]]
customer: yes that's me but uh everyone calls me [[tunde|PER|p1]]
agent: no problem so i just need the imei off the phone you'll find it under settings general about
customer: okay hold on it's [[three five two oh nine four, one one seven two eight six, four oh three|ID]]
agent: thank you and how did the damage happen
customer: it fell out of my pocket on the bus and the screen cracked and now the speaker makes this clicking noise like a cricket
agent: oh no okay and you bought it through which carrier
customer: through [[cricket|ORG]] yeah same as the bug ha
agent: okay i'll email the deductible link to [[tunde dot bakare eighty one at yahoo dot com|MAIL]] is that still good
customer: yep yep that's the one
"""),

    ("gas leak report (England)", "labels", """
rep: gas emergency line, is anyone in the property with you right now?
caller: no, no, it's just me, i'm stood outside on the pavement. it's really strong by the meter.
rep: okay, you did the right thing. can i take the full address?
caller: [[forty two cranbrook road|ADR]], [[i g one, four e s|PC]].
rep: and your name?
caller: [[imran hussain|PER|p1]]. [[hussain|PER|p1]] with two s's, [[h u double s a i n|SPELL|p1]].
rep: thank you. and a mobile number the engineer can ring when they're close?
caller: [[oh seven seven double oh, nine double oh, four six one|TEL]].
rep: lovely. don't use any switches or your phone near the meter, someone will be with you within the hour.
"""),

    ("pet insurance claim (Australia)", "turns", """
okay i've got the policy up, can you just read me the policy number off your renewal
yep it's [[p e t, seven seven four oh nine two|ID]]
lovely and this is for milo the cavoodle
that's him, he ate a sock basically and they had to open him up at [[paddington vet hospital|ORG]]
oh poor thing. and am i speaking with the policy holder
yes it's [[aroha ngata|PER]]
thank you. the refund goes to the account on file, bsb [[oh six two, nine one four|BANK]], is that still right
yeah that's the [[commonwealth|ORG]] one, that's fine
"""),

    ("hospital switchboard transfer (Ireland)", "speakers", """
speaker 1: [[beaumont hospital|ORG]] good afternoon
speaker 2: hi yeah um i'm trying to get through to the ward my mam's on, she's under a doctor [[knee breen|PER|d1]]
speaker 1: sorry doctor who
speaker 2: it's the irish spelling, [[n i, b h r i a i n|SPELL|d1]]
speaker 1: ah respiratory, grand. and the patient's name
speaker 2: [[maureen kavanagh|PER]], date of birth [[the second of august nineteen forty one|DOB]]
speaker 1: and a number for you in case the line drops
speaker 2: [[oh eight seven, two two six, four one nine oh|TEL]]
speaker 1: hold the line now i'll put you through
"""),

    ("credit-report dispute (US)", "labels", """
agent: before we go any further i need to verify your identity can i have your full social
customer: yeah it's [[five two four, six one, eight oh three three|SSN]]
agent: thank you and which item are you disputing today
customer: there's a collection on there from uh [[keystone recovery partners|ORG]] and i've never had an account with them ever
agent: okay i see it account number ending in [[seven seven one two|ID]] opened in [[tulsa|LOC]]
customer: i've never even been there i've lived in [[fort smith|LOC]] my whole life
agent: alright i'll open the dispute they have thirty days to respond
"""),

    ("cruise booking (Canada)", "labels", """
A: so that's two guests in an oceanview cabin sailing round trip from [[vancouver|LOC]]
B: yes that's right
A: and the second guest's full name as it appears on the passport
B: my husband [[gurpreet sandhu|PER|p2]], first name's [[g u r p r e e t|SPELL|p2]]
A: and his date of birth
B: [[june fourth nineteen sixty six|DOB]]
A: okay and i'll take the deposit now whenever you're ready
B: okay it's a visa [[%s|CC]]
A: and the postal code on the card
B: [[v five k, oh a one|PC]]
""" % say(CC_CRUISE, "1111 1111 1111 1111", doubles=True)),

    ("gym personal-trainer booking (US)", "turns", """
hi um i wanted to book some sessions with a personal trainer, my friend said to ask for [[marisol|PER]]
oh [[marisol|PER]]'s great but she's full till next month
okay who else is there
we've got a couple of guys with early morning slots, let me check, can i grab your member number
sure it's [[m two two oh four one eight|ID]]
okay so tuesday or thursday at six am
"""),

    ("car-share account (US)", "labels", """
rep: okay so what's the username on the account
caller: it's [[rafaortiz underscore ninety|USER]] all one word
rep: and the email on file
caller: [[rafael dot ortiz at protonmail dot com|MAIL]]
rep: thank you and for verification the last four of your social
caller: [[six six oh two|SSN]]
rep: okay i see why your reservations are blocked the license we have on file expired so i'll need the new license number
caller: it's [[o two seven one, four four eight, three nine oh six|ID]]
rep: and the issuing state
caller: [[illinois|LOC]]
rep: great and just so you know the car you had last night plate [[k l r, four one nine|ID]] was returned with under a quarter tank
"""),

    ("school bus route (US)", "labels", """
caller: hi my son just started at [[wheatley elementary|ORG]] and nobody told us which bus he's on
agent: okay i can look that up what's the student's name
caller: [[ousmane diallo|PER|c1]], [[diallo|PER|c1]] is [[d i a double l o|SPELL|c1]]
agent: and the home address
caller: [[thirty one twelve pinecrest drive|ADR]]
agent: okay he's on route fourteen the driver is mister [[khalid|PER]] and pickup is seven ten at the corner by the mailboxes
caller: perfect thank you so much
"""),

    ("sports club membership (Ireland)", "turns", """
hiya i'm ringing about getting my daughter into the under twelves camogie
no bother what's her name
[[sear sha|PER|k1]], it's [[s a o i r s e|SPELL|k1]]
and her date of birth
[[the fourteenth of october twenty thirteen|DOB]]
lovely. you'll pay the membership through [[clubforce|ORG]], i'll text you the link, what's the best mobile
[[oh eight five, seven one two, oh double four six|TEL]]
grand you'll have it in a minute, training is saturday mornings
"""),

    ("local newspaper subscription (England)", "labels", """
agent: right, so that's the weekend edition. what's the delivery address, please?
customer: [[fourteen abbey lane|ADR]], [[saltaire|LOC]], [[b d eighteen, four p q|PC]].
agent: and the name on the account?
customer: [[ewa jankowska|PER]].
agent: thank you. and would you like to pay by card or direct debit?
customer: direct debit. sort code [[forty, twenty, sixty one|BANK]], account number [[three one nine two, six four oh seven|BANK]].
agent: lovely, that's all set up. the first paper will be through your door on saturday.
"""),

    ("roofing estimate (US)", "block", """
okay so the guy from [[anchor roofing|ORG|o1]] came out tuesday, [[wendell|PER]] i think his name was, and he said
the whole back slope has to come off uh huh and did he leave a written quote yeah it's like eleven thousand which
is way more than [[ridgeline exteriors|ORG|o2]] but [[ridgeline|ORG|o2]] only wanted to patch it okay and what's
the property address for the file [[nine oh seven larkspur court|ADR]] and he said they'd have to anchor the
ladder off the neighbor's deck so i'd have to ask them first got it so if you go with [[anchor|ORG|o1]] we can
still do the gutters after
"""),

    ("plumbing emergency (Scotland)", "speakers", """
speaker 1: emergency callout, you're through to [[kasia|PER]]
speaker 2: hi there's water pouring through my kitchen ceiling from the flat above
speaker 1: okay first thing turn off your stopcock if you can find it it's usually under the sink
speaker 2: done i think it's it's slowed down
speaker 1: good what's the address
speaker 2: [[flat two, nineteen wellington terrace|ADR]], [[e h six, six l t|PC]]
speaker 1: and a number for the engineer
speaker 2: [[oh one three one, four nine six, oh one five two|TEL]]
speaker 1: and do you know who's upstairs we might need access
speaker 2: a lad called [[tomasz|PER]] i don't have a number for him though
"""),

    ("court interpreter booking (US)", "labels", """
caller: hi this is [[renata|PER]] in the clerk's office at [[maricopa county superior court|ORG]]
rep: hi what can i do for you
caller: we need a somali interpreter for a hearing next week case number [[c r two oh two four, triple oh eight one six|ID]]
rep: okay i can send [[abdirahman|PER]] he's done your courtroom before
caller: great can he call me direct beforehand i'm at [[six oh two, five oh six, three eight eight one|TEL]]
rep: sure i'll pass that on
"""),

    ("mail-order pharmacy (US)", "labels", """
agent: and for security can you give me the member's date of birth
customer: it's my dad's account, [[eleven twelve thirty eight|DOB]]
agent: and his name
customer: [[nguyen van thanh|PER|p1]], he puts the [[nguyen|PER|p1]] first
agent: thank you. so the metformin is on hold because the card on file expired
customer: yeah he got a new one [[%s|CC]]
agent: got it and we're still shipping to [[two twelve magnolia way|ADR]] in [[biloxi|LOC]]
customer: yes same address
""" % say(CC_PHARMACY, "1111 1111 1111 1111", doubles=True)),

    ("passport photo studio (no PII)", "turns", """
hi do you do passport photos for babies
we do yeah you don't need an appointment just come in
does she have to have her eyes open
ideally yes and no dummy in the photo, plain white background, we do all that here
how much is it
it's fifteen for a set of four or we can do the digital code for the online application
perfect we'll come by saturday morning
"""),

    ("student housing office (Canada)", "labels", """
A: residence life, this is [[yuki|PER]]
B: hi um i'm in first year and i need to ask about switching rooms
A: okay can i get your student number
B: [[three double oh one, seven two four, eight six|ID]]
A: and your name
B: [[thandiwe moyo|PER|p1]]. [[thandiwe|PER|p1]] is [[t h a n d i w e|SPELL|p1]]
A: okay i'll send the room change form to your school email
B: could you send it to my personal one it's [[thandi m ninety nine at outlook dot com|MAIL]]
"""),

    ("music lessons school (Australia)", "speakers", """
speaker 1: hi i'm after piano lessons for my son [[tamati|PER]]
speaker 2: lovely how old is he
speaker 1: he's eight, born [[the twentieth of november twenty sixteen|DOB]]
speaker 2: perfect we've got a thursday spot with [[harmony|PER]], she's great with the little ones, they do scales and a bit of harmony and rhythm games
speaker 1: sounds good and if he's sick who do i tell
speaker 2: just text the studio mobile [[oh for one two, three three eight, nine oh seven|TEL]]
"""),

    ("home-inspection booking (US)", "turns", """
hi, i'm calling to book a home inspection. our realtor, [[priscilla|PER]], gave me your number.
sure. what's the address of the property?
[[forty four fifteen cedar hollow lane|ADR]], [[brentwood|LOC]], [[three seven oh two seven|PC]].
okay. and is it occupied right now?
yes, the sellers are still living there, so you'd coordinate with their agent.
got it. and the best number for you?
[[six one five, three to two, oh nine eight four|TEL]].
"""),

    ("accountant (England)", "labels", """
A: right so for your self assessment i'll need your utr, it's on the letter from [[hmrc|ORG]]
B: hang on um it's [[six two one four, oh nine eight, seven three one|ID]]
A: thank you and the rental income is that still going into the same account
B: no i moved it all to [[monzo|ORG]] in january, account number [[seven seven one four, oh two six eight|BANK]]
A: okay. i spoke to [[lakshmi|PER]] last week and she said you'd have the receipts for the boiler
B: yeah she's got them i'll get her to scan them in
"""),

    ("broadband outage (no PII)", "labels", """
agent: i can see there's an outage affecting your area at the moment, engineers are working on it
customer: do you know how long it'll be
agent: the estimate is around four hours, i'm sorry
customer: it's the third time this month
agent: i understand. once it's back restart the router, hold the button down for ten seconds
customer: okay and will i get money back for it
agent: outages over twenty four hours get an automatic credit on the next bill
"""),

    ("lost-luggage follow-up with a hotel (the caller in India)", "labels", """
rep: good afternoon, front desk.
caller: hello, yes, i stayed with you last week and i left one bag in the room. i already spoke to [[callum|PER]] on monday.
rep: okay, let me find it. do you have the booking reference?
caller: [[h v seven seven three four one nine|ID]].
rep: and the surname?
caller: [[venkata raman|PER|p1]]. [[v as in victor e n k a t a r a m a n|SPELL|p1]], all together.
rep: yes, i have a note here, we've got the bag. we can courier it to you, what's the best number?
caller: [[plus nine one, nine eight four five, two one six, three oh seven|TEL]].
"""),

    ("rental-bike damage claim (Canada)", "speakers", """
speaker 1: so i'm looking at the damage report for the bike you docked at [[union station|LOC]] yesterday
speaker 2: yeah the chain came off it wasn't anything i did
speaker 1: i understand can you confirm the username on your account
speaker 2: [[luka dash p underscore twenty|USER]]
speaker 1: and the trip number it's in the app under history
speaker 2: [[t r seven seven four nine one two|ID]]
speaker 1: okay i'll send the dispute form to the email on file [[luka dot petrov at gmail dot com|MAIL]]
speaker 2: yeah that's fine
"""),

    ("job interview scheduling (US)", "block", """
hi is this [[chidinma okeke|PER|p1]] yes speaking hi [[chidinma|PER|p1]] this is [[brooke|PER]] from talent
acquisition at [[halvorsen logistics|ORG]] i'm calling about the warehouse supervisor role oh great we'd like to
bring you in would thursday [[the sixth|DATE]] at ten work um yes yes that works okay you'll meet with the site
manager and i'll send the confirmation to [[c okeke at icloud dot com|MAIL]] is that right oh it's actually
[[c dot okeke at icloud dot com|MAIL]] with a dot in the middle got it
"""),

    ("doctor's receptionist (England)", "turns", """
morning, [[hollybank surgery|ORG]]
hi, i need to book in with a doctor, i've had this cough for three weeks now
can i take your name and date of birth
[[aleksandra vish nev ska|PER|p1]], [[third of the fifth eighty nine|DOB]]
sorry, could you spell the surname
[[w-i-s-n-i-e-w-s-k-a|SPELL|p1]]
thank you. doctor [[okafor|PER]] has a slot on [[the eleventh|DATE]] at ten past nine, or it's the duty doctor tomorrow
"""),

    ("recycling pick-up (no PII)", "speakers", """
speaker 1: hi i just wanted to check can i put pizza boxes in the recycling
speaker 2: if they're not too greasy yes otherwise they go in general waste
speaker 1: and glass goes in the same bin
speaker 2: no glass is the separate box it's collected every other week
speaker 1: and soft plastics
speaker 2: those go back to the supermarket drop off not kerbside
"""),

    ("wedding DJ (Australia)", "labels", """
A: so we've got you locked in for saturday [[the ninth of march|DATE]]
B: yep at [[gabbinbar homestead|LOC]] just outside [[toowoomba|LOC]]
A: beautiful spot. and for the announcement can you give me both names
B: i'm [[jarrod fenech|PER|j]], that's [[f for foxtrot e n e c h|SPELL|j]], and my partner is [[mere|PER]], like the word mere
A: no worries. and the deposit's a mere two hundred, the rest is due a fortnight before
B: sweet
"""),

    ("tenant's reference check (England)", "labels", """
agent: hi, i'm calling from [[kingsbridge lettings|ORG]], we've had an application from a [[jide olawale|PER|t]] who's put you down as his previous landlord
caller: oh yes, [[jide|PER|t]], lovely lad
agent: and he rented from you in [[reading|LOC]], is that right
caller: that's right, about three years. i was just reading through his old tenancy agreement actually
agent: did he ever miss a payment
caller: never, not once
agent: great, and a number in case the referencing team need to follow up
caller: [[oh one one eight, four nine six, oh nine one one|TEL]]
"""),

    ("bakery cake order (Canada)", "turns", """
hi i'd like to order a birthday cake for pickup on [[the twelfth|DATE]]
sure what would you like written on it
happy birthday [[oksana|PER]] in purple if you can
no problem and the name for the order
[[danielle tremblay|PER]], my number's [[five one four, two seven three, double eight four oh|TEL]]
perfect it'll be ready after two
"""),

    ("conveyancing solicitor (England)", "block", """
hello is that [[hartley and boyce|ORG]] yes it is hi i'm ringing about the sale of my mum's house right do you have
the matter reference it's [[h b, four four one nine, k|ID]] thank you and the property address [[six the crescent|ADR]],
[[shrewsbury|LOC]], [[s y three, eight r h|PC]] okay and the seller is your mother [[bernadette o'rourke|PER]] yes
she's gone into a home now so i've got power of attorney okay we'll need a certified copy of that
"""),
]


def main():
    assert len(CALLS) == 30
    make_set("asr6", CALLS, NAME_WORDS, (110, 170), spans_per_call=(2, 8),
             heard=("for", "to"), abroad=True)


if __name__ == "__main__":
    main()
