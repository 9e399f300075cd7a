# ruff: noqa: E501  (hand-written transcripts as literal data: long lines)
"""A twelfth, independent set of English phone-call transcript SNIPPETS in speech-recogniser (ASR) style, with gold PII.
Like the sixth to tenth sets (make_en_calls_asr6.py ... make_en_calls_asr10.py), thirty short snippets, each four to
twelve turns taken from the middle of a call, with four to six mentions each (none in three of them), 147 in all.
Unlike most of those, the calls are between PRIVATE people and SMALL businesses: sole traders' mobiles, neighbours, a landlord and
his tenant, a family and their nanny's bookkeeper.  Domains are kept apart from sets one to ten (make_en_calls_asr.py
... make_en_calls_asr10.py): a sole-trader plumber's bathroom-refit quote (England), a mobile hairdresser (Ireland), a
private driving instructor rebooked by a pupil's dad (Wales), a babysitting agency (Canada), a man-with-a-van
marketplace collection (England), a parish office letter of freedom for a wedding abroad (Ireland), a GP surgery fit
note (England), a tenant asking a private landlord to add a housemate (Australia), a market-stall baker ordering from
a flour wholesaler (England), an independent mechanic's clutch callback (Ireland), a cat sitter (Australia), a blinds
fitter's measure-up (Scotland), a community choir (Wales), a chip-shop phone order (Scotland), a tailor's alterations
(US), a private house cleaner (England), a veg-box scheme (England), a nail salon deposit (US), a carpet fitter
(Ireland), a private used-car sale (Australia), a scouts waiting list (Canada), a handyman's 1099 details (US), a
neighbour holding a parcel (England), a landlord's electrical safety certificate (England), a community-centre room
hire for a yoga teacher (Canada), a birth registration at a register office (England), a nanny's payroll set up by a
family's bookkeeper (US), a garden centre's compost delivery, a barber's walk-ins and a launderette's duvet wash.
Three snippets contain no PII at all (garden centre, barber, launderette).
Text is what an ASR engine emits: lower case, numbers as words ("oh", "zero", "double", pairs, the odd "for" for four
and "to" for two), e-mails and user names read aloud ("dot", "at", "underscore", "dot c a", "dot co dot uk"), one
e-mail the engine tidied itself, letters spelled out in varied forms ("e f u a", "a b d i r a h m a n", "g r a i
double n e", "d-a-r-i-u-s-z"), disfluencies, false starts, repeats, a self-correction (a postcode said wrong,
then right), words glued by the engine ("ashbrooklawn") and names mis-heard or split by the engine ("eve ann" for
aoibheann, "tige" for tadhg, "gronya mac manus" for grainne mcmanus, "chuck emeka" for chukwuemeka, "shao ling").
People are mostly named WITHOUT a cue ("ring mo he's off", "is shaz in today", "ivy next door has one", "mark will be
doing it", "it's bob from across the road"), by nicknames listed as the same entity ("bazza" for barry, "tess" for
marites, "rhod" for rhodri), by surnames alone ("the patels", "the o'neills", "the kellys' shop") and by names that
are ordinary words ("dot", "pat", "ivy", "mark", "bob", "rocky", "mo") which ALSO occur in their ordinary sense in
the same snippet ("on the dot", "off pat", "the ivy on the fence", "a mark on the skirting", "a few bob", "a bit
rocky", "give us a mo").  Small businesses are named without a cue ("is that snip", "the lads from spruce", "my
sister gets hers from bloom", "nest on byres road", "under crust") and the same words also occur in their ordinary
sense ("a snip off the ends", "a good spruce up", "the bloom on the plums", "a nest above the window", "the crust
came out like cardboard"); one garage is named by its owner ("dave's motors", and dave himself).  Addresses include
"flat two stroke one", "unit two", "number six", "flat b", a Welsh street ("heol y felin"), an avenue letter
("avenue c"); dates and birth dates are said as "twenty third eleven eighty four", "march third twenty twenty three",
"the second of april nineteen ninety one", "the fifteenth".  A few snippets have engine commas or punctuation, most
have none.  Turn layouts vary: "agent:/customer:", "rep:/caller:", "agent:/caller:", "A:/B:", "speaker 1:/speaker 2:",
one unlabelled line per turn, one block.  Snippets from England, Scotland, Wales, Ireland, Australia and Canada use
only the phone-number and postcode forms call_sets.py checks (UK 0 + ten digits, an Irish mobile 08x + seven digits,
an Australian mobile 04 + eight digits; UK "aa9 9aa" / "a99 9aa" / "a9 9aa", Canadian "a9a 9a9"; an Australian BSB is
a six-digit BANK_ACCOUNT).  No Eircode is said.  Proper nouns are never capitalised: the set's checks (call_sets.py)
accept lower case only, so the inconsistent capitals some engines write could not be reproduced.
Written by hand, without reading the detectors (nothing under src/, tests/ or scripts/) or the earlier sets' data.
Annotation conventions: exactly those of make_en_calls_asr.py (see its header), in short:
  spans never overlap; leading articles, titles ("missus", "doctor"), family words ("my husband", "mam"), possessive
  's (and a plural possessive's apostrophe: "the [kellys]' shop") and trailing punctuation stay outside; a wrong or
  old value fully spoken and then corrected is annotated as its own entity; names that are also words (see
  NAME_WORDS) are annotated only where they name a person or an organisation; a family named by its surname ("the
  patels", "the o'neills") is PERSON_NAME; a business whose name is its owner's possessive ("dave's motors") is one
  ORGANIZATION_NAME span, the owner named alone is PERSON_NAME; pet names, products and makes (a hilux, a golf),
  card brands, prices, counts, ages, times, weekdays, months alone, a house number said without its street ("at
  number six"), stall and unit numbers alone and form names ("a ten ninety nine") are not annotated; a name's or an
  e-mail part's spelling (SPELLED_SEQUENCE) shares the entity of what it spells; a nickname, a maiden name or a
  mis-heard form of a name keeps the person's entity; "last four of her social" -> US_SSN; other ids (a theory-test
  certificate, a trade account, a car registration, a customer number, an NHS number, a certificate number) ->
  GENERIC_ID; an Australian BSB and account and a US routing and account number -> BANK_ACCOUNT; city and postcode
  after a street address are separate spans; markets, halls and streets without a number are LOCATION; a parish, a
  hospital, a shop or a website company is ORGANIZATION_NAME; dates include a leading "the" ("the fifteenth"); a birth date of
  anyone in the call (a baby's too) is DATE_OF_BIRTH.
Markup used below: [[text|LABEL|key]] (key optional; by default the same label + text is the same entity).
Offsets are computed by segments.assemble(); helpers and checks: call_sets.py.  Writes en_calls_asr12.jsonl and
en_calls_asr12.gold.jsonl beside this file.  Run: python benchmarks/data/make_en_calls_asr12.py
"""
from call_sets import card, for_four, make_set, say

