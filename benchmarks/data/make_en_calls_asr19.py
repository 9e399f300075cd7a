# ruff: noqa: E501  (hand-written transcripts as literal data: long lines)
"""A nineteenth, independent set of English phone-call transcript SNIPPETS in speech-recogniser (ASR) style, with gold PII.
Like the sixth to eighteenth sets (make_en_calls_asr6.py ... make_en_calls_asr18.py), thirty short snippets, each four
to twelve turns taken from the middle of a call, with four to six mentions each (none in three of them), 146 in all.
Like the eleventh, thirteenth and eighteenth sets, the snippets follow the five kinds of contact-centre call, six of
each, with callers in the US, Canada, England, Scotland, Wales, Ireland, Australia, New Zealand, India, Pakistan,
Nigeria, Ghana, Kenya, South Africa, the Philippines, Singapore, Malaysia and Jamaica.  Situations are kept apart
from those of sets one to eighteen (make_en_calls_asr.py ... make_en_calls_asr18.py):
  customer support: a games-console account whose gamer tag and password were changed by someone else (the
    Philippines), a smartwatch's fall alert that rang a cancelled number (US), a mobile-money PIN reset after a failed
    visit to the service centre (Ghana), a second-hand car still linked to the previous owner's connected-car app
    (Canada), a click-and-collect order sent to the wrong town's store (Wales), a pressure cooker whose lid won't lock;
  sales: a used tractor with a trade-in and asset finance (Ireland), an Umrah package for a caller and his mother with a
    card deposit (Pakistan), a car shipped to a cousin in Jamaica with the export filing (US, Jamaica), a mobility
    scooter demo at home (England), a broadband customer leaving for a rival's offer (New Zealand), a trailer load of
    firewood;
  healthcare scheduling: a pre-employment medical for a job in the Gulf (Kenya), a baby's six-month jabs at a
    polyclinic (Singapore), an adult ADHD assessment after a GP referral (Australia), a diabetes-education class
    (Jamaica), a chiropractor's new patient after a rear-end collision (US), a newborn's tongue-tie clinic (England);
  banking fraud: a rental-flat deposit sent by e-transfer to a fake landlord (Canada), an investment "signals" group
    on a chat app (Singapore), a cloned card emptied at cash machines abroad (Pakistan), a tax-rebate text and a fake
    fraud-team call (Wales), a "BVN update" call and an unknown transfer to a wallet (Nigeria), a branch cashier's
    questions on a large cash withdrawal;
  insurance claims: a car drowned in a basement car park by a flash flood (Malaysia), a hail-flattened wheat crop
    (India), a funeral-cover claim for a grandmother (South Africa), a roof torn off by a typhoon on a house under a
    housing-fund loan (the Philippines), a suitcase delayed on a holiday flight (Ireland), a student flat burgled over
    Christmas (Scotland).
Three snippets contain no PII at all (pressure cooker, firewood, cash withdrawal).
Text is what an ASR engine emits: lower case, numbers as words ("oh", "zero", "double", pairs such as "eighty eight",
"for" for four), e-mails and user names read aloud ("dot", "at", "underscore", "all one word"), one e-mail the engine
tidied itself, letters spelled out in varied forms ("j e p o y", "v-i-l-l-a-s-e-n-o-r", "a k o s u a", "s-i-a-n", "w a
n j i k u", "b r e a t h n a c h"), disfluencies, false starts, repeats, and names split, glued or mis-heard by the
engine ("villa senor", "a coo sua" for akosua, "sharn" for sian, "one jiku" for wanjiku, "mac nam ara", "hemi terangi",
"eh tea sham" for ehtisham, "brannock" for breathnach, "glen more asset finance", "face book market place", "ah sing
motor").  People are named with and without a cue ("declan said you'd take", "dolores heard him", "the assistant
vivian gave me"), by surname after a title ("doctor halloran", "mister delroy ricketts"), and by names that are also
ordinary words ("bright", "sunday"), which also occur in their ordinary sense in the same snippet ("doesn't get
bright", "on sunday evening").  Organisations are named the way callers name them, mostly WITHOUT a cue word ("gcash
sent me a text", "fred meyer had them on sale", "tirlan pays the milk cheque", "doves are doing everything", "one n z
have offered me", "blackrock, daily signals"), shortened to initials ("m t n", "u h w i", "q m c", "h e b", "p n b", "f n
b", "c b n", "h m r c", "o c b c", "posb"), with and without a kind word ("bedok polyclinic", "balai polis puchong",
"kingston wharves", "police scotland", "napier"), and two are ordinary words ("very", "spark"), which also occur in
their ordinary sense in the same snippet.  Traps left unannotated: tractor makes ("the massey", "the old deutz"), a
typhoon's name ("kristine"), a scheme name used as the type of a number ("b v n", "aadhaar", "nhs number"), "a guy",
"a mate", prices, amounts, counts, ages, percentages, times, weekdays and months alone.  A few snippets have engine
commas, one has engine punctuation, most have none.  Turn layouts vary: "agent:/customer:", "rep:/caller:",
"agent:/caller:", "rep:/customer:", "A:/B:", "speaker 1:/speaker 2:", one unlabelled line per turn, one block (two
snippets).  Snippets outside the US use only the phone-number and postcode forms call_sets.py checks (a UK
landline 0 + ten digits and a UK mobile 07 + nine digits; Philippine, Singapore, Malaysian and Nigerian mobiles with
"plus six three" / "plus six five" / "plus six oh" / "plus two three four"; a Jamaican ten-digit number; UK "aa99 9aa" / "aa9 9aa", Canadian "a9a 9a9"; a UK sort code is a six-digit
BANK_ACCOUNT, Singapore, Pakistani, Nigerian, Indian and South African account numbers are BANK_ACCOUNT).  No
Eircode, Indian PIN code, Singapore, Malaysian or South African postcode is said.  Proper nouns are never capitalised
(the set's checks accept lower case only).
Written by hand, without reading the detectors (nothing under src/, tests/ or scripts/) or the earlier sets' data.
Annotation conventions: exactly those of make_en_calls_asr.py (see its header), in short:
  spans never overlap; leading articles ("the m t n office" -> "m t n"), titles ("mister", "doctor"), family words
  ("my dad", "my cousin", "my wife"), possessive 's and trailing punctuation stay outside; names that are also words
  (see NAME_WORDS) are annotated only where they name a person or an organisation; products and makes (a massey, a
  deutz), storm names, scheme names used as the type of a number, card brands, prices, amounts, counts, ages, times,
  weekdays and months alone are not annotated; a name's spelling (SPELLED_SEQUENCE) shares the entity of the person
  (or of the user name it spells); a split or mis-heard form of a name keeps its entity; "last four of the social" ->
  US_SSN, a full social -> US_SSN; other ids (a VIN, an order number, a Ghana card number, a herd number, a passport, a
  birth-certificate number, a hospital number, a car-insurance claim number, an NHS number, a fraud case, a CNIC, a
  car plate, an Aadhaar number, a South African id number, a baggage report, a crime reference) -> GENERIC_ID; a sort
  code and an account number -> BANK_ACCOUNT; a flat or unit said with the street, and a lot and block with the
  subdivision, are part of the STREET_ADDRESS; city, suburb and postcode after a street address are separate spans;
  towns, suburbs, districts, a country, a city abroad, a holiday island and holy cities are LOCATION; a named
  organisation containing a place is one span; clinics, hospitals, a polyclinic, banks, wallets, telecoms, shops,
  marketplaces, a dealer's finance house, a co-op, a recruitment agency, employers, a port operator, a motor workshop,
  an airline, an investment firm, a funeral parlour, a charity, a housing fund, a police station, a police force, a
  university and government bodies are ORGANIZATION_NAME; dates include a leading "the" ("the twelfth"), a weekday
  before them stays outside; a birth date of anyone in the call (a baby's too) is DATE_OF_BIRTH.
Markup used below: [[text|LABEL|key]] (key optional; by default the same label + text is the same entity).
Offsets are computed by segments.assemble(); helpers and checks: call_sets.py.  Writes en_calls_asr19.jsonl and
en_calls_asr19.gold.jsonl beside this file.  Run: python benchmarks/data/make_en_calls_asr19.py
"""
from call_sets import card, for_four, make_set, say

