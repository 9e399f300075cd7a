# ruff: noqa: E501  (hand-written transcripts as literal data: long lines)
"""A ninth, independent set of English phone-call transcript SNIPPETS in speech-recogniser (ASR) style, with gold PII.
Like the sixth to eighth sets (make_en_calls_asr6.py ... make_en_calls_asr8.py), thirty short snippets, each four to
twelve turns taken from the middle of a call, with four to six mentions each (none in three of them).  Unlike those,
the callers are mostly in the UNITED STATES (as in a US contact-centre vendor's data); three snippets come from
Canada, England and India.  Domains are kept apart from sets one to eight (make_en_calls_asr.py ...
make_en_calls_asr8.py): a treadmill repair visit, a propane payment plan, a mosque's iftar RSVP line, a moving-truck
rental reservation, a lawn-care subscription, a tow-yard impound release, an 811 call-before-you-dig locate request,
a title company's closing, a post-office box rental, a brokerage account transfer, an HSA reimbursement claim, a pet
cremation service, a junk-car buyer, a meal-kit cancellation, a county marriage licence, a golf tee time, a WIC
recertification, a non-emergency medical ride, a horse boarding stable, a freight load dispatch, a GED testing
account lock-out, a cheque reorder at a bank, a timeshare-exit cold call, an estate-sale company, a septic pumping
visit, a ferry reservation (Canada), an allotment waiting list (England), visitor travel-medical insurance for
parents (the caller in India), a car-wash membership and a gutter-cleaning quote.
Three snippets contain no PII at all (golf tee time, car wash, gutter cleaning).
Text is what an ASR engine emits: lower case, numbers as words ("oh", "zero", "double", "triple", pairs such as
"forty one forty seven", the odd "for" for four and "to" for two), e-mails and user names read aloud ("dot", "at",
"underscore", "at g mail", "dot c a", "all one word"), one e-mail the engine tidied itself, letters spelled out in
varied forms ("o k a f as in frank o r", "n-e-v-a-e-h", "d a n i"), disfluencies, false starts, self-corrections (an
old cell number, an old street address on the cheques) and names split by the engine ("jon a than").  People are
often named without a cue ("so the tech is rusty", "ask for dwayne", "hope's number is"), by nicknames ("big d",
"peggy") or by names that are ordinary words ("rusty", "summer", "hope", "will", "bill", "grant") which also occur in
their ordinary sense in the same snippet; organisations likewise ("academy", "chase", "target", "factor",
"progressive", the initialism "t d", "the y m c a"); a town is also a son's name ("kyle").  Addresses include a
rural route, a state highway, a farm-to-market road, a p o box and an apartment; dates and birth dates are said
as "seven nine twenty twelve", "oh three twelve sixty one", "twelfth august nineteen fifty six", "the nineteenth".
Traps left unannotated: a pet's name, an age, prices, times, weekdays, months alone, a card's expiry, "ten four",
fruit "dates", "t for tango".  A few snippets have engine punctuation or commas, most have none.  Turn layouts vary:
"agent:/customer:", "rep:/caller:", "agent:/caller:", "A:/B:", "speaker 1:/speaker 2:", one unlabelled line per
turn, one block.  US phone numbers and zips throughout; the Canadian, English and Indian snippets use only forms
call_sets.py checks (a Canadian "a9a 9a9" postal code, a UK 0 + ten digit number and "aa9 9aa" postcode, an Indian
mobile with "plus nine one").
Written by hand, without reading the detectors (nothing under src/, tests/ or scripts/) or the earlier sets' data.
Annotation conventions: exactly those of make_en_calls_asr.py (see its header), in short:
  spans never overlap; leading articles, titles ("mister", "doctor", "brother", "sister"), family words, possessive
  's and trailing punctuation stay outside; a wrong or old value fully spoken and then corrected is annotated as its
  own entity; names that are also words (see NAME_WORDS) are annotated only where they name a person or an
  organisation; pet names, products and makes (an altima), card brands, card expiry dates, toll-free numbers,
  partial numbers, prices, counts, ages, times and weekdays are not annotated; a name's or e-mail's spelling
  (SPELLED_SEQUENCE) shares the entity of what it spells; a nickname or a mis-heard form of a name keeps the
  person's entity; "last four of your social" -> US_SSN; other ids (a brokerage or propane account, a plate, a VIN,
  a driver licence, a locate ticket, a title file number, a WIC family id, a Medicaid member id, a load number, a
  passport, a ferry booking) -> GENERIC_ID; a rural route, a p o box or a highway address with its number is
  STREET_ADDRESS; city, state and postcode after a street address are separate spans; a street corner or a ferry
  terminal is LOCATION; a mosque is ORGANIZATION_NAME; dates include a leading "the" ("the tenth of january"); a
  birth date of anyone in the call is DATE_OF_BIRTH.
Markup used below: [[text|LABEL|key]] (key optional; by default the same label + text is the same entity).
Offsets are computed by segments.assemble(); helpers and checks: call_sets.py.  Writes en_calls_asr9.jsonl and
en_calls_asr9.gold.jsonl beside this file.  Run: python benchmarks/data/make_en_calls_asr9.py
"""
from call_sets import card, make_set

