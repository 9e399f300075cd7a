# ruff: noqa: E501  (hand-written transcripts as literal data: long lines)
"""A fourteenth, independent set of English phone-call transcript SNIPPETS in speech-recogniser (ASR) style, with gold PII.
Like the sixth to twelfth sets (make_en_calls_asr6.py ... make_en_calls_asr12.py), thirty short snippets, each four to
twelve turns taken from the middle of a call, with four to six mentions each (none in three of them), 146 in all.
Unlike most of those, every call is to or from a PUBLIC SERVICE, a UTILITY or a TRAVEL / HOSPITALITY business.
Domains are kept apart from sets one to twelve (make_en_calls_asr.py ... make_en_calls_asr12.py): an energy
supplier's credit refund after the old supplier went bust (England), a water leak on the berm reported to a district
council (New Zealand), a council bulky-waste collection (England), a driving-licence renewal at seventy (England), a
passport-office appointment reschedule (India), an airline rebooking after a cancellation (Canada), a hotel group
booking for a junior rugby tour (Australia, the caller from New Zealand), a campervan hire bond dispute (New Zealand,
a Dutch caller), a university graduation-ceremony office (South Africa), an in-year school place application
(England), an electoral registration for a flat (Scotland), a residents' parking permit (England), a sleeper-train
booking change (England to Scotland), an airport special-assistance booking (England), a hotel that walked an
oversold guest (US), an airline unaccompanied-minor booking (US), a holiday-cottage deposit refund (Wales), a
consulate's lost-passport line (an Australian in Singapore), a welfare office change of address (Australia), an
electricity new connection for a building site (Australia), an energy account closed after a death (England), a
social security card replacement after marriage (US), a city water shut-off payment arrangement (US), a mountain
lodge reservation change (Canada), an electricity-board meter-reading complaint (India), a prepaid electricity token
rejected after a key change (South Africa), a stolen travel-card balance transfer (Ireland), a leisure-centre swim
timetable (England), airport parking prices (Australia) and a hotel late checkout (Singapore).
Three snippets contain no PII at all (swim timetable, airport parking, late checkout).
Text is what an ASR engine emits: lower case, numbers as words ("oh", "double", pairs such as "twenty, forty one,
eighteen", the odd "for" for four and "to" for two), e-mails and user names read aloud ("dot", "at", "underscore",
"dot co dot nz", "dot c a"), one e-mail the engine tidied itself, letters spelled out in varied forms ("t u h i w a
i", "o-k-o-n-k-w-o", "c as in charlie i a r a n", "m as in mike" inside a booking reference), disfluencies, false
starts, repeats, words glued by the engine ("ponsonbyrugby") and names mis-heard or split by the engine ("too he why"
for tuhiwai, "voy chick" for wojcik, "jed zitch" for dziedzic).  People are named with and without a cue ("the
reading boy sachin", "our sparky dave kowalski", "the night manager deshawn"); one is called "grant", and a "grant of
probate" occurs in the same snippet.  Organisations are named with and without a cue ("came over to us from pennant
power", "flying skyline holidays", "went to the mahavitaran office").  A few snippets have engine punctuation or
commas, most have none.  Turn layouts vary: "agent:/customer:", "rep:/caller:", "agent:/caller:", "A:/B:",
"speaker 1:/speaker 2:", one unlabelled line per turn, one block (two snippets).  Snippets from England, Scotland, Wales, Ireland,
Australia, New Zealand, Canada, India, South Africa and Singapore use only the phone-number and postcode forms
call_sets.py checks (UK 0 + ten digits, an Irish mobile 08x + seven digits, an Australian mobile 04 + eight digits,
New Zealand and South African mobiles 0 + nine digits, an Indian mobile with "plus nine one", a Singapore mobile
with "plus six five"; UK "aa9 9aa" / "aa99 9aa", Australian four-digit postcodes, a US zip; a UK sort code is a
six-digit BANK_ACCOUNT).  No Eircode, Indian PIN code or Singapore postal code is said.
Written by hand, without reading the detectors (nothing under src/, tests/ or scripts/) or the earlier sets' data.
Annotation conventions: exactly those of make_en_calls_asr.py (see its header), in short:
  spans never overlap; leading articles, titles ("mister"), family words ("my dad", "her grandma"), possessive 's
  and trailing punctuation stay outside; names that are also words (see NAME_WORDS) are annotated only where they
  name a person; nationality words ("polish"), products, room types, flight times, card brands, card expiry dates,
  prices, counts, ages, times, weekdays, months alone and floor numbers are not annotated; a name's spelling
  (SPELLED_SEQUENCE) shares the entity of what it spells; a maiden name or a mis-heard form of a name keeps the
  person's entity; "card ending" four digits -> GENERIC_ID, "last four of the social" -> US_SSN; other ids (an
  energy-board consumer number, a leak job reference, a UK driving licence, a passport file number, booking and
  confirmation references, a student number, a car registration, a passport number, an electrical notice number, a
  water account, a prepaid meter number, a travel-card number) -> GENERIC_ID; a sort code and an account number ->
  BANK_ACCOUNT; a flat, unit or building lot said with the street is part of the STREET_ADDRESS; suburb and
  postcode after a street address are separate spans; streets without a number, suburbs, towns and districts are
  LOCATION; a passport office, a council, a school, a club, a hotel and a lodge are ORGANIZATION_NAME; dates include
  a leading "the" ("the ninth of july"), a weekday before them stays outside; a birth date of anyone in the call is
  DATE_OF_BIRTH.
Markup used below: [[text|LABEL|key]] (key optional; by default the same label + text is the same entity).
Offsets are computed by segments.assemble(); helpers and checks: call_sets.py.  Writes en_calls_asr14.jsonl and
en_calls_asr14.gold.jsonl beside this file.  Run: python benchmarks/data/make_en_calls_asr14.py
"""
from call_sets import card, make_set, say