# names that are also ordinary words: used unannotated on purpose in the same snippet
NAME_WORDS = {"very", "spark", "sunday", "bright"}

VISA_PK = card("422214770938156")   # 16 digits, Pakistani debit card, read with "for" for four
MC_US = card("517805337204619")     # 16 digits, read in pairs

CALLS = [
# 001 games-console account changed by someone else (the Philippines)
("console account recovery", "labels", """
agent: okay so i can see the gamer tag on the account was changed on [[the twelfth|DATE|d]] what was it before
customer: it was [[jepoy underscore gamer twenty one|USER|u]] po like [[j e p o y|SPELL|u]] then underscore gamer
agent: got it and the email that's linked to it
customer: [[jeffrey dot manalastas at yahoo dot com|MAIL|mail]] but they changed the password also so i cannot get in na
agent: okay i'll send the recovery code by text instead is your mobile still [[plus six three nine one seven, four four two, eight oh one six|TEL|tel]]
customer: yes that's mine and uh [[gcash|ORG|gc]] sent me a text also there was a payment of four thousand nine hundred for points
agent: was that in the store on the console
customer: yes yes at like two a m i was sleeping that time
"""),
# 002 smartwatch fall alert rang a cancelled number (US)
("smartwatch emergency contact", "labels", """
caller: so my dad fell in the yard saturday and the watch did the fall thing but it called my old number the one i cancelled
rep: oh no i'm so sorry is he okay
caller: he's fine he's bruised up but his neighbor [[dolores|PER|dol]] heard him yelling thank god
rep: okay well let's get that fixed today um for security can i get the last four of the social on the account
caller: that's mine it's [[six two oh eight|SSN|ssn]]
rep: thank you and the new emergency contact is you
caller: yeah [[renata villa senor|PER|r]] that's [[v-i-l-l-a-s-e-n-o-r|SPELL|r]] all one word
rep: and the best number for you
caller: [[five oh three, two eight one, four four six seven|TEL|tel]] and honestly we only got him the watch cause [[fred meyer|ORG|fm]] had them on sale
"""),
# 003 mobile-money PIN reset (Ghana)
("mobile money pin reset", "labels", """
agent: okay madam so for the pin reset i need the ghana card number on the sim registration
caller: it's [[g h a, seven two oh, one one four, five eight three, six|ID|gc]]
agent: thank you and the full name on it
caller: [[a coo sua owusu-ansah|PER|a]] the first name is [[a k o s u a|SPELL|a]]
agent: okay and who was the last person you sent money to
caller: my brother [[bright|PER|b]] i sent him two hundred cedis on friday
agent: alright and you said you already went to a service centre
caller: yes the [[m t n|ORG|mtn]] office at the mall but the system was down and my phone screen doesn't get bright so i can't even read the code
"""),
# 004 second-hand car still on the previous owner's app (Canada)
("connected car app transfer", "labels", """
A: so the car is still showing under the previous owner's profile do you have the vin handy
B: yeah it's [[two t three, r f r e v, seven l w, oh four one one eight two|ID|vin]]
A: thank you and where did you buy it
B: privately i found it on [[kijiji|ORG|kj]] a guy out in [[barrhaven|LOC|bh]]
A: okay so normally the previous owner removes it himself but if he won't we can do it with the ownership what's the name on there
B: [[mathieu lavoie|PER|m]] i've texted him twice nothing
A: okay and your postal code for the new profile
B: [[k two j, four x nine|PC|pc]]
"""),
# 005 click-and-collect sent to the wrong store (Wales)
("click and collect wrong store", "turns", """
so which store has it gone to sorry
it's showing in [[llanelli|LOC|lla]] but i picked [[carmarthen|LOC|cmn]] and i don't drive
okay can i take the order number
yeah it's [[m t l, four four nine oh two seven one|ID|ord]]
and the name it's under
[[sharn pritchard|PER|s]] that's [[s-i-a-n|SPELL|s]] for the first bit
okay i'm really sorry the [[matalan|ORG|mat]] system's swapped the stores i'll get it transferred over it'll be about three days
fine as long as it's there by the weekend
"""),
# 006 pressure cooker lid, no PII
("pressure cooker lid, no PII", "block", """
yeah so the lid won't lock down it just spins round and the little float valve pops up straight away and then steam
comes out the side okay have you taken the silicone ring out at all since you bought it yes i washed it last night
after the stew ah okay so quite often it's just gone back in upside down or a bit twisted can you take the lid off and
have a look for me hang on right it's a bit wavy on one side yeah that's it push it back down under the metal rim all
the way round so it sits flat okay it's flat now and then try closing it again oh yeah it's clicked it's locked
brilliant that's all it was then
"""),
# 007 used tractor with trade-in and finance (Ireland)
("used tractor finance", "labels", """
rep: so the one you were looking at is the massey in the front yard twenty nineteen just under three thousand hours
customer: that's the one and [[declan|PER|d]] said you'd take the old deutz in part exchange
rep: he did yeah we'd give you about eleven for that and on the finance we'd put it through [[glen more asset finance|ORG|fin]] if that suits
customer: grand sure my brother went with them
rep: perfect so i'll need your herd number for the application
customer: it's [[k one two four, four seven three, one|ID|herd]]
rep: and an email for the documents
customer: [[o hare farms at eircom dot net|MAIL|mail]] all one word
rep: lovely and is the milk cheque still coming from [[tirlan|ORG|tir]] they'll want the last few statements
customer: it is yeah i'll get them off the app tonight
"""),
# 008 Umrah package with a card deposit (Pakistan)
("umrah package deposit", "labels", f"""
agent: so the fourteen night package, seven nights in [[makkah|LOC|mak]] and seven in [[madinah|LOC|mad]], the hotel is walking distance, and it is two lakh ninety thousand per person
customer: okay, and my mother will also come, her passport is [[a b two, four oh nine, seven one six|ID|pp]]
agent: and her name exactly as on the passport
customer: [[zubaida begum|PER|z]]
agent: jazakallah, and for booking we take fifty thousand advance, card or transfer
customer: card is fine, it's my [[alfalah|ORG|ba]] visa, [[{for_four(say(VISA_PK, '1111 1111 1111 1111'))}|CC|cc]]
agent: okay, payment is done, the receipt will come on whatsapp, and the visa forms i will send tomorrow
"""),
# 009 car shipped from Florida to Jamaica (US caller)
("car shipping to jamaica", "speakers", f"""
speaker 1: okay so we pick it up from your place and it goes out on the roro on the next sailing
speaker 2: yes and my cousin [[tajay|PER|t]] is gonna clear it at [[kingston wharves|ORG|kw]] he has a broker down there
speaker 1: perfect and for the export filing i need the shipper's social or an e i n
speaker 2: i don't have an e i n so it's my social [[five eight nine, oh four, two two six one|SSN|ssn]]
speaker 1: got it and the car came out of [[copart|ORG|cop]] right but the title's in your name now
speaker 2: yeah yeah it's in my name
speaker 1: okay and the deposit's two fifty today
speaker 2: put it on the mastercard [[{say(MC_US, '22 22 22 22')}|CC|cc]]
"""),
# 010 mobility scooter demo at home (England)
("mobility scooter demo", "labels", """
rep: so [[gary|PER|g]] can bring the demo out to you thursday morning is it still [[fourteen sandringham close|ADR|adr]]
caller: that's right [[kettering|LOC|k]] [[n n fifteen, six l p|PC|pc]] and it's a bit of a steep drive so tell him
rep: i'll pop that on the notes and how did you hear about us
caller: the lady from [[age uk|ORG|age]] gave me your leaflet i nearly ordered one off [[very|ORG|very]] but my daughter said no mum you need to try it first
rep: very sensible
caller: she's very bossy is what she is
"""),
# 011 broadband customer leaving for a rival (New Zealand)
("broadband retention offer", "labels", """
customer: yeah look [[one n z|ORG|onz]] have offered me eighty nine a month for the same fibre so unless you can match it i'm off
agent: okay i can definitely have a look for you and that's at [[unit three, twelve kahikatea drive|ADR|adr]] [[frankton|LOC|f]]
customer: yep
agent: and i'm speaking with [[hemi terangi|PER|h]]
customer: that's me
agent: okay so here at [[spark|ORG|spark]] the best i can do is eighty five for twelve months and i'll take the modem charge off
customer: honestly there's no spark left in this relationship mate but go on then
"""),
# 012 firewood, no PII
("firewood price enquiry, no PII", "labels", """
A: so a trailer load of the dry stuff is um it's mostly ash with a bit of beech through it
B: and is it properly seasoned because the last lot just hissed
A: yeah it's been under cover two summers it's under twenty percent on the meter
B: and how much is a load
A: a hundred and forty delivered and we tip it on the drive for you
B: okay i'll have a think and ring you back
"""),
# 013 pre-employment medical for a job in the Gulf (Kenya)
("pre-employment medical", "labels", """
rep: okay so the medical is for which country
customer: [[qatar|LOC|q]] the agency is [[tafuta kazi recruiters|ORG|ag]] and the job is with [[al meera|ORG|am]] as a cashier
rep: okay and your name as on the passport
customer: [[one jiku kamau|PER|w]] it's [[w a n j i k u|SPELL|w]]
rep: sorry yes and date of birth
customer: [[fourteenth may ninety six|DOB|dob]]
rep: okay i can give you monday at eight come fasting and bring two passport photos
"""),
# 014 baby's six-month jabs at a polyclinic (Singapore)
("baby immunisation booking", "labels", """
agent: okay, so for the six month jabs, which polyclinic would you like
caller: [[bedok polyclinic|ORG|bp]], near my mother-in-law
agent: can i have the birth cert number
caller: [[t two three, one four oh eight six, j|ID|bc]]
agent: and baby's name
caller: [[ethan tan jun hao|PER|e]]
agent: and date of birth
caller: [[second of october twenty twenty three|DOB|dob]]
agent: okay, earliest is next wednesday nine forty a m, and the reminder will go to
caller: [[plus six five, nine one seven seven, four oh two two|TEL|tel]]
"""),
# 015 adult ADHD assessment after a GP referral (Australia)
("adult adhd assessment", "speakers", """
speaker 1: so the referral's come through from doctor [[halloran|PER|dr]] at [[north lakes family medical|ORG|nl]]
speaker 2: yep that's my g p
speaker 1: and first available with the psychiatrist is [[the third of july|DATE|d]] it's a telehealth one so you'll just need a quiet room
speaker 2: that's fine it's under [[brooke mac nam ara|PER|b]] um [[m c n a m a r a|SPELL|b]]
speaker 1: and i'll email the questionnaires where should they go
speaker 2: [[brooke.mcnamara@outlook.com|MAIL|mail]]
"""),
# 016 diabetes-education class (Jamaica)
("diabetes education class", "labels", """
agent: good morning this is the diabetes education programme at [[u h w i|ORG|uhwi]] am i speaking to mister [[delroy ricketts|PER|r]]
customer: yes man this is him
agent: can you confirm your hospital number from the card
customer: [[four four seven, two oh one, nine|ID|hn]]
agent: thank you so the classes start tuesday at nine in the old nursing school building
customer: okay my daughter [[shanique|PER|s]] will carry me take her number in case
agent: go ahead
customer: [[eight seven six, four two two, eight nine one oh|TEL|tel]]
"""),
# 017 chiropractor's new patient after a rear-end collision (US)
("chiropractor new patient", "labels", """
rep: and the accident was on [[august ninth|DATE|d]]
caller: yes ma'am somebody rear ended me on the loop coming home from work at [[h e b|ORG|heb]]
rep: okay and who's the other driver insured with
caller: [[geico|ORG|g]] and the claim number they gave me is [[four two nine eight, seven one one six, oh three|ID|cl]]
rep: and your date of birth for the chart
caller: [[oh three twenty two eighty eight|DOB|dob]]
"""),
# 018 newborn's tongue-tie clinic (England)
("newborn tongue-tie clinic", "turns", """
so the referral's come from the midwives at [[q m c|ORG|qmc]] for the tongue tie clinic
yeah she's struggling to latch bless her
and baby's name
[[inaya chaudhry|PER|i]]
and her date of birth
she was born on [[the sixth|DOB|dob]] so she's eight days old
lovely and i've got her nhs number as [[four eight five, seven seven one, two oh six six|ID|nhs]]
that's right
the clinic's got a slot on [[the nineteenth|DATE|d]] at ten and we'll text the details to [[oh seven nine six eight, two oh four, three one one|TEL|tel]]
"""),
# 019 rental-flat deposit sent to a fake landlord (Canada)
("rental deposit scam", "labels", """
customer: i found the apartment on [[face book market place|ORG|fb]] and the guy said he was out of the country so i couldn't see it
agent: okay and how much did you send
customer: fifteen hundred for first month by e-transfer to [[kevin dot desrosiers dot rentals at gmail dot com|MAIL|mail]]
agent: and did he give you a name or the address of the unit
customer: [[kevin desrosiers|PER|k]] and the address was [[fifty five spring garden road|ADR|adr]] but i went there yesterday and it's a dentist's office
agent: oh no i'm so sorry okay i've opened a fraud case for you it's [[f r, two two one oh, four seven eight|ID|case]]
"""),
# 020 investment "signals" group on a chat app (Singapore)
("investment group scam", "labels", """
customer: they added me to a whatsapp group, they said they are analysts from [[blackrock|ORG|br]], daily signals, guaranteed returns
rep: okay and did you transfer money out
customer: yes three times, from my [[posb|ORG|posb]] account to an [[o c b c|ORG|ocbc]] account the assistant [[vivian|PER|v]] gave me
rep: do you have that account number
customer: [[six eight seven, three three one, oh four two, double oh one|BANK|acct]]
rep: and how did she contact you apart from whatsapp
customer: telegram, [[vivian underscore alpha eight eight|USER|tg]]
"""),
# 021 cloned card emptied at cash machines abroad (Pakistan)
("cloned card withdrawals", "labels", """
caller: assalam o alaikum there are three withdrawals from atm in [[dubai|LOC|dxb]] last night but i am sitting in [[faisalabad|LOC|fsd]] the card is in my hand
agent: okay sir i am blocking the card right now for verification please tell your c n i c number
caller: [[three three one oh oh, four four seven two nine one oh, five|ID|cnic]]
agent: and name as per account
caller: [[eh tea sham ul haq|PER|e]]
agent: thank you and the account number the card is linked with
caller: [[oh two one four, seven seven oh eight, six three nine one oh|BANK|acct]]
"""),
# 022 tax-rebate text and a fake fraud-team call (Wales)
("tax rebate text and fake bank call", "block", """
so i got a text saying it was from [[h m r c|ORG|hmrc]] about a tax rebate of two hundred and eighty pounds and i put my
card in and my sort code [[four oh, two two, six three|BANK|sc]] and then about an hour later a man rang me from [[oh two nine
two oh, four eight one, seven seven three|TEL|tel]] saying he was [[gareth|PER|g]] from your fraud team okay first of all please
don't worry you've done the right thing ringing us on the number on the back of the card [[principality|ORG|p]] will never
phone you and ask you to move money did he ask you to move money he did yes into a safe account but i put the phone down
good and [[h m r c|ORG|hmrc]] don't text about refunds either
"""),
# 023 "BVN update" call and an unknown transfer (Nigeria)
("bvn update scam", "labels", """
customer: somebody called me on sunday evening he said he is from [[c b n|ORG|cbn]] and that my b v n will be blocked if i don't update it
agent: okay ma did he ask you for anything
customer: he asked for the b v n and the o t p i only gave him the b v n
agent: alright and your account number with us
customer: [[oh oh four seven, two nine one, five three eight|BANK|acct]]
agent: i can see a transfer of one hundred and eighty thousand naira to [[palmpay|ORG|pp]] at eleven fifty two p m
customer: i did not do that it is that man he said his name is [[sunday okoro|PER|s]]
agent: okay and [[sunday|PER|s]] called you from which number
customer: [[plus two three four, eight oh three, four four one, two nine oh six|TEL|tel]]
"""),
# 024 branch cashier's questions on a cash withdrawal, no PII
("cash withdrawal questions, no PII", "speakers", """
speaker 1: so when you came in to take the cash out the cashier asked you some questions is that right
speaker 2: yeah like twenty questions what's it for who told me to take it out i felt like a criminal
speaker 1: i do understand it's something we have to do on larger cash amounts because a lot of people are being talked into it by scammers on the phone
speaker 2: well nobody's talked me into anything it's for a car i'm buying cash off a mate
speaker 1: that's absolutely fine i can see the withdrawal went through in the end and i'll put a note on so you're not asked again this week
speaker 2: right cheers
"""),
# 025 car drowned in a basement car park by a flash flood (Malaysia)
("flood-damaged car claim", "labels", """
customer: the car was in the basement car park during the flash flood water up to the steering the tow truck from [[ah sing motor|ORG|as]] took it to their workshop
rep: okay and have you made a police report
customer: yes at [[balai polis puchong|ORG|bp]] the same night
rep: thank you can i have the plate number
customer: [[w x q seven seven one four|ID|plate]]
rep: okay our adjuster will call you on [[plus six oh one two, three three eight, five oh four one|TEL|tel]] is that still correct
customer: yes that one
"""),
# 026 hail-flattened wheat crop (India)
("crop insurance claim", "labels", """
caller: the hailstorm on [[the sixth of april|DATE|d]], full wheat is flattened, two acres, near the village in [[sonipat|LOC|son]] district
agent: okay, did you intimate within seventy two hours
caller: yes, i called the same day, the patwari also came
agent: okay, please tell the aadhaar number linked with the policy
caller: [[four four one two, seven seven oh eight, three nine six one|ID|aad]]
agent: and the claim will be paid in the account seeded with aadhaar, which bank
caller: [[p n b|ORG|pnb]], account number [[three four one five, oh oh two, seven seven eight, one two|BANK|acct]]
"""),
# 027 funeral-cover claim for a grandmother (South Africa)
("funeral cover claim", "labels", """
caller: my grandmother passed last week the funeral is on saturday [[doves|ORG|doves]] are doing everything
rep: i'm very sorry for your loss can i have her id number
caller: [[four one oh three, one two, oh one seven four, oh eight, seven|ID|id]]
rep: and you're the beneficiary on the policy
caller: yes [[gift mahlangu|PER|g]]
rep: and where must we pay the claim
caller: into my [[f n b|ORG|fnb]] account [[six two one one, oh four eight, seven seven three|BANK|acct]]
"""),
# 028 roof torn off by a typhoon (the Philippines)
("typhoon roof claim", "labels", """
A: okay so this was during typhoon kristine what date did the roof go
B: [[october twenty three|DATE|d]] at night the whole back half of the roof the g i sheets
A: and the insured address
B: [[lot seven block twelve, san isidro homes|ADR|adr]] [[naga city|LOC|naga]]
A: and the policy is under
B: my wife [[maricel|PER|m]] but the house loan is with [[pag-ibig|ORG|pi]] so they said to call you
"""),
# 029 suitcase delayed on a holiday flight (Ireland)
("delayed baggage claim", "labels", """
customer: we flew out to [[lanzarote|LOC|l]] with [[aer lingus|ORG|ei]] and the bag didn't turn up until the fourth day
agent: that's very frustrating did you get a property irregularity report at the airport
customer: yeah the reference is [[a c e e i, four four one nine two|ID|pir]]
agent: and you had to buy a few essentials in the meantime
customer: a few bits yeah i've the receipts
agent: okay if you email those to claims with your name
customer: it's [[orla brannock|PER|o]] but the email's [[orla dot breathnach at gmail dot com|MAIL|mail]] that's [[b r e a t h n a c h|SPELL|o]]
"""),
# 030 student flat burgled over Christmas (Scotland)
("student flat burglary", "labels", """
caller: it was while i was home for christmas. they got in the back window. it's [[flat nine, forty one marchmont road|ADR|adr]], [[e h nine, one h l|PC|pc]].
agent: okay. and have you reported it to the police?
caller: aye, [[police scotland|ORG|ps]] came out. the crime reference is [[p s, two oh two four, one two two one, oh oh four four|ID|crn]].
agent: and what was taken?
caller: my laptop, my bike, and my matriculation card for [[napier|ORG|n]].
"""),
]


def main():
    assert len(CALLS) == 30
    make_set("asr19", CALLS, NAME_WORDS, (140, 150), spans_per_call=(4, 6),
             heard=("for", "to"), tidied_mail=True, abroad=True)


if __name__ == "__main__":
    main()