# names that are also ordinary words: used unannotated on purpose in the same snippet
NAME_WORDS = {"rusty", "summer", "chase", "factor", "will", "may", "bill", "grant", "target", "hope", "progressive"}

VISA = card("414720983015527")      # 16 digits, read in pairs
VISA2 = card("401288371906245")     # 16 digits, one "to"
AMEX = card("37821460395172")       # 15 digits
assert (VISA, VISA2, AMEX) == ("4147209830155274", "4012883719062454", "378214603951725")

CALLS = [
# 001 treadmill repair technician visit (US)
("treadmill repair visit", "labels", """
agent: okay i've got the work order up so the tech for your area is [[rusty|PER|r]] he's been doing these like twenty years
customer: okay good cause honestly the whole frame under the deck is kind of rusty now and it squeaks when you run
agent: yeah [[rusty|PER|r]] can look at that too um is the best number still [[six one five, four oh two, eight eight one seven|TEL|old]]
customer: no no that's my old cell it's [[six one five, to nine oh, double three four six|TEL|tel]]
agent: got it and did you buy it through [[academy|ORG|ac]] or direct from us
customer: through them yeah but the warranty card says call you guys
agent: that's right and what's the login on the console so he can pull the error logs before he comes
customer: it's my husband's it's [[big underscore mike seventy seven|USER|u]]
"""),
# 002 propane delivery payment plan (US)
("propane payment plan", "turns", """
so what i can do is split that balance over three months if that helps
yeah that would help a lot honestly it was a cold winter
okay and that's on the account ending uh sorry the account number's [[four four seven oh two nine one six|ID|acct]]
yes ma'am
and the tank's still at [[rural route two box eighteen|ADR|adr]] out by [[mosinee|LOC|city]]
right past the church yeah
perfect and you wanted the payments drafted from checking
yes the routing is [[oh seven five, nine one one, seven four two|BANK|rt]]
and the account
[[four six two oh oh eight one three three seven|BANK|ba]]
"""),
# 003 mosque iftar dinner RSVP line (US)
("mosque iftar rsvp line", "speakers", """
speaker 1: yes this is the iftar line for [[masjid al noor|ORG|m]] how can i help
speaker 2: hi um i wanted to rsvp for the family night on saturday
speaker 1: sure what name should i put
speaker 2: [[tariq abdul rahman|PER|t]] and it's [[abdul rahman|PER|t]] two words
speaker 1: okay and how many
speaker 2: five me my wife and the three kids
speaker 1: and a good number brother
speaker 2: [[seven one three, eight eight oh, four to one nine|TEL|tel]]
speaker 1: jazakallah and sister [[hafsa|PER|h]] said you might be bringing the dates
speaker 2: yes inshallah two boxes of dates and the water
"""),
# 004 moving-truck rental reservation (US)
("moving-truck reservation", "labels", """
rep: so that's the fifteen foot truck picking up [[june fifth|DATE|d]] at eight a m
caller: [[the fifth|DATE|d]] yeah and dropping off in [[tulsa|LOC|t]]
rep: okay and who's driving, i'll need their license
caller: my son um [[d'andre|PER|s]] he's twenty three so he's fine for the insurance
rep: and his license number
caller: it's [[four one one seven, two nine oh six|ID|dl]]
rep: and what card would you like to hold it with
caller: a visa [[forty one forty seven, twenty ninety eight, thirty fifteen, fifty two seventy four|CC|cc]]
rep: and the expiration
caller: oh nine twenty eight
"""),
# 005 lawn-care subscription (US)
("lawn-care subscription", "ab", """
A: okay so you're on the weekly mow plus the six step fert program
B: right but we want to pause the fert for now cause of the new puppy
A: totally understand can i confirm the service address
B: [[eighty eight twelve sweetwater creek drive|ADR|a]] [[mint hill|LOC|mh]] [[two eight two two seven|PC|zip]]
A: and can i still reach you at this email
B: actually send the invoices to my husband now, it's [[jay dot okonkwo seventy at yahoo dot com|MAIL|m]]
A: is that jay like the bird
B: no just the letter j, then [[o k o n k w o|SPELL|m]] seventy
A: got it and the mint in the back beds we can spot treat that next visit
"""),
# 006 tow-yard impound release (US)
("impound lot release", "agent-caller", """
agent: okay what's the plate on it
caller: it's um [[k l m, seven four oh nine|ID|p]]
agent: okay yep two thousand twelve altima towed from [[camelback and fortieth street|LOC|x]] last night around two
caller: yeah that's the one it's my girlfriend's car but it's registered to me
agent: okay i need the registered owner's name
caller: [[esteban ruiz|PER|e]] last name [[r u i z|SPELL|e]]
agent: and who's the insurance through
caller: [[progressive|ORG|pr]]
agent: okay so bring the card from [[progressive|ORG|pr]] and a photo id, it's two twenty five cash or card
caller: man they're not very progressive about it are they
"""),
# 007 811 call-before-you-dig locate request (US)
("811 locate request", "block", """
okay and the dig site address [[forty one twenty state highway nineteen|ADR|a]] that's in [[dripping springs|LOC|ds]] and you're the homeowner yes ma'am [[wendell pruitt|PER|w]] okay and how deep are you going maybe four feet we're setting fence posts along the back line okay so your ticket number is [[two four oh six one one oh oh three seven|ID|t]] and the utilities have until [[the nineteenth|DATE|d]] at seven a m to mark it so don't dig before then
"""),
# 008 title company closing (US)
("title company closing", "labels", """
agent: so we have closing set for [[the twenty eighth|DATE|d]] at two o'clock in our [[frisco|LOC|f]] office
customer: okay and will [[jon a than|PER|j]] be there, our realtor
agent: he usually is yes and for the ten ninety nine s i'll need the seller's social that's you correct
customer: yes it's [[for six one, oh to, eight eight three oh|SSN|ssn]]
agent: thank you and just so you know we'll never send wiring instructions by email only, always call us first
customer: got it and the file number again
agent: it's [[g f two three dash oh four one one seven|ID|file]]
"""),
# 009 post-office box rental (US), engine punctuation
("post-office box rental", "speakers", """
speaker 1: okay, so for the box i'll need two forms of id, one with a photo.
speaker 2: sure, i've got my license and the lease.
speaker 1: and the physical address on the lease?
speaker 2: [[nine oh one east alder street, apartment two twelve|ADR|a]], [[walla walla|LOC|ww]].
speaker 1: perfect. and where's your mail going right now?
speaker 2: to my old box, [[p o box fourteen oh six|ADR|po]].
speaker 1: okay. anyone else getting mail at the new box?
speaker 2: yeah, my roommate [[bill|PER|b]], well [[william ashby|PER|b]] on his license.
speaker 1: okay, he'll need to come in too. and the bill for the box comes every six months.
"""),
# 010 brokerage account transfer (US)
("brokerage account transfer", "labels", """
rep: okay and which firm are we pulling the assets from
caller: [[edward jones|ORG|ej]] the guy i had there retired so
rep: got it and the account number on your [[edward jones|ORG|ej]] statement
caller: [[five one eight, dash, four four two oh nine, dash, one six|ID|acct]]
rep: and the name exactly as it shows on there
caller: [[margaret a hollis|PER|m]] but everybody calls me [[peggy|PER|m]]
rep: and to verify your date of birth
caller: [[oh three twelve sixty one|DOB|dob]]
"""),
# 011 HSA reimbursement claim (US)
("hsa reimbursement claim", "turns", """
so the claim is for my daughter's braces the second payment
okay and the provider on the receipt
[[bright smiles orthodontics|ORG|o]]
and the date of service
uh [[april second|DATE|d]]
and the patient's name and date of birth
[[amara|PER|a]] [[amara nwosu|PER|a]] she's [[seven nine twenty twelve|DOB|dob]]
okay and before i can release the payment i need the last four of your social
[[five five oh eight|SSN|ssn]]
"""),
# 012 pet cremation service (US)
("pet cremation service", "labels", """
agent: i'm so sorry for your loss um i just have a few things for the paperwork
customer: thank you
agent: and is he at the clinic or at home
customer: he's at [[banfield|ORG|b]] the one by the mall, they said you do pickups
agent: yes our driver can get him this afternoon
customer: okay his name's biscuit by the way he was fourteen
agent: biscuit okay and who should we call when the urn is ready
customer: um me [[corinne|PER|c]] or actually call my husband [[daniel|PER|dn]] he's home more, [[three one six, four four one, oh five oh two|TEL|tel]]
agent: and for the private cremation it's two ninety five, what card would you like
customer: amex, [[three seven eight two, one four six oh three nine, five one seven two five|CC|cc]]
"""),
# 013 junk-car buyer (US)
("junk-car buyer", "speakers", """
speaker 1: so we can do three fifty for it as is with free towing
speaker 2: that's fine it hasn't run since last summer anyway
speaker 1: and is the title in your name
speaker 2: yeah [[summer delacroix|PER|s]] there was a lien from [[chase|ORG|c]] but it's paid off i have the letter
speaker 1: okay good cause we can't chase a lien release after pickup, can you read me the vin off the dash
speaker 2: it's [[one g one, j c five two f, four seven seven one one eight four oh six|ID|v]]
speaker 1: and where's the car
speaker 2: [[seventeen twenty two county road forty five|ADR|a]] it's the blue trailer
speaker 1: okay [[summer|PER|s]] the driver will call you about thirty minutes out
"""),
# 014 meal-kit subscription cancellation (US), engine commas
("meal-kit cancellation", "ab", """
A: okay, can i get the email on the account
B: yeah it's [[dani underscore reyes eighty eight at g mail dot com|MAIL|m]]
A: and is that with an i or a y
B: [[d a n i|SPELL|m]], no y
A: perfect i found you. can i ask the reason for cancelling today
B: honestly price was the biggest factor, my sister got me onto [[factor|ORG|f]] and it's cheaper
A: understood. your last box already shipped, it arrives [[october third|DATE|d]]
B: okay and that's still going on [[priyanka|PER|p]]'s card right, my roommate, i paid her back
"""),
# 015 county marriage licence (US)
("county marriage licence", "agent-caller", """
agent: and both parties have to come in person with a photo id
caller: yeah it's me and my fiance [[will|PER|w]], he works nights so we'll come in on a monday
agent: that's fine and his full legal name will be on the application
caller: [[wilfredo santiago ortiz|PER|w]]
agent: and dates of birth for both of you
caller: mine's [[eleven twenty three ninety six|DOB|d1]] and his is [[two two ninety four|DOB|d2]]
agent: okay and when's the ceremony
caller: [[may seventeenth|DATE|d]] so we may be cutting it close
agent: no the license is good for sixty days so you'll be fine
"""),
# 016 golf tee time (US), no PII
("golf tee time, no PII", "turns", """
do you have anything saturday morning for a foursome
let me look i've got an eight forty or a nine twenty
eight forty works
okay that's with carts so it's sixty two a player and the range balls are extra
and if it rains
you can move it up till six the night before no charge
perfect we'll take it
okay you're all set under the number you called from just check in at the pro shop fifteen minutes early
"""),
# 017 WIC recertification (US)
("wic recertification", "speakers", """
speaker 1: okay so for the recert i'll need the family id off the folder
speaker 2: it's [[w one zero zero four seven seven three two|ID|fid]]
speaker 1: and the baby, [[nevaeh|PER|n]], how do you spell that for the new card
speaker 2: [[n-e-v-a-e-h|SPELL|n]]
speaker 1: and her date of birth
speaker 2: [[august thirtieth|DOB|dob]] she just turned one
speaker 1: and you're still at [[twenty six oh four m l k boulevard unit c|ADR|a]]
speaker 2: yeah still there
speaker 1: okay the nutrition class is at the [[y m c a|ORG|y]] on thursday at ten
"""),
# 018 non-emergency medical ride (US)
("non-emergency medical ride", "labels", """
agent: and who is the ride for
customer: it's for my dad [[obinna okafor|PER|o]] he does dialysis three times a week
agent: can you spell the last name
customer: [[o k a f as in frank o r|SPELL|o]]
agent: and his date of birth
customer: [[march third nineteen forty seven|DOB|dob]]
agent: and the member id on the medicaid card
customer: [[one one seven, four four oh, nine two six|ID|mid]]
agent: and where's he going
customer: [[davita|ORG|dv]] he's in chair six at ten thirty
"""),
# 019 horse boarding stable (US)
("horse boarding stable", "block", """
so she's a fourteen year old quarter horse her name's dolly and she's pretty easy um the vet we use is doctor [[hollis grant|PER|g]] out of [[brenham|LOC|b]] okay and when was her last coggins it was pulled on [[the tenth of january|DATE|d]] doctor [[grant|PER|g]] has the paper okay perfect and the rescue she came from paid for it with a grant so it's all current good and for the monthly board we do auto draft on a card okay it's a visa [[four oh one two double eight three seven one nine oh six to four five four|CC|cc]]
"""),
# 020 freight load dispatch (US)
("freight load dispatch", "labels", """
rep: okay so you're loaded out of the [[target|ORG|t]] distribution center
caller: yeah i'm sitting at the gate now
rep: your target is to be at the receiver by six a m, the load number is [[l d eight eight two oh one four|ID|ld]]
caller: copy and who do i ask for at the dock
rep: ask for [[dwayne|PER|d]] everybody calls him [[big d|PER|d]], his cell is [[five oh two, seven seven eight, one two four four|TEL|tel]]
caller: ten four
"""),
# 021 GED testing account lock-out (US)
("ged testing account", "turns", """
i'm trying to schedule the math part i already passed the other three
okay can you log in
that's the thing it keeps locking me out
okay what's your username
[[d train two four|USER|u]] all one word
and the name on the account
[[demetrius tolliver|PER|p]]
okay mister [[tolliver|PER|p]] i'm sending a reset link to [[demetrius.tolliver@outlook.com|MAIL|m]] is that still good
yeah that's me
and you're testing at [[central piedmont|ORG|cp]] right
"""),
# 022 cheque reorder at a bank (US)
("cheque reorder", "labels", """
agent: so i can reorder the checks for you, same style as last time
customer: yeah the plain blue ones the old ones still say [[commerce bank|ORG|cb]] on them from before [[t d|ORG|td]] bought them
agent: right we'd update that, and to verify can i get the last four of your social
customer: [[eight oh two six|SSN|ssn]]
agent: thank you and they'll print with [[thirty three forty one wexford court|ADR|old]]
customer: oh no we moved it's [[nine seventeen bramble way|ADR|new]] same town, and can you add my husband's name this time [[stan|PER|s]]
agent: sure let me fix that before i submit
"""),
# 023 timeshare-exit cold call (US)
("timeshare exit cold call", "speakers", """
speaker 1: yeah so this is [[brad|PER|b]] with the owner relief team and we show you still own a week with [[wyndham|ORG|w]]
speaker 2: how did you get this number
speaker 1: it's public record ma'am we help owners exit for a one time fee
speaker 2: my husband [[gus|PER|g]] handled all that and he passed in march so
speaker 1: i'm sorry to hear that, that's exactly why families call us
speaker 2: i think i'll just call [[wyndham|ORG|w]] myself
speaker 1: totally fair you can reach me direct at [[four oh seven, two two five, nine one three oh|TEL|tel]]
"""),
# 024 estate-sale company (US)
("estate-sale company", "ab", """
A: so my mom passed in february and we need to clear out the house before it lists
B: i'm so sorry. where is the house
A: [[two oh nine linden terrace|ADR|a]] in [[kirkwood|LOC|k]]
B: okay and who's the executor
A: my sister [[hope|PER|h]], i hope that's okay i'm just doing the legwork
B: of course. we'd want to open the sale on [[the fourteenth|DATE|d]] if the house is ready
A: i'll ask her, [[hope|PER|h]]'s number is [[three one four, eight six two, oh oh nine one|TEL|tel]]
"""),
# 025 septic pumping visit (US), engine commas
("septic pumping visit", "labels", """
agent: okay, and when was it pumped last
customer: uh maybe three years ago, it was [[roto-rooter|ORG|rr]] that time
agent: and the address out there
customer: [[eleven four oh six f m twenty one|ADR|a]] in [[kyle|LOC|kl]]
agent: and will someone be home to show us the lid
customer: my son [[kyle|PER|k]] will be there, he's off that day
agent: and a number for him
customer: [[five one two, three oh four, triple seven six|TEL|tel]]
"""),
# 026 ferry reservation (Canada)
("ferry reservation (Canada)", "labels", """
rep: okay so that's the one fifteen sailing out of [[tsawwassen|LOC|ts]] on friday, one car under seven feet
caller: yeah just me and the car
rep: and the name for the booking
caller: [[harjit dhaliwal|PER|h]], last name [[d h a l i w a l|SPELL|h]]
rep: and your postal code
caller: [[v three s, two k eight|PC|pc]]
rep: and where should i send the confirmation
caller: [[harjit dot d at shaw dot c a|MAIL|m]]
rep: perfect your booking number is [[b c f one oh seven two two nine|ID|b]]
"""),
# 027 allotment waiting list (England)
("allotment waiting list (England)", "turns", """
right so you've been on the list since [[the third of march twenty twenty two|DATE|d]]
has it really been that long
afraid so but a half plot's come up on the [[ashby road|LOC|ar]] site
oh brilliant
you'd want to talk to [[mags|PER|m]] she runs the site committee and does the keys
and is she on the same number
no give her a ring on [[oh one one six, four nine six, oh two three one|TEL|tel]] and can i just check your postcode is still [[l e four, six g h|PC|pc]]
that's the one
"""),
# 028 visitor travel-medical insurance (caller in India)
("visitor travel insurance (India)", "speakers", """
speaker 1: and the travellers' names exactly as on the passport
speaker 2: my father [[subramanian venkatesh|PER|f]] and mother [[lakshmi subramanian|PER|mo]]
speaker 1: could you spell the father's first name
speaker 2: [[v e n k a t e s h|SPELL|f]]
speaker 1: and his date of birth
speaker 2: [[twelfth august nineteen fifty six|DOB|dob]]
speaker 1: and his passport number
speaker 2: [[t for seven one one nine oh two|ID|pp]]
speaker 1: t for tango
speaker 2: yes t, and my number here is [[plus nine one, nine eight four oh one, two three four five six|TEL|tel]]
"""),
# 029 car-wash membership, no PII
("car-wash membership, no PII", "ab", """
A: so the unlimited plan is twenty nine ninety nine a month and that's one car
B: and if i add my wife's car
A: second car's fifteen, we just scan the sticker on the windshield
B: and can i cancel whenever
A: yep anytime before the renewal, just come by the booth or do it in the app
B: okay let's do the top one with the tire shine
"""),
# 030 gutter-cleaning quote, no PII
("gutter-cleaning quote, no PII", "block", """
yeah so for a two story with about a hundred and sixty feet of gutter we're looking at around two twenty five and if you want the guards that's more like eleven hundred installed okay and how soon could you come out we've got an opening next thursday morning or the following monday after lunch thursday's better do you need me home not really as long as the side gate's unlocked and the dog's inside he's a big baby but he barks okay we'll text you when the crew's on the way
"""),
]


def main():
    assert len(CALLS) == 30
    make_set("asr9", CALLS, NAME_WORDS, (125, 150), spans_per_call=(4, 6),
             heard=("for", "to"), tidied_mail=True, abroad=True)


if __name__ == "__main__":
    main()