# names that are also ordinary words: used unannotated on purpose in the same snippet
NAME_WORDS = {"grant"}

VISA_UK = card("492181736054229")   # 16 digits
MCARD = card("537604182295130")     # 16 digits
AMEX = card("37158203649127")       # 15 digits

CALLS = [
# 001 energy supplier, credit balance after the old supplier failed (England)
("energy supplier credit refund after supplier failure", "labels", """
agent: right so i can see your account came over to us from [[pennant power|ORG|pp]] when they went under
customer: yeah and they owed me like three hundred quid in credit and nobody's said a word about it since
agent: okay so i i do have a migrated credit balance on here of three hundred and twelve pounds forty so it has come across it just hasn't been paid out, um can i just check the supply address first
customer: it's [[twelve cromwell terrace|ADR|a]] uh [[h x seven, eight a q|PC|pc]]
agent: lovely and who am i speaking with
customer: [[olamide fashola|PER|o]] it's in my name
agent: perfect so i can send that to your bank today can i take the sort code
customer: yeah it's [[twenty, forty one, eighteen|BANK|sc]] and the account number is [[five three oh eight, two two six one|BANK|acc]]
agent: thank you that should be with you in three to five working days
"""),
# 002 water leak reported to a district council (New Zealand)
("district council water leak report", "turns", """
so whereabouts is the water coming up
it's on the berm out the front on uh [[tawa street|LOC|ts]] just up from the dairy it's like a little fountain honestly it's been going since saturday
okay and is it on your side of the toby or out on the road side
um sorry i don't know what a toby is
that's the little lid where the meter sits usually by your front boundary
oh right yeah it's out past that on the grass bit my neighbour reckons he rang it in yesterday
yep i can see a job from yesterday i'll add you to it can i grab your name
[[lorraine too he why|PER|l]] it's [[t u h i w a i|SPELL|l]]
and the best number for the crew
[[oh two one, four six eight, three nine oh two|TEL|p]]
lovely your reference is [[w s r two four oh oh eight one seven|ID|r]] and for a burst like that we aim to have someone out within four hours
"""),
# 003 council bulky-waste collection (England)
("council bulky waste collection", "labels", """
rep: so that's a three seater sofa a fridge freezer and a single mattress fridges go on a separate wagon so bear with me one sec
caller: no worries
rep: okay earliest i've got is thursday [[the twenty second|DATE|d]] is that alright
caller: yeah that's fine i work from home thursdays
rep: and it's [[forty seven hollins lane|ADR|a]] [[b l nine, six d f|PC|pc]]
caller: that's it yeah
rep: right so three items is thirty one pounds fifty can i take the long card number when you're ready
caller: yep it's """ f"[[{say(VISA_UK, '1111 1111 1111 1111', doubles=True)}|CC|cc]]" """
rep: and the name as it shows on the card
caller: it'll say mister [[g sandhu|PER|g]] it's [[gurpreet|PER|g]] but they only put the initial
"""),
# 004 driving licence renewal at seventy (England)
("driving licence renewal at seventy", "speakers", """
speaker 1: okay so as you've turned seventy the licence runs out and you renew it every three years from now on it's free i can start it over the phone can i take the driver number it's the long one on the front under section five
speaker 2: um bear with me my glasses right it's [[o k o n k, five one one oh three three, e nine, nine t w|ID|dl]]
speaker 1: thank you and your full name
speaker 2: [[emeka okonkwo|PER|e]] that's [[o-k-o-n-k-w-o|SPELL|e]]
speaker 1: and your date of birth
speaker 2: [[third of november fifty three|DOB|dob]]
speaker 1: thank you and is the address still [[sixteen arden grove|ADR|a]]
speaker 2: yes same address same everything my daughter usually does all this online but she's away
"""),
# 005 passport office appointment reschedule (India)
("passport office appointment reschedule", "labels", """
agent: okay sir, please tell me the file number, it is printed on the appointment receipt, starting with two letters
caller: yes yes, it is [[b n one oh seven nine, three four two six, one eight five two|ID|f]]
agent: and applicant name please
caller: [[harshvardhan jadeja|PER|h]]
agent: thank you, so your appointment is at [[passport seva kendra lalbagh|ORG|psk]] on [[the twenty sixth of march|DATE|d1]], you want to reschedule
caller: haan, actually i have to travel for office that day, anything in the next week is fine
agent: next available is [[april second|DATE|d2]], same time nine thirty, confirmation will come by sms to your registered mobile
"""),
# 006 airline rebooking after a cancellation (Canada)
("airline rebooking after cancellation", "labels", """
agent: okay so i'm seeing the cancellation on the evening flight into [[halifax|LOC|hfx]] i'm really sorry about that can i get the booking reference
customer: yeah it's [[k as in kilo, seven, q, x, m as in mike, two|ID|r]]
agent: thank you and i've got two passengers [[nadia haddad|PER|n]] and [[karim haddad|PER|k]]
customer: yes that's me and my son he's fourteen
agent: okay so there's nothing else going out tonight unfortunately but i can protect you both on the first flight tomorrow at six fifty five
customer: fine fine he's got a tournament so we need to be there um can you send the new itinerary to my email because the app's not showing anything
agent: of course is that [[nadia dot haddad seventy nine at outlook dot com|MAIL|m]]
customer: yep that's it
"""),
# 007 hotel group booking for a junior rugby tour (Australia, the caller from New Zealand)
("hotel group booking for a rugby tour", "labels", """
A: groups and events this is [[shanelle|PER|s]]
B: hi there um i'm the tour manager for [[ponsonby rugby club|ORG|club]] we've got the under nineteens coming over for a tournament
A: oh lovely how many are we looking at
B: twenty four players and six management so thirty all up and we'd want mostly twin shares
A: and the dates
B: arriving [[the ninth of july|DATE|d]] for five nights
A: okay so at [[riverside quay|ORG|h]] for thirty people i'd do you a group rate but i'll need a contact name and email for the contract
B: yep it's [[rawiri walker|PER|r]] and the email is [[tours at ponsonbyrugby dot co dot nz|MAIL|m]]
"""),
# 008 campervan hire bond dispute (New Zealand, a Dutch caller)
("campervan hire bond dispute", "labels", """
rep: okay so the bond was held on the card when you picked up in [[queenstown|LOC|q]] can i get your booking reference
caller: yes it is uh [[c v nine nine one four seven|ID|b]]
rep: and the lead driver's name
caller: [[margriet van den heuvel|PER|m]] the first name is [[m a r g r i e t|SPELL|m]]
rep: thanks so i can see the van came back with a chip in the windscreen and that was assessed at the depot so the full bond wasn't released
caller: but nobody told us we only see it on the card statement
rep: i understand so the bond was on the card ending [[four four oh seven|ID|c]]
caller: yes that's the one
rep: i'll raise a review and email you the photos is it still [[margriet.vdh@ziggo.nl|MAIL|e]]
"""),
# 009 university graduation-ceremony office (South Africa)
("university graduation ceremony office", "speakers", """
speaker 1: okay. can i have your student number, please?
speaker 2: it's [[one eight seven two, four four nine one|ID|sn]].
speaker 1: and your full name?
speaker 2: [[thandeka mahlangu|PER|t]].
speaker 1: thank you. so you're in the ceremony on [[the twenty fourth of april|DATE|d]], faculty of education, and you get two guest tickets.
speaker 2: yes, that's the thing. my gogo is coming from [[polokwane|LOC|p]] and my aunt too, can i get one more?
speaker 1: extra tickets only get released the week before if there's space. i'll put you on the list and we'll sms you on the number we have, [[oh eight two, five five one, three oh four seven|TEL|tel]].
speaker 2: yes, that's my number.
"""),
# 010 in-year school place application (England)
("in-year school place application", "labels", """
agent: so this is an in-year transfer and what's the child's name
caller: [[zaid al-amin|PER|z]] that's [[z a i d|SPELL|z]]
agent: and his date of birth
caller: [[the fourth of february twenty seventeen|DOB|dob]]
agent: and you've just moved into the area
caller: yeah we've just moved to we're at [[nine lister street|ADR|a]] since last week
agent: okay and which schools would you like to put down
caller: um first choice is [[beckett park primary|ORG|bp]] because it's walking distance and then honestly anywhere that's got a year two space
"""),
# 011 electoral registration for a flat (Scotland)
("electoral registration for a flat", "turns", """
so are you wanting to register just yourself or everyone at the address
both of us me and my flatmate we got the letter saying nobody's registered
okay what's the address
[[flat four, fourteen merchiston crescent|ADR|a]] [[e h ten, five a x|PC|pc]]
thank you and your full name
[[ciaran mulholland|PER|c]] that's [[c as in charlie i a r a n|SPELL|c]]
and your flatmate
[[agnieszka voy chick|PER|ag]] the surname's [[w o j c i k|SPELL|ag]] she's polish so is she still able to register
yes for the scottish elections and the council ones she can she'd just need to do her own application online with her national insurance number
"""),
# 012 residents' parking permit (England)
("residents parking permit", "labels", """
agent: okay, so for the zone m permit i need the vehicle registration
customer: it's [[y k one seven, o w s|ID|v]]
agent: thank you, and the address, it has to be inside the zone
customer: [[twenty eight, hanover terrace|ADR|a]], that's [[b n two, nine s u|PC|pc]]
agent: and you've set up an account online already, what's the username
customer: i think it's [[priya c underscore eighty eight|USER|u]], yeah
agent: okay i can see it, so the permit's pending because the logbook hasn't been uploaded, and is the car in your name
customer: no it's my partner's, [[tom ellery|PER|t]], is that a problem
"""),
# 013 sleeper-train booking change (England to Scotland)
("sleeper train booking change", "block", """
yes so i've got the booking here under mister [[fraser|PER|f]] for the sleeper from [[euston|LOC|eus]] up to [[fort william|LOC|fw]] you're currently travelling on [[the twelfth of may|DATE|d1]] and you want to move to the sunday is that right yeah the sunday [[the fourteenth|DATE|d2]] okay and it's the same room a club room with the two beds yes please okay so there's a fare difference of forty six pounds can i take that on a card yeah go on it's """ f"[[{say(MCARD, '1111 1111 1111 1111')}|CC|cc]]" """ and the expiry's oh nine twenty eight okay that's gone through your booking reference stays the same and you'll get new tickets by email
"""),
# 014 airport special-assistance booking (England)
("airport special assistance booking", "labels", """
rep: and who is the assistance for
caller: it's for my dad [[abdul khaliq|PER|ak]] he can walk a little bit but not all the way to the gate
rep: okay so that'd be a wheelchair to the aircraft door and who's he flying with
caller: he's flying [[skyline holidays|ORG|sh]] on [[the twentieth|DATE|d]]
rep: and have you got the booking reference
caller: yeah it's [[s h l, seven seven two, nine oh four|ID|r]]
rep: and a contact number on the day
caller: mine's best it's [[oh seven nine one two, three three four, eight eight one|TEL|t]] i'm [[fatima|PER|f]] i'll be travelling with him
"""),
# 015 hotel walked an oversold guest (US)
("hotel walked an oversold guest", "labels", """
customer: i had a confirmed reservation i got there at eleven thirty at night and they told me they were oversold and sent me off to some place by the airport
agent: i'm really sorry about that mister [[villanueva|PER|j]] i can see the note here from the night manager [[deshawn|PER|d]] you were walked to the [[harbor view suites|ORG|hs]]
customer: yeah and then i had to get a cab back downtown the next morning for my meeting
agent: so our policy when we walk a guest is we cover the first night at the other hotel and the transport and i'm going to add a night on us as well can i confirm the confirmation number
customer: it's [[double eight one four six two nine oh seven|ID|c]]
agent: and the best number for a callback from the general manager
customer: my cell [[four one to, seven seven three, oh nine one eight|TEL|t]]
"""),
# 016 airline unaccompanied-minor booking (US)
("airline unaccompanied minor booking", "speakers", """
speaker 1: okay so for the unaccompanied minor service i need the child's full name as it is on her id
speaker 2: [[kalani akana|PER|k]] [[k a l a n i|SPELL|k]]
speaker 1: and her date of birth
speaker 2: [[march twelfth twenty fourteen|DOB|dob]] she's eleven
speaker 1: and who's picking her up at the other end
speaker 2: her grandma [[leilani akana|PER|l]] and her cell is [[eight oh eight, two six one, four four seven oh|TEL|t]]
speaker 1: okay so grandma will need to show photo id at the gate and sign the release form before we hand her over
"""),
# 017 holiday-cottage deposit refund (Wales)
("holiday cottage deposit refund", "labels", """
A: okay let me find it was it booked under your name
B: yeah [[tobias whitlock|PER|t]] [[w h i t l o c k|SPELL|t]]
A: got it so that's the little cottage at [[solva|LOC|s]] for the week from [[the third of august|DATE|d]]
B: yes and we had to cancel because my wife broke her ankle and the terms say the deposit's refundable if you can re-let it
A: and we did re-let it so you're due the two hundred pound deposit back it'll go back to the card it came from the one ending [[six one one nine|ID|c]]
B: brilliant thank you
"""),
# 018 consulate lost-passport line (an Australian in Singapore)
("consulate lost passport line", "labels", """
agent: and when did you last see the passport?
caller: last night, i think it was taken from my bag at a hawker centre near [[bugis|LOC|b]]. i've already made a police report.
agent: okay, we'll need a copy of that. what's your full name and date of birth?
caller: [[mitchell tran|PER|m]], [[twenty ninth of june nineteen eighty eight|DOB|dob]].
agent: and do you know the passport number by any chance?
caller: yeah, i've got a photo of it on my phone. it's [[p a seven two oh four, nine one three|ID|pp]].
agent: and a local number we can reach you on?
caller: it's a local sim, [[plus six five, nine one seven three, two oh four eight|TEL|t]].
agent: thank you. you can come in tomorrow morning for an emergency passport, and bring the police report with you.
"""),
# 019 welfare office change of address (Australia)
("welfare office change of address", "labels", """
agent: okay so i've pulled up your record can you confirm your full name for me
caller: [[shontelle maree brown|PER|s]]
agent: and the new address
caller: [[unit four, twenty two banksia street|ADR|a]] [[morayfield|LOC|m]] [[four five oh six|PC|pc]]
agent: and when did you move in
caller: uh [[the first of march|DATE|d]]
agent: okay so because you're renting i'll need a rent certificate signed by your landlord or the agent and is your mobile still [[oh for one two, three eight eight, oh five six|TEL|t]]
caller: yep same number
"""),
# 020 electricity new connection for a building site (Australia)
("electricity new connection for a building site", "turns", """
so this is a new connection for a new build who's the builder
[[coastline homes|ORG|ch]] i'm the site supervisor
and the lot address
it's [[lot two oh seven, corvina loop|ADR|a]] in [[alkimos|LOC|al]] [[six oh three eight|PC|pc]]
okay and has the electrician lodged the preliminary notice
yeah our sparky [[dave kowalski|PER|d]] did it last week uh the notice number is [[p n four one eight eight two seven|ID|n]]
perfect i can see it so the meter install's usually within ten business days of that
"""),
# 021 energy account closed after a death (England)
("energy account closed after a death", "labels", """
agent: i'm so sorry for your loss can i take the name of the account holder
customer: it's my dad [[walter jed zitch|PER|w]] it's spelled [[d z i e d z i c|SPELL|w]]
agent: thank you and the date he passed away
customer: [[the eleventh of january|DATE|d]]
agent: and are you the executor
customer: me and my brother [[grant|PER|g]] but we haven't got the grant of probate yet
agent: that's fine we don't need that to close the account just a copy of the death certificate and the property is [[thirty three orchard rise|ADR|a]]
customer: yes we're selling it so can the final bill come to me
"""),
# 022 social security card replacement after marriage (US)
("social security card replacement after marriage", "labels", """
rep: and you're requesting a replacement card to show your married name
caller: yes it's [[latoya jenkins|PER|l]] now it used to be [[latoya washington|PER|l]]
rep: okay and your social security number
caller: [[four two seven, six oh, one eight three nine|SSN|ssn]]
rep: and date of birth
caller: [[august ninth nineteen ninety|DOB|dob]]
rep: and is the mailing address still the one in [[jackson|LOC|j]] [[three nine two one one|PC|z]]
caller: yes ma'am
"""),
# 023 city water shut-off payment arrangement (US)
("city water shut-off payment arrangement", "labels", """
A: okay so i see the account is scheduled for disconnection friday for the past due of four eighty seven twelve can i verify the account number
B: yeah it's [[two oh oh, four five one, double seven six|ID|acc]]
A: and the last four of the social on the account
B: [[six oh three eight|SSN|s]]
A: thank you mister [[delgado|PER|r]] so to stop the disconnect i need at least half today and then we can set up an arrangement for the rest
B: okay yeah i can do half can i do that on a card
A: yes go ahead with the number whenever you're ready
B: it's an amex """ f"[[{say(AMEX, '1111 111111 11111')}|CC|cc]]" """
"""),
# 024 mountain lodge reservation change (Canada)
("mountain lodge reservation change", "labels", """
agent: okay so at [[moraine peak lodge|ORG|lodge]] i've got you for two nights from [[the twenty first of june|DATE|d1]] and you'd like to move it
customer: yeah push it back a week if you can um so arriving [[the twenty eighth|DATE|d2]] instead
agent: let me look okay i can do that but it'd be the lakeview room type which is sixty dollars more a night
customer: that's okay
agent: and can i just confirm the name on the reservation
customer: [[ingrid solberg|PER|i]]
agent: thanks and i'll send the updated confirmation to [[i solberg at shaw dot c a|MAIL|m]]
"""),
# 025 electricity-board meter-reading complaint (India)
("electricity board meter reading complaint", "labels", """
agent: please tell me your consumer number, it is twelve digits on the bill
customer: yes, [[one seven oh, two four one, nine nine eight, three oh six|ID|cn]]
agent: name on the connection
customer: it is in my father's name, [[suresh kulkarni|PER|s]], i am his son
agent: okay sir, what is the complaint
customer: the bill has come for twelve hundred units, we are using maybe two hundred, the reading they have entered is wrong, i already went to the [[mahavitaran|ORG|m]] office and they told me call the helpline, the reading boy [[sachin|PER|sa]] has not even come this month
agent: okay, i am registering a meter reading complaint for [[kothrud|LOC|k]] subdivision, complaint number will come by sms to [[plus nine one, nine eight two two, three one four, oh seven five|TEL|t]]
"""),
# 026 prepaid electricity token rejected after a key change (South Africa)
("prepaid electricity token rejected", "speakers", """
speaker 1: okay so the token is rejecting can you read me the meter number
speaker 2: it's [[oh four two, eight one one, six three five, seven two|ID|mn]]
speaker 1: thank you and the name on the account
speaker 2: [[sipho ndlovu|PER|s]]
speaker 1: and the address
speaker 2: [[twenty three mampuru street|ADR|a]] [[mamelodi east|LOC|me]]
speaker 1: okay so i'm seeing that meter had a key change the the tariff index was updated by [[city of tshwane|ORG|ct]] last month so you need to enter two key change tokens first and then your purchase token
speaker 2: eish okay can you sms them to me
speaker 1: yes to [[oh seven three, four four one, oh nine two six|TEL|t]]
"""),
# 027 stolen travel-card balance transfer (Ireland)
("stolen travel card balance transfer", "labels", """
A: so the card's registered can you give me the number on the back of it
B: yeah it's [[one oh four two, three three eight one, seven six oh nine|ID|lc]]
A: and the name on the account
B: [[blathnaid o'dwyer|PER|b]] that's [[b l a t h n a i d|SPELL|b]]
A: and the username you log in with
B: [[blathnaid underscore od twenty|USER|u]]
A: grand so the balance of twenty three euro will go across to the new card once you register it can i text you when it's done
B: yeah [[oh eight seven, two two four, one nine six oh|TEL|t]]
"""),
# 028 leisure-centre swim timetable (England), no PII
("leisure centre swim timetable, no PII", "turns", """
hi i just wanted to check the lane swimming times for saturday
saturday it's seven till nine in the morning and then the main pool's lessons until one
and is the learner pool open for families in the afternoon
yeah family swim is two till four under eights need an adult in the water one adult to two children
brilliant and do i need to book
you can just turn up but it does get busy in the holidays so the app's best
"""),
# 029 airport parking prices (Australia), no PII
("airport parking prices, no PII", "labels", """
caller: hi um i'm flying out for ten days and i wanted to know the cheapest way to do parking
agent: so the long term car park is your best bet if you prebook online it's usually around a hundred and twenty for ten days drive up is quite a bit more
caller: and is there a shuttle from long term
agent: yep runs every ten minutes twenty four hours takes about five minutes to the terminal
caller: and if my flight gets in late and i go over by a day
agent: it just charges the extra day at the drive up rate no penalty as such
caller: okay cool thanks heaps
"""),
# 030 hotel late checkout (Singapore), no PII
("hotel late checkout, no PII", "block", """
hi yes good morning we're in one of the deluxe rooms on the twelfth floor i wanted to ask if late checkout is possible because our flight's only at eleven tonight, okay let me check for you, yes we can do two p m complimentary and after that until six it's the half day rate, oh okay two p m is fine and breakfast is till what time, breakfast is until ten thirty at the cafe on level three and on weekends until eleven, okay great and can we leave our bags after checkout, yes of course the concierge will hold them for you no problem, thank you so much
"""),
]


def main():
    assert len(CALLS) == 30
    make_set("asr14", CALLS, NAME_WORDS, (130, 150), spans_per_call=(4, 6),
             heard=("for", "to"), tidied_mail=True, abroad=True)


if __name__ == "__main__":
    main()