# names that are also ordinary words: used unannotated on purpose in the same snippet
NAME_WORDS = {"mo", "snip", "pat", "crust", "ivy", "nest", "dot", "spruce", "bloom", "mark", "bob", "rocky"}

VISA_DEBIT = card("465901827730612")   # 16 digits (Scotland)
MASTERCARD = card("542318096654720")   # 16 digits (US), one "for" heard for four
ROUTING = "261073591"                  # aba("26107359"): check digit computed

CALLS = [
# 001 sole-trader plumber, bathroom refit quote (England)
("sole-trader plumber's bathroom refit quote (England)", "labels", """
A: hello [[gaz|PER|g]] speaking
B: oh hiya it's [[kerry|PER|k]] you came round tuesday about the bathroom the the one with the cracked tray
A: oh yeah yeah the cracked tray yeah i've done the figures i just need to send it over where am i sending it
B: can you post it my phone's playing up it's [[fourteen a kellaway avenue|ADR|adr]] [[b s seven, eight q t|PC|pc]]
A: fourteen a lovely and if i can't get hold of you
B: ring [[mo|PER|mo]] he's off all week um give us a mo he's shouting it at me it's [[oh seven nine four six, double one two, three eight nine|TEL|tel]]
A: sound tell him i'll want half up front for the tiles
"""),
# 002 mobile hairdresser (Ireland)
("mobile hairdresser booking (Ireland)", "turns", """
hello is that [[snip|ORG|snip]] i got the number off the board in the spar
it is yeah this is [[eve ann|PER|ev]] how can i help ya
grand it's for my mam she wants a wash and blow dry and just a snip off the ends before the party
no bother when were you thinking
next saturday if you can
saturday grand i can do half ten where is she
she's out in [[ballyhaunis|LOC|town]] is that too far for ya
not at all there's a small call out charge and what name will i put it under
[[noreen gallagher|PER|n]] and my number is [[oh eight seven, two two for, one nine oh six|TEL|tel]]
"""),
# 003 private driving instructor, a pupil's dad rebooking (Wales)
("private driving instructor rebooking (Wales)", "speakers", """
speaker 1: hiya it's about [[rhodri|PER|r]] he's got his lesson with you thursday
speaker 2: oh with [[rhod|PER|r]] yeah four o'clock pick up from the college
speaker 1: he's had to swap a shift at the garden centre, can you do the week after
speaker 2: i've got [[the twenty sixth|DATE|d]] in the morning
speaker 1: that's fine, and can you pick him up from his mam's not ours, it's [[nine heol y felin|ADR|adr]] in [[pontyberem|LOC|loc]]
speaker 2: yeah i know it by the chapel, has he sorted his theory yet
speaker 1: yes he passed it, the certificate number's [[four one seven, three oh two, eight eight six|ID|theory]]
speaker 2: lovely i'll pop that on the booking
"""),
# 004 babysitting agency (Canada)
("babysitting agency (Canada)", "labels", """
agent: okay and how many kids will the sitter have
caller: two, [[amara|PER|am]] who's four and the baby, [[kofi|PER|ko]], he'll be one in march
agent: aw. and i need the baby's date of birth, for the infant certified sitters
caller: [[march third twenty twenty three|DOB|dob]]
agent: perfect and the postal code where they'll be going
caller: [[m six h, two l four|PC|pc]]
agent: and an email for the invoice
caller: [[efua dot mensah at rogers dot com|MAIL|mail]], that's [[e f u a|SPELL|mail]]
agent: got it, you'll get the sitter's profile by tonight
"""),
# 005 man with a van, a marketplace collection (England)
("man-with-a-van marketplace collection (England)", "turns", """
so it's a pick up from the lady selling it and then back to mine yeah
no worries where's the pick up
it's [[flat three, nineteen mansfield court|ADR|adr]] in [[chorlton|LOC|ch]] opposite the [[kellys|PER|k]]' shop the lady's called [[pat|PER|pat]]
and is she in all day
she says she's in [[the fourth|DATE|d]] all day she's got it off pat she's sold loads on there
have you got a number for her in case the buzzer's broke
[[oh one six one, four nine six, oh two seven seven|TEL|tel]] it's a landline
"""),
# 006 parish office, letter of freedom for a wedding abroad (Ireland)
("parish office letter of freedom (Ireland)", "labels", """
A: [[saint brigid's parish|ORG|par]] office good morning
B: hi there it's about a letter of freedom i'm getting married abroad and they want one from where i was baptised
A: no problem what name were you baptised under
B: [[gronya mac manus|PER|g]] that's um [[g r a i double n e|SPELL|g]] the irish way
A: and your date of birth
B: [[the second of april nineteen ninety one|DOB|dob]] so it'd have been that may or june
A: and your father's name
B: [[seamus|PER|s]] he's dead now god rest him
"""),
# 007 GP surgery, a fit note for work (England)
("GP surgery fit note (England)", "labels", """
rep: okay can i take your date of birth first
caller: yeah it's [[twenty third eleven eighty four|DOB|dob]]
rep: and your n h s number if you've got it handy
caller: um [[four eight five, seven seven three, two oh nine one|ID|nhs]]
rep: lovely found you, so it's the fit note, the last one ran out
caller: yeah it ran out [[the fourteenth|DATE|d]] and work are chasing, [[chuck emeka|PER|dr]] did the last one
rep: doctor [[chukwuemeka|PER|dr]]'s on leave till the end of the month
caller: oh. is [[shaz|PER|sh]] in today she sorted it for me last time
rep: the practice nurse can't do fit notes i'm afraid, i'll put it through as a request
"""),
# 008 tenant asking a private landlord to add a housemate (Australia)
("tenant adding a housemate with a private landlord (Australia)", "turns", """
hey [[rocky|PER|r]] it's [[tamsin|PER|t]] from the unit on [[barkly street|LOC|bs]]
oh yeah how're you going is it the gutter again
no no it's all good it's just my friend [[linh|PER|l]] wants to take the second room
right okay is she working
yeah she's a nurse at the hospital she can send you payslips and that
fine send her number through and tell her the drive's a bit rocky after rain if she's got a low car
her number's [[zero four one three, five two oh, seven seven one|TEL|tel]]
"""),
# 009 market-stall baker ordering from a flour wholesaler (England)
("market-stall baker ordering from a wholesaler (England)", "labels", """
agent: okay what's the account
customer: it's under [[crust|ORG|crust]], the bread stall, account [[c r u, oh four seven|ID|acc]]
agent: yep got you, [[kemal|PER|k]] isn't it
customer: that's me yeah
agent: and you wanted the rye again
customer: yeah but the coarse one, the last lot the crust came out like cardboard, and can you drop it at the market not the unit
agent: which market is it
customer: [[kirkgate market|LOC|km]], stall forty one by the fish end
agent: and when do you want it
customer: friday [[the ninth|DATE|d]] before seven if you can
"""),
# 010 independent mechanic, a clutch callback (Ireland)
("independent mechanic clutch callback (Ireland)", "speakers", """
speaker 1: hello it's [[declan|PER|dec]] from [[dave's motors|ORG|dm]] about the golf
speaker 2: oh hi yeah
speaker 1: so it's the clutch alright, the reg is [[one five two, d, four four eight one nine|ID|reg]] yeah
speaker 2: that's it
speaker 1: and [[dave|PER|dave]] had a look under it and the flywheel's gone as well, he reckons around eight fifty all in
speaker 2: oh god. can you ring my husband he's dealing with the car, [[tige|PER|t]], his number is [[oh eight five, seven to to, four oh one nine|TEL|tel]]
speaker 1: no bother i'll ring him now
"""),
# 011 cat sitter (Australia)
("cat sitter booking (Australia)", "labels", """
A: so you're away from [[the twentieth of december|DATE|d1]] and back after new year
B: yep that's it
A: and the key
B: [[ivy|PER|ivy]] next door has one, the house with the ivy all over the fence, she's home most days
A: and the address for me
B: [[unit two, forty five grange road|ADR|adr]], it's the back unit, nutmeg gets half a sachet at night
A: easy. i invoice after, it's pay by transfer, b s b [[oh six three, oh one nine|BANK|bsb]] account [[one oh four two, seven eight nine three|BANK|acct]]
B: perfect thanks
"""),
# 012 blinds fitter measure-up (Scotland)
("blinds fitter measure-up (Scotland)", "turns", """
aye so which windows is it
the bay at the front and the two in the back bedroom, there's a nest above the back one so mind the birds
no bother, who gave you our number
[[nest|ORG|nest]] on [[byres road|LOC|br]], the lassie in there said you do the measuring
aye that's [[ailsa|PER|a]] she's good. and the address
[[forty one huntly gardens|ADR|adr]], [[g twelve, nine a s|PC|pc0]] no sorry [[g twelve, nine a z|PC|pc]]
"""),
# 013 community choir (Wales)
("community choir joining (Wales)", "speakers", """
speaker 1: so you've been to a couple of rehearsals then
speaker 2: yeah two, [[mari|PER|m]] said to ring you about joining properly
speaker 1: oh lovely, [[mari|PER|m]] will be pleased, we're short of basses. can i take an email
speaker 2: it's [[huw jones ninety at b t internet dot com|MAIL|mail]], all one word before the at
speaker 1: and you'll get a log in for the music library, it's [[huw underscore bass two|USER|u]], you can change it after
speaker 2: and it's still tuesdays
speaker 1: tuesdays half seven in the [[ystradgynlais miners welfare|LOC|v]], the back room
"""),
# 014 chip-shop phone order (Scotland)
("chip-shop phone order (Scotland)", "labels", f"""
A: [[golden haddie|ORG|gh]] hiya
B: hiya can i get two fish suppers a pickled onion and a black pudding supper
A: aye delivery
B: aye [[flat two stroke one, ninety four dumbarton road|ADR|adr]]
A: and a number
B: [[oh seven eight three three, four oh one, six nine five|TEL|tel]]
A: card or cash
B: card it's [[{say(VISA_DEBIT, '1111 1111 1111 1111', doubles=True)}|CC|cc]]
A: and the name on it
B: [[abdirahman|PER|a]] [[a b d i r a h m a n|SPELL|a]]
"""),
# 015 tailor's alterations (US)
("tailor's alterations (US)", "speakers", """
speaker 1: [[hovsepian tailoring|ORG|ht]] good afternoon
speaker 2: hi um i dropped off a suit last week for my son's wedding, the name's [[delgado|PER|d]]
speaker 1: oh yes the navy suit, the pants need taking up
speaker 2: yeah the wedding's [[june fourteenth|DATE|wd]] so i need it the week before
speaker 1: my wife [[arpi|PER|a]] does the hems, she's back monday, give me a number she can call
speaker 2: [[eight one eight, two four six, oh nine three one|TEL|tel]]
"""),
# 016 private house cleaner (England)
("private house cleaner (England)", "turns", """
hiya [[dot|PER|dot]] it's [[helen|PER|h]] are you still okay for thursday
i am yeah i'll be there nine on the dot
only we're away so the key's next door with the [[patels|PER|pat]]
which side again
the left with the hedge, the lads from [[spruce|ORG|sp]] were round cutting it so it looks a bit bare
oh the hedge people yeah and you want the oven doing
if you've time, give the place a good spruce up we've got people coming [[the fifteenth|DATE|d]]
"""),
# 017 veg-box scheme (England)
("veg-box scheme address change (England)", "labels", """
customer: hiya i'm ringing to change the delivery i've moved
agent: no problem have you got your customer number
customer: it's [[v b, seven seven two, oh three|ID|cust]]
agent: that's [[sian pryce|PER|s]]
customer: yes
agent: and where are we delivering now
customer: [[number six, mill lane|ADR|adr]] in [[ledbury|LOC|l]] it's the cottage by the ford
agent: perfect. and you're still logging in as [[sianp underscore eighty eight|USER|u]]
customer: yes. oh and can you leave out the plums, they had that white bloom on them and half were mouldy, my sister gets hers from [[bloom|ORG|bloom]] and hers are lovely
"""),
# 018 nail salon deposit (US)
("nail salon deposit (US)", "labels", f"""
rep: okay so that's a full set with [[thuy|PER|t]] saturday at eleven
caller: is that [[may third|DATE|d]]
rep: yes ma'am. we take a twenty dollar deposit for new clients, what card
caller: it's a mastercard [[{for_four(say(MASTERCARD, '1111 1111 1111 1111', gap=' '))}|CC|cc]]
rep: and the name on the card
caller: [[brianna washington|PER|b]]
rep: and a cell in case she's running late
caller: oh just text this one
"""),
# 019 carpet fitter (Ireland)
("carpet fitter (Ireland)", "speakers", """
speaker 1: right so it's the stairs and the landing, and where are you exactly
speaker 2: [[seven ashbrooklawn|ADR|adr]] in [[mullingar|LOC|m]], we're next door to the [[o'neills|PER|on]] at number six, you'll see their camper van
speaker 1: grand. [[mark|PER|mk]] will be doing it he'll ring you the day before
speaker 2: great, there's a mark on the skirting already by the way so tell him that wasn't us
speaker 1: ha no bother. and the name
speaker 2: [[sorcha|PER|s]] and the mobile's [[oh eight three, one one six, double two seven four|TEL|tel]]
"""),
# 020 private used-car sale (Australia)
("private used-car sale (Australia)", "turns", """
g'day mate ringing about the hilux on [[gumtree|ORG|g]] is it still going
yeah still going mate
what's the rego i'll run a check on it first
[[one h x, two n p|ID|rego]]
and who am i talking to
[[barry|PER|b]] but everyone calls me [[bazza|PER|b]]
righto mate where can i come see it
meet us at the [[bunnings|ORG|bun]] on the highway saturday morning the driveway's full of the missus's stuff
"""),
# 021 scouts waiting list (Canada)
("scouts waiting list (Canada)", "labels", """
A: so it's the beavers waitlist is that right
B: yes for my son [[ishaan|PER|i]], he turns five in september
A: and his date of birth
B: [[september seventh twenty nineteen|DOB|dob]]
A: okay and a parent email
B: [[priya underscore sharma at hotmail dot c a|MAIL|mail]]
A: you'll get a log in for the portal too, something like [[psharma underscore two seven|USER|u]], you can change it
B: okay
A: and the postal code so we know which colony
B: [[l five m, four t two|PC|pc]]
"""),
# 022 handyman's 1099 details (US)
("handyman's 1099 details (US)", "speakers", """
speaker 1: hey it's the landlady from the duplex, so my accountant says i need to send you a ten ninety nine
speaker 2: oh okay yeah
speaker 1: so i need your full legal name your social and your mailing address
speaker 2: it's [[dariusz kowal|PER|d]], [[d-a-r-i-u-s-z|SPELL|d]], the social is [[five three one, oh eight, two two seven four|SSN|ssn]]
speaker 1: sorry five three one oh eight
speaker 2: two two seven four
speaker 1: got it, and mailing
speaker 2: [[forty four avenue c|ADR|adr]], [[bayonne|LOC|b]], [[oh seven oh oh two|PC|zip]]
"""),
# 023 neighbour holding a parcel (England)
("neighbour holding a parcel (England)", "turns", """
hello is that number nine
yeah who's this
it's [[bob|PER|bob]] from across the road, i've had a parcel from [[evri|ORG|e]] left with me for you, heavy thing must've cost a few bob to send
oh that's kind it'll be for my lodger is it for [[chidi|PER|c]]
it says [[c okafor|PER|c]] on it
yeah that's him, if i'm out at work can you leave it with [[maureen|PER|mau]] at the end
"""),
# 024 landlord's electrical safety certificate (England)
("landlord's electrical safety certificate (England)", "labels", """
agent: so it's the landlord certificate, the e i c r, for the flat
customer: yes the tenant's in, her name's [[oksana|PER|o]], she works nights so afternoons are best
agent: and the flat address
customer: [[flat b, sixty two cavendish road|ADR|adr]] [[n four, one r s|PC|pc]]
agent: i can do [[the eighteenth|DATE|d]] after two
customer: great and send the certificate to [[ramesh at r k lettings dot co dot uk|MAIL|mail]]
"""),
# 025 community-centre room hire for a yoga teacher (Canada)
("community-centre room hire for yoga (Canada)", "labels", """
rep: so the multipurpose room tuesdays seven to eight thirty starting [[january fourteenth|DATE|d]]
caller: perfect
rep: and is it under a business name
caller: yes [[still point yoga|ORG|sp]], it's just me, [[shao ling|PER|x]]
rep: and we need your insurance certificate on file
caller: i can email it where to
rep: [[bookings at hill crest centre dot c a|MAIL|mail]]
caller: and a number for me is [[six four seven, three one two, eight eight oh four|TEL|tel]]
"""),
# 026 birth registration at a register office (England)
("register office birth registration (England)", "labels", """
agent: and the baby's full name
caller: [[rumi adaeze bello|PER|baby]], [[adaeze|PER|baby]] is [[a d a e z e|SPELL|baby]]
agent: and date of birth
caller: [[second of march|DOB|dob]]
agent: and where was she born
caller: [[royal oldham hospital|ORG|hosp]]
agent: and mum's name
caller: that's me [[folake bello|PER|m]]
"""),
# 027 a nanny's payroll set up by the family's bookkeeper (US)
("nanny payroll set up by a bookkeeper (US)", "labels", f"""
agent: okay so the nanny's name for the payroll
customer: [[marites dizon|PER|n]] she goes by [[tess|PER|n]]
agent: and for direct deposit the routing number
customer: [[{say(ROUTING, '111 111 111')}|BANK|rt]] and the account is [[four four seven one oh nine three eight two six|BANK|acct]]
agent: and her email for the pay stubs
customer: [[marites.dizon@gmail.com|MAIL|mail]]
agent: and the last four of her social for the portal
customer: [[eight oh six one|SSN|ssn4]]
"""),
# 028 garden centre, compost delivery (no PII)
("garden centre compost delivery, no PII", "labels", """
caller: hiya do you deliver the compost or is it collect only
agent: we deliver if it's ten bags or more
caller: and is that the peat free stuff
agent: yeah the peat free's on offer three for ten
caller: lovely i'll come in at the weekend and sort it then
"""),
# 029 barber, walk-ins (no PII)
("barber walk-ins, no PII", "turns", """
you doing walk ins today
yeah mate but there's about four ahead
how long's that roughly
forty minutes maybe an hour
sound i'll come after my lunch then
"""),
# 030 launderette, duvet wash (no PII)
("launderette duvet wash, no PII", "block", """
yeah we do service washes for duvets it's a king size is it yeah king size is twelve pounds and it's ready next day after two um do i need to book no just drop it in before ten and we'll give you a ticket okay cheers
"""),
]


def main():
    assert len(CALLS) == 30
    make_set("asr12", CALLS, NAME_WORDS, (125, 150), spans_per_call=(4, 6),
             heard=("for", "to"), tidied_mail=True, abroad=True)


if __name__ == "__main__":
    main()
